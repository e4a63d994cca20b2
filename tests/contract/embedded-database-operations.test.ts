// The database as an operator runs it (issue 38): one process per embedded DATA_DIR (a second refuses
// with one line, so no process can overwrite another's bookings), and a backup taken while the server
// serves restores into a fresh folder holding every booking; on PostgreSQL (TEST_DATABASE_URL), the same
// through pg_dump and pg_restore into a fresh database.
import { execFile } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lockFileName } from '@server/db/data-dir-lock'
import { openDatabase } from '@server/db/database.server'
import { createTestDatabase } from '../fixtures/database'
import { cookiesOf, hotelSelection, lxpOf, quoteAndBookRequest } from '../fixtures/production-booking'
import { assertBuilt, runToExit, serverFixtures, startServer, stopServer, type Started } from '../fixtures/production-server'

assertBuilt()

const fixtures = serverFixtures()
afterAll(() => fixtures.cleanUp())

/** Three guest bookings of a hotel on the server: their reservation ids. */
async function bookThree(server: Started) {
  const guest = lxpOf(server)
  const selection = await hotelSelection(guest)
  const reservationIds: string[] = []
  for (let booking = 0; booking < 3; booking++) {
    const { quoted, request } = await quoteAndBookRequest(guest, selection)
    const booked = await lxpOf(server, { cookie: cookiesOf(quoted) })('POST', '/hotel/book', { body: request, headers: { 'idempotency-key': crypto.randomUUID() } })
    expect(booked.status).toBe(201)
    reservationIds.push((await booked.json()).reservationId)
  }
  return reservationIds
}

const databaseCommand = (args: string[], env: Record<string, string>) =>
  promisify(execFile)('node_modules/.bin/node', ['scripts/db.ts', ...args], { env: { ...process.env, NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ...env } })

describe.skipIf(process.env.TEST_DATABASE_URL)('one DATA_DIR, one process', () => {
  let server: Started
  let dataDir: string
  const reservationIds: string[] = []
  beforeAll(async () => {
    dataDir = fixtures.tempDataDir()
    server = await startServer({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: dataDir })
    reservationIds.push(...(await bookThree(server)))
  }, 180_000)
  afterAll(() => server && stopServer(server))

  it('a second server on the folder refuses to start with one line naming the process that holds it', async () => {
    const { code, output } = await runToExit({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: dataDir, PORT: '0' })
    expect(code).toBe(1)
    expect(output.trim().split('\n')).toHaveLength(1)
    expect(output).toContain(`DATA_DIR ${dataDir} is in use by process ${server.process.pid}`)
  }, 120_000)

  it('npm run db:backup while it serves, then db:restore into a fresh folder: every booking is there', async () => {
    const backup = path.join(fixtures.tempDataDir(), 'travel.tar.gz')
    const restored = path.join(fixtures.tempDataDir(), 'restored')
    await databaseCommand(['backup', backup], { DATA_DIR: dataDir })
    expect(server.output()).toContain('"msg":"backup written"')
    await databaseCommand(['restore', backup], { DATA_DIR: restored })
    const database = await openDatabase({ dataDir: restored })
    try {
      const found = await database.db.execute(sql`SELECT count(*)::int AS count FROM sim_reservations WHERE reservation_id IN (${sql.join(reservationIds.map((id) => sql`${id}`), sql`, `)})`)
      expect((found as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(reservationIds.length)
    } finally {
      await database.close()
    }
    // A restore never writes over a database.
    const again = await databaseCommand(['restore', backup], { DATA_DIR: restored }).catch((error: { code: number; stderr: string }) => error)
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already holds a database') })
  }, 180_000)

  it('a lock left by a process that is gone (kill -9) is taken over', async () => {
    const folder = fixtures.tempDataDir()
    const gone = await promisify(execFile)('node_modules/.bin/node', ['-e', 'console.log(process.pid)'])
    writeFileSync(path.join(folder, lockFileName), gone.stdout.trim())
    const database = await openDatabase({ dataDir: folder })
    await database.close()
    expect(existsSync(path.join(folder, lockFileName))).toBe(false)
  }, 120_000)
})

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL backup and restore', () => {
  it('npm run db:backup while the server serves (pg_dump), then db:restore into a fresh database: every booking is there', async () => {
    const { env } = await fixtures.serverDatabase()
    const server = await startServer({ NODE_ENV: 'production', ...env })
    const fresh = (await createTestDatabase())!
    try {
      const reservationIds = await bookThree(server)
      const backup = path.join(fixtures.tempDataDir(), 'travel.dump')
      await databaseCommand(['backup', backup], env)
      await databaseCommand(['restore', backup], { ...env, DATABASE_URL: fresh.url })
      const restored = new pg.Client({ connectionString: fresh.url })
      await restored.connect()
      try {
        const found = await restored.query(`SELECT count(*)::int AS count FROM sim_reservations WHERE reservation_id = ANY($1)`, [reservationIds])
        expect(found.rows[0].count).toBe(reservationIds.length)
      } finally {
        await restored.end()
      }
    } finally {
      await stopServer(server)
      await fresh.drop()
    }
  }, 180_000)
})
