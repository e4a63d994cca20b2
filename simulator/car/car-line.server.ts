// The car rental line of the simulator (simulator/shared/simulator-line.ts): the car part of the lxp contract
// answered from its services, its locations and fleets written on first start, its booked car days and its popular
// destinations. Its line of the booking pipeline (booking/booking-line.ts): a car and its extras re-priced for the
// rental, its days held per fleet entry, points on the mobility line for members whose card earns on cars, and the
// rental's cancellation policy until pick-up.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { CarSearchCriteriaSchema, extraChoicesOf, type CarBookData, type CarQuote, type CarReservation, type CarSelectionData } from '@contracts/lxp/car.schema'
import { freeCancellationOpen, freeUntilEndOf, type VenueClock } from '@contracts/domain/venue-time'
import { database, type Database } from '../db/database'
import { today, venueClock } from '../clock'
import { simulatorSeed } from '../random'
import { refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { writeDestinationCatalogueOnce } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine } from '../shared/simulator-line'
import { bookingPipeline } from '../booking/booking-pipeline.server'
import { formatAmount } from '../booking/booking-line'
import { freeCancellationBack } from '../booking/cancellation-quote'
import { money } from '../money'
import { SimulatorError } from '../simulator-error'
import { generateCarLocations } from './car-catalogue'
import { getCarOffer, searchCars, findCarOffer, releaseCarDays, reserveCarDays } from './car-search.server'
import { simCarDays, simCarLocations } from './car.tables'

// Version 2: locations have coordinates and their time zone in the public view.
// Version 4: addresses have a postcode, airport counters their level and the way in (§R3.24 supplier address).
const carCatalogueVersion = `4:${simulatorSeed}`

/** The locations with their opening hours and the fleets of every destination, under their own version key. */
async function seedCarCatalogue(db: Database) {
  await writeDestinationCatalogueOnce(db, { key: 'car-catalogue-version', version: carCatalogueVersion, lockKey: 20_260_032 }, generateCarLocations, {
    table: simCarLocations,
    row: (location) => ({ id: location.id, destinationId: location.destinationId, data: location }),
    batchSize: 100,
  })
}

/** Points earned per currency unit charged to the card for a car rental. */
export const carEarnRate = 3

async function pricedCar(db: Database, selection: CarSelectionData, today: string) {
  const { offer, chosen } = await getCarOffer(db, selection.offerId, selection, today, selection.extras)
  if (offer.carsLeft === 0) throw new SimulatorError('SOLD_OUT', 'This car is no longer available for your dates.', { field: 'offerId' })
  return { offer, chosen, entry: (await findCarOffer(db, selection.offerId)).entry }
}

export const carBooking = bookingPipeline<CarSelectionData, Awaited<ReturnType<typeof pricedCar>>, CarQuote, CarBookData, CarReservation, void, VenueClock>({
  type: 'CAR',
  reservationPrefix: 'CR',
  messages: {
    pointsOff: 'Points cannot be used for car rentals on this site.',
    pointsNotOnCard: 'Car rentals do not take points on your card.',
    notFound: (reservationId) => `We could not find the car rental ${reservationId}.`,
    alreadyCancelled: 'This rental is already cancelled.',
  },
  offer: pricedCar,
  selectionOf: (request) => request,
  quoteOf: ({ offer, chosen }, selection) => {
    const { extras: _offered, rules, price, cancellationPolicy, destination, rental, ...summary } = offer
    const extras = chosen.map((extra) => ({ ...extra, total: money(Math.min(extra.perDay.amount * rental.days, extra.maxPerRental.amount) * extra.quantity, price.currency) }))
    return { selection, offer: summary, destination, rental, extras, rules, price, cancellationPolicy }
  },
  points: { line: () => 'mobility', earnRate: () => carEarnRate },
  hold: async (tx, { offer, quote }) => {
    await reserveCarDays(
      tx,
      offer.entry,
      quote.price.daily.map((day) => day.date),
    )
  },
  reservationOf: ({ quote, request }) => ({
    offer: quote.offer,
    destination: quote.destination,
    rental: quote.rental,
    extras: quote.extras,
    rules: quote.rules,
    price: quote.price,
    cancellationPolicy: quote.cancellationPolicy,
    driver: request.traveler,
  }),
  summaryOf: ({ offer, destination, rental }) => ({
    title: `${offer.vehicle.model} or similar, ${offer.supplier.name}`,
    location: `${offer.pickUpLocation.name}, ${destination.name}`,
    startDate: rental.pickUpDate,
    endDate: rental.dropOffDate,
  }),
  emailOf: (request) => request.traveler.email,
  cancellation: {
    momentOf: (_db, reservation, { today }) => (reservation.offer.pickUpLocation.timeZone ? venueClock(reservation.offer.pickUpLocation.timeZone, today) : { date: today, time: '00:00' }),
    /** Free until the policy's deadline, then its penalty, until pick-up: the rental starts at its pick-up time on the counter's clock. */
    termsOf: (reservation, now) => {
      const { price, cancellationPolicy: policy, rental, offer } = reservation
      const today = now.date
      if (`${rental.pickUpDate}T${rental.pickUpTime}` <= `${now.date}T${now.time}`) return { refusal: { message: 'The rental has started, so it can no longer be cancelled here. Please contact the rental company.' } }
      const free = policy.refundable && freeCancellationOpen(policy.freeCancellationUntil, today)
      const penalty = free ? 0 : Math.min(price.dueNow, policy.penaltyAfterDeadline.amount)
      const headline = free && policy.freeCancellationUntil ? `${freeUntilEndOf(policy.freeCancellationUntil, offer.pickUpLocation.timeZone)}: ${freeCancellationBack(reservation)}.` : `Cancelling now costs ${formatAmount(penalty, price.currency)}.`
      return { freeCancellation: free, penalty, keptFromPaid: penalty, headline }
    },
    release: (tx, reservation) =>
      releaseCarDays(
        tx,
        reservation.offer.offerId,
        reservation.price.daily.map((day) => day.date),
      ),
  },
})

const from = refusalsPlaced('offerId')

const carRouter = tsr.router(lxpContract.car, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchCars(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: (await from('query', getCarOffer(await database(), params.offerId, query, today(), extraChoicesOf(query.extras)))).offer }),
  ...bookingRoutes(carBooking, from),
})

/** A car picked up and dropped off in the destination on the default dates, by its daily price. */
const popularRentals: PopularLine = {
  searchOf: (destination, { startDate, endDate }) => ({ origin: null, destination: destination.name, startDate, endDate, travelers: 2 }),
  lowestPrice: async (db, search, day) => {
    const [cheapest] = (await searchCars(db, CarSearchCriteriaSchema.parse({ pickUpLocation: search.destination, pickUpDate: search.startDate, dropOffDate: search.endDate, sort: 'price-asc', pageSize: 1 }), day)).items
    return cheapest ? { from: cheapest.daily, pricedPer: 'DAY' } : null
  },
}

export const carLine = simulatorLine({ router: carRouter, booking: carBooking, seed: seedCarCatalogue, bookedInventory: [simCarDays], popular: { car: popularRentals } })
