// Issue 36, third pass item 1: a reservation read "Total $109.37" beside "Paid by card $117.03" with the
// trip protection premium listed after both. Every line's reservation page, confirmation and the hotel's
// payment section give their money in one order, the checkout summary's, and the rows add up.
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Fact, Facts, PaymentFacts } from '~/features/reservations/reservation-facts'
import { formatPriceFull } from '~/lib/format/money'

afterEach(cleanup)

const money = (amount: number) => formatPriceFull(amount, { currency: 'USD' })
const rows = () => screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
const dollars = (text: string) => Math.round(Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, '')) * 100)

function reservation({ total, pointsValue = 0, pointsUsed = 0, premium = 0, dueLater = 0, status = 'CONFIRMED' }: { total: number; pointsValue?: number; pointsUsed?: number; premium?: number; dueLater?: number; status?: 'CONFIRMED' | 'CANCELLED' }) {
  return {
    status,
    price: { total },
    // What the platform charges: the card pays what points leave of the amount due now, and the premium.
    payment: { cardCharged: total - dueLater - pointsValue + premium, card: { maskedCardNumber: '•••• 4242' }, plan: null, pointsUsed, pointsValue },
    tripProtection: { selected: premium > 0, premium: { amount: premium } },
  }
}

/** A free table that a card guarantees, in a line's words for what costs nothing. */
function renderGuaranteedFreeTable(status: 'CONFIRMED' | 'CANCELLED') {
  const guaranteed = { ...reservation({ total: 0, status }), payment: { cardCharged: 0, card: { maskedCardNumber: '•••• 4242' }, plan: null, pointsUsed: 0, pointsValue: 0 } }
  render(
    <Facts>
      <PaymentFacts reservation={guaranteed} money={money} nothingDue="Reserving is free: you pay the restaurant for your meal." />
    </Facts>,
  )
}

describe('PaymentFacts', () => {
  it('says what a booking that cost nothing means, where a line says it (a free table), not "Total $0.00"', () => {
    const freeTable = { ...reservation({ total: 0 }), payment: { cardCharged: 0, card: null, plan: null, pointsUsed: 0, pointsValue: 0 } }
    render(
      <Facts>
        <PaymentFacts reservation={freeTable} money={money} nothingDue="Reserving is free: you pay the restaurant for your meal." />
      </Facts>,
    )
    expect(rows()).toEqual(['Total: Reserving is free: you pay the restaurant for your meal.'])
  })

  it('says a card that guarantees a free table was charged nothing, with no points or "Paid by card $0.00" (issue 36, fifth pass item 4)', () => {
    renderGuaranteedFreeTable('CONFIRMED')
    expect(rows()).toEqual(['Total: Reserving is free: you pay the restaurant for your meal.', 'Card: •••• 4242 guarantees the booking; nothing has been charged to it'])
    expect(rows().join(' ')).not.toMatch(/\$0\.00|points/)
  })

  it('lists the premium and the total with it before what paid, and says the card paid it (issue 36: "Total $1,313.03" beside $656.50 and $748.44)', () => {
    render(
      <Facts>
        <PaymentFacts reservation={reservation({ total: 10_937, premium: 766 })} money={money} />
      </Facts>,
    )
    expect(rows()).toEqual(['Total: $109.37', 'Trip protection: $7.66', 'Total with trip protection: $117.03', 'Paid with points: None', 'Paid by card: $117.03 (•••• 4242), trip protection included'])
  })

  it.each([
    { case: 'card only', total: 10_937 },
    { case: 'card and protection', total: 10_937, premium: 766 },
    { case: 'points and card with protection', total: 146_500, pointsUsed: 120_000, pointsValue: 84_000, premium: 5_860 },
    { case: 'a hotel paid partly at the hotel', total: 88_000, premium: 2_640, dueLater: 30_000 },
  ])('adds up: total and protection are what points, the card and the rest due later paid ($case)', (scenario) => {
    render(
      <Facts>
        <PaymentFacts reservation={reservation(scenario)} money={money} dueLater={scenario.dueLater ? <Fact term="Due at the hotel">{money(scenario.dueLater)}</Fact> : undefined} />
      </Facts>,
    )
    const amount = (term: string) => {
      const row = rows().find((text) => text.startsWith(`${term}:`))
      return row && row.includes('$') ? dollars(row.slice(term.length)) : 0
    }
    expect(amount('Total') + amount('Trip protection')).toBe(amount('Paid with points') + amount('Paid by card') + amount('Due at the hotel'))
    // The total with the premium, where there is one, is that same sum: the figure My Trips and the API give (paidTotals).
    if (scenario.premium) expect(amount('Total with trip protection')).toBe(amount('Paid with points') + amount('Paid by card') + amount('Due at the hotel'))
    else expect(amount('Total with trip protection')).toBe(0)
    expect(rows()[0]).toMatch(/^Total: /)
  })

  // Issue 36: a cancelled stay read "Due at the hotel $46" and its "Total" as if still owed.
  it('says what a cancelled booking cost when it was booked, with nothing due later', () => {
    render(
      <Facts>
        <PaymentFacts reservation={reservation({ total: 88_000, pointsUsed: 20_000, pointsValue: 14_000, dueLater: 4_600, status: 'CANCELLED' })} money={money} dueLater={<Fact term="Due at the hotel">{money(4_600)}</Fact>} />
      </Facts>,
    )
    expect(rows()).toEqual(['Total when booked: $880.00', 'Paid with points: 20,000 points ($140.00)', 'Paid by card: $694.00 (•••• 4242)'])
  })

  it('says a cancelled free table was free and its card charged nothing, offering neither the meal nor the guarantee', () => {
    renderGuaranteedFreeTable('CANCELLED')
    expect(rows()).toEqual(['Total when booked: Nothing: reserving was free', 'Card: •••• 4242 held the booking until it was canceled; nothing was charged to it'])
  })
})
