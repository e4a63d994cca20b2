// Every line's booking pipeline (simulator-lines.server.ts) by the type its reservations carry, for what reads reservations of any line (My Trips).
import type { ProductType } from '@contracts/domain/products'
import type { Database } from '../db/database'
import { everySimulatorLine } from '../simulator-lines.server'

/** A stored reservation of any line as it reads now (booking-pipeline.server.ts `readNow`); a line without one as stored. */
export async function readNow(db: Database, type: ProductType, details: unknown): Promise<unknown> {
  const pipeline = everySimulatorLine.find(({ booking }) => booking.line.type === type)?.booking
  return pipeline ? pipeline.readNow(db, details as never) : details
}
