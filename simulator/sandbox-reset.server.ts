// A full sandbox reset (`POST /sandbox/reset`, docs/mock-upstream.md): what tests made is gone and the
// catalogue sells as it did when first seeded: no reservations, idempotency keys or saved travellers,
// every room, car, seat, tour departure and table free again, the demo members' points restored. The
// catalogue itself is untouched (it is generated, and never changed by a call).
import type { Database } from './db/database'
import { restoreDemoCustomers } from './customer/customer.server'
import { simIdempotency, simReservations, simTravelerProfiles } from './simulator.tables'
import { simRoomNights } from './hotel/hotel.tables'
import { simCarDays } from './car/car.tables'
import { simAirSeats } from './air/air.tables'
import { simActivityDepartures } from './activity/activity.tables'
import { simDiningSeatings } from './dining/dining.tables'

export async function resetSandboxData(db: Database) {
  await db.transaction(async (tx) => {
    for (const table of [simRoomNights, simCarDays, simAirSeats, simActivityDepartures, simDiningSeatings, simReservations, simIdempotency, simTravelerProfiles]) await tx.delete(table)
    await restoreDemoCustomers(tx)
  })
}
