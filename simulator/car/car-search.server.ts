// Car search and offer details on the platform, over its inventory.
// Inventory: the stored car catalogue read once per database and kept in memory, and the finite availability:
// each fleet entry rents `inventory` cars a day, less what bookings took (sim_car_days).
// Search and offer: the rental checked as a supplier would (§R8: E1001018 pick-up in the past, E1001016 drop-off
// not after pick-up, E1001019 / E1001032 outside the location's working hours, E0000023 sanctioned destination),
// then priced for the dates and driver.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { CarOffer, CarOfferSummary, CarSearchData, CarSearchResult, RentalLocation } from '@contracts/lxp/car.schema'
import { carClassLabels, rentalLimits } from '@contracts/lxp/car.schema'
import { pageOf } from '@contracts/lxp/shared/search.schema'
import { freeCancellationEnd, freeCancellationOpen, freeUntilEndOf } from '@contracts/domain/venue-time'
import type { Database, Executor } from '../db/database'
import { catalogueDestinations } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import { withSharedStrings } from '../catalogue/shared-strings'
import { addDays } from '../shared/calendar'
import { cachedPerDatabase, indexCatalogue } from '../shared/catalogue-cache'
import { money, simulatorCurrency } from '../money'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { venueClock, venueTimeText } from '../clock'
import { classTemplates, suppliers, vehicleOf, type CarLocation, type FleetEntry } from './car-catalogue'
import { extrasFor, rentalDates, rentalDays, rentalMinutes, rentalPrice, rulesFor, weekdayOf } from './car-pricing'
import { simCarDays, simCarLocations } from './car.tables'

export type CarCatalogue = {
  byDestination: Map<string, CarLocation[]>
  locations: Map<string, CarLocation>
  fleet: Map<string, { entry: FleetEntry; location: CarLocation }>
}

export const carCatalogue = cachedPerDatabase(
  async (db) => {
    const rows = await db.select({ data: simCarLocations.data }).from(simCarLocations)
    const locations = withSharedStrings(rows.map((row) => row.data as CarLocation))
    const { byId, byGroup } = indexCatalogue(locations, (location) => location.destinationId)
    const fleet = new Map(locations.flatMap((location) => location.fleet.map((entry) => [entry.id, { entry, location }] as const)))
    return { byDestination: byGroup, locations: byId, fleet } satisfies CarCatalogue
  },
  (catalogue) => catalogue.locations.size === 0,
)

/** A fleet entry, its location and destination by offer id, or NOT_FOUND. */
export async function findCarOffer(db: Database, offerId: string): Promise<{ entry: FleetEntry; location: CarLocation; destination: Destination }> {
  const found = (await carCatalogue(db)).fleet.get(offerId)
  const destination = found && (await catalogueDestinations(db)).byId.get(found.location.destinationId)
  if (!found || !destination) throw new SimulatorError('NOT_FOUND', `We could not find the car offer '${offerId}'.`, { field: 'offerId' })
  return { ...found, destination }
}

/** Cars taken per fleet entry and day, keyed `fleetId|day`. */
export async function bookedCarDays(db: Executor, fleetIds: readonly string[], days: readonly string[]): Promise<Map<string, number>> {
  const booked = new Map<string, number>()
  if (fleetIds.length === 0 || days.length === 0) return booked
  const wanted = new Set(fleetIds)
  const rows = await db.select().from(simCarDays).where(inArray(simCarDays.day, [...days]))
  for (const row of rows) if (wanted.has(row.fleetId) && row.booked > 0) booked.set(`${row.fleetId}|${row.day}`, row.booked)
  return booked
}

export function carsLeft(entry: Pick<FleetEntry, 'id' | 'inventory'>, days: readonly string[], booked: Map<string, number>) {
  let left = entry.inventory
  for (const day of days) left = Math.min(left, entry.inventory - (booked.get(`${entry.id}|${day}`) ?? 0))
  return Math.max(0, left)
}

/** Takes one car on every day of the rental, or none: SOLD_OUT when any day has none left. */
export async function reserveCarDays(db: Executor, entry: Pick<FleetEntry, 'id' | 'inventory'>, days: readonly string[]) {
  const soldOut = () => new SimulatorError('SOLD_OUT', 'This car is no longer available for your dates.', { field: 'offerId' })
  await db.transaction(async (tx) => {
    const taken = await tx
      .insert(simCarDays)
      .values(days.map((day) => ({ fleetId: entry.id, day, booked: 1 })))
      .onConflictDoUpdate({
        target: [simCarDays.fleetId, simCarDays.day],
        set: { booked: sql`${simCarDays.booked} + excluded.booked` },
        setWhere: sql`${simCarDays.booked} + excluded.booked <= ${entry.inventory}`,
      })
      .returning({ day: simCarDays.day })
    if (taken.length !== days.length) throw soldOut()
  })
}

export async function releaseCarDays(db: Executor, fleetId: string, days: readonly string[]) {
  if (days.length === 0) return
  await db
    .update(simCarDays)
    .set({ booked: sql`greatest(${simCarDays.booked} - 1, 0)` })
    .where(and(eq(simCarDays.fleetId, fleetId), inArray(simCarDays.day, [...days])))
}

export type Rental = { pickUpDate: string; pickUpTime: string; dropOffDate: string; dropOffTime: string; driverAge: number }
/** `venueToday`: the pick-up location's date now, which deadlines are judged by. */
export type CheckedRental = Rental & { days: number; dates: string[]; venueToday: string }

/** Dates and times as a supplier checks them, before any location is looked at. */
export function checkRental(rental: Rental, timeZone: string, today: string, place = timeZone): CheckedRental {
  const now = venueClock(timeZone, today)
  if (rental.pickUpDate < now.date || (rental.pickUpDate === now.date && rental.pickUpTime <= now.time)) {
    throw new SimulatorError(supplierCodes.pickUpInPast, `The pick-up date and time have passed: it is ${venueTimeText(now, place)}. Choose a later pick-up.`, { field: 'pickUpDate' })
  }
  if (rental.pickUpDate > addDays(today, rentalLimits.maxDaysAhead)) {
    throw new SimulatorError('INVALID_DATES', `Cars can be booked up to ${rentalLimits.maxDaysAhead} days ahead.`, { field: 'pickUpDate' })
  }
  const minutes = rentalMinutes(rental, timeZone)
  if (minutes <= 0) throw new SimulatorError(supplierCodes.dropOffDateInvalid, 'The drop-off must be after the pick-up.', { field: 'dropOffDate' })
  const days = rentalDays(minutes)
  if (days > rentalLimits.maxDays) throw new SimulatorError('INVALID_DATES', `A rental lasts at most ${rentalLimits.maxDays} days.`, { field: 'dropOffDate' })
  return { ...rental, days, dates: rentalDates(rental.pickUpDate, days), venueToday: now.date }
}

/** Whether the location is open at this time on this date (its opening hours by weekday). */
export function isOpen(location: Pick<RentalLocation, 'openingHours'>, date: string, time: string) {
  const day = location.openingHours.find((hours) => hours.weekday === weekdayOf(date))
  return Boolean(day?.open && day.close && time >= day.open && time <= day.close)
}

function hoursOf(location: RentalLocation, date: string) {
  return location.openingHours.find((hours) => hours.weekday === weekdayOf(date))?.label ?? 'Closed'
}

export function checkHours(pickUp: RentalLocation, dropOff: RentalLocation, rental: Rental) {
  if (!isOpen(pickUp, rental.pickUpDate, rental.pickUpTime)) {
    throw new SimulatorError(supplierCodes.pickUpOutsideHours, `${pickUp.name} is not open at the pick-up time (${hoursOf(pickUp, rental.pickUpDate)} that day).`, { field: 'pickUpTime' })
  }
  if (!isOpen(dropOff, rental.dropOffDate, rental.dropOffTime)) {
    throw new SimulatorError(supplierCodes.dropOffOutsideHours, `${dropOff.name} is not open at the drop-off time (${hoursOf(dropOff, rental.dropOffDate)} that day).`, { field: 'dropOffTime' })
  }
}

function sanctionedRefusal(field: string) {
  return new SimulatorError(supplierCodes.sanctioned, 'We cannot offer travel services to this destination because of sanctions.', { field })
}

/** The public view of a location (without its fleet). */
export function locationView(location: CarLocation): RentalLocation {
  const { id, kind, name, iata, address, latitude, longitude, timeZone, openingHours } = location
  return { id, kind, name, iata, address, latitude, longitude, timeZone, openingHours }
}

const brief = (location: CarLocation) => ({ id: location.id, kind: location.kind, name: location.name, iata: location.iata, latitude: location.latitude, longitude: location.longitude })

/** Resolves what a traveller typed: a location id, an airport code, or a destination. */
async function resolvePickUp(db: Database, text: string): Promise<{ destination: Destination; location?: CarLocation }> {
  const [catalogue, index] = await Promise.all([carCatalogue(db), catalogueDestinations(db)])
  const byId = catalogue.locations.get(text.trim().toLowerCase())
  const iata = /^[A-Za-z]{3}$/.test(text.trim()) ? [...catalogue.locations.values()].find((location) => location.iata === text.trim().toUpperCase()) : undefined
  const location = byId ?? iata
  const destination = location ? index.byId.get(location.destinationId) : index.byText.get(searchText(text))
  if (destination?.sanctioned) throw sanctionedRefusal('pickUpLocation')
  if (!destination) throw new SimulatorError('DESTINATION_NOT_FOUND', `We do not rent cars in '${text}'. Try a city or an airport code.`, { field: 'pickUpLocation' })
  return { destination, location }
}

export async function resolveDropOff(db: Database, text: string | undefined, destination: Destination, field: string): Promise<CarLocation | undefined> {
  if (!text) return undefined
  const catalogue = await carCatalogue(db)
  const wanted = text.trim()
  const location =
    catalogue.locations.get(wanted.toLowerCase()) ?? [...catalogue.locations.values()].find((candidate) => candidate.iata !== null && candidate.iata === wanted.toUpperCase())
  if (!location && searchText(wanted) === searchText(destination.name)) return undefined
  if (!location || location.destinationId !== destination.id) {
    throw new SimulatorError('INVALID_CRITERIA', `Drop off at one of the ${destination.name} locations: one-way rentals stay within the destination.`, { field })
  }
  return location
}

/** The last day (location time) a rental can be cancelled free of charge, or null when none (any more). */
export function freeCancellationUntil(entry: FleetEntry, rental: Pick<CheckedRental, 'pickUpDate' | 'venueToday'>) {
  if (!(suppliers[entry.supplier]?.refundable ?? true)) return null
  const until = addDays(rental.pickUpDate, -2)
  return freeCancellationOpen(until, rental.venueToday) ? until : null
}

/** The policy at a rental location; its deadline is a day on the location's clocks (`timeZone`), named as its pick-up time is (issues 36, 37). */
export function cancellationPolicyOf(entry: FleetEntry, rental: CheckedRental, firstDay: number, total: number, currency: string, timeZone: string) {
  const refundable = suppliers[entry.supplier]?.refundable ?? true
  const until = freeCancellationUntil(entry, rental)
  if (!refundable) return { refundable, freeCancellationUntil: null, freeCancellationEndsAt: null, penaltyAfterDeadline: money(total, currency), description: 'Prepaid and non-refundable: cancelling gives nothing back.' }
  return until
    ? { refundable, freeCancellationUntil: until, freeCancellationEndsAt: freeCancellationEnd(until, timeZone), penaltyAfterDeadline: money(firstDay, currency), description: `${freeUntilEndOf(until, timeZone)}; after that, one day's rental is kept.` }
    : { refundable, freeCancellationUntil: null, freeCancellationEndsAt: null, penaltyAfterDeadline: money(firstDay, currency), description: "The free cancellation period has passed; cancelling keeps one day's rental." }
}

function summaryOf(entry: FleetEntry, pickUp: CarLocation, dropOff: CarLocation, destination: Destination, rental: CheckedRental, left: number): CarOfferSummary {
  const price = rentalPrice(entry, destination, { days: rental.days, dates: rental.dates, oneWay: pickUp.id !== dropOff.id, driverAge: rental.driverAge, extras: [] }, simulatorCurrency)
  const name = suppliers[entry.supplier]?.name ?? entry.supplier
  return {
    offerId: entry.id,
    vehicle: vehicleOf(entry),
    supplier: { code: entry.supplier, name },
    pickUpLocation: brief(pickUp),
    dropOffLocation: brief(dropOff),
    days: rental.days,
    // The total's own average (taxes and fees in), so a day and the total read on one basis (issue 36 item 8).
    daily: money(Math.round(price.total / rental.days), price.currency),
    total: money(price.total, price.currency),
    carsLeft: left,
    freeCancellation: freeCancellationUntil(entry, rental) !== null,
    pointsEligible: true,
  }
}

const classOrder = Object.keys(classTemplates)

function facet<T extends string>(offers: CarOfferSummary[], valueOf: (offer: CarOfferSummary) => T, labelOf: (value: T) => string) {
  const counts = new Map<T, number>()
  for (const offer of offers) counts.set(valueOf(offer), (counts.get(valueOf(offer)) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ value, label: labelOf(value), count })).sort((a, b) => a.label.localeCompare(b.label))
}

const titleCase = (value: string) => value.charAt(0) + value.slice(1).toLowerCase()

export async function searchCars(db: Database, criteria: CarSearchData, today: string): Promise<CarSearchResult> {
  const { destination, location } = await resolvePickUp(db, criteria.pickUpLocation)
  const rental = checkRental(criteria, destination.timeZone, today, destination.name)
  const explicitDropOff = await resolveDropOff(db, criteria.dropOffLocation, destination, 'dropOffLocation')
  const catalogue = await carCatalogue(db)
  const candidates = location ? [location] : (catalogue.byDestination.get(destination.id) ?? [])
  const openAtPickUp = candidates.filter((candidate) => isOpen(candidate, rental.pickUpDate, rental.pickUpTime))
  if (openAtPickUp.length === 0) {
    if (location) checkHours(location, location, rental)
    throw new SimulatorError(supplierCodes.pickUpOutsideHours, `No rental location in ${destination.name} is open at the pick-up time. Choose another time.`, { field: 'pickUpTime' })
  }
  const pairs = openAtPickUp.map((pickUp) => ({ pickUp, dropOff: explicitDropOff ?? pickUp })).filter((pair) => isOpen(pair.dropOff, rental.dropOffDate, rental.dropOffTime))
  if (pairs.length === 0) {
    const dropOff = explicitDropOff ?? openAtPickUp[0]
    throw new SimulatorError(supplierCodes.dropOffOutsideHours, `${explicitDropOff ? dropOff?.name : 'No rental location'} is not open at the drop-off time. Choose another time.`, { field: 'dropOffTime' })
  }
  const fleet = pairs.flatMap((pair) => pair.pickUp.fleet.map((entry) => ({ entry, ...pair })))
  const booked = await bookedCarDays(
    db,
    fleet.map((item) => item.entry.id),
    rental.dates,
  )
  const available = fleet
    .filter((item) => rental.driverAge >= classTemplates[item.entry.vehicle.class].minimumDriverAge)
    .map((item) => ({ item, left: carsLeft(item.entry, rental.dates, booked) }))
    .filter(({ left }) => left > 0)
    .map(({ item, left }) => summaryOf(item.entry, item.pickUp, item.dropOff, destination, rental, left))

  const { filters } = criteria
  const matching = available.filter(
    (offer) =>
      (!filters.classes?.length || filters.classes.includes(offer.vehicle.class)) &&
      (!filters.suppliers?.length || filters.suppliers.includes(offer.supplier.code)) &&
      (!filters.transmission || offer.vehicle.transmission === filters.transmission) &&
      (!filters.fuel?.length || filters.fuel.includes(offer.vehicle.fuel)) &&
      (!filters.locationKinds?.length || filters.locationKinds.includes(offer.pickUpLocation.kind)) &&
      (!filters.unlimitedMileage || offer.vehicle.mileage.unlimited) &&
      (filters.priceMax === undefined || offer.daily.amount <= filters.priceMax),
  )
  const byPrice = (a: CarOfferSummary, b: CarOfferSummary) => a.total.amount - b.total.amount || a.offerId.localeCompare(b.offerId)
  const sorters = {
    recommended: (a: CarOfferSummary, b: CarOfferSummary) => Number(b.freeCancellation) - Number(a.freeCancellation) || Number(a.pickUpLocation.kind !== 'AIRPORT') - Number(b.pickUpLocation.kind !== 'AIRPORT') || byPrice(a, b),
    'price-asc': byPrice,
    'price-desc': (a: CarOfferSummary, b: CarOfferSummary) => -byPrice(a, b),
    class: (a: CarOfferSummary, b: CarOfferSummary) => classOrder.indexOf(a.vehicle.class) - classOrder.indexOf(b.vehicle.class) || byPrice(a, b),
  }
  matching.sort(sorters[criteria.sort])
  return {
    destination: { id: destination.id, name: destination.name, country: destination.countryName, latitude: destination.latitude, longitude: destination.longitude, timeZone: destination.timeZone },
    rental: { pickUpDate: rental.pickUpDate, pickUpTime: rental.pickUpTime, dropOffDate: rental.dropOffDate, dropOffTime: rental.dropOffTime, driverAge: rental.driverAge, days: rental.days },
    ...pageOf(matching, criteria),
    facets: {
      classes: facet(available, (offer) => offer.vehicle.class, (value) => carClassLabels[value]).sort((a, b) => classOrder.indexOf(a.value) - classOrder.indexOf(b.value)),
      suppliers: facet(available, (offer) => offer.supplier.code, (value) => suppliers[value]?.name ?? value),
      transmission: facet(available, (offer) => offer.vehicle.transmission, titleCase),
      fuel: facet(available, (offer) => offer.vehicle.fuel, titleCase),
      locationKinds: facet(available, (offer) => offer.pickUpLocation.kind, (value) => (value === 'AIRPORT' ? 'Airport' : 'City office')),
    },
  }
}

export type OfferRequest = Rental & { dropOffLocationId?: string }

/** A car for a rental: everything checkout needs, checked as the supplier would (hours, dates, driver age). */
export async function getCarOffer(db: Database, offerId: string, request: OfferRequest, today: string, extras: { id: string; quantity: number }[] = []) {
  const { entry, location, destination } = await findCarOffer(db, offerId)
  if (destination.sanctioned) throw sanctionedRefusal('offerId')
  const rental = checkRental(request, destination.timeZone, today, destination.name)
  const dropOff = (await resolveDropOff(db, request.dropOffLocationId, destination, 'dropOffLocationId')) ?? location
  checkHours(location, dropOff, rental)
  const minimumAge = classTemplates[entry.vehicle.class].minimumDriverAge
  if (rental.driverAge < minimumAge) throw new SimulatorError('INVALID_CRITERIA', `Drivers of this car must be at least ${minimumAge}.`, { field: 'driverAge' })
  const left = carsLeft(entry, rental.dates, await bookedCarDays(db, [entry.id], rental.dates))
  const currency = simulatorCurrency
  const available = extrasFor(entry, currency)
  const chosen = extras.map((choice) => {
    const extra = available.find((candidate) => candidate.id === choice.id)
    if (!extra) throw new SimulatorError('INVALID_CRITERIA', `This car has no extra '${choice.id}'.`, { field: 'extras' })
    if (choice.quantity > extra.maxQuantity) throw new SimulatorError('INVALID_CRITERIA', `At most ${extra.maxQuantity} of ${extra.name}.`, { field: 'extras' })
    return { ...extra, quantity: choice.quantity }
  })
  const price = rentalPrice(entry, destination, { days: rental.days, dates: rental.dates, oneWay: dropOff.id !== location.id, driverAge: rental.driverAge, extras: chosen }, currency)
  const offer: CarOffer = {
    ...summaryOf(entry, location, dropOff, destination, rental, left),
    pickUpLocation: locationView(location),
    dropOffLocation: locationView(dropOff),
    destination: { id: destination.id, name: destination.name, country: destination.countryName },
    rental: { pickUpDate: rental.pickUpDate, pickUpTime: rental.pickUpTime, dropOffDate: rental.dropOffDate, dropOffTime: rental.dropOffTime, driverAge: rental.driverAge, days: rental.days },
    extras: available,
    rules: rulesFor(entry, destination, currency),
    price,
    cancellationPolicy: cancellationPolicyOf(entry, rental, price.daily[0]?.amount ?? 0, price.total, currency, location.timeZone),
  }
  return { offer, entry, rental, chosen, left }
}
