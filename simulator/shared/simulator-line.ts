// What a line of the simulator declares of itself to the simulator's shared parts, in its own
// `<line>-line.server.ts`: its router (its part of the lxp contract), its booking pipeline (My Trips reads
// a stored reservation as it reads now), how its catalogue is written on first start, the tables of what
// bookings took (emptied by a sandbox reset) and its default search on the landing page's popular
// destinations. simulator-lines.server.ts lists the lines; nothing shared names a line (decision 171).
import type { PgTable } from 'drizzle-orm/pg-core'
import type { PopularDestination, PopularDestinationLine } from '@contracts/lxp/popular-destinations.contract'
import type { ProductType } from '@contracts/domain/products'
import type { Money } from '@contracts/lxp/shared/values.schema'
import type { Database } from '../db/database'
import type { Destination } from '../catalogue/destinations'

/** The default search of a popular destination's card, which the results page repeats. */
export type PopularSearch = PopularDestination['search']

/** The lowest price a line's search answers for a default search; null when nothing is for sale. */
export type PopularPrice = { from: Money; pricedPer: PopularDestination['pricedPer'] } | null

/** The shared default trip (two weeks ahead, two nights: docs/decisions/079), as the destination's dates. */
export type DefaultTrip = { origin: string; startDate: string; endDate: string }

/** A line's popular destinations: its default search at a destination and the lowest price its search answers. */
export type PopularLine = {
  searchOf: (destination: Destination, trip: DefaultTrip) => PopularSearch
  lowestPrice: (db: Database, search: PopularSearch, today: string) => Promise<PopularPrice>
  /**
   * A line whose searches leave from an origin (flights): the origin's time zone, which the search's day is
   * counted on (an origin the line does not know is refused by the search itself); its destination is not offered.
   */
  originTimeZone?: (db: Database, origin: string) => Promise<string | undefined>
}

export type SimulatorLine = {
  /** The line's part of the lxp contract answered (`tsr.router(lxpContract.<line>, …)`). */
  router: object
  /** Its booking pipeline (booking-pipeline.server.ts): what My Trips reads of a stored reservation now. */
  booking: { line: { type: ProductType }; readNow: (db: Database, reservation: never) => Promise<unknown> }
  /**
   * Writes its catalogue on first start, under its own version key, once the destinations and their airports are
   * (simulator.seed.ts); none for the hotels, written with the destinations under `catalogue-version`.
   */
  seed?: (db: Database) => Promise<void>
  /** The tables of what bookings took (rooms, seats, covers): a sandbox reset empties them. */
  bookedInventory: readonly PgTable[]
  /** Its popular destinations by the line the landing page names (tours and transport are one line's). */
  popular: Partial<Record<PopularDestinationLine, PopularLine>>
}

/** A line's declaration, checked against `SimulatorLine` and keeping its router's own type. */
export const simulatorLine = <const Line extends SimulatorLine>(line: Line): Line => line
