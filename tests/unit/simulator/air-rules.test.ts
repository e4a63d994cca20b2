// Flight pricing and rules of the simulator (§D6 money in minor units; §R3 passenger
// types and baggage, §R5 flight-number rule, §R9 trip protection 0.5): durations from distance, times
// in airport zones, fares by passenger type, bag fees, ages by type and the cancellation policy.
import { describe, expect, it } from 'vitest'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import { FlightNumberSchema } from '@contracts/validation/rules'
import { ageFits, countsOf } from '@simulator/air/air-passengers.server'
import { advancePermille, bagFees, baggageAllowance, dailySchedule, durationMinutes, flightTimes, parseSegmentId, passengerFare, segmentBaseFare, segmentIdOf } from '@simulator/air/air-catalogue'
import { airBooking } from '@simulator/air/air-line.server'

describe('schedules', () => {
  it('takes longer for longer flights, in 5-minute steps', () => {
    expect(durationMinutes(5540)).toBe(435)
    expect(durationMinutes(800)).toBe(95)
    expect(durationMinutes(5540) % 5).toBe(0)
  })

  it('numbers flights by the §R5 rule and round-trips segment ids', () => {
    for (const flight of dailySchedule('JFK', 'LHR', ['RA', 'HZ'], 5540)) {
      expect(FlightNumberSchema.safeParse(flight.flightNumber).success).toBe(true)
      const id = segmentIdOf(flight, 'JFK', 'LHR', '2027-03-12')
      expect(parseSegmentId(id)).toEqual({ carrier: flight.carrier, flightNumber: flight.flightNumber, origin: 'JFK', destination: 'LHR', date: '2027-03-12' })
    }
    expect(parseSegmentId('RA0-JFK-LHR')).toBeUndefined()
  })

  it('gives departure and arrival in each airport’s zone, across a daylight-saving change', () => {
    // 29 March 2027: Europe is on summer time, New York since 14 March.
    const { departure, arrival } = flightTimes('2027-03-29', 18 * 60, 'America/New_York', 'Europe/London', 435)
    expect(departure.offset).toBe('-04:00')
    expect(arrival.offset).toBe('+01:00')
    expect(arrival.toPlainDateTime().toString()).toBe('2027-03-30T06:15:00')
  })
})

describe('fares', () => {
  const base = { segmentId: 'RA12-JFKLHR-20270312', carrier: 'RA', distanceKm: 5540, date: '2027-03-12', today: '2027-01-10' } as const

  it('prices in whole currency units, higher for better fare families, cabins and late bookings', () => {
    const basic = segmentBaseFare({ ...base, cabin: 'ECONOMY', family: 'BASIC' })
    expect(basic % 100).toBe(0)
    expect(segmentBaseFare({ ...base, cabin: 'ECONOMY', family: 'FLEX' })).toBeGreaterThan(basic)
    expect(segmentBaseFare({ ...base, cabin: 'BUSINESS', family: 'BASIC' })).toBeGreaterThan(basic * 3)
    expect(segmentBaseFare({ ...base, cabin: 'ECONOMY', family: 'BASIC', today: '2027-03-10' })).toBeGreaterThan(basic)
    expect(advancePermille('2027-03-10', '2027-03-12')).toBe(1450)
  })

  it('charges children three quarters and lap infants a tenth, with no seat charge for the lap', () => {
    expect(passengerFare(50_000, 'ADULT')).toEqual({ base: 50_000, taxes: 1850 + 3750 })
    expect(passengerFare(50_000, 'CHILD').base).toBe(37_500)
    expect(passengerFare(50_000, 'INFANT_IN_LAP')).toEqual({ base: 5000, taxes: 375 })
  })

  it('includes bags by fare family and cabin', () => {
    expect(bagFees(baggageAllowance('BASIC', 'ECONOMY'), 2)).toBe(8000)
    expect(bagFees(baggageAllowance('STANDARD', 'ECONOMY'), 2)).toBe(4500)
    expect(bagFees(baggageAllowance('FLEX', 'ECONOMY'), 2)).toBe(0)
    expect(bagFees(baggageAllowance('BASIC', 'BUSINESS'), 2)).toBe(0)
  })
})

describe('passengers', () => {
  it('checks the age of each type on the day of travel', () => {
    expect(ageFits('ADULT', '2015-03-13', '2027-03-12', '2027-01-10')).toMatch(/12 or older/)
    expect(ageFits('ADULT', '2015-03-12', '2027-03-12', '2027-01-10')).toBeNull()
    expect(ageFits('CHILD', '2025-03-12', '2027-03-12', '2027-01-10')).toBeNull()
    expect(ageFits('INFANT_IN_LAP', '2025-03-12', '2027-03-12', '2027-01-10')).toMatch(/under 2/)
    expect(ageFits('INFANT_SEATED', '2027-02-01', '2027-03-12', '2027-01-10')).toMatch(/future/)
    expect(countsOf([{ type: 'ADULT' }, { type: 'INFANT_IN_LAP' }])).toEqual({ adults: 1, children: 0, infantsInSeat: 0, infantsOnLap: 1 })
  })
})

describe('cancellation', () => {
  const airCancellationQuoteOf = (reservation: AirReservation, today: string, now: Date) => airBooking.cancellationQuoteOf(reservation, { today, now })
  const reservation = (family: 'BASIC' | 'STANDARD' | 'FLEX', changes: Partial<AirReservation> = {}) =>
    ({
      reservationId: 'AR-TEST234567',
      status: 'CONFIRMED',
      createdAt: '2027-01-10T10:00:00.000Z',
      itinerary: { bounds: [{ segments: [{ departure: '2027-03-12T12:45:00', from: { timeZone: 'America/New_York' } }] }] },
      fare: { family, name: family },
      price: { currency: 'USD', base: 60_000, taxes: 10_000, baggage: 0, total: 70_000, dueNow: 70_000 },
      passengers: [{ type: 'ADULT' }, { type: 'INFANT_IN_LAP' }],
      payment: { pointsUsed: 0, pointsValue: 0 },
      tripProtection: { selected: false, premium: { amount: 0, currency: 'USD' } },
      ...changes,
    }) as unknown as AirReservation
  const later = new Date('2027-01-12T10:00:00Z')

  it('is free within 24 hours of booking whatever the fare', () => {
    expect(airCancellationQuoteOf(reservation('BASIC'), '2027-01-10', new Date('2027-01-11T09:59:00Z'))).toMatchObject({ freeCancellation: true, refund: { amount: 70_000 } })
  })

  it('keeps the base fare of Basic, $100 a seated passenger on Standard, nothing on Flex', () => {
    expect(airCancellationQuoteOf(reservation('BASIC'), '2027-01-12', later)).toMatchObject({ penalty: { amount: 60_000 }, refund: { amount: 10_000 } })
    expect(airCancellationQuoteOf(reservation('STANDARD'), '2027-01-12', later)).toMatchObject({ penalty: { amount: 10_000 }, refund: { amount: 60_000 } })
    expect(airCancellationQuoteOf(reservation('FLEX'), '2027-01-12', later)).toMatchObject({ penalty: { amount: 0 }, freeCancellation: true })
  })

  it('takes the charge from the card first, then points, and reimburses half with trip protection', () => {
    const paidWithPoints = reservation('STANDARD', { payment: { pointsUsed: 100_000, pointsValue: 70_000 } as AirReservation['payment'] })
    expect(airCancellationQuoteOf(paidWithPoints, '2027-01-12', later)).toMatchObject({ refund: { amount: 0 }, pointsRefund: 100_000 - Math.ceil((10_000 * 10) / 7) })
    const protectedTrip = reservation('BASIC', { tripProtection: { selected: true, premium: { amount: 4900, currency: 'USD' } } })
    expect(airCancellationQuoteOf(protectedTrip, '2027-01-12', later)).toMatchObject({ protectionReimbursement: { amount: 30_000 }, refund: { amount: 40_000 } })
  })

  it('lets a trip be cancelled until its first flight leaves, on the departure airport clock (issue 36)', () => {
    // 12:45 at Newark is 17:45Z; at 00:01Z on the 12th the UTC date is the departure's but the flight is hours away.
    expect(airCancellationQuoteOf(reservation('STANDARD'), '2027-03-12', new Date('2027-03-12T00:01:00Z'))).toMatchObject({ cancellable: true, penalty: { amount: 10_000 } })
    expect(airCancellationQuoteOf(reservation('STANDARD'), '2027-03-12', new Date('2027-03-12T17:44:00Z')).cancellable).toBe(true)
  })

  it('refuses once the trip has started or when already cancelled', () => {
    expect(airCancellationQuoteOf(reservation('FLEX'), '2027-03-12', new Date('2027-03-12T17:45:00Z')).cancellable).toBe(false)
    expect(airCancellationQuoteOf(reservation('FLEX', { status: 'CANCELLED' }), '2027-01-12', later).reason).toMatch(/already cancelled/)
  })
})
