// The dining line of the simulator (simulator/shared/simulator-line.ts): the dining part of the lxp contract
// answered from its services, its catalogue written on first start, its booked covers and its popular destinations.
// Its line of the booking pipeline (booking/booking-line.ts): a seating and option re-priced for the party, its
// covers held per seating, points only at rewards partners (a free table is guaranteed by a card), and the
// restaurant's policy until the seating, in its own time zone.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { DiningSearchCriteriaSchema, type DiningBookData, type DiningQuote, type DiningReservation, type DiningSelectionData } from '@contracts/lxp/dining.schema'
import { venueClockName } from '@contracts/domain/venue-time'
import { bookingRoutes } from '../booking/booking-routes.server'
import { writeDestinationCatalogueOnce } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine } from '../shared/simulator-line'
import { database, type Database } from '../db/database'
import { refusalsPlaced } from '../route-refusals'
import { simulatorSeed } from '../random'
import { today, venueClock } from '../clock'
import { bookingPipeline } from '../booking/booking-pipeline.server'
import { formatAmount } from '../booking/booking-line'
import { freeCancellationBack } from '../booking/cancellation-quote'
import { simulatorCurrency } from '../money'
import { SimulatorError } from '../simulator-error'
import { simDiningSeatings, simRestaurants } from './dining.tables'
import { generateRestaurants } from './dining-catalogue'
import { getDiningOffer, searchRestaurants, checkSelection, diningEarnRate, releaseCovers, reserveCovers, restaurantHeadline } from './dining-search.server'
import { policyOf, priceOf } from './dining-pricing'

// Version 4: reviews dated before the day the catalogue is written (issue 36 item 11).
const diningCatalogueVersion = `4:${simulatorSeed}`

/** The restaurants of every destination but the sanctioned one, under their own version key. */
async function seedDiningCatalogue(db: Database) {
  await writeDestinationCatalogueOnce(db, { key: 'dining-catalogue-version', version: diningCatalogueVersion, lockKey: 20_260_053 }, generateRestaurants, {
    table: simRestaurants,
    row: (restaurant) => ({ id: restaurant.id, destinationId: restaurant.destinationId, data: restaurant }),
    batchSize: 200,
  })
}

async function pricedSeating(db: Database, selection: DiningSelectionData, today: string) {
  const checked = await checkSelection(db, selection, today)
  if (checked.seatsLeft < selection.partySize) {
    throw new SimulatorError('SLOT_SOLD_OUT', `The ${selection.time} seating has no room left for ${selection.partySize}. Choose another time.`, { field: 'time' })
  }
  return { ...checked, price: priceOf(checked.option, selection.partySize, simulatorCurrency) }
}

type Moment = { date: string; time: string }

export const diningBooking = bookingPipeline<DiningSelectionData, Awaited<ReturnType<typeof pricedSeating>>, DiningQuote, DiningBookData, DiningReservation, void, Moment>({
  type: 'DINING',
  reservationPrefix: 'DN',
  messages: {
    pointsOff: 'Points cannot be used for dining on this site.',
    pointsNotOnCard: 'Dining does not take points on your card.',
    notFound: (reservationId) => `We could not find the dining reservation ${reservationId}.`,
    alreadyCancelled: 'This reservation is already cancelled.',
  },
  offer: pricedSeating,
  selectionOf: (request) => request,
  quoteOf: ({ restaurant, destination, option, seatsLeft, price, now }, selection) => {
    const booking = { date: selection.date, time: selection.time, partySize: selection.partySize }
    return {
      selection,
      restaurant: {
        ...restaurantHeadline(restaurant),
        pointsEligible: restaurant.pointsEligible,
        address: restaurant.address,
        phone: restaurant.phone,
        timeZone: restaurant.timeZone,
        dressCode: restaurant.dressCode,
      },
      destination: { id: destination.id, name: destination.name, country: destination.countryName },
      booking,
      option,
      seatsLeft,
      price,
      cancellationPolicy: policyOf(option, price, destination, booking, now),
      cardGuarantee: price.dueNow === 0,
    }
  },
  points: {
    line: () => 'dining',
    refusal: ({ restaurant }) => (restaurant.pointsEligible ? null : 'This restaurant does not take points; rewards partners do.'),
    earnRate: ({ restaurant }) => diningEarnRate(restaurant),
  },
  hold: (tx, { offer, quote: { booking } }) => reserveCovers(tx, offer.restaurant, booking.date, booking.time, booking.partySize),
  reservationOf: ({ quote, request }) => ({
    restaurant: quote.restaurant,
    destination: quote.destination,
    booking: quote.booking,
    option: quote.option,
    price: quote.price,
    cancellationPolicy: quote.cancellationPolicy,
    traveler: request.traveler,
    occasion: request.occasion,
    specialRequests: request.specialRequests,
  }),
  summaryOf: ({ restaurant, destination, option, booking }) => ({
    title: `${restaurant.name}, ${option.kind === 'TABLE' ? 'table' : option.name.toLowerCase()} for ${booking.partySize}`,
    location: `${restaurant.neighbourhood}, ${destination.name}`,
    startDate: booking.date,
    endDate: booking.date,
  }),
  emailOf: (request) => request.traveler.email,
  cancellation: {
    momentOf: (_db, reservation, { today }) => venueClock(reservation.restaurant.timeZone, today),
    /**
     * Free until the policy's deadline; later, the fee comes out of what was prepaid, or is charged to
     * the guarantee card when nothing was. A seating that has passed cannot be cancelled here.
     */
    termsOf: (reservation, now) => {
      const { price, cancellationPolicy: policy, booking } = reservation
      const moment = `${now.date}T${now.time}`
      if (`${booking.date}T${booking.time}` <= moment) return { refusal: { message: 'The seating time has passed, so it can no longer be cancelled here. Please call the restaurant.' } }
      // A confirmed table's policy always has its last free moment; only a cancelled one reads without it (issue 36).
      const free = policy.freeUntil !== undefined && moment <= policy.freeUntil
      const fee = free ? 0 : policy.penaltyAfterDeadline.amount
      const penalty = policy.chargedToCard ? fee : Math.min(price.dueNow, fee)
      const format = (amount: number) => formatAmount(amount, price.currency)
      const headline = free
        ? `Free cancellation until ${policy.freeUntil} (${venueClockName(reservation.restaurant.timeZone)} time): ${freeCancellationBack(reservation)}.`
        : policy.chargedToCard
          ? `Cancelling now charges a late fee of ${format(penalty)} to your card.`
          : `Cancelling now costs ${format(penalty)}.`
      return { freeCancellation: free, penalty, keptFromPaid: policy.chargedToCard ? 0 : penalty, headline }
    },
    release: (tx, { restaurant, booking }) => releaseCovers(tx, restaurant.restaurantId, booking.date, booking.time, booking.partySize),
  },
})

const from = refusalsPlaced('restaurantId')

const diningRouter = tsr.router(lxpContract.dining, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchRestaurants(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getDiningOffer(await database(), params.restaurantId, query, today())) }),
  ...bookingRoutes(diningBooking, from),
})

/** The popular destinations' dinner time. */
const dinnerTime = '19:00'

/** A table for two at dinner time on the default day: the lowest set menu's price per person (tables are free or a deposit). */
const popularTables: PopularLine = {
  searchOf: (destination, { startDate }) => ({ origin: null, destination: destination.name, startDate, endDate: null, travelers: 2 }),
  lowestPrice: async (db, search, day) => {
    const found = await searchRestaurants(db, DiningSearchCriteriaSchema.parse({ destination: search.destination, date: search.startDate, time: dinnerTime, partySize: search.travelers, pageSize: 50 }), day)
    const prices = found.items.flatMap((item) => (item.fromPerPerson ? [item.fromPerPerson] : []))
    const cheapest = prices.reduce<(typeof prices)[number] | undefined>((best, price) => (best === undefined || price.amount < best.amount ? price : best), undefined)
    return cheapest ? { from: cheapest, pricedPer: 'TRAVELER' } : null
  },
}

export const diningLine = simulatorLine({ router: diningRouter, booking: diningBooking, seed: seedDiningCatalogue, bookedInventory: [simDiningSeatings], popular: { dining: popularTables } })
