// §R3 catalogue events derived from the hotel flow's routes and data.
import { describe, expect, it } from 'vitest'
import { onlyViewChanged, queryEvents, routeEvents, withInteractionSource } from '~/lib/analytics/route-events'

const results = (search: Record<string, unknown>) => ({ pathname: '/accommodations/search-results', search })
const criteria = { destination: 'New York', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }

describe('route events of the hotel flow', () => {
  it('sends a hotel search on arrival and when the criteria change', () => {
    expect(routeEvents(undefined, results(criteria))).toEqual([
      { name: 'Hotel Search', data: { destination: 'New York', startDate: '2027-03-12', endDate: '2027-03-15', travelers: 2, source: 'direct' } },
    ])
    expect(routeEvents(results(criteria), results({ ...criteria, adults: 3 }))[0]).toMatchObject({ name: 'Hotel Search', data: { travelers: 3, source: 'onsite search' } })
  })

  it('tells sort changes and added or removed filters apart', () => {
    const before = results({ ...criteria, stars: [4], amenities: ['pool'] })
    const after = results({ ...criteria, stars: [4, 5], sort: 'price-asc' })
    expect(routeEvents(before, after)).toEqual([
      { name: 'Sort Order Changed', data: { sort: 'price-asc', previous: 'featured', source: 'sort' } },
      { name: 'Listing Filter Added', data: { filter: 'stars', value: '5', source: 'filter' } },
      { name: 'Listing Filter Removed', data: { filter: 'amenities', value: 'pool', source: 'filter' } },
    ])
    expect(routeEvents(results({ ...criteria, page: 1 }), results({ ...criteria, page: 2 }))).toEqual([])
  })

  it('tells the car results\' sort and filter changes, not a new rental search', () => {
    const cars = (search: Record<string, unknown>) => ({ pathname: '/mobility/search-results', search })
    const rental = { pickUpLocation: 'Paris', pickUpDate: '2027-03-12', dropOffDate: '2027-03-15' }
    expect(routeEvents(cars({ ...rental, classes: ['SUV'] }), cars({ ...rental, classes: ['SUV', 'VAN'], sort: 'price-asc' }))).toEqual([
      { name: 'Sort Order Changed', data: { sort: 'price-asc', previous: 'recommended', source: 'sort' } },
      { name: 'Listing Filter Added', data: { filter: 'classes', value: 'VAN', source: 'filter' } },
    ])
    expect(routeEvents(cars(rental), cars({ ...rental, pickUpLocation: 'Rome', transmission: 'MANUAL' }))).toEqual([])
  })

  it('marks the detail once per arrival', () => {
    expect(routeEvents(results(criteria), { pathname: '/accommodations/offer', search: { hotelId: 'h-1' } })).toEqual([
      { name: 'Hotel Detail Viewed', data: { productId: 'h-1', source: 'direct' } },
    ])
  })
})

describe('query events', () => {
  it('reports results viewed, or no results displayed, on the results page only', () => {
    const found = { ok: true, value: { destination: { name: 'New York' }, total: 12 } }
    expect(queryEvents(['hotel-search', {}], found, '/accommodations/search-results')).toEqual([
      { name: 'Hotel Listing Viewed', data: { resultCount: 12, destination: 'New York' } },
    ])
    expect(queryEvents(['hotel-search', {}], { ok: true, value: { destination: { name: 'Nowhere' }, total: 0 } }, '/accommodations/search-results')).toEqual([
      { name: 'Hotel Listing No Results Displayed', data: { destination: 'Nowhere' } },
    ])
    expect(queryEvents(['hotel-search', {}], found, '/')).toEqual([])
    expect(queryEvents(['hotel-search', {}], { ok: false, status: 400, errors: [] }, '/accommodations/search-results')).toEqual([])
  })

  it('reports availability on the offer page and a cancellation only when it happens', () => {
    expect(queryEvents(['hotel-offer', 'h-1', { checkIn: '2027-03-12', checkOut: '2027-03-15' }], { ok: true, value: { rooms: [{}] } }, '/accommodations/offer')).toEqual([
      { name: 'Hotel Availability Checked', data: { productId: 'h-1', available: true, startDate: '2027-03-12', endDate: '2027-03-15' } },
    ])
    const cancelled = { ok: true, value: { status: 'CANCELLED' } }
    expect(queryEvents(['hotel-reservation', 'HTL-1'], cancelled, '/reservations/cancel/hotel')).toEqual([
      { name: 'Hotel Booking Cancelled', data: { reservationId: 'HTL-1' } },
    ])
    expect(queryEvents(['hotel-reservation', 'HTL-1'], cancelled, '/reservations/cancel/hotel', true)).toEqual([])
  })
})

describe('dining events (§R3 dining events)', () => {
  const results = (search: Record<string, unknown>) => ({ pathname: '/dining/search-results', search })
  const criteria = { destination: 'Paris', date: '2027-03-12', time: '19:30', guests: 2, sort: 'recommended', page: 1 }

  it('reports a search, then sort and filter changes of the same search, and a restaurant viewed', () => {
    expect(routeEvents(undefined, results(criteria))).toEqual([{ name: 'Dining Search', data: { destination: 'Paris', startDate: '2027-03-12', travelers: 2, source: 'direct' } }])
    expect(routeEvents(results(criteria), results({ ...criteria, guests: 4 }))[0]).toMatchObject({ name: 'Dining Search', data: { travelers: 4, source: 'onsite search' } })
    expect(routeEvents(results(criteria), results({ ...criteria, sort: 'rating', cuisines: ['FRENCH'] }))).toEqual([
      { name: 'Sort Order Changed', data: { sort: 'rating', previous: 'recommended', source: 'sort' } },
      { name: 'Listing Filter Added', data: { filter: 'cuisines', value: 'FRENCH', source: 'filter' } },
    ])
    expect(routeEvents(results(criteria), { pathname: '/dining/offer', search: { restaurantId: 'paris-r001' } })).toEqual([
      { name: 'Dining Detail Viewed', data: { productId: 'paris-r001', source: 'onsite search' } },
    ])
  })

  it('reports the listing viewed and a cancellation only when it happens', () => {
    expect(queryEvents(['dining-search', {}], { ok: true, value: { destination: { name: 'Paris' }, total: 30 } }, '/dining/search-results')).toEqual([
      { name: 'Dining Listing Viewed', data: { resultCount: 30, destination: 'Paris' } },
    ])
    const cancelled = { ok: true, value: { status: 'CANCELLED' } }
    expect(queryEvents(['dining-reservation', 'DN-1'], cancelled, '/reservations/cancel/dining')).toEqual([{ name: 'Dining Booking Cancelled', data: { reservationId: 'DN-1' } }])
    expect(queryEvents(['dining-reservation', 'DN-1'], cancelled, '/reservations/cancel/dining', true)).toEqual([])
  })
})

// §R3 activity listing, detail, search and booking events (tours and transport).
describe('activity events', () => {
  it('marks a tour or transfer search, then sorts and filters on the same results', () => {
    const tours = { pathname: '/tours/search-results', search: { destination: 'Rome', startDate: '2027-05-03', travelers: 2, sort: 'recommended', page: 1 } }
    expect(routeEvents(undefined, tours)).toEqual([{ name: 'Activity Search', data: { destination: 'Rome', startDate: '2027-05-03', endDate: '2027-05-03', travelers: 2, source: 'direct' } }])
    const refined = { ...tours, search: { ...tours.search, sort: 'rating', categories: ['FOOD_AND_DRINK'] } }
    expect(routeEvents(tours, refined)).toEqual([
      { name: 'Sort Order Changed', data: { sort: 'rating', previous: 'recommended', source: 'sort' } },
      { name: 'Listing Filter Added', data: { filter: 'categories', value: 'FOOD_AND_DRINK', source: 'filter' } },
    ])
    const rides = { pathname: '/transport/search-results', search: { origin: 'CDG', destination: 'Paris', date: '2027-05-03', time: '14:30', passengers: 3 } }
    expect(routeEvents(tours, rides)).toEqual([{ name: 'Activity Search', data: { destination: 'Paris', startDate: '2027-05-03', endDate: '2027-05-03', travelers: 3, source: 'direct' } }])
    expect(routeEvents(undefined, { pathname: '/transport/offer', search: { activityId: 'paris-transfer-cdg-private' } })).toEqual([
      { name: 'Activity Detail Viewed', data: { productId: 'paris-transfer-cdg-private', source: 'direct' } },
    ])
    expect(routeEvents(undefined, { pathname: '/reservations/view/activity', search: { reservationId: 'AC-23456789AB' } })).toEqual([
      { name: 'Reservation Details Viewed', data: { reservationId: 'AC-23456789AB', productType: 'activity' } },
    ])
  })

  it('reports listings, availability and a cancellation from the loaded data', () => {
    expect(queryEvents(['activity-search', {}], { ok: true, value: { destination: { name: 'Rome' }, total: 9 } }, '/tours/search-results')).toEqual([
      { name: 'Activity Listing Viewed', data: { resultCount: 9, destination: 'Rome' } },
    ])
    expect(queryEvents(['activity-search', {}], { ok: true, value: { destination: { name: 'Rome' }, total: 0 } }, '/transport/search-results')).toEqual([
      { name: 'Activity Listing No Results Displayed', data: { destination: 'Rome' } },
    ])
    const offer = { ok: true, value: { options: [{ departures: [{ available: false }, { available: true }] }] } }
    expect(queryEvents(['activity-offer', 'rome-tour-bike-tour', { date: '2027-05-04' }], offer, '/tours/offer')).toEqual([
      { name: 'Activity Availability Checked', data: { productId: 'rome-tour-bike-tour', available: true, startDate: '2027-05-04', endDate: '2027-05-04' } },
    ])
    const cancelled = { ok: true, value: { status: 'CANCELLED' } }
    expect(queryEvents(['activity-reservation', 'AC-1'], cancelled, '/reservations/cancel/activity')).toEqual([{ name: 'Activity Booking Cancelled', data: { reservationId: 'AC-1' } }])
    expect(queryEvents(['activity-reservation', 'AC-1'], cancelled, '/reservations/cancel/activity', true)).toEqual([])
  })
})

// The flight flow (§R2 flights routes): search, listing, detail, booking started and completed,
// reservation view and cancellation, each derived like the hotel's.
describe('events of the flight flow', () => {
  const flights = (search: Record<string, unknown>) => ({ pathname: '/flights/search-results', search })
  const flightCriteria = { origin: 'JFK', destination: 'LHR', departDate: '2027-03-12', returnDate: '2027-03-19', adults: 2, children: 1, infantsInSeat: 0, infantsOnLap: 1, cabin: 'ECONOMY', sort: 'price', page: 1 }

  it('sends a flight search on arrival and when the criteria change, with every traveller counted', () => {
    expect(routeEvents(undefined, flights(flightCriteria))).toEqual([
      {
        name: 'Flight Search',
        data: { origin: 'JFK', destination: 'LHR', startDate: '2027-03-12', endDate: '2027-03-19', travelers: 4, cabin: 'ECONOMY', source: 'direct' },
      },
    ])
    expect(routeEvents(flights(flightCriteria), flights({ ...flightCriteria, cabin: 'BUSINESS' }))[0]).toMatchObject({ name: 'Flight Search', data: { cabin: 'BUSINESS', source: 'onsite search' } })
    expect(routeEvents(flights(flightCriteria), flights({ ...flightCriteria, page: 2 }))).toEqual([])
    // One adult and the economy cabin are defaults the address leaves out.
    expect(routeEvents(undefined, flights({ origin: 'JFK', destination: 'LHR', departDate: '2027-03-12' }))[0]?.data).toMatchObject({ travelers: 1, cabin: undefined })
  })

  it('tells the sort and the stops, airlines and time filters apart from a new search', () => {
    expect(routeEvents(flights({ ...flightCriteria, stops: [0] }), flights({ ...flightCriteria, sort: 'duration', carriers: ['BA'] }))).toEqual([
      { name: 'Sort Order Changed', data: { sort: 'duration', previous: 'price', source: 'sort' } },
      { name: 'Listing Filter Removed', data: { filter: 'stops', value: '0', source: 'filter' } },
      { name: 'Listing Filter Added', data: { filter: 'carriers', value: 'BA', source: 'filter' } },
    ])
  })

  it('reports the listing or no results, the flight’s details at checkout, and a cancellation only when it happens', () => {
    expect(queryEvents(['air-search', {}], { ok: true, value: { destination: { name: 'London' }, total: 18 } }, '/flights/search-results')).toEqual([
      { name: 'Flight Listing Viewed', data: { resultCount: 18, destination: 'London' } },
    ])
    expect(queryEvents(['air-search', {}], { ok: true, value: { destination: { name: 'London' }, total: 0 } }, '/flights/search-results')).toEqual([
      { name: 'Flight Listing No Results Displayed', data: { destination: 'London' } },
    ])
    expect(queryEvents(['air-search', {}], { ok: true, value: { total: 3 } }, '/accommodations/search-results')).toEqual([])
    expect(queryEvents(['air-offer', 'AIR-1', { adults: 1 }], { ok: true, value: {} }, '/flights/checkout')).toEqual([
      { name: 'Flight Detail Viewed', data: { productId: 'AIR-1', source: 'direct' } },
    ])
    const cancelled = { ok: true, value: { status: 'CANCELLED' } }
    expect(queryEvents(['air-reservation', 'AIR-1'], cancelled, '/reservations/cancel/air')).toEqual([{ name: 'Flight Booking Cancelled', data: { reservationId: 'AIR-1' } }])
    expect(queryEvents(['air-reservation', 'AIR-1'], cancelled, '/reservations/cancel/air', true)).toEqual([])
    expect(queryEvents(['air-reservation', 'AIR-1'], { ok: true, value: { status: 'CONFIRMED' } }, '/reservations/cancel/air')).toEqual([])
  })
})

describe('reservations joining a trip and viewed (§R3 reservation trip assigned, reservation details viewed)', () => {
  const booked = { ok: true, value: { status: 'CONFIRMED', orderId: 'OR-7KQ2M9XWPA' } }

  it('assigns every line’s booking to its order’s trip when the confirmation loads it', () => {
    for (const [kind, path] of [
      ['hotel-reservation', '/accommodations/confirmation'],
      ['car-reservation', '/mobility/confirmation'],
      ['dining-reservation', '/dining/confirmation'],
      ['activity-reservation', '/transport/confirmation'],
      ['air-reservation', '/flights/confirmation'],
    ] as const) {
      expect(queryEvents([kind, 'R-1'], booked, path, true)).toEqual([{ name: 'Reservation Trip Assigned', data: { reservationId: 'R-1', tripId: 'OR-7KQ2M9XWPA' } }])
    }
    expect(queryEvents(['hotel-reservation', 'R-1'], booked, '/reservations/view/hotel')).toEqual([])
    expect(queryEvents(['hotel-reservation', 'R-1'], { ok: true, value: { status: 'CONFIRMED' } }, '/accommodations/confirmation')).toEqual([])
  })

  it('reports a car reservation viewed like the other lines', () => {
    expect(routeEvents(undefined, { pathname: '/reservations/view/car', search: { reservationId: 'CR-1' } })).toEqual([
      { name: 'Reservation Details Viewed', data: { reservationId: 'CR-1', productType: 'car' } },
    ])
  })
})

describe('interaction sources (§R3)', () => {
  const search = routeEvents(undefined, results(criteria))

  it('credits the destination carousel with the search and the detail it leads to', () => {
    expect(withInteractionSource(search, 'destination carousel')).toEqual([{ ...search[0], data: { ...search[0]!.data, source: 'destination carousel' } }])
    expect(withInteractionSource(search, undefined)).toEqual(search)
  })

  it('credits a stepper with searches only, and never overrides a filter or sort', () => {
    expect(withInteractionSource(search, 'stepper')[0]!.data).toMatchObject({ source: 'stepper' })
    const detail = routeEvents(undefined, { pathname: '/accommodations/offer', search: { hotelId: 'h-1' } })
    expect(withInteractionSource(detail, 'stepper')).toEqual(detail)
    const sorted = routeEvents(results({ ...criteria, sort: 'featured' }), results({ ...criteria, sort: 'price' }))
    expect(withInteractionSource(sorted, 'destination carousel')).toEqual(sorted)
  })

  it('recognises a change of result view alone', () => {
    expect(onlyViewChanged(results({ ...criteria, view: 'grid' }), results({ ...criteria, view: 'map' }))).toBe(true)
    expect(onlyViewChanged(results({ ...criteria, view: 'grid' }), results({ ...criteria, view: 'map', page: 2 }))).toBe(false)
    expect(onlyViewChanged(undefined, results({ ...criteria, view: 'map' }))).toBe(false)
  })
})

// Hotels and flights alike: booking started on arriving at checkout (first in the document, or from the results),
// not again as its choices change, completed at the confirmation, and the reservation view, each once per arrival.
describe.each([
  { line: 'hotel', from: undefined, checkout: { pathname: '/accommodations/checkout', search: { hotelId: 'h-1', rateId: 'r' } }, changed: { rateId: 's' }, productId: 'h-1', started: 'Hotel Booking Started', confirmation: '/accommodations/confirmation', completed: 'Hotel Booking Completed', reservationId: 'HTL-123456', productType: 'hotel' },
  { line: 'flight', from: { pathname: '/flights/search-results', search: { origin: 'JFK', destination: 'LHR', departDate: '2027-03-12' } }, checkout: { pathname: '/flights/checkout', search: { offerId: 'AIR-1', fareFamily: 'BASIC', adults: 1 } }, changed: { fareFamily: 'FLEX' }, productId: 'AIR-1', started: 'Flight Booking Started', confirmation: '/flights/confirmation', completed: 'Flight Booking Completed', reservationId: 'AIR-123456', productType: 'air' },
])('booking events of the $line flow', (line) => {
  it('marks booking started, booking completed and the reservation view once per arrival', () => {
    const { checkout, reservationId } = line
    expect(routeEvents(line.from, checkout)).toEqual([{ name: line.started, data: { productId: line.productId } }])
    expect(routeEvents(checkout, { ...checkout, search: { ...checkout.search, ...line.changed } })).toEqual([])
    expect(routeEvents(checkout, { pathname: line.confirmation, search: { reservationId } })).toEqual([{ name: line.completed, data: { reservationId } }])
    expect(routeEvents(undefined, { pathname: `/reservations/view/${line.productType}`, search: { reservationId } })).toEqual([
      { name: 'Reservation Details Viewed', data: { reservationId, productType: line.productType } },
    ])
  })
})
