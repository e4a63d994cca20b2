// Issue 36, the traveller's fifth pass item 3 (§R4.19 PLAN, §D6.2): a tour's three monthly payments came to a
// cent short of its total: tours and dining quoted one rounded instalment. Every line's quote states the plan
// of paymentPlanFor, whose instalments add up to the amount exactly, and the checkout's plan with trip
// protection is the plan the booking charges.
import { describe, expect, it } from 'vitest'
import { PaymentMode } from '@contracts/domain/payment'
import { paymentPlanFor, totalWithProtection } from '@contracts/domain/points'
import { paymentTermsOf } from '@simulator/booking/payment-terms'
import { settlePayment } from '@simulator/loyalty/settle-payment'
import { guestCard } from '../../fixtures/test-card'

const account = { customerId: 'platinum', balance: 1_000_000, active: true, earnEligible: { activity: true, dining: true }, cardsOnFile: [] }
const card = guestCard
const sum = (plan: { installments: number; installment: { amount: number }; lastInstallment?: { amount: number } }) => plan.installment.amount * (plan.installments - 1) + (plan.lastInstallment ?? plan.installment).amount

describe('a plan of monthly payments', () => {
  it.each([
    { type: 'ACTIVITY' as const, dueNow: 20_000 },
    { type: 'ACTIVITY' as const, dueNow: 31_901 },
    { type: 'DINING' as const, dueNow: 31_900 },
  ])('adds up to the $type amount due now ($dueNow), and with trip protection to what the card is charged', ({ type, dueNow }) => {
    const terms = paymentTermsOf({
      type,
      price: { currency: 'USD', total: dueNow, dueNow },
      account,
      rules: { earn: true, burn: true },
      messages: { pointsOff: 'off', pointsNotOnCard: 'not on card' },
      lineRefusal: null,
      earnRate: 1,
      cancellable: true,
    })
    expect(terms.plan).not.toBeNull()
    expect(sum(terms.plan!)).toBe(dueNow)

    const premium = terms.tripProtection.premium.amount
    const settled = settlePayment({ payment: { mode: PaymentMode.PLAN, points: 0, card }, tripProtection: { tripProtectionProduct: true } }, { ...terms, price: { dueNow, currency: 'USD' } })
    // What checkout shows with trip protection added (payment-section) is the plan the booking keeps.
    expect(paymentPlanFor(totalWithProtection(dueNow, premium), 'USD', terms.plan!.installments)).toEqual(settled.plan)
    expect(sum(settled.plan!)).toBe(settled.cardCharged)
  })
})
