// The tours and transport line of the simulator (simulator/shared/simulator-line.ts): the activity part of the lxp
// contract answered from its services, its tours and transfers written on first start, its booked departures and
// the popular destinations of its two lines on the landing pages (tours, transport). Its line of the booking
// pipeline (booking/booking-line.ts): an option, date and time re-priced for the party, its seats or vehicles held
// per departure, points on the tours or transport line, and free cancellation until 24 hours before the start; a
// non-refundable or started activity answers E1002080, activity cancellation not available (§R8).
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { ActivitySearchCriteriaSchema } from '@contracts/lxp/activity.schema'
import { type ActivityBookData, type ActivityCancellationQuote, missingActivityPoints, type ActivityQuote, type ActivityReservation, type ActivitySelectionData } from '@contracts/lxp/activity-checkout.schema'
import { database, type Database } from '../db/database'
import { today, venueClock } from '../clock'
import { simulatorSeed } from '../random'
import { refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { writeDestinationCatalogueOnce } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine, type PopularPrice } from '../shared/simulator-line'
import { bookingPipeline } from '../booking/booking-pipeline.server'
import { formatAmount } from '../booking/booking-line'
import { freeCancellationBack } from '../booking/cancellation-quote'
import { catalogueDestinations } from '../catalogue/catalogue.server'
import { simulatorCurrency } from '../money'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { generateTours, generateTransfers } from './activity-catalogue'
import { getActivityOffer, searchActivities, activityEarnedPoints, activityHeadline, activityPointsLine, checkSelection } from './activity-search.server'
import { simActivities, simActivityDepartures } from './activity.tables'
import { releaseDeparture, reserveDeparture } from './activity-inventory.server'
import { activityEarnRate, activityPrice } from './activity-pricing'
import { cancellationPolicyOf } from './activity-departures.server'
import { dropOffOf, pickUpFor } from './activity-rides.server'

// Version 3: reviews dated before the day the catalogue is written (issue 36 item 11). Version 4: a tour's stops
// named in reviews as people name them ("the cooking class"), never by their titles.
const activityCatalogueVersion = `4:${simulatorSeed}`

/** The tours of every destination and the transfers between its airports and the city, under their own version key. */
async function seedActivityCatalogue(db: Database) {
  await writeDestinationCatalogueOnce(
    db,
    { key: 'activity-catalogue-version', version: activityCatalogueVersion, lockKey: 20_260_054 },
    (destination, airports) => [...generateTours(destination), ...generateTransfers(destination, airports)],
    { table: simActivities, row: (activity) => ({ id: activity.id, destinationId: activity.destinationId, kind: activity.kind, data: activity }), batchSize: 100 },
  )
}

async function pricedDeparture(db: Database, selection: ActivitySelectionData, today: string) {
  const checked = await checkSelection(db, selection, today)
  if (checked.left < checked.units) throw new SimulatorError('SOLD_OUT', 'This departure has no room left for your party. Choose another time or date.', { field: 'time' })
  const { activity, option, destination, units, childUnits } = checked
  return { ...checked, price: activityPrice(activity, option, destination, selection.date, selection.time, units, simulatorCurrency, childUnits) }
}

type Moment = { date: string; time: string }

/** Children count on tours only: a transfer's passengers are one count (docs/decisions/098). */
const quoteChildAges = (kind: 'tour' | 'transport', selection: ActivitySelectionData) => (kind === 'tour' ? (selection.childAges ?? []) : [])

function contactLine(reservation: ActivityReservation) {
  const phone = reservation.activity.supplier.contacts.find((contact) => contact.type === 'PHONE_NUMBER')
  return phone ? ` For changes, contact ${reservation.activity.supplier.name} on ${phone.value}.` : ''
}

const languageOf = (quote: ActivityQuote, code: string) => quote.activity.languages.find((candidate) => candidate.code === code)

export const activityBooking = bookingPipeline<ActivitySelectionData, Awaited<ReturnType<typeof pricedDeparture>>, ActivityQuote, ActivityBookData, ActivityReservation, void, Moment, ActivityCancellationQuote>({
  type: 'ACTIVITY',
  reservationPrefix: 'AC',
  messages: {
    pointsOff: 'Points cannot be used for tours and transfers on this site.',
    pointsNotOnCard: 'Tours and transfers do not take points on your card.',
    notFound: (reservationId) => `We could not find the tour or transfer ${reservationId}.`,
    alreadyCancelled: 'This booking is already cancelled.',
  },
  offer: pricedDeparture,
  selectionOf: (request) => request,
  quoteOf: ({ activity, destination, option, route, units, left, price, now }, selection) => {
    const cancellationPolicy = cancellationPolicyOf(activity, selection.date, selection.time, price.total, price.currency, destination, now)
    return {
      selection,
      activity: {
        ...activityHeadline(activity),
        freeCancellation: cancellationPolicy.freeCancellationUntil !== null,
        // With the supplier's contacts, which the results leave out.
        supplier: activity.supplier,
        earnPoints: activityEarnedPoints(activity.kind, price.dueNow),
        route,
        meetingPoint: activity.meetingPoint,
        pickUp: pickUpFor(activity, route),
        ...dropOffOf(activity, route),
        languages: activity.languages,
        inclusions: activity.inclusions,
      },
      destination: { id: destination.id, name: destination.name, country: destination.countryName },
      option: { optionId: option.id, name: option.name, description: option.description, pricedPer: option.pricedPer, maxTravelersPerUnit: option.maxTravelersPerUnit, unitsNeeded: units },
      date: selection.date,
      time: selection.time,
      timeZone: destination.timeZone,
      travelers: selection.travelers,
      childAges: quoteChildAges(activity.kind, selection),
      left,
      price,
      cancellationPolicy,
    }
  },
  checkBooking: (request, quote) => {
    if (!languageOf(quote, request.language)) throw new SimulatorError('INVALID_CRITERIA', `Choose one of the languages offered: ${quote.activity.languages.map((entry) => entry.label).join(', ')}.`, { field: 'language' })
    const [missing] = missingActivityPoints(quote.activity, request)
    if (missing) throw new SimulatorError('INVALID_CRITERIA', missing.message, { field: missing.field })
  },
  points: {
    line: ({ activity }) => activityPointsLine(activity.kind),
    earnRate: () => activityEarnRate,
  },
  hold: (tx, { offer, quote }) => reserveDeparture(tx, offer.activity.id, offer.option, quote.date, quote.time, quote.option.unitsNeeded),
  reservationOf: ({ quote, request }) => ({
    kind: quote.activity.kind,
    activity: quote.activity,
    destination: quote.destination,
    option: quote.option,
    date: quote.date,
    time: quote.time,
    // The start's clock, kept so the confirmation and the reservation name it as checkout did (issue 37).
    timeZone: quote.timeZone,
    travelers: quote.travelers,
    childAges: quote.childAges,
    pickUpPoint: request.pickUpPoint,
    dropOffPoint: quote.activity.dropOff?.offered ? request.dropOffPoint : '',
    language: languageOf(quote, request.language)!,
    specialRequests: request.specialRequests,
    price: quote.price,
    cancellationPolicy: quote.cancellationPolicy,
    leadTraveler: request.traveler,
  }),
  summaryOf: ({ kind, activity, destination, date, travelers, childAges }) => ({
    title: activity.title,
    location: activity.route ? `${activity.route.from.name} to ${activity.route.to.name}` : destination.name,
    startDate: date,
    endDate: date,
    // My Trips says who goes on a tour (adults and children); a transfer's passengers are in its details.
    ...(kind === 'tour' ? { party: { travelers, childAges } } : {}),
  }),
  emailOf: (request) => request.traveler.email,
  cancellation: {
    reasonCodes: true,
    cancellable: ({ activity }) => activity.policy !== 'NON_REFUNDABLE',
    /** The date and time now where the activity happens. */
    momentOf: async (db, reservation, { today }) => venueClock((await catalogueDestinations(db)).byId.get(reservation.destination.id)?.timeZone ?? 'UTC', today),
    /** Everything back until 24 hours before the start, nothing after (less trip protection). */
    termsOf: (reservation, now) => {
      const { price, cancellationPolicy: policy } = reservation
      const code = supplierCodes.activityCancellationNotAvailable
      if (!policy.cancellable) return { refusal: { code, message: `This activity is non-refundable and cannot be cancelled.${contactLine(reservation)}` } }
      const moment = `${now.date}T${now.time}`
      if (moment >= `${reservation.date}T${reservation.time}`) return { refusal: { code, message: `This activity has started, so it can no longer be cancelled.${contactLine(reservation)}` } }
      const free = policy.freeCancellationUntil !== null && moment < policy.freeCancellationUntil
      const penalty = free ? 0 : Math.min(price.dueNow, policy.penaltyAfterDeadline.amount)
      const headline = free ? `Free cancellation: ${freeCancellationBack(reservation)}.` : `Less than 24 hours before the start, cancelling costs ${formatAmount(penalty, price.currency)}.`
      return { freeCancellation: free, penalty, keptFromPaid: penalty, headline }
    },
    release: (tx, { activity, option, date, time }) => releaseDeparture(tx, activity.activityId, option.optionId, date, time, option.unitsNeeded),
  },
})

const from = refusalsPlaced('activityId')

const activityRouter = tsr.router(lxpContract.activity, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchActivities(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getActivityOffer(await database(), params.activityId, query, today())) }),
  ...bookingRoutes(activityBooking, from),
})

/** The cheapest tour or transfer the search answers first, priced per traveller or per group (a private transfer). */
async function lowestActivity(db: Database, criteria: unknown, day: string): Promise<PopularPrice> {
  const found = await searchActivities(db, ActivitySearchCriteriaSchema.parse(criteria), day)
  const first = found.items[0]
  return first ? { from: first.price.from, pricedPer: first.price.pricedPer === 'GROUP' ? 'GROUP' : 'TRAVELER' } : null
}

/** A tour for two in the destination, or a transfer for one from its first airport into the city, on the default day. */
const popularTours: PopularLine = {
  searchOf: (destination, { startDate }) => ({ origin: null, destination: destination.name, startDate, endDate: null, travelers: 2 }),
  lowestPrice: (db, search, day) => lowestActivity(db, { kind: 'tour', destination: search.destination, startDate: search.startDate, travelers: search.travelers, sort: 'price-asc', pageSize: 1 }, day),
}
const popularTransfers: PopularLine = {
  searchOf: (destination, { startDate }) => ({ origin: destination.airports[0]!, destination: destination.name, startDate, endDate: null, travelers: 1 }),
  lowestPrice: (db, search, day) => lowestActivity(db, { kind: 'transport', origin: search.origin, destination: search.destination, date: search.startDate, passengers: search.travelers, sort: 'price-asc', pageSize: 1 }, day),
}

export const activityLine = simulatorLine({
  router: activityRouter,
  booking: activityBooking,
  seed: seedActivityCatalogue,
  bookedInventory: [simActivityDepartures],
  popular: { tour: popularTours, transport: popularTransfers },
})
