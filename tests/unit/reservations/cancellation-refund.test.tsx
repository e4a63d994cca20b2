// §R2 cancellation review and reservation view, issue 36 item 15: a cancellation gives its number
// and what comes back by the way it was paid; "We refund $0.00 to your card" after a booking paid with
// points is what this guards against; third pass item 2, what trip protection gives back and keeps.
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CancellationRefund, PrintReceiptButton } from '~/features/reservations/cancellation-refund'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const usd = (amount: number) => ({ amount, currency: 'USD' })
const byPoints = { payment: { card: null }, tripProtection: { selected: false, premium: usd(0) } }
const byCard = (premium = 0) => ({ payment: { card: { maskedCardNumber: '•••• 4242' } }, tripProtection: { selected: premium > 0, premium: usd(premium) } })
const terms = () => screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)

describe('CancellationRefund', () => {
  it('gives back points alone when the booking was paid with points: no card amount', () => {
    render(<CancellationRefund cancellationNumber="CX-7KQ2M9XWPA" refund={usd(0)} pointsBack={211_379} penalty={usd(0)} protectionReimbursement={usd(0)} paid={byPoints} />)
    expect(terms()).toEqual(['Cancellation number: CX-7KQ2M9XWPA', 'Points back to your account: 211,379 points'])
    expect(screen.queryByText(/\$0\.00/)).toBeNull()
  })

  it('gives the card amount and the points of a split payment, and what the policy keeps', () => {
    render(<CancellationRefund refund={usd(12_345)} pointsBack={4_521} penalty={usd(5_000)} protectionReimbursement={usd(0)} paid={byCard()} />)
    expect(terms()).toEqual(['Refund to your card: $123.45 (•••• 4242)', 'Points back to your account: 4,521 points', "Cancellation charge (kept): $50.00, under the booking's cancellation terms"])
  })

  // Issue 36, third pass item 2: "Refund to your card" and "Trip protection reimburses" read as two
  // refunds, and the premium kept was not mentioned.
  it('with trip protection: one refund that includes what protection pays back, and the premium kept and why', () => {
    render(<CancellationRefund refund={usd(8_203)} pointsBack={0} penalty={usd(5_000)} protectionReimbursement={usd(3_750)} paid={byCard(766)} />)
    expect(terms()).toEqual([
      'Refund to your card: $82.03 (•••• 4242), including $37.50 that trip protection pays back of the cancellation charge',
      "Cancellation charge (kept): $50.00, under the booking's cancellation terms",
      'Trip protection premium (kept): $7.66, not refunded: it paid for the cover',
    ])
    expect(screen.getAllByText(/^Refund/)).toHaveLength(1)
  })

  it('names the premium kept on a free cancellation too', () => {
    render(<CancellationRefund refund={usd(10_937)} pointsBack={0} penalty={usd(0)} protectionReimbursement={usd(0)} paid={byCard(766)} />)
    expect(terms()).toEqual(['Refund to your card: $109.37 (•••• 4242)', 'Trip protection premium (kept): $7.66, not refunded: it paid for the cover'])
  })

  it('says nothing is refunded when the policy keeps everything', () => {
    render(<CancellationRefund refund={usd(0)} pointsBack={0} penalty={usd(31_900)} protectionReimbursement={usd(0)} paid={byCard()} />)
    expect(terms()).toEqual(['Refund: Nothing is refunded', "Cancellation charge (kept): $319.00, under the booking's cancellation terms"])
  })

  // Issue 36: a stay paid at the hotel, or a free table, read "Nothing is refunded" as if a refund were withheld.
  it('says there was nothing to refund when nothing was paid at booking', () => {
    const nothing = { payment: { card: { maskedCardNumber: '•••• 4242' }, cardCharged: 0, pointsUsed: 0 }, tripProtection: { selected: false, premium: usd(0) } }
    render(<CancellationRefund refund={usd(0)} pointsBack={0} penalty={usd(0)} protectionReimbursement={usd(0)} paid={nothing} />)
    expect(terms()).toEqual(['Refund: Nothing was paid when booking, so there is nothing to refund'])
  })
})

describe('PrintReceiptButton', () => {
  it('is a real button that prints the page', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    render(<PrintReceiptButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }))
    expect(print).toHaveBeenCalledOnce()
  })
})
