// What My Trips states a trip's cancellation deadline from (issue 36): read from the reservation itself, the very
// policy its reservation page reads (each line's view answers the stored reservation), so the two cannot disagree.
import type { ReservationSummary, TripCancellation } from '@contracts/lxp/reservations.schema'
import { withFreeCancellationEnd } from './free-cancellation-end'

type Policy = NonNullable<TripCancellation['policy']>

/** The parts of a stored reservation of any line that its deadline is stated from. */
export type CancellableReservation = {
  status?: string
  freeCancellationEnded?: TripCancellation['freeCancellationEnded']
  cancellationPolicy?: Policy
  rate?: { cancellationPolicy?: Policy }
  hotel?: { timeZone?: string }
  offer?: { pickUpLocation?: { timeZone?: string } }
  restaurant?: { timeZone?: string }
  timeZone?: string
  itinerary?: { bounds?: { segments?: { from?: { timeZone?: string } }[] }[] }
}

// A tour's `cancellable` and a table's `chargedToCard` go with it: the page states its terms from them (decision 162).
const policyOf = ({ refundable, freeCancellationUntil, freeCancellationEndsAt, penaltyAfterDeadline, description, cancellable, chargedToCard }: Policy): Policy => ({
  refundable,
  freeCancellationUntil,
  freeCancellationEndsAt,
  penaltyAfterDeadline,
  description,
  ...(cancellable === undefined ? {} : { cancellable }),
  ...(chargedToCard === undefined ? {} : { chargedToCard }),
})

/**
 * The deadline terms of a confirmed reservation as it reads now (`stored` restated by its line's `readNow`); none for a
 * cancelled one or a line without terms (gift cards).
 */
export function tripCancellationOf(type: ReservationSummary['type'], stored: CancellableReservation): TripCancellation | undefined {
  if (stored.status === 'CANCELLED') return undefined
  // As the reservation page reads it: a policy stored before it said when free cancellation ends is completed (issue 41).
  const details = withFreeCancellationEnd(stored)
  const ended = details.freeCancellationEnded ? { freeCancellationEnded: details.freeCancellationEnded } : {}
  if (type === 'HOTEL') return details.rate?.cancellationPolicy ? { policy: policyOf(details.rate.cancellationPolicy), timeZone: details.hotel?.timeZone, ...ended } : undefined
  if (type === 'AIR') return { policy: null, timeZone: details.itinerary?.bounds?.[0]?.segments?.[0]?.from?.timeZone, ...ended }
  // The venue whose clock decides the deadline: the rental desk's, the restaurant's, the start's.
  const timeZone = details.offer?.pickUpLocation?.timeZone ?? details.restaurant?.timeZone ?? details.timeZone
  return details.cancellationPolicy ? { policy: policyOf(details.cancellationPolicy), timeZone, ...ended } : undefined
}
