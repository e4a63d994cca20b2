// §D6 money, points and payment; §R3.21 rounding modes, §R4.19 payment modes, §R9 trip
// protection default 0.5: what points are worth, what a stay earns, and what cancelling gives back.
import { describe, expect, it } from 'vitest'
import { amountForPoints, hotelEarnRates, pointsEarnedOn, pointsForAmount, tripProtection } from '@contracts/domain/points'
import { PaymentMode, isPaymentComplete, roundPoints, usesPoints } from '@contracts/domain/payment-mode'
import { hotelBooking } from '@simulator/hotel/hotel-line.server'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import type { CarReservation } from '@contracts/lxp/car.schema'
import { carBooking } from '@simulator/car/car-line.server'

describe('points for hotels (10 points pay 7 cents)', () => {
  it('rounds the points needed up, so points never pay less than the amount', () => {
    expect(pointsForAmount(700)).toBe(1000)
    expect(pointsForAmount(701)).toBe(1002)
    expect(pointsForAmount(1)).toBe(2)
    expect(pointsForAmount(0)).toBe(0)
  })

  it('rounds the value of points down and never above what is due', () => {
    expect(amountForPoints(1000, 10_000)).toBe(700)
    expect(amountForPoints(1001, 10_000)).toBe(700)
    expect(amountForPoints(1002, 10_000)).toBe(701)
    expect(amountForPoints(1_000_000, 500)).toBe(500)
    expect(amountForPoints(pointsForAmount(12_345), 12_345)).toBe(12_345)
  })

  it('earns 5 points per currency unit on prepaid stays and 1 on pay-later ones, on every cent, rounded down once (issue 36, fifth pass item 2)', () => {
    expect(pointsEarnedOn(12_399, hotelEarnRates.PAY_NOW)).toBe(619)
    expect(pointsEarnedOn(12_399, hotelEarnRates.PAY_LATER)).toBe(123)
    // The traveller's stay: $974.45 at 5X is 4,872 points, not 4,870 counted on whole dollars.
    expect(pointsEarnedOn(97_445, hotelEarnRates.PAY_NOW)).toBe(4_872)
    expect(pointsEarnedOn(-5, hotelEarnRates.PAY_NOW)).toBe(0)
  })

  it('honours the three rounding modes of §R3', () => {
    expect([roundPoints(2.5, 'ROUND_DOWN'), roundPoints(2.5, 'ROUND_HALF_UP'), roundPoints(2.1, 'ROUND_UP')]).toEqual([2, 3, 3])
  })

  it('knows which modes use points and which need a card (§R4)', () => {
    expect(Object.values(PaymentMode)).toEqual([0, 1, 2, 3])
    expect([PaymentMode.CASH, PaymentMode.POINTS, PaymentMode.SPLIT, PaymentMode.PLAN].map(usesPoints)).toEqual([false, true, true, false])
    expect(isPaymentComplete(PaymentMode.SPLIT, { hasCard: false, value: 100 })).toBe(false)
    expect(isPaymentComplete(PaymentMode.CASH, { hasCard: true, value: 100 })).toBe(true)
    expect(isPaymentComplete(PaymentMode.POINTS, { hasCard: false, value: undefined })).toBe(true)
  })
})

describe('the hotel cancellation quote (hotelBooking.cancellationQuoteOf)', () => {
  // The hotel's clock: a day at midnight, or a day and a time.
  const cancellationQuoteOf = (reservation: HotelReservation, moment: string) => hotelBooking.cancellationQuoteOf(reservation, { date: moment.slice(0, 10), time: moment.slice(11, 16) || '00:00' })
  const reservation = (changes: { refundable?: boolean; until?: string | null; pointsUsed?: number; pointsValue?: number; protection?: boolean; status?: 'CONFIRMED' | 'CANCELLED' } = {}) =>
    ({
      reservationId: 'HT-TEST000001',
      hotel: { address: { cityName: 'New York' }, checkInFrom: '15:00', timeZone: 'America/New_York' },
      status: changes.status ?? 'CONFIRMED',
      stay: { checkIn: '2027-03-12', checkOut: '2027-03-15', nights: 3, rooms: 1, adults: 2 },
      price: { currency: 'USD', dueNow: 60_000, total: 63_000 },
      rate: { refundable: changes.refundable ?? true, cancellationPolicy: { freeCancellationUntil: changes.until === undefined ? '2027-03-09' : changes.until, penaltyAfterDeadline: { amount: 22_000, currency: 'USD' } } },
      payment: { pointsUsed: changes.pointsUsed ?? 0, pointsValue: changes.pointsValue ?? 0 },
      tripProtection: { selected: changes.protection ?? false, premium: { amount: 0, currency: 'USD' } },
    }) as unknown as HotelReservation

  it('gives everything back until the free-cancellation deadline', () => {
    const quote = cancellationQuoteOf(reservation({ pointsUsed: 20_000, pointsValue: 14_000 }), '2027-03-09')
    expect(quote).toMatchObject({ cancellable: true, freeCancellation: true, penalty: { amount: 0 }, refund: { amount: 46_000 }, pointsRefund: 20_000 })
  })

  it('keeps the penalty from the card payment first, then from the points', () => {
    const quote = cancellationQuoteOf(reservation({ pointsUsed: 80_000, pointsValue: 56_000 }), '2027-03-10')
    // Cash paid 4,000; the penalty of 22,000 takes it all and 18,000 worth of points (25,715 points, rounded up).
    expect(quote).toMatchObject({ freeCancellation: false, penalty: { amount: 22_000 }, refund: { amount: 0 }, pointsRefund: 80_000 - 25_715 })
  })

  it('reimburses the trip protection share of a late penalty', () => {
    const quote = cancellationQuoteOf(reservation({ protection: true }), '2027-03-10')
    expect(quote.protectionReimbursement.amount).toBe(22_000 * tripProtection.defaultReimbursedShare)
    expect(quote.refund.amount).toBe(60_000 - 22_000 + 11_000)
  })

  it('charges the penalty between the deadline and the check-in time on the check-in day (issue 37)', () => {
    for (const moment of ['2027-03-12T00:01', '2027-03-12T14:59']) {
      expect(cancellationQuoteOf(reservation({ until: '2027-03-11' }), moment)).toMatchObject({ cancellable: true, freeCancellation: false, penalty: { amount: 22_000 } })
    }
  })

  it('refuses once the stay has started or when already cancelled', () => {
    expect(cancellationQuoteOf(reservation(), '2027-03-12T15:00')).toMatchObject({ cancellable: false, reason: expect.stringMatching(/started/) })
    expect(cancellationQuoteOf(reservation({ status: 'CANCELLED' }), '2027-03-01')).toMatchObject({ cancellable: false, reason: 'This reservation is already cancelled.' })
  })
})

describe('what the site says a point is worth (issue 36 item 1)', () => {
  it('states in every seeded text the value the upstream charges with', async () => {
    const { seededPageContent } = await import('@server/site/page-content.seed')
    // 100,000 points pay $700.00: 0.7 cents each.
    const cents = amountForPoints(100_000, Number.MAX_SAFE_INTEGER) / 100_000
    const texts = JSON.stringify(seededPageContent)
    expect(texts).toContain(`worth ${cents} cents`)
    expect(texts).not.toMatch(/one cent|1 cent\b|a cent\b/)
  })
})

describe('the car cancellation quote (carBooking.cancellationQuoteOf)', () => {
  const rentalReservation = {
    reservationId: 'CR-TEST000001',
    status: 'CONFIRMED',
    offer: { pickUpLocation: { timeZone: 'Europe/Paris' } },
    rental: { pickUpDate: '2027-03-12', pickUpTime: '10:00' },
    price: { currency: 'USD', dueNow: 30_000, total: 30_000 },
    cancellationPolicy: { refundable: true, freeCancellationUntil: '2027-03-10', penaltyAfterDeadline: { amount: 5_000, currency: 'USD' } },
    payment: { pointsUsed: 0, pointsValue: 0 },
    tripProtection: { selected: false, premium: { amount: 0, currency: 'USD' } },
  } as unknown as CarReservation

  it('charges the penalty on the pick-up day until the pick-up time, then refuses', () => {
    expect(carBooking.cancellationQuoteOf(rentalReservation, { date: '2027-03-12', time: '09:59' })).toMatchObject({ cancellable: true, penalty: { amount: 5_000 } })
    expect(carBooking.cancellationQuoteOf(rentalReservation, { date: '2027-03-12', time: '10:00' })).toMatchObject({ cancellable: false, reason: expect.stringMatching(/started/) })
  })
})
