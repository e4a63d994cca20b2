// The hotel line of the simulator (simulator/shared/simulator-line.ts): the hotel part of the lxp contract
// answered from its services, its booked room nights and its popular destinations, and its line of the booking
// pipeline (booking/booking-line.ts): a room and rate re-priced for the stay, its room nights held per room type,
// points where the rate takes them (not at pay-later rates), earning by payment timing, and the rate's cancellation
// policy until check-in; a pay-later stay's penalty is charged by the hotel to the card on file. A stay's dates and
// guests change in hotel-stay-change.server.ts, handed the pipeline. Its catalogue has no seed of its own:
// simulator.seed.ts writes the hotels with the destinations (`hotelCatalogue`).
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { HotelSearchCriteriaSchema } from '@contracts/lxp/hotel.schema'
import { hotelChildAgesOf } from '@contracts/lxp/hotel-party'
import type { HotelBookData, HotelQuote, HotelSelection } from '@contracts/lxp/hotel-checkout.schema'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { freeCancellationOpen, freeUntilEndOf, type VenueClock } from '@contracts/domain/venue-time'
import { database, type Executor } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import { today, venueClock } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { bookingPipeline } from '../booking/booking-pipeline.server'
import { formatAmount } from '../booking/booking-line'
import { freeCancellationBack } from '../booking/cancellation-quote'
import { nightsOf } from '../shared/calendar'
import { replaceRows } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine } from '../shared/simulator-line'
import { releaseRoomNights, reserveRoomNights } from './hotel-availability.server'
import { generateHotels, toStored, type Hotel } from './hotel-catalogue'
import { hotelEarnRate } from './hotel-choices'
import { compareHotels } from './hotel-compare.server'
import type { RoomRequest } from './hotel-criteria'
import { listDestinations } from './hotel-destinations.server'
import { getHotelOffer, quoteHotelRate, roomsOf, type HotelRateQuote } from './hotel-offer.server'
import { hotelPriceCalendar } from './hotel-price-calendar.server'
import { searchHotels } from './hotel-search.server'
import { changeStay, quoteStayChange } from './hotel-stay-change.server'
import { simHotels, simRoomNights } from './hotel.tables'

/**
 * Every destination's hotels, with their rooms and rules. Unlike the other lines' catalogues they have no version key
 * of their own: simulator.seed.ts writes them with the destinations and their airports, in one transaction under
 * `catalogue-version` (bump `catalogueVersion` there when the hotels change), as it always has, so a database seeded
 * before is read the same. Written in chunked bulk inserts, 400 rows an insert.
 */
export const hotelCatalogue = {
  generate: (): Hotel[] => destinations.flatMap((destination) => generateHotels(destination)),
  write: async (tx: Executor, hotels: Hotel[]) => {
    const rows = hotels.map((hotel) => ({ id: hotel.id, destinationId: hotel.destinationId, name: hotel.name, searchName: searchText(hotel.name), data: toStored(hotel) }))
    await replaceRows(tx, simHotels, rows, 400)
  },
}

/** My Trips' party of a stay: everyone, and the children among them by age. */
const partyOf = (stay: HotelReservation['stay']) => ({ travelers: stay.adults + stay.childAges.length, childAges: stay.childAges })

export const hotelBooking = bookingPipeline<HotelSelection, HotelRateQuote, HotelQuote, HotelBookData, HotelReservation, void, VenueClock>({
  type: 'HOTEL',
  reservationPrefix: 'HT',
  messages: {
    pointsOff: 'Points cannot be used for hotels on this site.',
    // A hotel takes points from any member with a balance (§R3 per-product rules, rules.ts).
    pointsNotOnCard: 'You have no points to use yet.',
    notFound: (reservationId) => `We could not find the reservation ${reservationId}.`,
    alreadyCancelled: 'This reservation is already cancelled.',
  },
  offer: quoteHotelRate,
  selectionOf: (request) => request,
  quoteOf: (quote, selection) => {
    const { price } = quote.rate
    return {
      selection,
      hotel: { ...quote.hotel, timeZone: quote.destination.timeZone },
      destination: { id: quote.destination.id, name: quote.destination.name, country: quote.destination.country },
      room: { id: quote.room.id, name: quote.room.name, beds: quote.room.beds, maxOccupancy: quote.room.maxOccupancy, smoking: quote.room.smoking, accessible: quote.room.accessible },
      rate: {
        id: quote.rate.id,
        name: quote.rate.name,
        refundable: quote.rate.refundable,
        payment: quote.rate.payment,
        pointsEligible: quote.rate.pointsEligible,
        cancellationPolicy: quote.rate.cancellationPolicy,
      },
      stay: {
        checkIn: quote.stay.checkIn,
        checkOut: quote.stay.checkOut,
        nights: quote.stay.nights,
        rooms: quote.stay.rooms,
        adults: quote.stay.adults,
        childAges: quote.stay.guests.flatMap((room) => room.childAges),
      },
      price: {
        currency: price.currency,
        nightly: price.nightly,
        roomTotal: price.roomTotal,
        longStayDiscount: price.longStayDiscount,
        taxes: price.taxes,
        fees: price.fees,
        total: price.total,
        dueNow: price.dueNow,
        dueAtProperty: price.dueAtProperty,
      },
      roomsLeft: quote.roomsLeft,
    }
  },
  points: {
    line: () => 'accommodations',
    refusal: ({ rate }) => (rate.pointsEligible ? null : rate.payment === 'PAY_LATER' ? 'This rate is paid at the hotel, so points cannot be used.' : 'This hotel does not take points.'),
    // Hotels show what a stay earns to everyone; the booking earns it for a member whose card earns.
    earnRate: ({ rate }) => hotelEarnRate(rate),
  },
  hold: (tx, { offer }) => reserveRoomNights(tx, { room: offer.room, nights: offer.stay.nightDates, rooms: offer.stay.rooms }),
  reservationOf: ({ quote, request, payment }) => ({
    hotel: quote.hotel,
    destination: quote.destination,
    room: quote.room,
    rate: quote.rate,
    stay: quote.stay,
    price: quote.price,
    traveler: request.traveler,
    roomPreference: request.roomPreference,
    specialRequests: request.specialRequests,
    ...(request.loyaltyCardNumber ? { loyaltyCardNumber: request.loyaltyCardNumber } : {}),
    payment: { ...payment, dueAtProperty: quote.price.dueAtProperty },
    changes: [],
  }),
  summaryOf: ({ hotel, room, stay }) => ({
    title: hotel.name,
    party: partyOf(stay),
    location: `${hotel.address.cityName}, ${hotel.address.countryName}`,
    startDate: stay.checkIn,
    endDate: stay.checkOut,
    orderTitle: `${hotel.name}, ${room.name}`,
  }),
  emailOf: (request) => request.traveler.email,
  cancellation: {
    momentOf: (_db, reservation, { today }) => (reservation.hotel.timeZone ? venueClock(reservation.hotel.timeZone, today) : { date: today, time: '00:00' }),
    /**
     * Free until the rate's deadline (a day on the hotel's clock), then its penalty, until check-in: the stay starts at
     * the hotel's check-in-from time on the check-in day, not at its midnight (issue 37).
     */
    termsOf: (reservation, now) => {
      const { price, rate, stay, hotel } = reservation
      const today = now.date
      if (`${stay.checkIn}T${hotel.checkInFrom}` <= `${now.date}T${now.time}`) return { refusal: { message: 'The stay has started, so it can no longer be cancelled here. Please contact the hotel.' } }
      const until = rate.cancellationPolicy.freeCancellationUntil
      const free = rate.refundable && freeCancellationOpen(until, today)
      const prepaid = price.dueNow
      const policyPenalty = rate.cancellationPolicy.penaltyAfterDeadline.amount
      // Pay-later stays: the hotel charges the penalty to the card on file; prepaid: it is kept from what was paid.
      const penalty = free ? 0 : prepaid === 0 ? policyPenalty : Math.min(prepaid, policyPenalty)
      const headline = free && until ? `${freeUntilEndOf(until, hotel.timeZone)}: ${freeCancellationBack(reservation)}.` : `Cancelling now costs ${formatAmount(penalty, price.currency)}${prepaid === 0 ? ', charged by the hotel to your card' : ''}.`
      return { freeCancellation: free, penalty, keptFromPaid: Math.min(penalty, prepaid), headline }
    },
    release: (tx, { room, stay }) => releaseRoomNights(tx, { roomTypeId: room.id, nights: nightsOf(stay.checkIn, stay.checkOut), rooms: stay.rooms }),
  },
})

const from = refusalsPlaced('hotelId', 'any')

const hotelRouter = tsr.router(lxpContract.hotel, {
  destinations: async ({ query }) => ({ status: 200, body: { suggestions: await listDestinations(await database(), query.query, query.limit) } }),
  search: async ({ body }) => ({ status: 200, body: await from('body', searchHotels(await database(), body, today())) }),
  priceCalendar: async ({ body }) => ({ status: 200, body: await from('body', hotelPriceCalendar(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getHotelOffer(await database(), params.hotelId, { ...query, childAges: hotelChildAgesOf(query.childAges) }, today())) }),
  compare: async ({ body }) => {
    const { hotelIds, ...stay } = body
    return { status: 200, body: await from('body', compareHotels(await database(), hotelIds, { ...stay, rooms: roomsOf(stay) as RoomRequest[] }, today())) }
  },
  ...bookingRoutes(hotelBooking, from),
  stayChangeQuote: async ({ params, body }, { request }) => {
    const { email, ...stay } = body
    return { status: 200, body: await from('body', quoteStayChange(hotelBooking, await database(), params.reservationId, stay, { customerId: customerOf(request), email }, today()), 'modifyErrors') }
  },
  stayChange: async ({ params, body, headers }, { request, responseHeaders }) => {
    const { email, acceptTerms: _accepted, ...change } = body
    const context = { customerId: customerOf(request), email, idempotencyKey: headers['idempotency-key'], today: today() }
    const answer = await from('body', changeStay(hotelBooking, await database(), params.reservationId, change, context), 'modifyErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 200, body: answer.body }
  },
})

/** A stay for two on the default dates, from the lowest nightly price the results' facet states. */
const popularStays: PopularLine = {
  searchOf: (destination, { startDate, endDate }) => ({ origin: null, destination: destination.name, startDate, endDate, travelers: 2 }),
  lowestPrice: async (db, search, day) => {
    const { total, facets } = await searchHotels(db, HotelSearchCriteriaSchema.parse({ destination: search.destination, checkIn: search.startDate, checkOut: search.endDate, rooms: [{ adults: search.travelers }], sort: 'price-asc', pageSize: 1 }), day)
    return total > 0 ? { from: { amount: facets.price.min, currency: facets.price.currency }, pricedPer: 'NIGHT' } : null
  },
}

export const hotelLine = simulatorLine({ router: hotelRouter, booking: hotelBooking, bookedInventory: [simRoomNights], popular: { hotel: popularStays } })
