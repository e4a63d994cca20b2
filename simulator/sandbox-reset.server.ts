// A full sandbox reset (`POST /sandbox/reset`, docs/mock-upstream.md): what tests made is gone and the
// catalogue sells as it did when first seeded: no reservations, idempotency keys, saved travellers or points activity,
// every room, car, seat, tour departure and table free again, the demo members' points restored. The
// catalogue itself is untouched (it is generated, and never changed by a call).
import type { Database } from './db/database'
import { restoreDemoCustomers } from './customer/customer.server'
import { simIdempotency, simReservations, simTravelerProfiles } from './simulator.tables'
import { everySimulatorLine } from './simulator-lines.server'
import { simPointsEntries } from './loyalty/loyalty.tables'

export async function resetSandboxData(db: Database) {
  await db.transaction(async (tx) => {
    const booked = everySimulatorLine.flatMap((line) => line.bookedInventory)
    for (const table of [...booked, simReservations, simIdempotency, simTravelerProfiles, simPointsEntries]) await tx.delete(table)
    await restoreDemoCustomers(tx)
  })
}
