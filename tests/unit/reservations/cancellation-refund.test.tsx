// §R2 cancellation review and reservation view, issue 36 item 15: a cancellation gives its number
// and what comes back by the way it was paid; "We refund $0.00 to your card" after a booking paid with
// points is what this guards against.
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CancellationRefund, PrintReceiptButton } from '~/features/reservations/cancellation-refund'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const usd = (amount: number) => ({ amount, currency: 'USD' })
const terms = () => screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)

describe('CancellationRefund', () => {
  it('gives back points alone when the booking was paid with points: no card amount', () => {
    render(<CancellationRefund cancellationNumber="CX-7KQ2M9XWPA" refund={usd(0)} pointsBack={211_379} penalty={usd(0)} protectionReimbursement={usd(0)} />)
    expect(terms()).toEqual(['Cancellation number: CX-7KQ2M9XWPA', 'Points back to your account: 211,379 pts'])
    expect(screen.queryByText(/\$0\.00/)).toBeNull()
  })

  it('gives the card amount and the points of a split payment, and what the policy keeps', () => {
    render(<CancellationRefund refund={usd(12_345)} pointsBack={4_521} penalty={usd(5_000)} protectionReimbursement={usd(2_500)} />)
    expect(terms()).toEqual(['Refund to your card: $123.45', 'Points back to your account: 4,521 pts', 'Cancellation charge: $50.00', 'Trip protection reimburses: $25.00'])
  })

  it('says nothing is refunded when the policy keeps everything', () => {
    render(<CancellationRefund refund={usd(0)} pointsBack={0} penalty={usd(31_900)} protectionReimbursement={usd(0)} />)
    expect(terms()).toEqual(['Refund: Nothing is refunded', 'Cancellation charge: $319.00'])
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
