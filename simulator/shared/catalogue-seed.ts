// A generated catalogue written once per version: the first start (or the first after the generator's
// version changed) writes it, later starts find the version in sim_meta and do nothing. Several servers
// starting on one PostgreSQL database: one writes under an advisory lock, the others find it written.
import { eq, sql } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import { destinations, type Destination } from '../catalogue/destinations'
import type { Database, Executor } from '../db/database'
import { simAirports, simMeta } from '../simulator.tables'

type CatalogueVersion = {
  /** The sim_meta key the version is stored under. */
  key: string
  version: string
  /** Any constant that no other advisory lock of this database uses. */
  lockKey: number
}

export async function storedVersion(db: Executor, key: string) {
  const [row] = await db.select({ value: simMeta.value }).from(simMeta).where(eq(simMeta.key, key))
  return row?.value
}

/** Builds the catalogue and writes it (then its version) unless the stored version is this one. */
export async function writeCatalogueOnce<Rows>(
  db: Database,
  { key, version, lockKey }: CatalogueVersion,
  build: () => Rows | Promise<Rows>,
  write: (tx: Executor, rows: Rows) => Promise<void>,
) {
  if ((await storedVersion(db, key)) === version) return
  const rows = await build()
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`)
    if ((await storedVersion(tx, key)) === version) return
    await write(tx, rows)
    await tx.insert(simMeta).values({ key, value: version }).onConflictDoUpdate({ target: simMeta.key, set: { value: version } })
  })
}

/** Replaces every row of a table, inserting so many at a time. */
export async function replaceRows<T extends PgTable>(tx: Executor, table: T, rows: PgInsertValue<T>[], batchSize: number) {
  await tx.delete(table)
  for (let start = 0; start < rows.length; start += batchSize) await tx.insert(table).values(rows.slice(start, start + batchSize))
}

/** The stored airports (code, name, position) of a destination, for catalogues placed at airports (car counters, transfers). */
async function storedAirportsOf(db: Executor) {
  const airports = await db.select({ iata: simAirports.iata, name: simAirports.name, latitude: simAirports.latitude, longitude: simAirports.longitude }).from(simAirports)
  const byIata = new Map(airports.map((airport) => [airport.iata, airport]))
  return (destination: { airports: string[] }) => destination.airports.flatMap((iata) => byIata.get(iata) ?? [])
}

type AirportsOf = Awaited<ReturnType<typeof storedAirportsOf>>

/**
 * A line's catalogue generated destination by destination (every destination but the sanctioned one, which
 * offers nothing), written once per version: each item one row of its table, a batch at a time.
 */
export async function writeDestinationCatalogueOnce<Item, T extends PgTable>(
  db: Database,
  version: CatalogueVersion,
  generate: (destination: Destination, airports: ReturnType<AirportsOf>) => Item[],
  store: { table: T; row: (item: Item) => PgInsertValue<T>; batchSize: number },
) {
  await writeCatalogueOnce(
    db,
    version,
    async () => {
      const airportsOf = await storedAirportsOf(db)
      return destinations.filter((destination) => !destination.sanctioned).flatMap((destination) => generate(destination, airportsOf(destination)))
    },
    (tx, items) => replaceRows(tx, store.table, items.map(store.row), store.batchSize),
  )
}
