// SPEC.md §4 payment modes (CASH 0, POINTS 1, SPLIT 2, PLAN 3) as every line's booking settles them;
// DESIGN.md §6: only the masked card is kept.
import { describe, expect, it } from 'vitest'
import { PaymentMode } from '@contracts/domain/payment'
import { settlePayment, withoutCardSecrets } from '@server/simulator/loyalty/settle-payment'
import { SimulatorError } from '@server/simulator/simulator-error'

const card = {
  cardNumber: '4111 1111 1111 1111',
  cardCVV: '123',
  cardExpDate: '12/30',
  cardHolderFirstName: 'Jordan',
  cardHolderLastName: 'Guest',
  billingAddress: { address: '1 Main Street', city: 'Springfield', country: 'US', zipCode: '62701' },
}
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
const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof SimulatorError) return { code: error.code, field: error.field }
    throw error
  }
  return undefined
}

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
    expect(refusal(() => settlePayment(request({ mode: PaymentMode.SPLIT, points: 100_000, card }), terms))).toEqual({ code: 'PAYMENT_NOT_ALLOWED', field: 'payment.points' })
    expect(refusal(() => settlePayment(request({ mode: PaymentMode.SPLIT, points: 60_000, card }), { ...terms, points: { ...terms.points, max: 40_000 } }))).toEqual({
      code: 'INSUFFICIENT_POINTS',
      field: 'payment.points',
    })
  })

  it('needs a card for what points leave, refuses a mode the quote does not offer, and a declined card', () => {
    expect(refusal(() => settlePayment(request({ mode: PaymentMode.CASH }), terms))).toEqual({ code: 'PAYMENT_NOT_ALLOWED', field: 'payment.card' })
    expect(refusal(() => settlePayment(request({ mode: PaymentMode.PLAN, card }), terms))).toEqual({ code: 'PAYMENT_NOT_ALLOWED', field: 'payment.mode' })
    expect(refusal(() => settlePayment(request({ mode: PaymentMode.CASH, card: { ...card, cardNumber: '4000 0000 0000 0002' } }), terms))).toEqual({
      code: 'CARD_DECLINED',
      field: 'payment.card.cardNumber',
    })
  })

  it('hashes requests without the card number or CVV', () => {
    const kept = JSON.stringify(withoutCardSecrets(request({ mode: PaymentMode.CASH, card })))
    expect(kept).not.toContain('4111 1111 1111 1111')
    expect(kept).not.toContain('"123"')
  })
})
