// A reservation's details as a list of terms and values, and the rows every line's details end with:
// what was paid by card and with points, trip protection, the points earned and the cancellation terms.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import { totalWithProtection } from '@contracts/domain/points'
import { formatPoints } from '~/lib/format/money'
import { paymentPlanText } from '~/lib/format/payment-plan'
import { reservationsText } from '~/i18n/plain/reservations'
import { cancellationPolicyDescriptionText, type PolicyTerms } from './cancellation-policy-text'

const factsClass = termList({ gap: 'wide' })
const termClass = css({ fontWeight: 'medium' })

export function Facts({ children }: { children: ReactNode }) {
  return <dl className={factsClass}>{children}</dl>
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={termClass}>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}

type Money = (minorUnits: number) => string

/** The reservation and order numbers, first in a line's details. */
export function NumberFacts({ reservation }: { reservation: { reservationId: string; orderId: string } }) {
  return (
    <>
      <Fact term={reservationsText('details.reservation')}>{reservation.reservationId}</Fact>
      <Fact term={reservationsText('details.order')}>{reservation.orderId}</Fact>
    </>
  )
}

type Paid = {
  status: 'CONFIRMED' | 'CANCELLED'
  price: { total: number }
  payment: {
    cardCharged: number
    card: { maskedCardNumber: string } | null
    plan: { installments: number; installment: { amount: number }; lastInstallment?: { amount: number } } | null
    pointsUsed: number
    pointsValue: number
  }
  tripProtection: { selected: boolean; premium: { amount: number } }
}

type Settled = Paid & { earnedPoints: number; cancellationPolicy: PolicyTerms }

/**
 * A card that guarantees a booking and was charged nothing says so, never "Paid by card $0.00" (issue 36, fifth
 * pass item 4: a free table); a booking paid wholly in points has no card line (second pass item 7).
 */
function HeldCardFact({ card, cancelled }: { card: { maskedCardNumber: string }; cancelled: boolean }) {
  return <Fact term={reservationsText('details.card-held')}>{reservationsText(cancelled ? 'details.card-held-cancelled' : 'details.card-held-nothing-charged', { card: card.maskedCardNumber })}</Fact>
}

/**
 * What a booking cost and how it was paid, in the checkout summary's order so the rows add up as they
 * did there: the total, trip protection added and the total with it (what My Trips and the API answer give),
 * the points taken off it, and the card's charge, which says when it includes the protection;
 * a line that is partly paid later (a hotel) gives its row last. One rule for every line (issue 36,
 * third pass item 1: "Total $109.37" beside "Paid by card $117.03", the premium listed after both).
 * A cancelled booking's rows are what was paid when it was booked (the refund is the cancellation's), and nothing is
 * due later (issue 36: "Due at the hotel" and a "Total" read as still owed once cancelled).
 */
export function PaymentFacts({ reservation, money, dueLater, nothingDue }: { reservation: Paid; money: Money; dueLater?: ReactNode; nothingDue?: string }) {
  const { payment, tripProtection } = reservation
  const premium = tripProtection.selected ? tripProtection.premium.amount : 0
  const cancelled = reservation.status === 'CANCELLED'
  const totalTerm = reservationsText(cancelled ? 'details.total-when-booked' : 'details.total')
  // A booking that cost nothing (a restaurant's free table) says what that means, not "Total $0.00", nor points or a card paying nothing.
  if (nothingDue && reservation.price.total === 0 && premium === 0 && payment.cardCharged === 0) {
    return (
      <>
        <Fact term={totalTerm}>{cancelled ? reservationsText('details.free-when-booked') : nothingDue}</Fact>
        {payment.card && <HeldCardFact card={payment.card} cancelled={cancelled} />}
      </>
    )
  }
  return (
    <>
      <Fact term={totalTerm}>{money(reservation.price.total)}</Fact>
      {premium > 0 && <Fact term={reservationsText('details.trip-protection')}>{money(premium)}</Fact>}
      {premium > 0 && <Fact term={reservationsText('details.total-with-protection')}>{money(totalWithProtection(reservation.price.total, premium))}</Fact>}
      <Fact term={reservationsText('details.paid-with-points')}>{payment.pointsUsed > 0 ? `${formatPoints(payment.pointsUsed)} (${money(payment.pointsValue)})` : reservationsText('details.none')}</Fact>
      {payment.cardCharged === 0 && payment.card && <HeldCardFact card={payment.card} cancelled={cancelled} />}
      {payment.cardCharged > 0 && (
        <Fact term={reservationsText('details.paid-by-card')}>
          {money(payment.cardCharged)}
          {payment.card ? ` (${payment.card.maskedCardNumber})` : ''}
          {premium > 0 ? reservationsText('details.protection-included') : ''}
          {payment.plan ? reservationsText('details.in-plan', { plan: paymentPlanText(payment.plan, money) }) : ''}
        </Fact>
      )}
      {!cancelled && dueLater}
    </>
  )
}

/**
 * What was paid in cash and points, protection, points earned and the cancellation terms (on `timeZone`'s clock, the
 * venue's): the terms only while
 * they are the traveller's to use, never on a cancelled booking (issue 36: "Free cancellation until …" read as an offer).
 */
export function SettlementFacts({ reservation, money, nothingDue, timeZone }: { reservation: Settled; money: Money; nothingDue?: string; timeZone: string | undefined }) {
  return (
    <>
      <PaymentFacts reservation={reservation} money={money} nothingDue={nothingDue} />
      {reservation.earnedPoints > 0 && <Fact term={reservationsText('details.points-earned')}>{formatPoints(reservation.earnedPoints)}</Fact>}
      {reservation.status === 'CONFIRMED' && <Fact term={reservationsText('details.cancellation')}>{cancellationPolicyDescriptionText(reservation.cancellationPolicy, timeZone)}</Fact>}
    </>
  )
}
