// Car rental prices, all integers of minor units: the daily rate of a fleet entry by date and demand,
// the rental days, fees (one-way, young driver), extras priced per day with a cap per rental, taxes.
import type { CarExtra, RentalPrice, RentalRules } from '@contracts/lxp/car.schema'
import type { Destination } from '../catalogue/destinations'
import { applyPermille, basisPointsOf, money } from '../money'
import { hashString } from '../random'
import { addDays } from '../shared/calendar'
import { Temporal } from 'temporal-polyfill'
import { classTemplates, suppliers, type FleetEntry } from './car-catalogue'

/** A rental day starts at the pick-up time; up to 59 minutes late on return costs nothing more. */
export const gracePeriodMinutes = 59
export const taxBasisPoints = 1200
export const youngDriver = { ageBelow: 25, feePerDay: 1800 } as const
export const oneWayBaseFee = 4500

/** ISO weekday of a date: Monday 1 … Sunday 7. */
export function weekdayOf(date: string) {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** Epoch minutes of a wall-clock time at a place ('compatible': a skipped time moves forward). */
function minutesOf(date: string, time: string, timeZone: string) {
  return Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds / 60_000
}

/** Minutes from pick-up to drop-off (negative or zero when drop-off is not after pick-up). */
export function rentalMinutes(rental: { pickUpDate: string; pickUpTime: string; dropOffDate: string; dropOffTime: string }, timeZone = 'UTC') {
  // Elapsed time, not wall-clock difference: across a clock change a day is still 24 hours of car.
  return minutesOf(rental.dropOffDate, rental.dropOffTime, timeZone) - minutesOf(rental.pickUpDate, rental.pickUpTime, timeZone)
}

/** Days charged: whole 24-hour periods from pick-up, the last one started after the grace period. */
export function rentalDays(minutes: number) {
  return Math.max(1, Math.ceil((minutes - gracePeriodMinutes) / 1440))
}

/** The dates of the charged days, from the pick-up date. */
export function rentalDates(pickUpDate: string, days: number) {
  return Array.from({ length: days }, (_, index) => addDays(pickUpDate, index))
}

function seasonPermille(date: string) {
  const month = Number(date.slice(5, 7))
  if (month >= 6 && month <= 8) return 1200
  if (month === 12) return 1150
  return 1000
}

/** Demand of one car on one date: the same on every machine, between 0.9 and 1.15. */
function demandPermille(fleetId: string, date: string) {
  return 900 + (hashString(`car-demand:${fleetId}:${date}`) % 251)
}

/** The daily rate of a fleet entry on a date, before taxes. */
export function dailyRate(entry: FleetEntry, destination: Pick<Destination, 'costLevel'>, date: string) {
  const template = classTemplates[entry.vehicle.class]
  let amount = applyPermille(template.baseDaily, destination.costLevel)
  amount = applyPermille(amount, suppliers[entry.supplier]?.pricePermille ?? 1000)
  amount = applyPermille(amount, seasonPermille(date))
  amount = applyPermille(amount, [5, 6, 7].includes(weekdayOf(date)) ? 1120 : 1000)
  return applyPermille(amount, demandPermille(entry.id, date))
}


const extraPrices: { id: string; name: string; description: string; perDay: number; maxPerRental: number; maxQuantity: number }[] = [
  { id: 'child-seat', name: 'Child seat', description: 'A seat for children of 9 to 18 kg, fitted on request.', perDay: 1200, maxPerRental: 8400, maxQuantity: 3 },
  { id: 'gps', name: 'GPS navigation', description: 'A satellite navigation unit with local maps.', perDay: 1000, maxPerRental: 7000, maxQuantity: 1 },
  { id: 'additional-driver', name: 'Additional driver', description: 'Another driver of at least the minimum age, named at the counter.', perDay: 1300, maxPerRental: 9100, maxQuantity: 3 },
  { id: 'full-cover', name: 'Full cover', description: 'No excess to pay for damage or theft, including tyres and glass.', perDay: 2500, maxPerRental: 17_500, maxQuantity: 1 },
  { id: 'toll-pass', name: 'Toll pass', description: 'Electronic toll tag; tolls are charged after the rental.', perDay: 800, maxPerRental: 4000, maxQuantity: 1 },
]

/** The extras offered with a car (electric cars need no GPS unit: theirs is built in). */
export function extrasFor(entry: FleetEntry, currency: string): CarExtra[] {
  return extraPrices
    .filter((extra) => !(extra.id === 'gps' && entry.vehicle.fuel === 'ELECTRIC'))
    .map((extra) => ({ id: extra.id, name: extra.name, description: extra.description, perDay: money(extra.perDay, currency), maxPerRental: money(extra.maxPerRental, currency), maxQuantity: extra.maxQuantity }))
}

/** What one unit of an extra costs for the rental: the daily price, never above the cap. */
export function extraTotal(extra: Pick<CarExtra, 'perDay' | 'maxPerRental'>, days: number, quantity: number) {
  return Math.min(extra.perDay.amount * days, extra.maxPerRental.amount) * quantity
}

const euCountries = new Set(['FR', 'ES', 'IT', 'DE', 'NL', 'PT', 'AT', 'CZ', 'GR', 'IE', 'BE', 'HU', 'DK', 'SE', 'HR', 'PL'])

export function rulesFor(entry: FleetEntry, destination: Pick<Destination, 'countryCode' | 'costLevel'>, currency: string): RentalRules {
  const template = classTemplates[entry.vehicle.class]
  const crossBorder =
    destination.countryCode === 'US'
      ? 'Driving into Canada is allowed; Mexico is not.'
      : euCountries.has(destination.countryCode)
        ? 'Driving into other EU countries is allowed when declared at the counter (a fee may apply).'
        : 'The car may not leave the country.'
  return {
    minimumDriverAge: template.minimumDriverAge,
    youngDriverAgeBelow: youngDriver.ageBelow,
    youngDriverFeePerDay: money(youngDriver.feePerDay, currency),
    deposit: money(applyPermille(template.deposit, destination.costLevel), currency),
    fuelPolicy: entry.vehicle.fuel === 'ELECTRIC' ? 'Return the car with at least 70 % charge, or pay for charging.' : 'Full to full: the car comes with a full tank; return it full, or pay for the fuel.',
    crossBorder,
    mileage: entry.vehicle.mileage.unlimited ? 'Unlimited mileage.' : `${entry.vehicle.mileage.limitKmPerDay} km a day included; further kilometres are charged at the counter.`,
    oneWayFee: money(applyPermille(oneWayBaseFee, destination.costLevel), currency),
  }
}

export type RentalPricing = { days: number; dates: string[]; oneWay: boolean; driverAge: number; extras: { perDay: { amount: number }; maxPerRental: { amount: number }; quantity: number }[] }

/** The rental's price: daily rates, fees, extras and taxes; everything is prepaid. */
export function rentalPrice(entry: FleetEntry, destination: Pick<Destination, 'costLevel'>, pricing: RentalPricing, currency: string): RentalPrice {
  const daily = pricing.dates.map((date) => ({ date, amount: dailyRate(entry, destination, date) }))
  const base = daily.reduce((sum, day) => sum + day.amount, 0)
  const oneWayFee = pricing.oneWay ? applyPermille(oneWayBaseFee, destination.costLevel) : 0
  const youngDriverFee = pricing.driverAge < youngDriver.ageBelow ? youngDriver.feePerDay * pricing.days : 0
  const extras = pricing.extras.reduce((sum, extra) => sum + Math.min(extra.perDay.amount * pricing.days, extra.maxPerRental.amount) * extra.quantity, 0)
  const taxes = basisPointsOf(base + oneWayFee + youngDriverFee + extras, taxBasisPoints)
  const total = base + oneWayFee + youngDriverFee + extras + taxes
  return { currency, daily, base, oneWayFee, youngDriverFee, extras, taxes, total, dueNow: total }
}
