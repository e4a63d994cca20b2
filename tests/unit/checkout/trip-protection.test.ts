// §R1.3 optional trip protection, §D4.5 the quote's trip protection offer: its words follow the
// booking's refund terms (decision 132); a refundable booking names when cancelling starts to cost,
// a non-refundable one says it is non-refundable and promises no deadline it does not have.
import { describe, expect, it } from 'vitest'
import { tripProtectionWords } from '~/features/checkout/checkout-shell'

const offer = { reimbursedShare: 0.5 }

describe('trip protection words', () => {
  it('name the free-cancellation deadline of a refundable booking', () => {
    expect(tripProtectionWords(offer, 'after the free-cancellation deadline')).toBe('If you cancel after the free-cancellation deadline, trip protection reimburses 50 % of the cancellation charge.')
  })

  it('say a non-refundable booking is non-refundable, with no deadline', () => {
    expect(tripProtectionWords(offer, null)).toBe('This booking is non-refundable: cancelling costs what you paid. If you cancel, trip protection reimburses 50 % of that charge.')
  })
})
