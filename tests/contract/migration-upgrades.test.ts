// Upgrading a populated database (issue 38, docs/decisions/113): for every released migration of the app's
// and of the simulator's folder, an empty database is migrated to it, given the rows of that time (a member,
// a session, a reservation of each line with its inventory, idempotency records, a customer), then migrated
// to this build; every row is still there, read through this build's schema and by the simulator's own calls.
// On PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set: one database, emptied between steps.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReservationListSchema } from '@contracts/lxp/reservations.schema'
import { migrationFailure, type Database } from '@server/db/database.server'
import * as appSchema from '@server/db/schema'
import { getCustomerProfile } from '@simulator/customer/customer.server'
import { demoCustomers } from '@simulator/customer/demo-customers'
import { migrateSimulator, simulatorMigrationsTable } from '@simulator/db/database'
import { previousAnswer } from '@simulator/idempotency.server'
import { listReservations } from '@simulator/reservations/reservations.server'
import { createTestDatabase } from '../fixtures/database'

const appFolder = 'server/db/migrations'
const simulatorFolder = 'simulator/db/migrations'
const appMigrationsTable = '__drizzle_migrations'

type Journal = { entries: { tag: string }[] }
const tagsOf = (folder: string) => (JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal).entries.map((entry) => entry.tag)
/** The released migrations an upgrade can start from: all but this build's newest. */
const startingPoints = (folder: string) => tagsOf(folder).slice(0, -1)

const customer = demoCustomers[0]!
const lines = ['HOTEL', 'AIR', 'CAR', 'DINING', 'ACTIVITY'] as const
const createdAt = '2026-11-20T10:00:00.000Z'

/** One reservation of a line as the platform stores it: the list entry, and the whole reservation (price and payment). */
function reservation(type: (typeof lines)[number], index: number) {
  const reservationId = `${type.toLowerCase()}-reservation`
  const total = { amount: 10_000 * (index + 1) + 99, currency: 'USD' }
  const summary = { reservationId, orderId: `order-${index}`, type, status: 'CONFIRMED', title: `A ${type.toLowerCase()} booking`, location: 'Paris, France', startDate: '2027-03-01', endDate: '2027-03-04', total, pointsUsed: 1_000 * index, createdAt }
  const details = { ...summary, price: { total: total.amount, currency: 'USD' }, payment: { pointsUsed: 1_000 * index } }
  return { reservation_id: reservationId, order_id: summary.orderId, customer_id: customer.customerId, type, status: 'CONFIRMED', start_date: '2027-03-01', end_date: '2027-03-04', summary, details, email: customer.email, created_at: createdAt }
}

/**
 * The rows of a populated database in this build's columns, parents first. A table is filled when it exists at
 * the starting point, with the columns it had then; every later column has a default or a backfill.
 */
const rows: { table: string; values: Record<string, unknown> }[] = [
  { table: 'site_config', values: { site_id: 'default', data: { siteId: 'default', name: 'Kept through upgrades' }, updated_at: createdAt } },
  { table: 'page_content', values: { page: 'home', locale: 'en-US', version: 'published', data: { title: 'Kept' }, updated_at: createdAt } },
  {
    table: 'rewards_member',
    values: { id: 'member-1', username: 'ada', password_hash: 'scrypt$not-a-real-hash', first_name: customer.firstName, last_name: customer.lastName, email: customer.email, client_customer_id: customer.customerId, loyalty: customer.loyalty, profile_unavailable: false, created_at: createdAt },
  },
  { table: 'auth_user', values: { id: 'user-1', name: `${customer.firstName} ${customer.lastName}`, email: customer.email, email_verified: true, image: null, created_at: createdAt, updated_at: createdAt } },
  { table: 'auth_session', values: { id: 'session-1', expires_at: '2027-01-01T00:00:00.000Z', token: 'session-token-1', created_at: createdAt, updated_at: createdAt, ip_address: '192.0.2.1', user_agent: 'upgrade test', user_id: 'user-1' } },
  { table: 'auth_account', values: { id: 'account-1', account_id: 'member-1', provider_id: 'rewards-club', user_id: 'user-1', created_at: createdAt, updated_at: createdAt } },
  { table: 'rewards_refresh_token', values: { token_hash: 'refresh-hash-1', member_id: 'member-1', client_id: 'rewards-travel-web', scope: 'openid profile', expires_at: '2027-01-01T00:00:00.000Z', used_at: null } },
  { table: 'feature_flags', values: { key: 'upgrade-flag', enabled: true, default_value: false, rules: [], updated_at: createdAt } },
  { table: 'sim_customers', values: { customer_id: customer.customerId, first_name: customer.firstName, last_name: customer.lastName, email: customer.email, loyalty: customer.loyalty, profile_unavailable: false, enrolled_at: createdAt } },
  ...lines.map((type, index) => ({ table: 'sim_reservations', values: reservation(type, index) })),
  { table: 'sim_room_nights', values: { room_type_id: 'room-type-1', night: '2027-03-01', booked: 1 } },
  { table: 'sim_air_seats', values: { segment_id: 'segment-1', seat: '12A', cabin: 'ECONOMY', reservation_id: 'air-reservation' } },
  { table: 'sim_car_days', values: { fleet_id: 'fleet-1', day: '2027-03-01', booked: 1 } },
  { table: 'sim_dining_seatings', values: { restaurant_id: 'restaurant-1', day: '2027-03-01', time: '19:30', booked: 2 } },
  { table: 'sim_activity_departures', values: { activity_id: 'activity-1', option_id: 'option-1', day: '2027-03-01', time: '09:00', booked: 2 } },
  { table: 'sim_idempotency', values: { key: 'customer:idempotency-1', request_hash: 'request-hash-1', status: 201, response: { reservationId: 'hotel-reservation' }, created_at: createdAt } },
  { table: 'sim_traveler_profiles', values: { traveler_id: 'traveler-1', customer_id: customer.customerId, data: { firstName: 'Grace', lastName: 'Hopper' }, updated_at: createdAt } },
]

/** The simulator's tables: the shared ones and each line's, as drizzle-kit reads them (simulator/drizzle.config.ts). */
const simulatorTables = import.meta.glob<Record<string, unknown>>(['/simulator/simulator.tables.ts', '/simulator/*/*.tables.ts'], { eager: true })

/** This build's tables by name: the app's and the simulator's (each schema holds only its own). */
const tables = new Map(
  [appSchema, ...Object.values(simulatorTables)]
    .flatMap((schema) => Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
)

/** A folder holding a migrations folder's first migrations, up to and including `tag`. */
function folderUpTo(root: string, folder: string, tag: string) {
  const target = path.join(root, `${path.basename(path.dirname(folder))}-${tag}`)
  mkdirSync(path.join(target, 'meta'), { recursive: true })
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag) + 1)
  for (const entry of entries) cpSync(path.join(folder, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`))
  writeFileSync(path.join(target, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  return target
}

/** Drizzle's migrator on any driver (as migrateSimulator calls it), with the failure worded as at start-up. */
async function migrate(db: Database, migrationsFolder: string, migrationsTable: string) {
  const internals = db as unknown as { dialect: { migrate(migrations: unknown, session: unknown, config: unknown): Promise<void> }; session: unknown }
  try {
    await internals.dialect.migrate(readMigrationFiles({ migrationsFolder, migrationsTable }), internals.session, { migrationsFolder, migrationsTable })
  } catch (error) {
    throw migrationFailure(error)
  }
}

async function columnsByTable(db: Database) {
  const result = (await db.execute(sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`)) as unknown as { rows: { table_name: string; column_name: string }[] }
  const columns = new Map<string, Set<string>>()
  for (const row of result.rows) columns.set(row.table_name, (columns.get(row.table_name) ?? new Set()).add(row.column_name))
  return columns
}

/** Inserts the rows whose tables exist, with the columns they have; answers what was inserted. */
async function populate(db: Database) {
  const columns = await columnsByTable(db)
  const inserted: typeof rows = []
  for (const row of rows) {
    const present = columns.get(row.table)
    if (!present) continue
    const values = Object.fromEntries(Object.entries(row.values).filter(([column]) => present.has(column)))
    const names = Object.keys(values)
    const parameters = Object.values(values).map((value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value))
    await db.execute(sql`INSERT INTO ${sql.identifier(row.table)} (${sql.join(names.map((name) => sql.identifier(name)), sql`, `)}) VALUES (${sql.join(parameters.map((value) => sql`${value}`), sql`, `)})`)
    inserted.push({ table: row.table, values })
  }
  return inserted
}

/** A value as this build's schema reads it, in the form the rows above give it. */
function asWritten(value: unknown) {
  return value instanceof Date ? value.toISOString() : value
}

/** Each inserted row, read back through this build's table, holds what was written. */
async function expectRowsKept(db: Database, inserted: typeof rows) {
  for (const { table: name, values } of inserted) {
    const table = tables.get(name)
    expect(table, `${name} is a table of this build`).toBeDefined()
    const keyOf = Object.fromEntries(Object.entries(getTableColumns(table!)).map(([key, column]) => [column.name, key]))
    const stored = (await db.select().from(table!)) as Record<string, unknown>[]
    const read = stored.map((row) => Object.fromEntries(Object.keys(values).map((column) => [column, asWritten(row[keyOf[column]!])])))
    expect(read, `a row of ${name}`).toContainEqual(values)
  }
}

/** The simulator's own calls read what it stored before the upgrade. */
async function expectSimulatorReads(db: Database, inserted: typeof rows) {
  const has = (table: string) => inserted.some((row) => row.table === table)
  if (has('sim_reservations')) {
    const list = ReservationListSchema.parse(await listReservations(db, customer.customerId, { page: 1, pageSize: 10 }, '2026-12-01'))
    expect(list.items.map((item) => [item.type, item.total, item.pointsUsed]).sort()).toEqual(lines.map((type, index) => [type, reservation(type, index).summary.total, 1_000 * index]).sort())
  }
  if (has('sim_idempotency')) {
    expect(await previousAnswer(db, 'customer:idempotency-1', 'request-hash-1')).toEqual({ status: 201, body: { reservationId: 'hotel-reservation' }, replayed: true })
  }
  if (has('sim_customers')) {
    expect((await getCustomerProfile(db, customer.customerId)).personalInfo).toEqual({ firstName: customer.firstName, lastName: customer.lastName })
  }
}

type Connection = { db: Database; close(): Promise<void> }

async function pgliteConnection(): Promise<Connection> {
  const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')])
  const client = await PGlite.create('memory://')
  return { db: drizzle(client) as unknown as Database, close: () => client.close() }
}

async function postgresConnection(): Promise<Connection> {
  const created = (await createTestDatabase())!
  const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')])
  const pool = new Pool({ connectionString: created.url, max: 2 })
  return {
    db: drizzle(pool) as unknown as Database,
    close: async () => {
      await pool.end()
      await created.drop()
    },
  }
}

/** The tables a folder's newest snapshot describes: what its next `drizzle-kit generate` compares against. */
function snapshotTables(folder: string) {
  const newest = tagsOf(folder).length - 1
  const snapshot = JSON.parse(readFileSync(path.join(folder, `meta/${String(newest).padStart(4, '0')}_snapshot.json`), 'utf8')) as { tables: Record<string, unknown> }
  return Object.keys(snapshot.tables).map((name) => name.replace(/^public\./, ''))
}

it("each migrations folder tracks its own tables: the app's stopped at 0020 without dropping the simulator's (docs/decisions/137)", () => {
  const simulatorTables = snapshotTables(simulatorFolder)
  expect(simulatorTables.length).toBeGreaterThan(0)
  expect(simulatorTables.every((name) => name.startsWith('sim_'))).toBe(true)
  expect(snapshotTables(appFolder).filter((name) => name.startsWith('sim_'))).toEqual([])
  expect(readFileSync(path.join(appFolder, '0020_simulator_tables_its_own.sql'), 'utf8')).not.toMatch(/^\s*[^-\s]/m)
})

const kinds: [string, () => Promise<Connection>][] = [['PGlite', pgliteConnection]]
if (process.env.TEST_DATABASE_URL) kinds.push(['PostgreSQL', postgresConnection])

describe.each(kinds)('upgrading a populated database on %s', (_kind, connect) => {
  let connection: Connection
  const root = mkdtempSync(path.join(tmpdir(), 'migration-upgrades-'))
  beforeAll(async () => {
    connection = await connect()
  }, 180_000)
  afterAll(async () => {
    await connection?.close()
    rmSync(root, { recursive: true, force: true })
  })

  /** Every step starts from an empty database. */
  async function emptied() {
    for (const statement of ['DROP SCHEMA IF EXISTS drizzle CASCADE', 'DROP SCHEMA public CASCADE', 'CREATE SCHEMA public']) await connection.db.execute(sql.raw(statement))
    return connection.db
  }

  it.each(startingPoints(appFolder))("from the app's migration %s: the rows survive, and the app and the simulator read them", async (tag) => {
    const db = await emptied()
    await migrate(db, folderUpTo(root, appFolder, tag), appMigrationsTable)
    const inserted = await populate(db)
    await migrate(db, appFolder, appMigrationsTable)
    // As the app's start does: the embedded simulator's own migrations after the app's.
    await migrateSimulator(db)
    await expectRowsKept(db, inserted)
    await expectSimulatorReads(db, inserted)
  }, 60_000)

  it.each(startingPoints(simulatorFolder))("from the simulator's migration %s (its own database): the rows survive and it reads them", async (tag) => {
    const db = await emptied()
    await migrate(db, folderUpTo(root, simulatorFolder, tag), simulatorMigrationsTable)
    const inserted = await populate(db)
    expect(inserted.map((row) => row.table)).toContain('sim_reservations')
    await migrateSimulator(db)
    await expectRowsKept(db, inserted)
    await expectSimulatorReads(db, inserted)
  }, 60_000)

  it("words a failed simulator migration with PostgreSQL's reason, as the app's start-up line shows it", async () => {
    const db = await emptied()
    // A table of the simulator's made by hand without a column its baseline indexes.
    await db.execute(sql.raw('CREATE TABLE "sim_airports" ("iata" text PRIMARY KEY)'))
    await expect(migrateSimulator(db)).rejects.toThrow(
      /^a migration of simulator\/db\/migrations failed: column "destination_id" does not exist \(SQLSTATE 42703\) in: CREATE INDEX IF NOT EXISTS "sim_airports_destination_idx"/,
    )
  }, 60_000)

  it("refuses CREATE INDEX CONCURRENTLY, since drizzle's migrator runs migrations in one transaction (why the lint asks for another way)", async () => {
    const db = await emptied()
    const folder = path.join(root, 'concurrently')
    mkdirSync(path.join(folder, 'meta'), { recursive: true })
    writeFileSync(path.join(folder, '0000_rooms.sql'), 'CREATE TABLE "rooms" ("id" integer PRIMARY KEY, "name" text);')
    writeFileSync(path.join(folder, '0001_index.sql'), 'CREATE INDEX CONCURRENTLY "rooms_name_idx" ON "rooms" ("name");')
    const entries = ['0000_rooms', '0001_index'].map((tag, idx) => ({ idx, version: '7', when: 1_700_000_000_000 + idx, tag, breakpoints: true }))
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }))
    await expect(migrate(db, folder, appMigrationsTable)).rejects.toThrow('CREATE INDEX CONCURRENTLY cannot run inside a transaction block (SQLSTATE 25001)')
  }, 60_000)
})
