// Issue 36, the traveller's fifth pass item 1 (§R1.3 trip protection, §R4.19 payment modes, §D6.2): a flight
// with trip protection read "Total $1,313.03" beside points $656.50 and card $748.44, My Trips another figure, and
// Both's points stopped one point short of the total. One total (totalWithProtection): the checkout summary's
// total with the premium is what the booking settles, what My Trips lists and what points and card paid.
import { describe, expect, it } from 'vitest'
import { PaymentMode } from '@contracts/domain/payment'
import { pointsForAmount, totalWithProtection } from '@contracts/domain/points'
import { emptyCheckoutValues, paymentTotals } from '~/features/checkout/checkout-form'
import { splitPointsMost } from '~/features/checkout/payment-choices'
import { tripPaidText } from '~/features/trips/trip-line'
import { settlePayment } from '@simulator/loyalty/settle-payment'
import { paidTotals } from '@simulator/reservations/paid-totals'
import { guestCard } from '../../fixtures/test-card'

const card = guestCard
// The traveller's flight: $1,313.03, trip protection 7 % ($91.91).
const total = 131_303
const premium = 9_191
const forDueNow = pointsForAmount(total)
const quote = {
  currency: 'USD',
  dueNow: total,
  paymentModes: [PaymentMode.CASH, PaymentMode.POINTS, PaymentMode.SPLIT],
  points: { usable: true, reason: null, balance: 500_000, value: { points: 10, minorUnits: 7 }, forDueNow, max: forDueNow },
  plan: null,
  tripProtection: { available: true, premium: { amount: premium }, reimbursedShare: 0.5 },
  earn: { perCurrencyUnit: 5 },
}
const terms = { paymentModes: quote.paymentModes, price: { dueNow: total, currency: 'USD' }, points: { reason: null, forDueNow, max: forDueNow }, tripProtection: quote.tripProtection, plan: null }

describe('one total with trip protection', () => {
  it.each([
    { case: 'card', mode: PaymentMode.CASH, points: 0 },
    { case: 'points and card', mode: PaymentMode.SPLIT, points: 93_786 },
    { case: 'points, the card paying the premium', mode: PaymentMode.POINTS, points: 0 },
  ])('is what the points and the card pay on checkout, at booking and in My Trips ($case)', ({ mode, points }) => {
    const values = { ...emptyCheckoutValues(), 'payment.mode': mode, 'payment.points': points, 'tripProtection.tripProtectionProduct': true }
    const checkout = paymentTotals(values, quote)
    expect(checkout.dueNow).toBe(totalWithProtection(total, premium))
    expect(checkout.pointsPay + checkout.cardNow).toBe(checkout.dueNow)

    const paid = settlePayment({ payment: { mode, points, card }, tripProtection: { tripProtectionProduct: true } }, terms)
    expect({ points: paid.pointsUsed, pointsValue: paid.pointsValue, card: paid.cardCharged }).toEqual({ points: checkout.pointsUsed, pointsValue: checkout.pointsPay, card: checkout.cardNow })

    const listed = paidTotals({ price: { total, currency: 'USD' }, payment: { pointsUsed: paid.pointsUsed, pointsValue: paid.pointsValue }, tripProtection: { selected: true, premium: { amount: premium } } })
    expect(listed.total.amount).toBe(checkout.dueNow)
    // My Trips names what the card paid, to the cent, beside the points.
    const line = tripPaidText({ status: 'CONFIRMED', ...listed })
    if (checkout.cardNow > 0) expect(line).toContain(`$${(checkout.cardNow / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
  })

  it('lets Both put points towards all that is due now when the card pays the premium, and one point short without it', () => {
    expect(splitPointsMost({ max: forDueNow, forDueNow }, premium)).toBe(forDueNow)
    expect(splitPointsMost({ max: forDueNow, forDueNow }, 0)).toBe(forDueNow - 1)
    expect(splitPointsMost({ max: 1_000, forDueNow }, premium)).toBe(1_000)
    const paid = settlePayment({ payment: { mode: PaymentMode.SPLIT, points: forDueNow, card }, tripProtection: { tripProtectionProduct: true } }, terms)
    expect({ pointsValue: paid.pointsValue, card: paid.cardCharged }).toEqual({ pointsValue: total, card: premium })
    expect(() => settlePayment({ payment: { mode: PaymentMode.SPLIT, points: forDueNow, card }, tripProtection: { tripProtectionProduct: false } }, terms)).toThrow(/pay everything/)
  })
})
