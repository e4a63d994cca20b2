// My Trips lines (issue 37 item 10, §R9 formats): a flight across the date line reads as its
// departure and arrival in each airport's local date, and a trip paid wholly in points as points only.
import { describe, expect, it } from 'vitest'
import { tripDatesText, tripPaidText } from '~/features/trips/trip-line'

describe('a trip in My Trips', () => {
  it('says a flight that lands on an earlier local date departs on one and arrives on the other, not "Dec 10 to Dec 9"', () => {
    // Tokyo (HND) 21:00 Thu 10 Dec to Honolulu (HNL) 09:00 Wed 9 Dec, local times.
    const text = tripDatesText({ type: 'AIR', startDate: '2026-12-10', endDate: '2026-12-09' })
    expect(text).toBe('departs Thu, Dec 10, 2026, arrives Wed, Dec 9, 2026 (local dates)')
    expect(text).not.toMatch(/ to /)
    // With its airports' zones each day says whose clock it is on, as the itinerary's times do (issue 37).
    expect(tripDatesText({ type: 'AIR', startDate: '2026-12-10', endDate: '2026-12-09', timeZones: { start: 'Asia/Tokyo', end: 'Pacific/Honolulu' } })).toBe(
      'departs Thu, Dec 10, 2026 (Tokyo time), arrives Wed, Dec 9, 2026 (Honolulu time)',
    )
    expect(tripDatesText({ type: 'HOTEL', startDate: '2026-12-10', endDate: '2026-12-12' })).toBe('Thu, Dec 10, 2026 to Sat, Dec 12, 2026')
    // A tour on one day says the day once.
    expect(tripDatesText({ type: 'ACTIVITY', startDate: '2026-12-13', endDate: '2026-12-13' })).toBe('Sun, Dec 13, 2026')
  })

  it('lists a stay paid wholly in points as points and their dollar worth (as the reservation page), a split payment as the rest and the points, a card payment as its price', () => {
    const total = { amount: 27_000, currency: 'USD' }
    expect(tripPaidText({ status: 'CONFIRMED', total, pointsUsed: 38_515, pointsValue: 27_000 })).toBe('38,515 points ($270.00)')
    expect(tripPaidText({ status: 'CONFIRMED', total, pointsUsed: 10_000, pointsValue: 7_000 })).toBe('$200.00 and 10,000 points')
    expect(tripPaidText({ status: 'CONFIRMED', total, pointsUsed: 0, pointsValue: 0 })).toBe('$270.00')
    // To the cent, as the reservation page: a card's $102.47 beside points is not "$102".
    expect(tripPaidText({ status: 'CONFIRMED', total: { amount: 20_492, currency: 'USD' }, pointsUsed: 14_637, pointsValue: 10_245 })).toBe('$102.47 and 14,637 points')
    // A summary kept before the points' value was recorded.
    expect(tripPaidText({ status: 'CONFIRMED', total, pointsUsed: 38_515 })).toBe('$270.00 · 38,515 points')
  })

  it('lists a pay-at-the-hotel stay as nothing paid and its amount due at the hotel, never as paid (issue 36)', () => {
    const total = { amount: 88_000, currency: 'USD' }
    expect(tripPaidText({ status: 'CONFIRMED', total, pointsUsed: 0, pointsValue: 0, dueAtProperty: 88_000 })).toBe('Nothing paid · $880.00 due at the hotel')
    // A prepaid stay with the resort fee paid at the hotel, part of it in points.
    expect(tripPaidText({ status: 'CONFIRMED', total, pointsUsed: 10_000, pointsValue: 7_000, dueAtProperty: 3_000 })).toBe('$780.00 and 10,000 points paid · $30.00 due at the hotel')
    // A canceled stay owes the hotel nothing.
    expect(tripPaidText({ status: 'CANCELLED', total, pointsUsed: 0, pointsValue: 0, dueAtProperty: 88_000 })).toBe('Nothing paid')
  })

  // Issue 36: a cancelled trip read its price as if paid and still owed; it says what its cancellation gave back.
  it('lists a cancelled trip by what its cancellation recorded coming back: to the card, in points, both, or nothing', () => {
    const total = { amount: 27_000, currency: 'USD' }
    const cancelled = (refund: number, pointsRefunded: number, penalty = 0) => ({ cancelledAt: '2026-11-30T21:00:00.000Z', refund: { amount: refund, currency: 'USD' }, pointsRefunded, penalty: { amount: penalty, currency: 'USD' }, protectionReimbursement: { amount: 0, currency: 'USD' } })
    expect(tripPaidText({ status: 'CANCELLED', total, pointsUsed: 0, pointsValue: 0, cancelled: cancelled(27_000, 0) })).toBe('$270.00 refunded to your card')
    expect(tripPaidText({ status: 'CANCELLED', total, pointsUsed: 38_515, pointsValue: 27_000, cancelled: cancelled(0, 38_515) })).toBe('38,515 points returned to your account')
    expect(tripPaidText({ status: 'CANCELLED', total, pointsUsed: 10_000, pointsValue: 7_000, cancelled: cancelled(20_000, 10_000) })).toBe('$200.00 refunded to your card and 10,000 points returned to your account')
    // Past its free period: the card's charge kept, nothing back.
    expect(tripPaidText({ status: 'CANCELLED', total, pointsUsed: 0, pointsValue: 0, cancelled: cancelled(0, 0, 27_000) })).toBe('Nothing refunded')
    // Nothing was paid (a stay paid at the hotel, a free table): nothing to refund, said as such. A cancelled summary
    // states nothing due at the hotel (issue 36), so the cancellation itself says nothing was paid: nothing kept, nothing back.
    expect(tripPaidText({ status: 'CANCELLED', total: { amount: 4_600, currency: 'USD' }, pointsUsed: 0, pointsValue: 0, cancelled: cancelled(0, 0) })).toBe('Nothing paid')
    expect(tripPaidText({ status: 'CANCELLED', total: { amount: 0, currency: 'USD' }, pointsUsed: 0, pointsValue: 0, cancelled: cancelled(0, 0) })).toBe('Nothing paid')
    // Kept before the cancellation was listed: what was paid, said as paid, never a bare amount.
    expect(tripPaidText({ status: 'CANCELLED', total, pointsUsed: 0, pointsValue: 0 })).toBe('$270.00 paid')
  })
})
