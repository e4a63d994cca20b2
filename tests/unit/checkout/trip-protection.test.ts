// §R1.3 optional trip protection, §D4.5 the quote's trip protection offer: its words follow the
// booking's refund terms (decision 132); a refundable booking names when cancelling starts to cost,
// a non-refundable one says it is non-refundable and promises no deadline it does not have; both say the
// premium is not refundable, since every cancellation keeps it, a free one too (issue 36, fourth pass item 1).
import { describe, expect, it } from 'vitest'
import { tripProtectionWords } from '~/features/checkout/checkout-shell'

const offer = { reimbursedShare: 0.5, premium: { amount: 766 } }

describe('trip protection words', () => {
  it('name the free-cancellation deadline of a refundable booking', () => {
    expect(tripProtectionWords(offer, 'USD', 'after the free-cancellation deadline')).toBe('If you cancel after the free-cancellation deadline, trip protection reimburses 50 % of the cancellation charge. The $7.66 premium is not refundable, even when canceling the booking is free.')
  })

  it('say a non-refundable booking is non-refundable, with no deadline', () => {
    expect(tripProtectionWords(offer, 'USD', null)).toBe('This booking is non-refundable: canceling costs what you paid. If you cancel, trip protection reimburses 50 % of that charge. The $7.66 premium is not refundable.')
  })
})
