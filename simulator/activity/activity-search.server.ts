// Tours and transport search and details on the platform: dates checked as a supplier would (a date in the past or
// too far ahead, a party larger than the activity takes), the results with their facets, an activity's offer, and a
// chosen option checked before pricing or booking. A ride's ends are resolved in activity-rides.server.ts, each
// option's departures priced in activity-departures.server.ts.
import { pointsEarnedOn } from '@contracts/domain/points'
import type { ActivitySelectionData } from '@contracts/lxp/activity-checkout.schema'
import { childAgesOf } from '@contracts/lxp/activity-party.schema'
import type { ActivityOffer, ActivitySearchResult, ActivitySummary, TourSearchData, TransportSearchData } from '@contracts/lxp/activity.schema'
import { activityCategoryLabels, activityDurationLabels, activityLimits, durationBandOf, type ActivitySearchData } from '@contracts/lxp/activity.schema'
import { pageOf } from '@contracts/lxp/shared/search.schema'
import { catalogueDestinations } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import { venueClock, venueTimeText } from '../clock'
import type { Database } from '../db/database'
import { callerEarnRate } from '../loyalty/line-points.server'
import { money, simulatorCurrency } from '../money'
import { addDays } from '../shared/calendar'
import { SimulatorError } from '../simulator-error'
import { activityImagesOf, type CatalogueActivity, type OptionSpec } from './activity-catalogue'
import { cancellationNoteOf, cancellationPolicyOf, firstAvailable, optionView, type Next, type Now, type Party } from './activity-departures.server'
import { activityCatalogue, bookedDepartures, findActivity, unitsLeft } from './activity-inventory.server'
import { activityEarnRate, childUnitsNeeded, datesBetween, unitsNeeded, weekdayNames, weekdayOf } from './activity-pricing'
import { dropOffOf, pickUpFor, resolveRide, rideOf, sanctionedRefusal, type Route } from './activity-rides.server'

/** A date a departure can be booked on: not passed, not too far ahead. */
function checkDate(date: string, now: Now, today: string, field: string, place: string) {
  if (date < now.date) throw new SimulatorError('INVALID_DATES', `This date has passed: it is ${venueTimeText(now, place)}. Choose today or a later date.`, { field })
  if (date > addDays(today, activityLimits.maxDaysAhead)) throw new SimulatorError('INVALID_DATES', `Tours and transfers can be booked up to ${activityLimits.maxDaysAhead} days ahead.`, { field })
}

export function durationLabel(minutes: number) {
  if (minutes >= 1440 && minutes % 1440 === 0) return minutes === 1440 ? '24 hours' : `${minutes / 1440} days`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : `${hours} h ${rest} min`
}

/** The line a tour or a transfer is on, for the site's points switches. */
export const activityPointsLine = (kind: CatalogueActivity['kind']) => (kind === 'tour' ? 'tours' : 'transport')

/** What the caller earns paying an amount for an activity by card (`callerEarnRate`: nothing for a guest), as the quote says. */
export const activityEarnedPoints = (kind: CatalogueActivity['kind'], amount: number) => pointsEarnedOn(amount, callerEarnRate('activity', activityPointsLine(kind), activityEarnRate))

/** What a result, a quote and a reservation all say of an activity. */
export function activityHeadline(activity: CatalogueActivity) {
  return {
    activityId: activity.id,
    kind: activity.kind,
    title: activity.title,
    summary: activity.summary,
    category: activity.category,
    categoryLabel: activityCategoryLabels[activity.category],
    image: activity.image,
    durationMinutes: activity.durationMinutes,
    durationLabel: durationLabel(activity.durationMinutes),
    rating: { ...activity.rating, source: 'TRIP_ADVISOR' as const },
    supplier: { code: activity.supplier.code, name: activity.supplier.name },
    freeCancellation: activity.policy === 'FREE_CANCELLATION',
    pointsEligible: true,
  }
}

function summaryOf(activity: CatalogueActivity, next: Next | undefined, route: Route | null, party: Party, destination: Destination, date: string): ActivitySummary {
  // "From": the cheapest adult's seat or vehicle of any option on the date shown; the total is the party's (children at their price).
  const priced = activity.options.map((option) => optionView(activity, option, destination, next?.date ?? date, next?.time, party, new Map(), { date: '0000-01-01', time: '00:00' }))
  const cheapest = [...priced].sort((a, b) => a.unitPrice.amount - b.unitPrice.amount)[0]
  const total = next?.option.total ?? cheapest?.total ?? money(0)
  const cancellation = cancellationNoteOf(activity, next)
  return {
    ...activityHeadline(activity),
    // The filter promises free cancellation only where a departure with room still has it; the card says which (issue 37).
    freeCancellation: cancellation === 'FREE' || cancellation === 'FREE_ON_LATER_DEPARTURES',
    cancellation,
    price: { from: cheapest?.unitPrice ?? money(0), pricedPer: cheapest?.pricedPer ?? 'TRAVELER', total },
    earnPoints: activityEarnedPoints(activity.kind, total.amount),
    next: next ? { date: next.date, time: next.time, optionId: next.option.optionId, left: next.left } : null,
    route,
  }
}

function facet(offers: ActivitySummary[], valueOf: (offer: ActivitySummary) => string, labelOf: (value: string) => string) {
  const counts = new Map<string, number>()
  for (const offer of offers) counts.set(valueOf(offer), (counts.get(valueOf(offer)) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ value, label: labelOf(value), count }))
}

function refuseLargeParty(activities: readonly CatalogueActivity[], travelers: number, noun: string) {
  const most = Math.max(0, ...activities.flatMap((activity) => activity.options.map((option) => option.maxTravelers)))
  if (activities.length > 0 && travelers > most) {
    throw new SimulatorError('INVALID_CRITERIA', `No ${noun} here takes more than ${most} travelers in one booking. Split your party into smaller bookings.`, { field: noun === 'transfer' ? 'passengers' : 'travelers' })
  }
}

function sortAndPage(available: ActivitySummary[], criteria: ActivitySearchData) {
  const { filters } = criteria
  const matching = available.filter(
    (offer) =>
      (!filters.categories?.length || filters.categories.includes(offer.category)) &&
      (!filters.durations?.length || filters.durations.includes(durationBandOf(offer.durationMinutes))) &&
      (filters.priceMax === undefined || offer.price.from.amount <= filters.priceMax) &&
      (!filters.freeCancellation || offer.freeCancellation),
  )
  const byPrice = (a: ActivitySummary, b: ActivitySummary) => a.price.total.amount - b.price.total.amount || a.activityId.localeCompare(b.activityId)
  const sorters: Record<ActivitySearchData['sort'], (a: ActivitySummary, b: ActivitySummary) => number> = {
    recommended: (a, b) => b.rating.score * Math.log10(b.rating.count + 10) - a.rating.score * Math.log10(a.rating.count + 10) || byPrice(a, b),
    'price-asc': byPrice,
    'price-desc': (a, b) => -byPrice(a, b),
    rating: (a, b) => b.rating.score - a.rating.score || b.rating.count - a.rating.count || byPrice(a, b),
    duration: (a, b) => a.durationMinutes - b.durationMinutes || byPrice(a, b),
  }
  matching.sort(sorters[criteria.sort])
  return {
    ...pageOf(matching, criteria),
    facets: {
      categories: facet(available, (offer) => offer.category, (value) => activityCategoryLabels[value as keyof typeof activityCategoryLabels]).sort((a, b) => a.label.localeCompare(b.label)),
      durations: facet(available, (offer) => durationBandOf(offer.durationMinutes), (value) => activityDurationLabels[value as keyof typeof activityDurationLabels]).sort((a, b) => a.value.localeCompare(b.value)),
      freeCancellation: available.filter((offer) => offer.freeCancellation).length,
    },
  }
}

const brief = (destination: Destination) => ({ id: destination.id, name: destination.name, country: destination.countryName, timeZone: destination.timeZone })

async function searchTours(db: Database, criteria: TourSearchData, today: string): Promise<ActivitySearchResult> {
  const destination = (await catalogueDestinations(db)).byText.get(searchText(criteria.destination))
  if (destination?.sanctioned) throw sanctionedRefusal('destination')
  if (!destination) throw new SimulatorError('DESTINATION_NOT_FOUND', `We have no tours in '${criteria.destination}'. Try a city.`, { field: 'destination' })
  const now = venueClock(destination.timeZone, today)
  checkDate(criteria.startDate, now, today, 'startDate', destination.name)
  const endDate = criteria.endDate ?? criteria.startDate
  if (endDate < criteria.startDate) throw new SimulatorError('INVALID_DATES', 'The last day must be on or after the first.', { field: 'endDate' })
  if (endDate > addDays(criteria.startDate, activityLimits.maxRangeDays)) throw new SimulatorError('INVALID_DATES', `Search at most ${activityLimits.maxRangeDays} days at a time.`, { field: 'endDate' })
  const tours = (await activityCatalogue(db)).byDestination.get(`${destination.id}|tour`) ?? []
  refuseLargeParty(tours, criteria.travelers, 'tour')
  const booked = await bookedDepartures(
    db,
    tours.map((tour) => tour.id),
    criteria.startDate,
    endDate,
  )
  const dates = datesBetween(criteria.startDate, endDate)
  const party = { travelers: criteria.travelers, childAges: criteria.childAges ?? [] }
  const available = tours.flatMap((tour) => {
    const next = firstAvailable(tour, destination, dates, undefined, party, booked, now)
    return next ? [summaryOf(tour, next, null, party, destination, criteria.startDate)] : []
  })
  return { kind: 'tour', destination: brief(destination), startDate: criteria.startDate, endDate, time: null, ...party, route: null, ...sortAndPage(available, criteria) }
}

async function searchTransport(db: Database, criteria: TransportSearchData, today: string): Promise<ActivitySearchResult> {
  const { destination, airportIata, route } = await resolveRide(db, criteria.origin, criteria.destination, { from: 'origin', to: 'destination' })
  const now = venueClock(destination.timeZone, today)
  checkDate(criteria.date, now, today, 'date', destination.name)
  if (criteria.date === now.date && criteria.time <= now.time) throw new SimulatorError('INVALID_DATES', `This pick-up time has passed: it is ${venueTimeText(now, destination.name)}. Choose a later time.`, { field: 'time' })
  const transfers = ((await activityCatalogue(db)).byDestination.get(`${destination.id}|transport`) ?? []).filter((transfer) => transfer.transfer?.airport.iata === airportIata)
  refuseLargeParty(transfers, criteria.passengers, 'transfer')
  const booked = await bookedDepartures(
    db,
    transfers.map((transfer) => transfer.id),
    criteria.date,
    criteria.date,
  )
  // Transfers count passengers only: a seat in a shuttle or a vehicle costs the same for a child.
  const party = { travelers: criteria.passengers, childAges: [] }
  const available = transfers.flatMap((transfer) => {
    const next = firstAvailable(transfer, destination, [criteria.date], criteria.time, party, booked, now)
    return next ? [summaryOf(transfer, next, route, party, destination, criteria.date)] : []
  })
  return { kind: 'transport', destination: brief(destination), startDate: criteria.date, endDate: criteria.date, time: criteria.time, ...party, route, ...sortAndPage(available, criteria) }
}

export function searchActivities(db: Database, criteria: ActivitySearchData, today: string): Promise<ActivitySearchResult> {
  return criteria.kind === 'tour' ? searchTours(db, criteria, today) : searchTransport(db, criteria, today)
}

/** `childAges`: the query string's text, ages separated by commas (tours only). */
export type OfferRequest = { date: string; travelers: number; childAges?: string; time?: string; from?: string; to?: string }

/** A tour or transfer on a date for a party: details, every option with its departures, the policy. */
export async function getActivityOffer(db: Database, activityId: string, request: OfferRequest, today: string): Promise<ActivityOffer> {
  const { activity, destination } = await findActivity(db, activityId)
  const now = venueClock(destination.timeZone, today)
  checkDate(request.date, now, today, 'date', destination.name)
  const route = await rideOf(db, activity, request.from, request.to)
  if (activity.kind === 'transport' && !request.time) throw new SimulatorError('INVALID_CRITERIA', 'Choose a pick-up time.', { field: 'time' })
  const booked = await bookedDepartures(db, [activity.id], request.date, request.date)
  const party = { travelers: request.travelers, childAges: activity.kind === 'tour' ? childAgesOf(request.childAges) : [] }
  const options = activity.options.map((option) => optionView(activity, option, destination, request.date, request.time, party, booked, now))
  const next = firstAvailable(activity, destination, [request.date], request.time, party, booked, now)
  const summary = summaryOf(activity, next, route, party, destination, request.date)
  const policyTime = next?.time ?? request.time ?? activity.options[0]?.startTimes?.[0] ?? '12:00'
  return {
    ...summary,
    images: activityImagesOf(activity),
    description: activity.description,
    highlights: activity.highlights,
    itinerary: activity.itinerary,
    meetingPoint: activity.meetingPoint,
    pickUp: pickUpFor(activity, route),
    ...dropOffOf(activity, route),
    inclusions: activity.inclusions,
    exclusions: activity.exclusions,
    languages: activity.languages,
    accessibility: activity.accessibility,
    distanceKm: activity.transfer?.distanceKm ?? null,
    destination: brief(destination),
    supplier: activity.supplier,
    reviews: activity.reviews,
    cancellationPolicy: cancellationPolicyOf(activity, request.date, policyTime, summary.price.total.amount, simulatorCurrency, destination, now),
    date: request.date,
    ...party,
    options,
  }
}

export type CheckedSelection = {
  activity: CatalogueActivity
  destination: Destination
  option: OptionSpec
  route: Route | null
  units: number
  /** Children's seats among the units. */
  childUnits: number
  left: number
  now: Now
}

/** A chosen option, date and time for a party, checked as the supplier would before pricing or booking. */
export async function checkSelection(db: Database, selection: ActivitySelectionData, today: string): Promise<CheckedSelection> {
  const { activity, destination } = await findActivity(db, selection.activityId)
  const now = venueClock(destination.timeZone, today)
  checkDate(selection.date, now, today, 'date', destination.name)
  const option = activity.options.find((candidate) => candidate.id === selection.optionId)
  if (!option) throw new SimulatorError('INVALID_CRITERIA', `This activity has no option '${selection.optionId}'.`, { field: 'optionId' })
  const route = await rideOf(db, activity, selection.from, selection.to)
  if (!activity.weekdays.includes(weekdayOf(selection.date))) {
    throw new SimulatorError('INVALID_DATES', `${activity.title} does not run on ${weekdayNames[weekdayOf(selection.date) - 1]}s.`, { field: 'date' })
  }
  if (option.startTimes && !option.startTimes.includes(selection.time)) {
    throw new SimulatorError('INVALID_CRITERIA', `This tour starts at ${option.startTimes.join(' or ')}.`, { field: 'time' })
  }
  if (selection.date === now.date && selection.time <= now.time) throw new SimulatorError('INVALID_DATES', 'This start time has passed. Choose a later time.', { field: 'time' })
  if (selection.travelers > option.maxTravelers) {
    throw new SimulatorError('INVALID_CRITERIA', `${option.name} takes at most ${option.maxTravelers} travelers in one booking.`, { field: 'travelers' })
  }
  const units = unitsNeeded(option, selection.travelers)
  const childUnits = activity.kind === 'tour' ? childUnitsNeeded(option, selection.childAges ?? []) : 0
  const booked = await bookedDepartures(db, [activity.id], selection.date, selection.date)
  const left = unitsLeft(activity.id, option, selection.date, selection.time, booked)
  return { activity, destination, option, route, units, childUnits, left, now }
}
