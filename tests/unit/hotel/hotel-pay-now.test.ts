// Issue 36, fourth pass item 2: "Pay now · $486" beside a rate whose card charge was $452.10, the $34 of
// property fees due at the hotel unsaid. The results card, the hotel page's rate, checkout and the
// confirmation say what is paid now and at the hotel from one function, to the cent.
import { describe, expect, it } from 'vitest'
import { payNowText } from '~/features/hotel/hotel-money'

describe('payNowText', () => {
  it('says what the card is charged now and the fees due at the hotel beside it', () => {
    expect(payNowText({ dueNow: 45_210, dueAtProperty: 3400, currency: 'USD' })).toBe('Pay now $452.10 · $34.00 due at the hotel (property fees)')
  })

  it('says only "pay now" when nothing is due at the hotel, and nothing now on a pay-later rate', () => {
    expect(payNowText({ dueNow: 48_610, dueAtProperty: 0, currency: 'USD' })).toBe('Pay now $486.10')
    expect(payNowText({ dueNow: 0, dueAtProperty: 48_610, currency: 'USD' })).toBe('Nothing to pay now · $486.10 due at the hotel')
  })
})
