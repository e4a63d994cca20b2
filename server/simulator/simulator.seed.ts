// Writes the simulator's catalogue on first start (a few thousand rows, in chunks); later starts
// find it in place and do nothing.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { destinations } from './catalogue/destinations'
import { generateHotels } from './catalogue/hotel-catalogue'
import { simDestinations, simHotels } from './simulator.tables'

export async function seedSimulator(db: Database) {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(simDestinations)
  if ((existing?.count ?? 0) >= destinations.length) return
  await db.insert(simDestinations).values(destinations.map((destination) => ({ id: destination.id, data: destination }))).onConflictDoNothing()
  const hotels = destinations.flatMap((destination) => generateHotels(destination))
  for (let start = 0; start < hotels.length; start += 500) {
    const chunk = hotels.slice(start, start + 500)
    await db.insert(simHotels).values(chunk.map((hotel) => ({ id: hotel.id, destinationId: hotel.destinationId, name: hotel.name, data: hotel }))).onConflictDoNothing()
  }
}
