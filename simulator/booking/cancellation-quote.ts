// What cancelling a booking gives back, the same for every line once the line's rule has said whether
// it may be cancelled and what it costs: the penalty comes out of the card payment first, then the
// points; trip protection reimburses its share of the penalty, and its premium is not refunded.
import type { CancellationQuote } from '@contracts/lxp/reservations.schema'
import { pointsForAmount, tripProtection } from '@contracts/domain/points'
import { money } from '../money'
import type { BookedReservation, CancellationRefusal, CancellationTerms } from './booking-line'
import { formatAmount } from './booking-line'

/**
 * What a free cancellation gives back, in the words every line's description uses: everything, unless trip
 * protection was bought, whose premium is kept (said next by the pipeline), so never "everything" then; nothing
 * to give back where nothing was paid.
 * `alsoBack` names what else comes back ("the $75.00 change fee too").
 */
export function freeCancellationBack(reservation: Pick<BookedReservation, 'tripProtection' | 'price' | 'payment'>, alsoBack?: string) {
  const also = alsoBack ? `, ${alsoBack}` : ''
  // Nothing was paid when booking (a stay paid at the hotel, a table the card only holds): nothing comes back (issue 36).
  if (reservation.price.dueNow === 0 && reservation.payment.pointsUsed === 0 && !reservation.tripProtection.selected) return `it costs nothing${also}`
  return reservation.tripProtection.selected ? `you get back what you paid for the booking${also}` : `you get everything back${also}`
}

export type CancellationOutcome = { quote: CancellationQuote & { reasonCode?: string | null }; refusal: Required<CancellationRefusal> | null }

export function cancellationOutcomeOf(reservation: BookedReservation, terms: CancellationTerms, reasonCodes = false): CancellationOutcome {
  const { payment, price } = reservation
  const none = money(0, price.currency)
  if ('refusal' in terms) {
    const refusal = { code: terms.refusal.code ?? 'NOT_CANCELLABLE', message: terms.refusal.message }
    const { message } = refusal
    return {
      refusal,
      quote: { reservationId: reservation.reservationId, cancellable: false, reason: message, ...(reasonCodes ? { reasonCode: refusal.code } : {}), freeCancellation: false, penalty: none, refund: none, pointsRefund: 0, protectionReimbursement: none, description: message },
    }
  }
  const cashPaid = price.dueNow - payment.pointsValue
  const fromCash = Math.min(terms.keptFromPaid, cashPaid)
  const fromPoints = terms.keptFromPaid - fromCash
  const pointsKept = Math.min(payment.pointsUsed, pointsForAmount(fromPoints))
  const reimbursement = reservation.tripProtection.selected ? Math.floor(terms.penalty * tripProtection.defaultReimbursedShare) : 0
  const parts = [
    terms.headline,
    reimbursement > 0 ? `Trip protection reimburses ${formatAmount(reimbursement, price.currency)} of it.` : '',
    reservation.tripProtection.selected ? 'The trip protection premium is not refunded.' : '',
  ]
  return {
    refusal: null,
    quote: {
      reservationId: reservation.reservationId,
      cancellable: true,
      reason: null,
      ...(reasonCodes ? { reasonCode: null } : {}),
      freeCancellation: terms.freeCancellation,
      penalty: money(terms.penalty, price.currency),
      refund: money(cashPaid - fromCash + reimbursement, price.currency),
      pointsRefund: payment.pointsUsed - pointsKept,
      protectionReimbursement: money(reimbursement, price.currency),
      description: parts.filter(Boolean).join(' '),
    },
  }
}
