// Issue 36: a day deadline reads "until the end of <day> (<place> time)" on every screen of a line: the
// offer, checkout, confirmation and reservation (from the policy description) and the cancel page (from
// the cancellation quote), for hotels and car rentals alike, from one function.
import { describe, expect, it } from 'vitest'
import { freeUntilEndOf } from '@contracts/domain/venue-time'
import { cancellationPolicyOf } from '@simulator/car/car-search.server'
import { carBooking } from '@simulator/car/car-line.server'
import { hotelBooking } from '@simulator/hotel/hotel-line.server'
import type { FleetEntry } from '@simulator/car/car-catalogue'
import type { CarReservation } from '@contracts/lxp/car.schema'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'

const paid = { payment: { pointsUsed: 0, pointsValue: 0 }, tripProtection: { selected: false, premium: { amount: 0, currency: 'USD' } }, status: 'CONFIRMED' }
const now = { date: '2026-12-01', time: '09:00' } // the moment hotel and car lines cancel at: the day and time on the venue's clock

describe('day deadlines', () => {
  it('say the deadline lasts to the end of the day, on whose clock', () => {
    expect(freeUntilEndOf('2026-12-13', 'Europe/Paris')).toBe('Free cancellation until the end of 2026-12-13 (Paris time)')
  })

  it('read the same on a rental offer and its cancel page', () => {
    const rental = { pickUpDate: '2026-12-14', pickUpTime: '10:00', dropOffDate: '2026-12-16', dropOffTime: '10:00', driverAge: 35, days: 2, dates: [], venueToday: '2026-12-01' }
    const policy = cancellationPolicyOf({ supplier: 'hertz' } as unknown as FleetEntry, rental, 5000, 10_000, 'USD', 'Europe/Paris')
    expect(policy.description).toBe(`${freeUntilEndOf('2026-12-12', 'Europe/Paris')}; after that, one day's rental is kept.`)
    const reservation = { ...paid, reservationId: 'CR-TEST', rental, cancellationPolicy: policy, offer: { pickUpLocation: { timeZone: 'Europe/Paris' } }, price: { currency: 'USD', total: 10_000, dueNow: 10_000 } }
    expect(carBooking.cancellationQuoteOf(reservation as unknown as CarReservation, now).description).toMatch(/^Free cancellation until the end of 2026-12-12 \(Paris time\): you get everything back\./)
  })

  it('read "until the end of" on a hotel cancel page as on its rate', () => {
    const reservation = {
      ...paid,
      reservationId: 'HR-TEST',
      stay: { checkIn: '2026-12-15', checkOut: '2026-12-17', rooms: 1 },
      hotel: { address: { cityName: 'Paris' }, timeZone: 'Europe/Paris' },
      rate: { refundable: true, cancellationPolicy: { freeCancellationUntil: '2026-12-13', penaltyAfterDeadline: { amount: 5000, currency: 'USD' } } },
      price: { currency: 'USD', total: 10_000, dueNow: 10_000 },
    }
    expect(hotelBooking.cancellationQuoteOf(reservation as unknown as HotelReservation, now).description).toMatch(/^Free cancellation until the end of 2026-12-13 \(Paris time\): you get everything back\./)
  })
})
