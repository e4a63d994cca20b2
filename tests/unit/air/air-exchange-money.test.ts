// The money of a flight exchange (§R2.10 flight exchange; §D6 integer minor units) and
// what cancelling an exchanged booking gives back (§R2 reservation cancel; the free 24 hours
// of booking and the change fee as docs/decisions/078-exchange-money.md reads them), and of a hotel
// stay's change of dates or guests (§D6 points: a refund goes back the way it was paid).
import { describe, expect, it } from 'vitest'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import { exchangeMoneyOf, flightCancellationKept, refundWays, stayChangeMoneyOf } from '@contracts/domain/exchange'
import { airBooking } from '@simulator/air/air-line.server'
import { describeExchange } from '@simulator/air/air-exchange.server'

describe('exchangeMoneyOf', () => {
  const standard = { changeFeePerPassenger: 7500, seatedPassengers: 2 }

  it('charges a higher fare difference with the change fee for every seated passenger', () => {
    expect(exchangeMoneyOf({ ...standard, previousFare: 80_000, newFare: 92_000 })).toEqual({ fareDifference: 12_000, changeFee: 15_000, amountDue: 27_000, credit: 0 })
  })

  it('gives back a cheaper fare less the change fee, and charges the rest of the fee when the saving is smaller', () => {
    expect(exchangeMoneyOf({ ...standard, previousFare: 80_000, newFare: 50_000 })).toEqual({ fareDifference: -30_000, changeFee: 15_000, amountDue: 0, credit: 15_000 })
    expect(exchangeMoneyOf({ ...standard, previousFare: 80_000, newFare: 75_000 })).toEqual({ fareDifference: -5000, changeFee: 15_000, amountDue: 10_000, credit: 0 })
  })

  it('adds up: what is due less what comes back is always the fare difference plus the fee', () => {
    for (const newFare of [0, 40_000, 79_999, 80_000, 80_001, 200_000]) {
      const money = exchangeMoneyOf({ previousFare: 80_000, newFare, changeFeePerPassenger: 0, seatedPassengers: 1 })
      expect(money.amountDue - money.credit).toBe(money.fareDifference + money.changeFee)
      expect(Math.min(money.amountDue, money.credit)).toBe(0)
    }
  })
})

describe('describeExchange', () => {
  it('names the amounts the exchange charges or gives back', () => {
    expect(describeExchange(exchangeMoneyOf({ previousFare: 80_000, newFare: 92_000, changeFeePerPassenger: 7500, seatedPassengers: 1 }), 'TRAVEL_CREDIT')).toBe('You pay $195.00: the price difference of $120.00 and a change fee of $75.00.')
    expect(describeExchange(exchangeMoneyOf({ previousFare: 80_000, newFare: 50_000, changeFeePerPassenger: 7500, seatedPassengers: 1 }), 'POINTS')).toBe('The new flights cost $300.00 less: you get $225.00 back as points, after the $75.00 change fee.')
    expect(describeExchange(exchangeMoneyOf({ previousFare: 80_000, newFare: 78_000, changeFeePerPassenger: 7500, seatedPassengers: 1 }), 'POINTS')).toBe('You pay $55.00: the change fee of $75.00, less the $20.00 the new flights cost less.')
    expect(describeExchange(exchangeMoneyOf({ previousFare: 80_000, newFare: 80_000, changeFeePerPassenger: 0, seatedPassengers: 1 }), 'POINTS')).toBe('The change costs nothing.')
  })
})

describe('cancelling an exchanged flight booking', () => {
  it('keeps nothing within the free 24 hours, else the fare penalty and the change fees paid', () => {
    expect(flightCancellationKept({ free: true, farePenalty: 10_000, changeFees: 7500 })).toEqual({ farePenalty: 0, changeFees: 0, kept: 0 })
    expect(flightCancellationKept({ free: false, farePenalty: 10_000, changeFees: 7500 })).toEqual({ farePenalty: 10_000, changeFees: 7500, kept: 17_500 })
  })

  // Booked for $700 by card, then changed to a $720 fare: $20 difference and the $75 fee charged, $795 paid in all.
  const exchanged = {
    reservationId: 'AR-TEST234567',
    status: 'CONFIRMED',
    createdAt: '2027-01-10T10:00:00.000Z',
    itinerary: { bounds: [{ segments: [{ departure: '2027-03-12T08:00:00', from: { timeZone: 'America/New_York' } }] }] },
    fare: { family: 'STANDARD', name: 'Standard' },
    price: { currency: 'USD', base: 62_000, taxes: 10_000, baggage: 0, changeFees: 7500, total: 79_500, dueNow: 79_500 },
    passengers: [{ type: 'ADULT' }],
    payment: { pointsUsed: 0, pointsValue: 0, cardCharged: 79_500 },
    tripProtection: { selected: false, premium: { amount: 0, currency: 'USD' } },
  } as unknown as AirReservation

  it('gives everything paid back within 24 hours of booking, the change fee too, and says so', () => {
    const quote = airBooking.cancellationQuoteOf(exchanged, { today: '2027-01-10', now: new Date('2027-01-11T09:00:00Z') })
    expect(quote).toMatchObject({ freeCancellation: true, penalty: { amount: 0 }, refund: { amount: 79_500 } })
    expect(quote.description).toBe('Within 24 hours of booking: you get everything back, the $75.00 change fee too.')
  })

  // Issue 36, fourth pass item 1: the premium is kept on a free cancellation, so the text never says "everything back" then.
  it('within 24 hours with trip protection, gives back what was paid for the flights and says the premium is kept', () => {
    const protectedBooking = { ...exchanged, tripProtection: { selected: true, premium: { amount: 5565, currency: 'USD' } } } as AirReservation
    const quote = airBooking.cancellationQuoteOf(protectedBooking, { today: '2027-01-10', now: new Date('2027-01-11T09:00:00Z') })
    expect(quote).toMatchObject({ freeCancellation: true, penalty: { amount: 0 }, refund: { amount: 79_500 } })
    expect(quote.description).toBe('Within 24 hours of booking: you get back what you paid for the booking, the $75.00 change fee too. The trip protection premium is not refunded.')
  })

  it('afterwards keeps the Standard fee and the change fee, and the text names both', () => {
    const quote = airBooking.cancellationQuoteOf(exchanged, { today: '2027-01-12', now: new Date('2027-01-12T10:00:00Z') })
    expect(quote).toMatchObject({ freeCancellation: false, penalty: { amount: 17_500 }, refund: { amount: 62_000 } })
    expect(quote.description).toBe('Cancelling now costs $100.00 under the Standard fare rules. The $75.00 you paid in change fees is not refunded.')
  })
})

describe('a hotel stay change', () => {
  it('charges or refunds the difference in what is due now, and says what changes at the hotel', () => {
    expect(stayChangeMoneyOf({ previous: { dueNow: 60_000, dueAtProperty: 3000 }, next: { dueNow: 80_000, dueAtProperty: 4000 } })).toEqual({ difference: 20_000, amountDue: 20_000, refund: 0, atPropertyDifference: 1000 })
    expect(stayChangeMoneyOf({ previous: { dueNow: 60_000, dueAtProperty: 0 }, next: { dueNow: 40_000, dueAtProperty: 0 } })).toEqual({ difference: -20_000, amountDue: 0, refund: 20_000, atPropertyDifference: 0 })
  })

  it('refunds to the card first, never more than it paid for the stay, then the points that paid', () => {
    expect(refundWays(20_000, { cardForStay: 60_000, pointsUsed: 0, pointsValue: 0 })).toEqual({ toCard: 20_000, pointsValue: 0, points: 0 })
    expect(refundWays(20_000, { cardForStay: 5000, pointsUsed: 50_000, pointsValue: 35_000 })).toEqual({ toCard: 5000, pointsValue: 15_000, points: 21_429 })
    expect(refundWays(20_000, { cardForStay: 0, pointsUsed: 10_000, pointsValue: 7000 })).toEqual({ toCard: 0, pointsValue: 7000, points: 10_000 })
  })
})
