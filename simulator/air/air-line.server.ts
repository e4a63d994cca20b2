// The flight line of the simulator (simulator/shared/simulator-line.ts): the air part of the lxp contract answered
// from its services, its route network written on first start, its taken seats and its popular destinations (flown
// from an origin, JFK unless the landing page names another). Its line of the booking pipeline
// (booking/booking-line.ts): an itinerary and fare family priced for the passengers with their bags, seats held on
// every flight, points earned by cabin, and the fare's cancellation rule: free within 24 hours of booking, then
// Flex in full, Standard less a fee per passenger, Basic only taxes and bags; change fees paid for an exchange come
// back only within the free 24 hours (contracts/domain/exchange.ts). The exchange (air-exchange.server.ts), handed
// the pipeline, changes a booking.
import { tsr } from '@ts-rest/serverless/fetch'
import { eq } from 'drizzle-orm'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { AirSearchCriteriaSchema, type AirPassengerCounts } from '@contracts/lxp/air.schema'
import type { AirBookData, AirQuote, AirReservation } from '@contracts/lxp/air-checkout.schema'
import { flightCancellationKept } from '@contracts/domain/exchange'
import { venueInstant } from '@contracts/domain/venue-time'
import { maskPassportNumber } from '@contracts/domain/travel-documents'
import { database, type Database } from '../db/database'
import { lookUpAirports } from '../catalogue/airports.server'
import { destinations } from '../catalogue/destinations'
import { distanceKm } from '../catalogue/geo'
import { simulatorSeed } from '../random'
import { replaceRows, writeCatalogueOnce } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine } from '../shared/simulator-line'
import { today } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { bookingPipeline } from '../booking/booking-pipeline.server'
import { formatAmount, type CancellationTime } from '../booking/booking-line'
import { freeCancellationBack } from '../booking/cancellation-quote'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { airlineReferenceOf } from '../ids'
import { directCarriers, airEarnRate, bagFees, standardCancellationFee } from './air-catalogue'
import { exchangeFlights, quoteExchange, searchExchange } from './air-exchange.server'
import { airFareCalendar, airFareGrid } from './air-fare-calendar.server'
import { networkOf, bookedSeats, itineraryOf, parseOfferId, publicItinerary, seatedCount } from './air-itineraries.server'
import { getFlightOffer, searchFlights, checkOnSale } from './air-search.server'
import { simAirRoutes, simAirSeats } from './air.tables'
import { checkPassengers, countsOf, seatPassengers } from './air-passengers.server'

const airCatalogueVersion = `1:${simulatorSeed}`

/** The route network between the destinations' airports (a few thousand rows in one bulk insert), under its own version key. */
async function seedAirCatalogue(db: Database) {
  await writeCatalogueOnce(
    db,
    { key: 'air-network-version', version: airCatalogueVersion, lockKey: 20_260_031 },
    async () => {
      const airports = await lookUpAirports(destinations.flatMap((destination) => destination.airports))
      const routes: (typeof simAirRoutes.$inferInsert)[] = []
      for (const departure of airports) {
        for (const arrival of airports) {
          const km = Math.round(distanceKm(departure, arrival))
          const flown = directCarriers({ ...departure }, { ...arrival }, km)
          if (flown.length > 0) routes.push({ origin: departure.iata, destination: arrival.iata, distanceKm: km, carriers: flown })
        }
      }
      return routes
    },
    (tx, routes) => replaceRows(tx, simAirRoutes, routes, 500),
  )
}

type AirQuoteInput = { offerId: string; fareFamily: AirQuote['fare']['family']; passengers: AirPassengerCounts; checkedBags: number[] }

/** The offer's flights priced for the passengers (a booking without an adult is priced as one, then refused). */
async function pricedItinerary(db: Database, input: AirQuoteInput, today: string) {
  const passengers = { ...input.passengers, adults: Math.max(1, input.passengers.adults) }
  const network = await networkOf(db)
  const { cabin, bounds } = parseOfferId(network, input.offerId)
  const segments = bounds.flat()
  checkOnSale(bounds, today)
  if (segments.some((segment) => network.airports.get(segment.from.code)?.sanctioned || network.airports.get(segment.to.code)?.sanctioned)) {
    throw new SimulatorError(supplierCodes.sanctioned, 'We cannot offer travel to or from this destination because of international sanctions.', { field: 'offerId' })
  }
  const booked = await bookedSeats(db, segments.map((segment) => segment.id))
  const itinerary = itineraryOf(bounds, cabin, passengers, booked, today)
  if (itinerary.seatsLeft < seatedCount(passengers)) {
    throw new SimulatorError('SOLD_OUT', itinerary.seatsLeft === 0 ? 'These flights are sold out in this cabin.' : `Only ${itinerary.seatsLeft} seats are left on these flights.`, { field: 'offerId' })
  }
  return itinerary
}

type Itinerary = Awaited<ReturnType<typeof pricedItinerary>>
const segmentsOf = (itinerary: Pick<Itinerary, 'bounds'>) => itinerary.bounds.flatMap((bound) => bound.segments)
const freeWindowMs = 24 * 3_600_000

export const airBooking = bookingPipeline<AirQuoteInput, Itinerary, AirQuote, AirBookData, AirReservation, Record<string, string>[], CancellationTime>({
  type: 'AIR',
  reservationPrefix: 'AR',
  bookingKey: 'book-air',
  messages: {
    pointsOff: 'Points cannot be used for flights on this site.',
    pointsNotOnCard: 'Your card does not earn or use points on flights.',
    notFound: (reservationId) => `We could not find the reservation ${reservationId}.`,
    alreadyCancelled: 'This reservation is already cancelled.',
    priceName: 'price',
  },
  offer: pricedItinerary,
  quoteOf: (itinerary, input) => {
    const fare = itinerary.fares.find((option) => option.family === input.fareFamily)!
    const directions = itinerary.bounds.length
    const baggage = input.checkedBags.slice(0, seatedCount(input.passengers)).reduce((sum, bags) => sum + bagFees(fare.baggage, bags) * directions, 0)
    const total = fare.total + baggage
    return {
      selection: { offerId: input.offerId, fareFamily: input.fareFamily, passengers: input.passengers },
      itinerary: publicItinerary(itinerary),
      fare,
      price: { currency: itinerary.currency, base: fare.base, taxes: fare.taxes, fare: fare.total, baggage, changeFees: 0, total, dueNow: total },
    }
  },
  selectionOf: (request) => ({
    offerId: request.offerId,
    fareFamily: request.fareFamily,
    passengers: countsOf(request.passengers),
    checkedBags: request.passengers.filter((passenger) => passenger.type !== 'INFANT_IN_LAP').map((passenger) => passenger.checkedBags),
  }),
  checkBooking: (request, _quote, itinerary, today) => checkPassengers(request, segmentsOf(itinerary), today),
  points: { line: () => 'flights', earnRate: (itinerary) => airEarnRate(itinerary.cabin) },
  hold: (tx, { offer: itinerary, request, reservationId }) =>
    seatPassengers(tx, request.passengers, segmentsOf(itinerary), itinerary.cabin, reservationId, { message: 'A seat you chose was just taken. Choose your seats again.', field: 'passengers' }),
  reservationOf: ({ quote, request, held: seats, reservationId }) => ({
    itinerary: quote.itinerary,
    fare: quote.fare,
    price: quote.price,
    airlineReference: airlineReferenceOf(reservationId),
    // The airline keeps the passport; the reservation shows its number's last characters only.
    passengers: request.passengers.map(({ passport, ...passenger }, index) => ({ ...passenger, ...(passport ? { passport: { ...passport, number: maskPassportNumber(passport.number) } } : {}), seats: seats[index]! })),
    contact: request.contact,
    exchanges: [],
    scheduleChanges: [],
  }),
  summaryOf: ({ itinerary }) => {
    const segments = segmentsOf(itinerary)
    const outboundEnd = itinerary.bounds[0]!.segments.at(-1)!
    return {
      title: `${segments[0]!.from.city} to ${outboundEnd.to.city}${itinerary.bounds.length > 1 ? ', round trip' : ''}`,
      location: segments.map((segment) => `${segment.carrier.code}${segment.flightNumber}`).join(', '),
      startDate: segments[0]!.departure.slice(0, 10),
      endDate: segments.at(-1)!.arrival.slice(0, 10),
    }
  },
  emailOf: (request) => request.contact.email,
  cancellation: {
    momentOf: (_db, _reservation, time) => time,
    termsOf: (reservation, { now }) => {
      const { price, fare } = reservation
      // The trip starts when its first flight leaves, on its airport's clock, not at the UTC date (issue 36).
      const first = reservation.itinerary.bounds[0]!.segments[0]!
      if (venueInstant(first.departure, first.from.timeZone) <= now.getTime()) return { refusal: { message: 'The trip has started, so it can no longer be cancelled here. Please contact the airline.' } }
      const free = now.getTime() - new Date(reservation.createdAt).getTime() < freeWindowMs
      const travellers = reservation.passengers.filter((passenger) => passenger.type !== 'INFANT_IN_LAP').length
      const farePenalty = fare.family === 'FLEX' ? 0 : fare.family === 'STANDARD' ? Math.min(price.base, standardCancellationFee * travellers) : price.base
      // Reservations stored before change fees were kept on the price have none.
      const changeFees = price.changeFees ?? 0
      const kept = flightCancellationKept({ free, farePenalty, changeFees })
      const penalty = kept.kept
      const amount = (value: number) => formatAmount(value, price.currency)
      const fees = kept.changeFees > 0 ? ` The ${amount(kept.changeFees)} you paid in change fees is not refunded.` : ''
      const headline = free
        ? `Within 24 hours of booking: ${freeCancellationBack(reservation, changeFees > 0 ? `the ${amount(changeFees)} change fee too` : undefined)}.`
        : kept.farePenalty === 0
          ? `Your ${fare.name} fare is fully refundable.${fees}`
          : `Cancelling now costs ${amount(kept.farePenalty)} under the ${fare.name} fare rules.${fees}`
      return { freeCancellation: penalty === 0, penalty, keptFromPaid: penalty, headline, freePeriodOpen: free }
    },
    release: async (tx, reservation) => {
      await tx.delete(simAirSeats).where(eq(simAirSeats.reservationId, reservation.reservationId))
    },
  },
})

const from = refusalsPlaced('offerId')

const airRouter = tsr.router(lxpContract.air, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchFlights(await database(), body, today())) }),
  fareCalendar: async ({ body }) => ({ status: 200, body: await from('body', airFareCalendar(await database(), body, today())) }),
  fareGrid: async ({ body }) => ({ status: 200, body: await from('body', airFareGrid(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getFlightOffer(await database(), params.offerId, query, today())) }),
  ...bookingRoutes(airBooking, from),
  exchangeSearch: async ({ params, body }, { request }) => ({
    status: 200,
    body: await from('body', searchExchange(airBooking, await database(), params.reservationId, body, { customerId: customerOf(request), email: body.email }, today()), 'modifyErrors'),
  }),
  exchangeQuote: async ({ params, body }, { request }) => ({
    status: 200,
    body: await from('body', quoteExchange(airBooking, await database(), params.reservationId, body.offerId, { customerId: customerOf(request), email: body.email }, today()), 'modifyErrors'),
  }),
  exchangeBook: async ({ params, body, headers }, { request, responseHeaders }) => {
    const context = { customerId: customerOf(request), email: body.email, idempotencyKey: headers['idempotency-key'], today: today() }
    const answer = await from('body', exchangeFlights(airBooking, await database(), params.reservationId, body, context), 'modifyErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 200, body: answer.body }
  },
})

/** A return flight for one from the origin to the destination's first airport, counted on the origin's day. */
const popularFlights: PopularLine = {
  searchOf: (destination, { origin, startDate, endDate }) => ({ origin, destination: destination.airports[0]!, startDate, endDate, travelers: 1 }),
  lowestPrice: async (db, search, day) => {
    const { items, facets } = await searchFlights(db, AirSearchCriteriaSchema.parse({ origin: search.origin, destination: search.destination, departDate: search.startDate, returnDate: search.endDate, sort: 'price', pageSize: 1 }), day)
    return items.length > 0 ? { from: { amount: facets.price.min, currency: items[0]!.currency }, pricedPer: 'TRAVELER' } : null
  },
  originTimeZone: async (db, origin) => (await networkOf(db)).airports.get(origin)?.timeZone,
}

export const airLine = simulatorLine({ router: airRouter, booking: airBooking, seed: seedAirCatalogue, bookedInventory: [simAirSeats], popular: { air: popularFlights } })
