// §R4.19 payment modes (CASH 0, POINTS 1, SPLIT 2, PLAN 3) as every line's booking settles them,
// PLAN instalments that add up to the amount exactly; §D6: only the masked card is kept.
import { describe, expect, it } from 'vitest'
import { PaymentMode } from '@contracts/domain/payment'
import { paymentPlanFor, settlePayment, withoutCardSecrets } from '@simulator/loyalty/settle-payment'
import { refusalOf } from '../../fixtures/simulator-refusal'
import { guestCard } from '../../fixtures/test-card'

const card = guestCard
const terms = {
  paymentModes: [PaymentMode.CASH, PaymentMode.POINTS, PaymentMode.SPLIT],
  price: { dueNow: 70_000, currency: 'USD' },
  points: { reason: null, forDueNow: 100_000, max: 100_000 },
  tripProtection: { available: true, premium: { amount: 4_900 } },
  plan: null,
}
const request = (payment: { mode: PaymentMode; points?: number; card?: typeof card }, protection = false) => ({
  payment: { points: 0, ...payment },
  tripProtection: { tripProtectionProduct: protection },
})
describe('settling a payment', () => {
  it('charges the card all that is due now, and the trip protection premium, in cash mode', () => {
    const paid = settlePayment(request({ mode: PaymentMode.CASH, card }, true), terms)
    expect(paid).toMatchObject({ pointsUsed: 0, pointsValue: 0, cardCharged: 74_900, premium: 4_900, card: { network: 'VI', maskedCardNumber: expect.stringMatching(/1111$/) } })
    expect(JSON.stringify(paid)).not.toContain('4111111111111111')
  })

  it('takes the points for everything in points mode, with no card needed', () => {
    expect(settlePayment(request({ mode: PaymentMode.POINTS }), terms)).toMatchObject({ pointsUsed: 100_000, pointsValue: 70_000, cardCharged: 0, card: null })
  })

  it('splits points and card, and refuses points that would pay everything or exceed the maximum', () => {
    expect(settlePayment(request({ mode: PaymentMode.SPLIT, points: 50_000, card }), terms)).toMatchObject({ pointsUsed: 50_000, pointsValue: 35_000, cardCharged: 35_000 })
    expect(refusalOf(() => settlePayment(request({ mode: PaymentMode.SPLIT, points: 100_000, card }), terms))).toMatchObject({ code: 'PAYMENT_NOT_ALLOWED', field: 'payment.points' })
    expect(refusalOf(() => settlePayment(request({ mode: PaymentMode.SPLIT, points: 60_000, card }), { ...terms, points: { ...terms.points, max: 40_000 } }))).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      field: 'payment.points',
    })
  })

  it('needs a card for what points leave, refuses a mode the quote does not offer, and a declined card', () => {
    expect(refusalOf(() => settlePayment(request({ mode: PaymentMode.CASH }), terms))).toMatchObject({ code: 'PAYMENT_NOT_ALLOWED', field: 'payment.card' })
    expect(refusalOf(() => settlePayment(request({ mode: PaymentMode.PLAN, card }), terms))).toMatchObject({ code: 'PAYMENT_NOT_ALLOWED', field: 'payment.mode' })
    expect(refusalOf(() => settlePayment(request({ mode: PaymentMode.CASH, card: { ...card, cardNumber: '4000 0000 0000 0002' } }), terms))).toMatchObject({
      code: 'CARD_DECLINED',
      field: 'payment.card.cardNumber',
    })
  })

  it('hashes requests without the card number or CVV', () => {
    const kept = JSON.stringify(withoutCardSecrets(request({ mode: PaymentMode.CASH, card })))
    expect(kept).not.toContain('4111 1111 1111 1111')
    expect(kept).not.toContain('"123"')
  })

  it('spreads what the card is charged in a plan, trip protection included, to the last minor unit', () => {
    const planTerms = { ...terms, paymentModes: [...terms.paymentModes, PaymentMode.PLAN], price: { dueNow: 10_001, currency: 'USD' }, plan: { installments: 3 } }
    const paid = settlePayment(request({ mode: PaymentMode.PLAN, card }, true), planTerms)
    expect(paid.cardCharged).toBe(14_901)
    expect(paid.plan).toEqual({ installments: 3, installment: { amount: 4_967, currency: 'USD' }, lastInstallment: { amount: 4_967, currency: 'USD' } })
    expect(settlePayment(request({ mode: PaymentMode.PLAN, card }), planTerms).plan).toEqual({ installments: 3, installment: { amount: 3_333, currency: 'USD' }, lastInstallment: { amount: 3_335, currency: 'USD' } })
    expect(settlePayment(request({ mode: PaymentMode.CASH, card }), planTerms).plan).toBeNull()
  })
})

describe('paymentPlanFor', () => {
  const sum = (plan: ReturnType<typeof paymentPlanFor>) => plan.installment.amount * (plan.installments - 1) + plan.lastInstallment.amount

  it.each([
    [10_000, 3, 3_333, 3_334],
    [10_001, 3, 3_333, 3_335],
    [10_002, 3, 3_334, 3_334],
    [99_999, 3, 33_333, 33_333],
    [100, 7, 14, 16],
    [12_345_677, 12, 1_028_806, 1_028_811],
    [5, 1, 5, 5],
  ])('%i in %i instalments: %i each and %i last, adding up exactly', (amount, installments, each, last) => {
    const plan = paymentPlanFor(amount, 'USD', installments)
    expect(plan).toEqual({ installments, installment: { amount: each, currency: 'USD' }, lastInstallment: { amount: last, currency: 'USD' } })
    expect(sum(plan)).toBe(amount)
  })

  it('adds up for every amount, the last never below the others nor more than a minor unit per instalment above', () => {
    for (let amount = 0; amount < 5_000; amount += 7) {
      for (const installments of [2, 3, 4, 6, 12]) {
        const plan = paymentPlanFor(amount, 'EUR', installments)
        expect(sum(plan)).toBe(amount)
        expect(plan.lastInstallment.amount - plan.installment.amount).toBeGreaterThanOrEqual(0)
        expect(plan.lastInstallment.amount - plan.installment.amount).toBeLessThan(installments)
      }
    }
  })

  it('refuses fractions of a minor unit and no instalments', () => {
    expect(() => paymentPlanFor(100.5, 'USD')).toThrow(RangeError)
    expect(() => paymentPlanFor(100, 'USD', 0)).toThrow(RangeError)
    expect(() => paymentPlanFor(-1, 'USD')).toThrow(RangeError)
  })
})
