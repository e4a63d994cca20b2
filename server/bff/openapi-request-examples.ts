// The request examples of the OpenAPI document that no schema can make up: real ids, places, dates and
// prices of the sandbox's catalogue, so that every operation sent with its examples as they are succeeds
// on a freshly started sandbox (tests/contract/openapi-request-examples.test.ts sends them all, issue 41).
// One journey: a three-night stay in New York, a car at LAX, dinner in Paris, a food tour in Rome and a
// flight New York–London, all booked by the same traveller. Ids a caller's own calls make (a reservation,
// a saved traveller, a webhook endpoint and its deliveries) cannot be known before those calls: they are
// shown in the exact form the server answers them (the test checks it against the answers), to be
// replaced by your own.
// A path or query parameter set to `undefined` has no example (it is optional, and no made-up value fits).
import { cardExample } from '@contracts/lxp/shared/payment.schema'

type OperationExamples = { parameters?: Record<string, unknown>; body?: Record<string, unknown> }

const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15' }
const hotel = { hotelId: 'new-york-001', roomTypeId: 'new-york-001-r1', rateId: 'new-york-001-r1-flex', ...stay, rooms: 1, adults: 2 }
const rental = { pickUpDate: '2027-03-12', pickUpTime: '10:00', dropOffDate: '2027-03-15', dropOffTime: '10:00', driverAge: 30 }
const car = { ...rental, offerId: 'los-angeles-lax-avis-economy', extras: [] }
const dinner = { restaurantId: 'paris-r001', optionId: 'table', date: '2027-03-12', time: '19:30', partySize: 2 }
const tour = { activityId: 'rome-tour-food-tasting', optionId: 'group', date: '2027-05-04', time: '11:00', travelers: 3, childAges: [4] }
const flight = { offerId: 'Y.HZ8596-EWRLHR-20270312~HZ3266-LHRLGA-20270319', fareFamily: 'STANDARD' }
/** The same flights a day later, as the exchange search for the booked flight finds them. */
const exchangedFlight = 'Y.HZ8596-EWRLHR-20270313~HZ3266-LHRLGA-20270320'
/** The traveller's email in every booking example, and so the one that finds those bookings. */
const email = 'traveller@example.com'
const reservationParameters = { reservationId: 'HT-7KQ2M9XWPA', email }
const endpoint = { endpointId: 'we_Q2x8VvJr1bLm4Zt7Yp0aXw' }

/** An airport transfer in London the morning the flight lands: Heathrow to an address in the city centre (issue 41). */
const transfer = { activityId: 'london-transfer-lhr-private', optionId: 'private-sedan', date: '2027-03-13', time: '09:30', travelers: 2, from: 'london-lhr', to: 'london-city' }

/** The card of the examples (a test number) paying what a change costs more. */
const byCard = { mode: 0, points: 0, card: cardExample }

/** What each line's quote answers as `price.dueNow` for the examples above: the booking's `expectedDueNow`. */
const dueNow = { hotel: 75_592, car: 16_629, dining: 0, activity: 35_738, transfer: 11_596, air: 117_328 }

/** By operation id: the parameters' examples by name, and the body's fields that replace the generated ones. */
export const requestExamples: Record<string, OperationExamples> = {
  'site.getPageContent': { parameters: { page: 'accommodations' } },
  'site.partnerResources.getPartnerResource': { parameters: { resourceId: 'card-travel-benefits-guide' } },
  'lxp.hotel.destinations': { parameters: { query: 'new', limit: 8 } },
  'lxp.hotel.offer': { parameters: { hotelId: hotel.hotelId, ...stay, rooms: 1, adults: 2 } },
  'lxp.hotel.quote': { body: hotel },
  'lxp.hotel.book': { body: { ...hotel, expectedDueNow: dueNow.hotel } },
  'lxp.hotel.stayChangeQuote': { parameters: { reservationId: 'HT-7KQ2M9XWPA' }, body: { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2, email } },
  'lxp.hotel.stayChange': { parameters: { reservationId: 'HT-7KQ2M9XWPA' }, body: { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2, expectedAmountDue: 277, payment: byCard, email } },
  'lxp.hotel.reservations.view': { parameters: reservationParameters },
  'lxp.hotel.reservations.cancelQuote': { parameters: reservationParameters, body: { email } },
  'lxp.hotel.reservations.cancel': { parameters: reservationParameters, body: { email } },
  'lxp.car.search': { body: { ...rental, pickUpLocation: 'LAX', dropOffLocation: undefined } },
  'lxp.car.offer': { parameters: { ...rental, offerId: car.offerId, dropOffLocationId: undefined, extras: undefined } },
  'lxp.car.quote': { body: { ...car, dropOffLocationId: undefined } },
  'lxp.car.book': { body: { ...car, dropOffLocationId: undefined, expectedDueNow: dueNow.car } },
  'lxp.car.reservations.view': { parameters: { ...reservationParameters, reservationId: 'CR-7KQ2M9XWPA' } },
  'lxp.car.reservations.cancelQuote': { parameters: { ...reservationParameters, reservationId: 'CR-7KQ2M9XWPA' }, body: { email } },
  'lxp.car.reservations.cancel': { parameters: { ...reservationParameters, reservationId: 'CR-7KQ2M9XWPA' }, body: { email } },
  'lxp.dining.offer': { parameters: { restaurantId: dinner.restaurantId, date: dinner.date, time: dinner.time, partySize: dinner.partySize } },
  'lxp.dining.quote': { body: dinner },
  'lxp.dining.book': { body: { ...dinner, expectedDueNow: dueNow.dining } },
  'lxp.dining.reservations.view': { parameters: { ...reservationParameters, reservationId: 'DN-7KQ2M9XWPA' } },
  'lxp.dining.reservations.cancelQuote': { parameters: { ...reservationParameters, reservationId: 'DN-7KQ2M9XWPA' }, body: { email } },
  'lxp.dining.reservations.cancel': { parameters: { ...reservationParameters, reservationId: 'DN-7KQ2M9XWPA' }, body: { email } },
  'lxp.air.search': { body: { origin: 'New York', destination: 'London', departDate: '2027-03-12', returnDate: '2027-03-19' } },
  'lxp.air.offer': { parameters: { offerId: flight.offerId } },
  'lxp.air.quote': { body: flight },
  'lxp.air.book': {
    body: {
      ...flight,
      passengers: [{ type: 'ADULT', firstName: 'Avery', lastName: 'Lee', dateOfBirth: '1990-04-18', gender: 'FEMALE', seats: {}, checkedBags: 0, passport: { number: 'X1234567', country: 'US', expiresOn: '2032-06-30' } }],
      expectedDueNow: dueNow.air,
    },
  },
  'lxp.air.exchangeSearch': { parameters: { reservationId: 'AR-7KQ2M9XWPA' }, body: { departDate: '2027-03-13', returnDate: '2027-03-20', email } },
  'lxp.air.exchangeQuote': { parameters: { reservationId: 'AR-7KQ2M9XWPA' }, body: { offerId: exchangedFlight, email } },
  'lxp.air.exchangeBook': { parameters: { reservationId: 'AR-7KQ2M9XWPA' }, body: { offerId: exchangedFlight, expectedAmountDue: 13_628, email } },
  'lxp.air.reservations.view': { parameters: { ...reservationParameters, reservationId: 'AR-7KQ2M9XWPA' } },
  'lxp.air.reservations.cancelQuote': { parameters: { ...reservationParameters, reservationId: 'AR-7KQ2M9XWPA' }, body: { email } },
  'lxp.air.reservations.cancel': { parameters: { ...reservationParameters, reservationId: 'AR-7KQ2M9XWPA' }, body: { email } },
  'lxp.activity.offer': { parameters: { activityId: tour.activityId, date: tour.date, travelers: tour.travelers, childAges: '4', time: undefined, from: undefined, to: undefined } },
  'lxp.activity.quote': { body: tour },
  'lxp.activity.book': { body: { ...tour, from: undefined, to: undefined, language: 'en', expectedDueNow: dueNow.activity } },
  'lxp.activity.reservations.view': { parameters: { ...reservationParameters, reservationId: 'AC-7KQ2M9XWPA' } },
  'lxp.activity.reservations.cancelQuote': { parameters: { ...reservationParameters, reservationId: 'AC-7KQ2M9XWPA' }, body: { email } },
  'lxp.activity.reservations.cancel': { parameters: { ...reservationParameters, reservationId: 'AC-7KQ2M9XWPA' }, body: { email } },
  'lxp.reservations.find': { body: { number: 'OR-7KQ2M9XWPA', email } },
  'messages.errorMessage': { parameters: { code: 'SOLD_OUT', locale: 'en-US' } },
  'webhooks.deleteEndpoint': { parameters: endpoint },
  'webhooks.listDeliveries': { parameters: endpoint },
  'webhooks.resendDelivery': { parameters: { ...endpoint, deliveryId: 'wd_Hn3kR8sLq2Vx9TzB4mWc1A' } },
  'webhooks.scheduleChange': { body: { reservationId: 'AR-7KQ2M9XWPA' } },
}

type NamedExample = { summary: string; body: Record<string, unknown> }

/**
 * Operations whose body takes more than one kind of request, by operation id: each kind's example by name
 * (published as the body's `examples`, in place of one `example`), the first the one code samples show.
 */
export const namedRequestExamples: Record<string, Record<string, NamedExample>> = {
  'lxp.activity.quote': {
    tour: { summary: 'A tour: a food tasting in Rome', body: tour },
    transfer: { summary: 'A transfer: Heathrow to central London (from and to required)', body: transfer },
  },
  'lxp.activity.book': {
    tour: { summary: 'A tour: a food tasting in Rome', body: { ...tour, from: undefined, to: undefined, language: 'en', expectedDueNow: dueNow.activity } },
    transfer: {
      summary: 'A transfer: Heathrow to central London (from and to required; the drop-off address too, as the quote’s dropOff asks)',
      body: { ...transfer, childAges: undefined, pickUpPoint: 'HZ8596', dropOffPoint: '10 Downing Street, London SW1A 2AA', language: 'en', expectedDueNow: dueNow.transfer },
    },
  },
}

/** A body example with the operation's real fields in place of the generated ones (`undefined` drops a field). */
export function withRealFields(generated: unknown, fields: Record<string, unknown> | undefined): unknown {
  if (!fields || !generated || typeof generated !== 'object') return generated
  return Object.fromEntries(Object.entries({ ...generated, ...fields }).filter(([, value]) => value !== undefined))
}
