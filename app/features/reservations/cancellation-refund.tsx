// What a cancellation gives back, by the way it was paid (issue 36 item 15): the amount back to the
// card only when there is one, the points back to the account only when there are some, "nothing" when
// neither, then what is kept: the policy's charge and the trip protection premium. One list for the
// review before cancelling, the result and the reservation page, and a button that prints the page as a
// receipt (the print styles hide the rest).
import { css } from 'styled-system/css'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { useInstantDay } from '~/lib/format/instant-day'
import { reservationsText } from '~/i18n/plain/reservations'
import { Button } from '~/ui/button'
import { Fact, Facts } from './reservation-facts'

type Money = { amount: number; currency: string }

/** A cancellation as the platform recorded it (the number is absent on those recorded before it existed). */
export type RecordedCancellation = { cancelledAt: string; refund: Money; penalty: Money; pointsRefunded: number; protectionReimbursement: Money; cancellationNumber?: string }

/**
 * How the booking was paid, as far as a cancellation speaks of it: the card the refund goes back to, what the card and
 * points paid (a booking that cost nothing at booking: a stay paid at the hotel, a free table) and the trip protection bought.
 */
export type PaidWith = { payment: { card: { maskedCardNumber: string } | null; cardCharged?: number; pointsUsed?: number }; tripProtection: { selected: boolean; premium: Money } }

/**
 * What a recorded cancellation gave back, with its number and day: the result page and the reservation page. The
 * day is the traveller's, named; before hydration the venue's (`timeZone`, else UTC: docs/decisions/141).
 */
export function RecordedRefund({ cancellation, paid, timeZone }: { cancellation: RecordedCancellation; paid: PaidWith; timeZone?: string }) {
  const cancelledOn = useInstantDay(cancellation.cancelledAt, timeZone)
  return (
    <CancellationRefund
      cancellationNumber={cancellation.cancellationNumber}
      cancelledOn={cancelledOn}
      refund={cancellation.refund}
      pointsBack={cancellation.pointsRefunded}
      penalty={cancellation.penalty}
      protectionReimbursement={cancellation.protectionReimbursement}
      paid={paid}
    />
  )
}

/** A cancellation's money: quoted before it happens, or recorded once it did. */
export type RefundByMethod = { refund: Money; pointsBack: number; penalty: Money; protectionReimbursement: Money }

/**
 * One refund to the card (what trip protection pays towards the charge is part of it, said on its row,
 * not a second refund), the points back, then what is kept and why: the cancellation charge under the
 * booking's terms and the protection premium, which paid for the cover (issue 36, third pass item 2).
 */
export function CancellationRefund({ refund, pointsBack, penalty, protectionReimbursement, paid, cancellationNumber, cancelledOn }: RefundByMethod & { paid: PaidWith; cancellationNumber?: string; cancelledOn?: string }) {
  const price = (money: Money) => formatPriceFull(money.amount, { currency: money.currency })
  const { card } = paid.payment
  return (
    <Facts>
      {cancellationNumber && <Fact term={reservationsText('cancelled.number')}>{cancellationNumber}</Fact>}
      {cancelledOn && <Fact term={reservationsText('cancelled.on')}>{cancelledOn}</Fact>}
      {refund.amount > 0 && (
        <Fact term={reservationsText('cancel.refund')}>
          {price(refund)}
          {card ? ` (${card.maskedCardNumber})` : ''}
          {protectionReimbursement.amount > 0 ? reservationsText('cancel.refund-with-protection', { amount: price(protectionReimbursement) }) : ''}
        </Fact>
      )}
      {pointsBack > 0 && <Fact term={reservationsText('cancel.points')}>{formatPoints(pointsBack)}</Fact>}
      {refund.amount === 0 && pointsBack === 0 && <Fact term={reservationsText('cancel.refund-nothing-term')}>{reservationsText(nothingPaid(paid) ? 'cancel.refund-nothing-paid' : 'cancel.refund-nothing')}</Fact>}
      {penalty.amount > 0 && <Fact term={reservationsText('cancel.charge')}>{reservationsText('cancel.charge-why', { amount: price(penalty) })}</Fact>}
      {paid.tripProtection.selected && <Fact term={reservationsText('cancel.premium')}>{reservationsText('cancel.premium-why', { amount: price(paid.tripProtection.premium) })}</Fact>}
    </Facts>
  )
}

/** Nothing went on the card or in points at booking: there was nothing to refund, not a refund withheld (issue 36). */
const nothingPaid = ({ payment }: PaidWith) => payment.cardCharged === 0 && payment.pointsUsed === 0

/** Prints the page: the receipt of a booking or a cancellation. */
export function PrintReceiptButton() {
  return (
    <Button variant="outline" className={css({ alignSelf: 'flex-start', _print: { display: 'none' } })} onClick={() => window.print()}>
      {reservationsText('receipt.print')}
    </Button>
  )
}
