// §R4 PLAN in words, apart from ./money so that pages showing prices do not carry the checkout
// messages on their first load (docs/decisions/005).
import { checkoutPartsText } from '~/i18n/plain/checkout-parts'

type PlanAmounts = { installments: number; installment: { amount: number }; lastInstallment?: { amount: number } }

/** "3 monthly payments of $33.34", or with the last one apart when rounding made it differ. */
export function paymentPlanText(plan: PlanAmounts, price: (minorUnits: number) => string) {
  const last = plan.lastInstallment?.amount ?? plan.installment.amount
  if (last === plan.installment.amount || plan.installments < 2) return checkoutPartsText('plan.equal', { count: plan.installments, amount: price(plan.installment.amount) })
  return checkoutPartsText('plan.last-differs', { count: plan.installments, before: plan.installments - 1, amount: price(plan.installment.amount), last: price(last) })
}
