// Issue 36: the same figure, the price due now with the trip protection premium, read "Due now with trip protection" on
// a car's checkout and "Total with trip protection" on a flight's and on every reservation page. One wording where the
// whole price is due now; "Due now" only where part of it is paid later (a stay's fees at the hotel).
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PaymentMode } from '@contracts/domain/payment'
import { emptyCheckoutValues, paymentTotals } from '~/features/checkout/checkout-form'
import { PriceSummary } from '~/features/checkout/checkout-shell'

vi.mock('~/features/session/use-member-session', () => ({ useMemberSession: () => ({ status: 'authenticated' }), useAuthStatus: () => ({ status: 'authenticated', session: null }) }))

afterEach(cleanup)

const quoteOf = (dueNow: number) => ({
  currency: 'USD',
  dueNow,
  paymentModes: [PaymentMode.CASH, PaymentMode.SPLIT],
  points: { usable: true, reason: null, balance: 500_000, value: { points: 10, minorUnits: 7 }, forDueNow: Math.ceil(dueNow / 0.7), max: Math.ceil(dueNow / 0.7) },
  plan: null,
  tripProtection: { available: true, premium: { amount: Math.round(dueNow * 0.07) }, reimbursedShare: 0.5 },
  earn: { perCurrencyUnit: 3 },
})

function summaryOf(total: number, dueNow: number) {
  const totals = paymentTotals({ ...emptyCheckoutValues(), 'payment.mode': PaymentMode.CASH, 'tripProtection.tripProtectionProduct': true }, quoteOf(dueNow))
  render(
    <PriceSummary currency="USD" totals={totals} total={total}>
      <></>
    </PriceSummary>,
  )
  return totals
}

describe('the price due now with trip protection', () => {
  it('is "Total with trip protection" where the whole price is due now (a car, a tour), as on the flight summary and the reservation', () => {
    const totals = summaryOf(12_939, 12_939)
    expect(screen.getByText('Total with trip protection')).toBeTruthy()
    expect(screen.queryByText('Due now with trip protection')).toBeNull()
    expect(totals.dueNow).toBe(12_939 + 906)
    expect(totals.cardNow).toBe(totals.dueNow)
  })

  it('is "Due now with trip protection" where part of the price is paid later (a stay with fees at the hotel)', () => {
    summaryOf(50_000, 46_000)
    expect(screen.getByText('Due now with trip protection')).toBeTruthy()
    expect(screen.queryByText('Total with trip protection')).toBeNull()
  })
})
