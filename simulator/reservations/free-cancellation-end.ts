// A reservation stored before its policy said when free cancellation ends (`freeCancellationEndsAt`, issue 41) is
// answered with it all the same: worked out, as a booking's is now, from the stored deadline and the venue's zone.
import { freeCancellationEnd } from '@contracts/domain/venue-time'

type StoredPolicy = { freeCancellationUntil?: string | null; freeCancellationEndsAt?: string | null; freeUntil?: string }

/** The parts of a stored reservation of any line that its policy and its venue's zone are read from. */
type StoredReservation = {
  cancellationPolicy?: StoredPolicy
  rate?: { cancellationPolicy?: StoredPolicy }
  hotel?: { timeZone?: string }
  restaurant?: { timeZone?: string }
  offer?: { pickUpLocation?: { timeZone?: string } }
  timeZone?: string
}

/** The reservation, its policy given `freeCancellationEndsAt` where it was stored without one. */
export function withFreeCancellationEnd<Reservation>(reservation: Reservation): Reservation {
  const stored = reservation as StoredReservation
  const needs = (policy: StoredPolicy | undefined): policy is StoredPolicy => policy !== undefined && !('freeCancellationEndsAt' in policy)
  if (!needs(stored.cancellationPolicy) && !needs(stored.rate?.cancellationPolicy)) return reservation
  // The venue's clock: the hotel's, the restaurant's, the rental's pick-up, the tour's start (tours booked before it was kept have none).
  const timeZone = stored.hotel?.timeZone ?? stored.restaurant?.timeZone ?? stored.offer?.pickUpLocation?.timeZone ?? stored.timeZone
  const completed = (policy: StoredPolicy) => {
    const deadline = policy.freeCancellationUntil ? (policy.freeUntil ?? policy.freeCancellationUntil) : null
    return { ...policy, freeCancellationEndsAt: timeZone ? freeCancellationEnd(deadline, timeZone) : null }
  }
  return {
    ...reservation,
    ...(needs(stored.cancellationPolicy) ? { cancellationPolicy: completed(stored.cancellationPolicy) } : {}),
    ...(stored.rate && needs(stored.rate.cancellationPolicy) ? { rate: { ...stored.rate, cancellationPolicy: completed(stored.rate.cancellationPolicy) } } : {}),
  }
}
