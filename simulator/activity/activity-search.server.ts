// Tours and transport search and details on the platform: dates and places checked as a supplier
// would (a date in the past or too far ahead, a party larger than the activity takes, a ride without
// an airport end, E0000023 for a sanctioned destination), then each option's departures with what is
// left, priced for the party.
import type {
  ActivityCancellationNote,
  ActivityCancellationPolicy,
  ActivityOffer,
  ActivityOption,
  ActivitySearchResult,
  ActivitySummary,
  Place,
  TourSearchData,
  TransportSearchData,
} from '@contracts/lxp/activity.schema'
import type { ActivitySelectionData } from '@contracts/lxp/activity-checkout.schema'
import { activityCategoryLabels, activityDurationLabels, activityLimits, durationBandOf, type ActivitySearchData } from '@contracts/lxp/activity.schema'
import { childAgesOf } from '@contracts/lxp/activity-party.schema'
import type { Database } from '../db/database'
import { catalogueDestinations, findHotel, findHotelNamed } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import { venueClock, venueTimeText } from '../clock'
import { freeCancellationEnd, venueClockName, venueHoursBefore } from '@contracts/domain/venue-time'
import { addDays } from '../shared/calendar'
import { money, simulatorCurrency } from '../money'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { pointsEarnedOn } from '@contracts/domain/points'
import { callerEarnRate } from '../loyalty/line-points.server'
import { placeIds, type CatalogueActivity, type OptionSpec } from './activity-catalogue'
import { activityCatalogue, bookedDepartures, findActivity, unitsLeft } from './activity-inventory.server'
import { activityEarnRate, activityPrice, childUnitsNeeded, datesBetween, unitsNeeded, weekdayNames, weekdayOf } from './activity-pricing'
import { pageOf } from '@contracts/lxp/shared/search.schema'

type Now = { date: string; time: string }
/** Who goes: everyone (`travelers`) and the children among them, by age. */
type Party = { travelers: number; childAges: number[] }
export type Route = { from: Place; to: Place }

function sanctionedRefusal(field: string) {
  return new SimulatorError(supplierCodes.sanctioned, 'We cannot offer travel services to this destination because of sanctions.', { field })
}

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

/**
 * Free cancellation until 24 hours of elapsed time before the start (on the destination's clocks, named by its zone:
 * across a clock change that is 23 or 25 hours on the wall), or
 * non-refundable and non-cancellable. At `now` (the destination's clock) past that deadline, the free cancellation
 * is no longer offered: the results' badge and filter, the offer, the quote and the reservation say so alike (issue 37).
 */
export function cancellationPolicyOf(activity: Pick<CatalogueActivity, 'policy'>, date: string, time: string, total: number, currency: string, { timeZone }: Pick<Destination, 'timeZone'>, now: Now): ActivityCancellationPolicy {
  if (activity.policy === 'NON_REFUNDABLE') {
    return { type: 'NON_REFUNDABLE', cancellable: false, refundable: false, freeCancellationUntil: null, freeCancellationEndsAt: null, penaltyAfterDeadline: money(total, currency), description: 'Non-refundable: this booking cannot be cancelled or changed.' }
  }
  const until = venueHoursBefore(date, time, activityLimits.freeCancellationHours, timeZone)
  if (!freeCancellationStillOpen(until, now)) {
    return {
      type: 'FREE_CANCELLATION',
      cancellable: true,
      refundable: false,
      freeCancellationUntil: null,
      freeCancellationEndsAt: null,
      penaltyAfterDeadline: money(total, currency),
      description: `It starts within 24 hours, so the free cancellation period, until ${until} (${venueClockName(timeZone)} time), has passed: cancelling gives nothing back.`,
    }
  }
  return {
    type: 'FREE_CANCELLATION',
    cancellable: true,
    refundable: true,
    freeCancellationUntil: until,
    freeCancellationEndsAt: freeCancellationEnd(until, timeZone),
    penaltyAfterDeadline: money(total, currency),
    // The deadline as a local date-time the pages write in the visitor's day and clock, as they write the start (fourth pass item 5).
    description: `Free cancellation until ${until} (${venueClockName(timeZone)} time), 24 hours before the start. After that, cancelling gives nothing back.`,
  }
}

/** Whether cancelling is still free at `now` (the destination's clock) for a deadline in its local time (yyyy-MM-ddTHH:mm). */
export const freeCancellationStillOpen = (until: string, now: Now) => `${now.date}T${now.time}` < until

// Places of a ride: an airport of a destination, its city centre, or one of its hotels.

function airportPlace(activity: CatalogueActivity, destination: Destination): Place {
  const airport = activity.transfer?.airport
  if (!airport) throw new RangeError(`${activity.id} is not a transfer`)
  return { id: airport.placeId, kind: 'AIRPORT', name: `${airport.name} (${airport.iata})`, iata: airport.iata, address: `${airport.name}, ${destination.name}` }
}

const cityPlace = (destination: Destination): Place => ({ id: placeIds.city(destination.id), kind: 'CITY', name: `${destination.name} city centre`, iata: null, address: `Central ${destination.name}, ${destination.countryName}` })

type ResolvedPlace = { place: Place; destination: Destination; airportIata: string | null }

async function resolvePlace(db: Database, text: string, field: string): Promise<ResolvedPlace> {
  const wanted = text.trim()
  const [catalogue, index] = await Promise.all([activityCatalogue(db), catalogueDestinations(db)])
  const transfers = [...catalogue.byId.values()].filter((activity) => activity.transfer !== null)
  const byAirport = (match: (activity: CatalogueActivity) => boolean) => {
    const found = transfers.find(match)
    const destination = found && index.byId.get(found.destinationId)
    return found && destination ? { place: airportPlace(found, destination), destination, airportIata: found.transfer?.airport.iata ?? null } : undefined
  }
  const airport =
    (/^[A-Za-z]{3}$/.test(wanted) ? byAirport((activity) => activity.transfer?.airport.iata === wanted.toUpperCase()) : undefined) ??
    byAirport((activity) => activity.transfer?.airport.placeId === wanted.toLowerCase())
  if (airport) return airport
  const cityId = /^([a-z0-9-]+)-city$/.exec(wanted)?.[1]
  const hotelId = /^[a-z0-9-]+-\d{3}$/.test(wanted) ? wanted : undefined
  let destination = cityId ? index.byId.get(cityId) : undefined
  if (!destination && hotelId) {
    const hotel = await findHotel(db, hotelId).catch(() => undefined)
    if (hotel) return { place: hotelPlace(hotel.hotel), destination: hotel.destination, airportIata: null }
  }
  destination ??= index.byText.get(searchText(wanted))
  if (destination?.sanctioned) throw sanctionedRefusal(field)
  if (destination) return { place: cityPlace(destination), destination, airportIata: null }
  const named = await findHotelNamed(db, wanted)
  if (named) {
    if (named.destination.sanctioned) throw sanctionedRefusal(field)
    return { place: hotelPlace(named.hotel), destination: named.destination, airportIata: null }
  }
  throw new SimulatorError('DESTINATION_NOT_FOUND', `We could not find '${wanted}'. Try an airport code, a city or a hotel name.`, { field })
}

function hotelPlace(hotel: { id: string; name: string; address: { addressLine1: string; cityName: string } }): Place {
  return { id: hotel.id, kind: 'HOTEL', name: hotel.name, iata: null, address: `${hotel.address.addressLine1}, ${hotel.address.cityName}` }
}

/** A ride between an airport and the city (or a hotel) of one destination. */
async function resolveRide(db: Database, fromText: string, toText: string, fields: { from: string; to: string }) {
  const from = await resolvePlace(db, fromText, fields.from)
  const to = await resolvePlace(db, toText, fields.to)
  if (from.destination.id !== to.destination.id) {
    throw new SimulatorError('INVALID_CRITERIA', `Transfers run within one destination: ${from.place.name} and ${to.place.name} are in different places.`, { field: fields.to })
  }
  if ((from.airportIata === null) === (to.airportIata === null)) {
    throw new SimulatorError('INVALID_CRITERIA', 'Transfers run between an airport and the city or a hotel: make one end an airport and the other a city or hotel.', { field: fields.to })
  }
  return { destination: from.destination, airportIata: (from.airportIata ?? to.airportIata) as string, route: { from: from.place, to: to.place } }
}

// Departures and options.

type Departure = { time: string; left: number; available: boolean; cancellationPolicy: ActivityCancellationPolicy }

/** Each start of an option on a date, with what is left and its own cancellation policy (24 hours before that start). */
function departuresOf(activity: CatalogueActivity, option: OptionSpec, destination: Destination, date: string, time: string | undefined, units: number, total: number, booked: Map<string, number>, now: Now): Departure[] {
  const runs = activity.weekdays.includes(weekdayOf(date))
  const times = option.startTimes ?? (time ? [time] : [])
  return times.map((start) => {
    const left = unitsLeft(activity.id, option, date, start, booked)
    const passed = date < now.date || (date === now.date && start <= now.time)
    const cancellationPolicy = cancellationPolicyOf(activity, date, start, total, simulatorCurrency, destination, now)
    return { time: start, left, available: runs && !passed && left >= units, cancellationPolicy }
  })
}

function optionView(activity: CatalogueActivity, option: OptionSpec, destination: Destination, date: string, time: string | undefined, { travelers, childAges }: Party, booked: Map<string, number>, now: Now): ActivityOption {
  const units = unitsNeeded(option, travelers)
  const tooMany = travelers > option.maxTravelers
  const start = time ?? option.startTimes?.[0] ?? '12:00'
  const price = activityPrice(activity, option, destination, date, start, units, simulatorCurrency, childUnitsNeeded(option, childAges))
  const departures = departuresOf(activity, option, destination, date, time, units, price.total, booked, now).map((departure) => ({ ...departure, available: departure.available && !tooMany }))
  const reason = tooMany
    ? `At most ${option.maxTravelers} travelers in one booking.`
    : !activity.weekdays.includes(weekdayOf(date))
      ? `Does not run on ${weekdayNames[weekdayOf(date) - 1]}s.`
      : departures.length > 0 && departures.every((departure) => !departure.available)
        ? departures.every((departure) => departure.left < units)
          ? 'Sold out on this date for your party.'
          : 'No departures left on this date.'
        : null
  return {
    optionId: option.id,
    name: option.name,
    description: option.description,
    pricedPer: option.pricedPer,
    maxTravelersPerUnit: option.maxTravelersPerUnit,
    maxTravelers: option.maxTravelers,
    unitPrice: money(price.unitTotal, price.currency),
    childUnitPrice: option.pricedPer === 'TRAVELER' ? money(price.childUnitTotal, price.currency) : null,
    unitsNeeded: units,
    total: money(price.total, price.currency),
    departures,
    unavailableReason: reason,
  }
}

/** `free`: it can still be cancelled free of charge; `laterFree`: it cannot, but a later departure with room in the dates can. */
type Next = { date: string; time: string; option: ActivityOption; left: number; free: boolean; laterFree: boolean }

/**
 * The first departure between the dates with room for the party, preferring the cheaper option at a time; when it
 * starts within 24 hours, whether a later one with room (that day or a later day searched) is still free to cancel.
 */
function firstAvailable(activity: CatalogueActivity, destination: Destination, dates: readonly string[], time: string | undefined, party: Party, booked: Map<string, number>, now: Now): Next | undefined {
  let first: Omit<Next, 'laterFree'> | undefined
  for (const date of dates) {
    const options = activity.options.map((option) => optionView(activity, option, destination, date, time, party, booked, now))
    const candidates = options.flatMap((option) =>
      option.departures.filter((departure) => departure.available).map((departure) => ({ date, time: departure.time, option, left: departure.left, free: departure.cancellationPolicy.freeCancellationUntil !== null })),
    )
    candidates.sort((a, b) => a.time.localeCompare(b.time) || a.option.total.amount - b.option.total.amount)
    first ??= candidates[0]
    if (first?.free) return { ...first, laterFree: false }
    if (first && candidates.some((candidate) => candidate.free)) return { ...first, laterFree: true }
  }
  return first && { ...first, laterFree: false }
}

/** What a result says of cancelling: the departure shown's policy, or that later ones are still free (issue 37). */
export function cancellationNoteOf(activity: Pick<CatalogueActivity, 'policy'>, next: Pick<Next, 'free' | 'laterFree'> | undefined): ActivityCancellationNote {
  if (activity.policy === 'NON_REFUNDABLE') return 'NON_REFUNDABLE'
  if (!next || next.free) return 'FREE'
  return next.laterFree ? 'FREE_ON_LATER_DEPARTURES' : 'NO_REFUND_WITHIN_24_HOURS'
}

/** The line a tour or a transfer is on, for the site's points switches. */
export const activityLine = (kind: CatalogueActivity['kind']) => (kind === 'tour' ? 'tours' : 'transport')

/** What the caller earns paying an amount for an activity by card (`callerEarnRate`: nothing for a guest), as the quote says. */
export const activityEarnedPoints = (kind: CatalogueActivity['kind'], amount: number) => pointsEarnedOn(amount, callerEarnRate('activity', activityLine(kind), activityEarnRate))

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

/** The ride of a transfer between two place ids: one end is its airport, the other the city or a hotel there. */
async function rideOf(db: Database, activity: CatalogueActivity, from: string | undefined, to: string | undefined): Promise<Route | null> {
  if (activity.kind !== 'transport') return null
  if (!from) throw new SimulatorError('INVALID_CRITERIA', 'Say where the ride starts.', { field: 'from' })
  if (!to) throw new SimulatorError('INVALID_CRITERIA', 'Say where the ride ends.', { field: 'to' })
  const ride = await resolveRide(db, from, to, { from: 'from', to: 'to' })
  if (ride.destination.id !== activity.destinationId || ride.airportIata !== activity.transfer?.airport.iata) {
    throw new SimulatorError('INVALID_CRITERIA', `This transfer runs between ${activity.transfer?.airport.name} and the city.`, { field: 'to' })
  }
  return ride.route
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

/**
 * What the drop-off field asks for on a ride (tours have none): nothing at an airport or a named hotel (the
 * driver knows where), the address in the city door to door, the hotel for a shared shuttle's stops.
 */
export function dropOffOf(activity: CatalogueActivity, route: Route | null): { dropOff?: CatalogueActivity['pickUp'] } {
  if (activity.kind !== 'transport' || !route) return {}
  if (route.to.kind === 'AIRPORT') return { dropOff: { offered: false, required: false, label: 'Drop-off', description: `Drop-off at the departures level of ${route.to.name}.` } }
  if (route.to.kind === 'HOTEL') return { dropOff: { offered: false, required: false, label: 'Drop-off', description: `Drop-off at the entrance of ${route.to.name}.` } }
  const city = route.to.address.replace(/^Central /, '')
  return activity.options.some((option) => option.pricedPer === 'TRAVELER')
    ? { dropOff: { offered: true, required: true, label: 'Hotel for drop-off', description: `The shuttle stops at hotels in ${city}.` } }
    : { dropOff: { offered: true, required: true, label: 'Drop-off address', description: `Drop-off at your address in ${city}.` } }
}

/** What the pick-up field asks for: the hotel for tours with pick-up, the flight from an airport, the address to one. */
export function pickUpFor(activity: CatalogueActivity, route: Route | null): CatalogueActivity['pickUp'] {
  if (!route) return activity.pickUp
  if (route.from.kind === 'AIRPORT') {
    return { offered: true, required: false, label: 'Flight number (optional)', description: `Your driver meets you in the arrivals hall of ${route.from.name}.` }
  }
  if (route.from.kind === 'HOTEL') return { offered: true, required: false, label: 'Room or extra pick-up notes (optional)', description: `Pick-up at the entrance of ${route.from.name}.` }
  return { offered: true, required: true, label: 'Pick-up address', description: `Pick-up at your address in ${route.from.address.replace(/^Central /, '')}.` }
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
