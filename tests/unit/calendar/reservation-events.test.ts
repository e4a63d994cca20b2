// §R2 "add to calendar" for each line: a hotel stay as all-day dates, a car rental's pick-up and
// drop-off at the location's local time (UTC when its zone is known, across clock changes), flights at
// their departure and arrival instants, tours and transfers for their duration (UTC from their destination's zone).
import { describe, expect, it } from 'vitest'
import type { ActivityReservation } from '@contracts/lxp/activity-checkout.schema'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import type { CarReservation } from '@contracts/lxp/car.schema'
import type { DiningReservation } from '@contracts/lxp/dining.schema'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { localTime } from '@server/calendar/reservation-events'
import { activityEvents } from '@server/lines/activity-line'
import { airEvents } from '@server/lines/air-line'
import { carEvents } from '@server/lines/car-line'
import { diningEvents } from '@server/lines/dining-line'
import { hotelEvents } from '@server/lines/hotel-line'

describe('localTime', () => {
  it('turns a local time at a place into its UTC instant, summer and winter', () => {
    expect(localTime('2027-07-01', '10:00', 'Europe/Paris')).toEqual({ utc: new Date('2027-07-01T08:00:00Z') })
    expect(localTime('2027-01-15', '10:00', 'Europe/Paris')).toEqual({ utc: new Date('2027-01-15T09:00:00Z') })
    expect(localTime('2027-03-12', '09:30', 'America/New_York')).toEqual({ utc: new Date('2027-03-12T14:30:00Z') })
  })

  it('moves a time the spring clock change skips forward, and keeps floating when the zone is unknown', () => {
    // 2027-03-28 02:30 does not exist in Paris: the clocks go from 02:00 to 03:00.
    expect(localTime('2027-03-28', '02:30', 'Europe/Paris')).toEqual({ utc: new Date('2027-03-28T01:30:00Z') })
    expect(localTime('2027-03-28', '02:30', undefined)).toEqual({ floating: '2027-03-28T02:30' })
  })
})

describe('hotelEvents', () => {
  it('writes one all-day event from check-in to check-out', () => {
    const reservation = {
      reservationId: 'HT-ABCDEFGH23',
      orderId: 'OR-ABCDEFGH23',
      status: 'CONFIRMED',
      hotel: { name: 'The Harbour, Inn', checkInFrom: '15:00', checkOutUntil: '11:00', address: { addressLine1: '1 Pier Road', postalCode: '10001', cityName: 'New York', countryName: 'United States' } },
      stay: { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2, childAges: [5, 9] },
      room: { name: 'King room' },
      rate: { cancellationPolicy: { description: 'Free cancellation until 2027-03-09.' } },
    } as unknown as HotelReservation
    expect(hotelEvents(reservation, 'travel.example')).toEqual([
      expect.objectContaining({
        uid: 'HT-ABCDEFGH23@travel.example',
        start: { date: '2027-03-12' },
        end: { date: '2027-03-15' },
        summary: 'Stay at The Harbour, Inn',
        location: '1 Pier Road, 10001 New York, United States',
        status: 'CONFIRMED',
        transparent: true,
      }),
    ])
  })

  /** Free until the end of Tue, Mar 9, 2027 in New York; its description in words the file must not copy (decision 162). */
  const freeUntilMarch9 = {
    refundable: true,
    freeCancellationUntil: '2027-03-09',
    freeCancellationEndsAt: '2027-03-10T00:00:00-05:00',
    penaltyAfterDeadline: { amount: 18_000, currency: 'USD' },
    description: 'Free cancellation until 2027-03-09; after that cancelling costs the first night.',
  }

  /** A stay at the Inn, as the calendar reads it. */
  const innStay = (status: string, childAges: number[], policy: object = freeUntilMarch9) =>
    ({
      reservationId: 'HT-ABCDEFGH23',
      orderId: 'OR-ABCDEFGH23',
      status,
      hotel: { name: 'Inn', checkInFrom: '15:00', checkOutUntil: '11:00', address: { addressLine1: '1 Pier Road', cityName: 'New York', countryName: 'United States' } },
      stay: { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2, childAges },
      room: { name: 'King room' },
      rate: { cancellationPolicy: policy },
    }) as unknown as HotelReservation

  it('says the party in the words the pages use, children included (issue 36)', () => {
    const reservation = innStay('CONFIRMED', [5, 9])
    const [event] = hotelEvents(reservation, 'travel.example')
    expect(event?.description).toContain('King room, 1 room, 2 adults, 2 children (ages 5 and 9).')
    expect(hotelEvents({ ...reservation, stay: { ...reservation.stay, rooms: 2, adults: 1, childAges: [] } }, 'travel.example')[0]?.description).toContain('King room, 2 rooms, 1 adult.')
  })

  it('offers no cancellation terms once the stay is cancelled: the event says it is cancelled, not a deadline or a fee (issue 36)', () => {
    const reservation = innStay('CANCELLED', [])
    const [event] = hotelEvents(reservation, 'travel.example')
    expect(event).toMatchObject({ status: 'CANCELLED' })
    expect(event?.description).not.toMatch(/free cancellation|cancelling costs/i)
    expect(hotelEvents({ ...reservation, status: 'CONFIRMED' }, 'travel.example')[0]?.description).toContain('Free cancellation until the end of Tue, Mar 9, 2027 local time; after that, canceling costs $180.00.')
  })

  // Issue 36: the file wrote "Check-in from 15:00" and the policy's "2027-03-09" where every page reads 3:00 PM and Tue, Mar 9, 2027.
  it("writes the hotel's times and the policy's days as the pages do, naming the hotel's clock, never as ISO", () => {
    const reservation = innStay('CONFIRMED', [])
    const description = hotelEvents({ ...reservation, hotel: { ...reservation.hotel, timeZone: 'America/New_York' } }, 'travel.example')[0]?.description
    expect(description).toContain('Check-in from 3:00 PM, check-out until 11:00 AM (New York time).')
    expect(description).toContain('Free cancellation until the end of Tue, Mar 9, 2027 (New York time); after that, canceling costs $180.00.')
    expect(description).not.toMatch(/\d{2}:\d{2}(?! [AP]M)|\d{4}-\d{2}-\d{2}/)
  })

  // §R9 (en-US) and decision 162: the terms are ours, from the policy's fields, never the platform's British description.
  it('states the terms in en-US words from the fields, a non-refundable rate as its page does', () => {
    const description = hotelEvents(innStay('CONFIRMED', []), 'travel.example')[0]?.description
    expect(description).not.toMatch(/cancelling|cancelled/)
    const nonRefundable = { ...freeUntilMarch9, refundable: false, freeCancellationUntil: null, freeCancellationEndsAt: null }
    expect(hotelEvents(innStay('CONFIRMED', [], nonRefundable), 'travel.example')[0]?.description).toContain('Non-refundable: nothing is refunded if you cancel or change.')
  })
})

describe('carEvents', () => {
  const location = (name: string, timeZone?: string) => ({ name, timeZone, address: { addressLine1: 'Central Station, main concourse', cityName: 'Paris', countryName: 'France' } })
  const reservation = (timeZone?: string) =>
    ({
      reservationId: 'CR-ABCDEFGH23',
      orderId: 'OR-ABCDEFGH24',
      status: 'CANCELLED',
      offer: { vehicle: { model: 'Kia Picanto' }, supplier: { name: 'Hertz' }, pickUpLocation: location('Paris Central Station', timeZone), dropOffLocation: location('Paris Downtown', timeZone) },
      rental: { pickUpDate: '2027-03-27', pickUpTime: '10:00', dropOffDate: '2027-03-29', dropOffTime: '18:30', driverAge: 30 },
    }) as unknown as CarReservation

  it('writes the pick-up and the drop-off as half-hour events at the location, in UTC across the clock change', () => {
    const [pickUp, dropOff] = carEvents(reservation('Europe/Paris'), 'travel.example')
    expect(pickUp).toMatchObject({
      uid: 'CR-ABCDEFGH23-pick-up@travel.example',
      start: { utc: new Date('2027-03-27T09:00:00Z') },
      end: { utc: new Date('2027-03-27T09:30:00Z') },
      summary: 'Pick up rental car: Hertz',
      location: 'Paris Central Station, Central Station, main concourse, Paris, France',
      status: 'CANCELLED',
    })
    // Summer time has started by the drop-off: 18:30 in Paris is 16:30 UTC.
    expect(dropOff).toMatchObject({ uid: 'CR-ABCDEFGH23-drop-off@travel.example', start: { utc: new Date('2027-03-29T16:30:00Z') }, end: { utc: new Date('2027-03-29T17:00:00Z') }, location: expect.stringMatching(/^Paris Downtown/) })
    // As the pages write times, the desk's clock named (issue 36: "10:00 local time", "Return on 2027-03-29 at 18:30").
    expect(pickUp?.description).toContain('Pick-up at 10:00 AM (Paris time), Paris Central Station.\nReturn on Mon, Mar 29, 2027, 6:30 PM (Paris time), Paris Downtown.')
    expect(dropOff?.description).toContain('Drop-off at 6:30 PM (Paris time), Paris Downtown.')
  })

  it('falls back to floating local times for a location without a time zone', () => {
    const [pickUp, dropOff] = carEvents(reservation(undefined), 'travel.example')
    expect(pickUp).toMatchObject({ start: { floating: '2027-03-27T10:00' }, end: { floating: '2027-03-27T10:30:00' } })
    expect(dropOff).toMatchObject({ start: { floating: '2027-03-29T18:30' } })
  })
})

describe('airEvents', () => {
  it('writes one event a way from its departure to its arrival instant, with the departure airport as location', () => {
    const segment = (id: string, from: string, to: string, departure: string, departureOffset: string, arrival: string, arrivalOffset: string) => ({
      id,
      carrier: { code: 'RA', name: 'Rewards Air' },
      flightNumber: id.slice(2, 5),
      from: { code: from, name: `${from} International`, city: from === 'JFK' ? 'New York' : 'London', timeZone: from === 'JFK' ? 'America/New_York' : 'Europe/London' },
      to: { code: to, name: `${to} International`, city: to === 'JFK' ? 'New York' : 'London', timeZone: to === 'JFK' ? 'America/New_York' : 'Europe/London' },
      departure,
      departureOffset,
      arrival,
      arrivalOffset,
      aircraft: 'Airbus A350',
    })
    const reservation = {
      reservationId: 'AR-ABCDEFGH23',
      orderId: 'OR-ABCDEFGH25',
      status: 'CONFIRMED',
      fare: { name: 'Flex' },
      itinerary: {
        bounds: [
          { segments: [segment('RA123-JFKLHR-20270312', 'JFK', 'LHR', '2027-03-12T19:00:00', '-04:00', '2027-03-13T07:05:00', '+00:00')] },
          { segments: [segment('RA124-LHRJFK-20270320', 'LHR', 'JFK', '2027-03-20T10:15:00', '+00:00', '2027-03-20T13:30:00', '-04:00')] },
        ],
      },
      exchanges: [],
      scheduleChanges: [],
    } as unknown as AirReservation
    const events = airEvents(reservation, 'travel.example')
    expect(events).toHaveLength(2)
    expect(events[0]).toMatchObject({
      uid: 'AR-ABCDEFGH23-outbound@travel.example',
      start: { utc: new Date('2027-03-12T23:00:00Z') },
      end: { utc: new Date('2027-03-13T07:05:00Z') },
      summary: 'Flight RA 123: JFK to LHR',
      location: 'JFK International (JFK), New York',
    })
    expect(events[1]).toMatchObject({ uid: 'AR-ABCDEFGH23-return@travel.example', start: { utc: new Date('2027-03-20T10:15:00Z') }, end: { utc: new Date('2027-03-20T17:30:00Z') }, sequence: 0 })
    // Each airport's clock named, in the pages' words (issue 36: "2027-03-12 19:00 local time").
    expect(events[0]?.description).toContain('Departs New York (JFK) Fri, Mar 12, 2027, 7:00 PM (New York time); arrives London (LHR) Sat, Mar 13, 2027, 7:05 AM (London time).')

    // Issue 36: after the return was changed, the file named its events per flight and the imported old return stayed.
    // The changed return keeps its way's UID with a higher SEQUENCE, so importing the file replaces it (RFC 5545).
    const changed = {
      ...reservation,
      itinerary: {
        bounds: [
          reservation.itinerary.bounds[0],
          { segments: [segment('RA224-LHRDUB-20270321', 'LHR', 'DUB', '2027-03-21T08:00:00', '+00:00', '2027-03-21T09:20:00', '+00:00'), segment('RA225-DUBJFK-20270321', 'DUB', 'JFK', '2027-03-21T11:00:00', '+00:00', '2027-03-21T13:30:00', '-04:00')] },
        ],
      },
      exchanges: [{ exchangedAt: '2027-02-01T10:00:00Z' }],
    } as unknown as AirReservation
    const [outbound, back] = airEvents(changed, 'travel.example')
    expect(outbound).toMatchObject({ uid: events[0]!.uid, sequence: 1 })
    expect(back).toMatchObject({ uid: events[1]!.uid, sequence: 1, summary: 'Flights RA 224 and RA 225: LHR to JFK via DUB', start: { utc: new Date('2027-03-21T08:00:00Z') }, end: { utc: new Date('2027-03-21T17:30:00Z') } })
    expect(airEvents({ ...changed, status: 'CANCELLED' }, 'travel.example')[1]).toMatchObject({ uid: events[1]!.uid, status: 'CANCELLED' })
  })
})

describe('diningEvents', () => {
  it('writes the seating at the restaurant, two hours for a table and three for a set menu', () => {
    const reservation = {
      reservationId: 'DN-ABCDEFGH23',
      orderId: 'OR-ABCDEFGH23',
      status: 'CANCELLED',
      restaurant: { name: 'Le Jardin', phone: '+33 123 4567', timeZone: 'Europe/Paris', dressCode: 'Smart casual', address: { addressLine1: '12 Garden Row', postalCode: '75001', cityName: 'Paris', countryName: 'France' } },
      booking: { date: '2027-07-01', time: '19:30', partySize: 2 },
      option: { kind: 'TABLE', name: 'Table reservation' },
      traveler: { firstName: 'Jordan', lastName: 'Diner' },
      cancellationPolicy: { description: 'Free cancellation until Wed, Jun 30, 7:30 PM.' },
    } as unknown as DiningReservation
    const [table] = diningEvents(reservation, 'travel.example')
    expect(table).toMatchObject({
      uid: 'DN-ABCDEFGH23@travel.example',
      start: { utc: new Date('2027-07-01T17:30:00Z') },
      end: { utc: new Date('2027-07-01T19:30:00Z') },
      summary: 'Table at Le Jardin',
      location: 'Le Jardin, 12 Garden Row, 75001 Paris, France',
      status: 'CANCELLED',
    })
    // The party in the party's words (decision 155), the seating as the pages write it, the restaurant's clock named (issue 36).
    expect(table?.description).toContain('2 guests at 7:30 PM (Paris time), under the name Jordan Diner')
    expect(diningEvents({ ...reservation, booking: { ...reservation.booking, partySize: 1 } }, 'travel.example')[0]?.description).toContain('1 guest at 7:30 PM (Paris time)')
    expect(table?.description).not.toMatch(/guest\(s\)|19:30/)
    const [menu] = diningEvents({ ...reservation, option: { ...reservation.option, kind: 'EXPERIENCE', name: 'Tasting menu' } }, 'travel.example')
    expect(menu).toMatchObject({ summary: 'Tasting menu at Le Jardin', end: { utc: new Date('2027-07-01T20:30:00Z') } })
  })
})

describe('activityEvents', () => {
  it('writes a tour from its start for its duration at the meeting point (named once), in UTC, and a transfer at its pick-up', () => {
    const reservation = {
      reservationId: 'AC-ABCDEFGH23',
      orderId: 'OR-ABCDEFGH23',
      status: 'CONFIRMED',
      date: '2027-07-01',
      time: '09:30',
      timeZone: 'Europe/Paris',
      travelers: 2,
      childAges: [],
      pickUpPoint: '',
      language: { code: 'en', label: 'English' },
      option: { name: 'Small-group tour' },
      activity: {
        title: 'Paris old town walking tour',
        durationMinutes: 150,
        meetingPoint: { name: 'Paris clock tower', address: 'Paris clock tower, France', instructions: 'Look for the guide with the company flag.' },
        supplier: { name: 'Local Paris Tours', contacts: [{ type: 'PHONE_NUMBER', value: '+33 1 42 68 53 00', label: 'Call' }] },
      },
      cancellationPolicy: {
        type: 'FREE_CANCELLATION',
        cancellable: true,
        refundable: true,
        freeCancellationUntil: '2027-06-30T09:30',
        freeCancellationEndsAt: '2027-06-30T09:30:00+02:00',
        penaltyAfterDeadline: { amount: 9_000, currency: 'EUR' },
        description: 'Free cancellation until 2027-06-30T09:30 (Paris time), 24 hours before the start. After that, cancelling gives nothing back.',
      },
    } as unknown as ActivityReservation
    const [tour] = activityEvents(reservation, 'travel.example')
    // Decision 162: the start's moment on its clock, in our en-US words, not the platform's description.
    expect(tour?.description).toContain('Free cancellation until Wed, Jun 30, 2027, 9:30 AM (Paris time); after that, canceling costs €90.00.')
    expect(tour).toMatchObject({
      uid: 'AC-ABCDEFGH23@travel.example',
      start: { utc: new Date('2027-07-01T07:30:00Z') },
      end: { utc: new Date('2027-07-01T10:00:00Z') },
      summary: 'Paris old town walking tour',
      location: 'Paris clock tower, France',
      status: 'CONFIRMED',
    })
    // The party in the pages' words (issue 36), one truth with them: @contracts/domain/party-words.
    expect(tour?.description).toContain('Small-group tour, 2 adults, in English.')
    expect(activityEvents({ ...reservation, travelers: 3, childAges: [4] }, 'travel.example')[0]?.description).toContain('Small-group tour, 2 adults, 1 child (age 4), in English.')
    expect(tour?.description).toContain('Local Paris Tours, +33 1 42 68 53 00.')
    const [older] = activityEvents({ ...reservation, timeZone: undefined }, 'travel.example')
    expect(older).toMatchObject({ start: { floating: '2027-07-01T09:30' }, end: { floating: '2027-07-01T12:00:00' } })
    const paris = { id: 'paris', kind: 'CITY', name: 'Paris city center', iata: null, address: 'Central Paris, France' }
    const airport = { id: 'cdg', kind: 'AIRPORT', name: 'Charles de Gaulle Airport (CDG)', iata: 'CDG', address: 'Charles de Gaulle Airport, Paris' }
    const transfer = { ...reservation, kind: 'transport', status: 'CANCELLED', pickUpPoint: 'Hotel Lumière, 3 Rue de Rivoli', dropOffPoint: '', activity: { ...reservation.activity, meetingPoint: null, route: { from: paris, to: airport } } } as unknown as ActivityReservation
    const [toAirport] = activityEvents(transfer, 'travel.example')
    expect(toAirport).toMatchObject({ location: 'Hotel Lumière, 3 Rue de Rivoli', status: 'CANCELLED' })
    expect(toAirport?.description).toContain('Small-group tour, 2 passengers, in English.')
    expect(toAirport?.description).toContain('Pick-up: Hotel Lumière, 3 Rue de Rivoli.\nDrop-off: Charles de Gaulle Airport, Paris.')
  })

  it('writes a transfer from the airport at the airport (the flight number is no place) to the drop-off address asked for', () => {
    const paris = { id: 'paris', kind: 'CITY', name: 'Paris city center', iata: null, address: 'Central Paris, France' }
    const airport = { id: 'cdg', kind: 'AIRPORT', name: 'Charles de Gaulle Airport (CDG)', iata: 'CDG', address: 'Charles de Gaulle Airport, Paris' }
    const transfer = {
      reservationId: 'AC-ABCDEFGH24',
      orderId: 'OR-ABCDEFGH24',
      kind: 'transport',
      status: 'CONFIRMED',
      date: '2027-07-01',
      time: '09:30',
      travelers: 3,
      pickUpPoint: 'AF 1234',
      dropOffPoint: '12 Rue Oberkampf, 75011 Paris',
      language: { code: 'en', label: 'English' },
      option: { name: 'Private sedan' },
      activity: { title: 'CDG to Paris, door to door', durationMinutes: 50, meetingPoint: null, route: { from: airport, to: paris }, supplier: { name: 'Paris Rides', contacts: [] } },
      cancellationPolicy: { description: 'Free cancellation up to 24 hours before.' },
    } as unknown as ActivityReservation
    const [ride] = activityEvents(transfer, 'travel.example')
    expect(ride).toMatchObject({ location: 'Charles de Gaulle Airport, Paris' })
    expect(ride?.description).toContain('Private sedan, 3 passengers, in English.')
    expect(ride?.description).toContain('Pick-up: Charles de Gaulle Airport, Paris (flight AF 1234).\nDrop-off: 12 Rue Oberkampf, 75011 Paris.')
    expect(ride?.description).not.toMatch(/traveler|Diets/)
  })
})
