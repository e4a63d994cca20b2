// A booking as it reads now, not as it was stored (issue 36): once the free cancellation period has passed on the
// venue's clock, its policy no longer says "Free cancellation until <a passed day>" but that the period has passed and
// what cancelling costs now, in the words of the cancellation quote's own rule, and the answer says so for every line
// (`freeCancellationEnded`; a flight's 24 hours after booking have no policy to say it in).
import type { FreeCancellationEnded } from '@contracts/lxp/shared/reservation.schema'
import { money } from '../money'
import type { BookedReservation, CancellationTerms } from './booking-line'

type Policy = { refundable: boolean; freeCancellationUntil?: string | null; freeCancellationEndsAt?: string | null; freeUntil?: string; penaltyAfterDeadline: { amount: number; currency: string }; description: string }
type Readable = BookedReservation & { cancellationPolicy?: Policy; rate?: { cancellationPolicy?: Policy } }

/** The policy a line keeps on its reservation: a hotel's on its rate, the other lines' on the booking; none for a flight. */
function policyOf(reservation: Readable): Policy | undefined {
  return reservation.rate?.cancellationPolicy ?? reservation.cancellationPolicy
}

/** Whether the booking ever had a free period: a flight always (24 hours after booking), a policy when it named a deadline. */
function hadFreePeriod(policy: Policy | undefined) {
  return !policy || (policy.refundable && Boolean(policy.freeCancellationUntil ?? policy.freeUntil))
}

/** What the free period's end makes of the booking's terms now, or null while it is open (or never was, or cancelling is refused). */
export function freeCancellationEndedOf(reservation: Readable, terms: CancellationTerms): FreeCancellationEnded | null {
  if (reservation.status !== 'CONFIRMED' || 'refusal' in terms || (terms.freePeriodOpen ?? terms.freeCancellation)) return null
  if (!hadFreePeriod(policyOf(reservation))) return null
  return { penalty: money(terms.penalty, reservation.price.currency), description: `The free cancellation period has passed. ${terms.headline}` }
}

/** The reservation with its terms as they stand now: its policy restated and `freeCancellationEnded` once the free period has passed. */
export function readNow<Reservation extends Readable>(reservation: Reservation, terms: CancellationTerms): Reservation {
  const ended = freeCancellationEndedOf(reservation, terms)
  if (!ended) return reservation
  const policy = policyOf(reservation)
  const restated = policy && { ...policy, ...('freeCancellationUntil' in policy ? { freeCancellationUntil: null } : {}), freeCancellationEndsAt: null, penaltyAfterDeadline: ended.penalty, description: ended.description }
  if (!restated) return { ...reservation, freeCancellationEnded: ended }
  if (reservation.rate?.cancellationPolicy) return { ...reservation, rate: { ...reservation.rate, cancellationPolicy: restated }, freeCancellationEnded: ended }
  return { ...reservation, cancellationPolicy: restated, freeCancellationEnded: ended }
}

/** What a cancelled booking's policy says: that it was cancelled, with no deadline and no fee (issue 36). */
const cancelledPolicyDescription = 'This booking was cancelled, so no cancellation terms apply.'

type Settled = { status: string; price: { currency: string; dueAtProperty?: number }; payment: { dueAtProperty?: number } }

/**
 * A cancelled booking as it reads (issue 36: the API's cancelled reservations still stated a free cancellation deadline
 * and money due at the hotel): its policy names no deadline and no fee, only that it was cancelled, a tour's says it
 * cannot be cancelled again, a table's last free moment is gone, and nothing is due at the hotel. A confirmed one as it is.
 */
export function readCancelled<Reservation extends Readable>(reservation: Reservation): Reservation {
  if (reservation.status !== 'CANCELLED') return reservation
  const settled = reservation as Reservation & Settled
  const restate = (policy: Policy) => {
    const { freeUntil: _lastFreeMoment, ...kept } = policy
    return {
      ...kept,
      ...('cancellable' in policy ? { cancellable: false } : {}),
      ...('freeCancellationUntil' in policy ? { freeCancellationUntil: null } : {}),
      freeCancellationEndsAt: null,
      penaltyAfterDeadline: money(0, policy.penaltyAfterDeadline.currency),
      description: cancelledPolicyDescription,
    }
  }
  const nothingAtProperty = <Part extends { dueAtProperty?: number }>(part: Part): Part => ('dueAtProperty' in part ? { ...part, dueAtProperty: 0 } : part)
  return {
    ...reservation,
    price: nothingAtProperty(settled.price),
    payment: nothingAtProperty(settled.payment),
    ...(reservation.rate?.cancellationPolicy ? { rate: { ...reservation.rate, cancellationPolicy: restate(reservation.rate.cancellationPolicy) } } : {}),
    ...(reservation.cancellationPolicy ? { cancellationPolicy: restate(reservation.cancellationPolicy) } : {}),
  }
}
