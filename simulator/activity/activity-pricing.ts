// Tours and transport prices, all integers of minor units: a seat or vehicle priced by destination,
// season, weekday and demand, a child's seat at 70 % of an adult's (issue 19), a night surcharge for
// rides between 22:00 and 06:00, a service fee and taxes; everything is prepaid.
import { activityLimits, type ActivityPrice } from '@contracts/lxp/activity.schema'
import type { Destination } from '../catalogue/destinations'
import { addDays, seasonPermille } from '../shared/calendar'
import { applyPermille, basisPointsOf } from '../money'
import { hashString } from '../random'
import type { CatalogueActivity, OptionSpec } from './activity-catalogue'

export const activityCharges = { serviceFeeBasisPoints: 300, taxBasisPoints: 700, nightSurchargeBasisPoints: 2000 } as const
/** Points earned per currency unit charged to the card for a tour or a transfer. */
export const activityEarnRate = 3

/** ISO weekday of a date: Monday 1 … Sunday 7. */
export function weekdayOf(date: string) {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

export function datesBetween(from: string, to: string) {
  const dates: string[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date)
  return dates
}

/** Demand of one activity on one date: the same on every machine, between 0.9 and 1.15. */
function demandPermille(activityId: string, date: string) {
  return 900 + (hashString(`activity-demand:${activityId}:${date}`) % 251)
}

/** One seat or one vehicle on a date, before fees and taxes. */
export function unitPrice(activity: Pick<CatalogueActivity, 'id'>, option: Pick<OptionSpec, 'basePrice'>, destination: Pick<Destination, 'costLevel' | 'latitude'>, date: string) {
  let amount = applyPermille(option.basePrice, destination.costLevel)
  amount = applyPermille(amount, seasonPermille(date, destination.latitude))
  amount = applyPermille(amount, [6, 7].includes(weekdayOf(date)) ? 1080 : 1000)
  return applyPermille(amount, demandPermille(activity.id, date))
}

/** Seats (per traveler) or vehicles and private groups (per group) a party needs. */
export function unitsNeeded(option: Pick<OptionSpec, 'pricedPer' | 'maxTravelersPerUnit'>, travelers: number) {
  return option.pricedPer === 'TRAVELER' ? travelers : Math.ceil(travelers / (option.maxTravelersPerUnit ?? travelers))
}

/**
 * Children's seats among a party's units: one per child where the option is priced per traveler; none per
 * group (a vehicle or private group costs the same whoever is in it).
 */
export function childUnitsNeeded(option: Pick<OptionSpec, 'pricedPer'>, childAges: readonly number[]) {
  return option.pricedPer === 'TRAVELER' ? childAges.length : 0
}

/** A child's seat before fees and taxes: 70 % of an adult's, rounded half up (issue 19, docs/decisions/098). */
export const childSeatPrice = (adultSeat: number) => applyPermille(adultSeat, activityLimits.childSeatPermille)

export const isNight = (time: string) => time < '06:00' || time >= '22:00'

export function activityPrice(
  activity: Pick<CatalogueActivity, 'id' | 'kind'>,
  option: Pick<OptionSpec, 'basePrice' | 'pricedPer' | 'maxTravelersPerUnit'>,
  destination: Pick<Destination, 'costLevel' | 'latitude'>,
  date: string,
  time: string,
  units: number,
  currency: string,
  /** Children's seats among `units` (see `childUnitsNeeded`). */
  childUnits = 0,
): Required<ActivityPrice> {
  const unit = unitPrice(activity, option, destination, date)
  const childUnitPrice = option.pricedPer === 'TRAVELER' ? childSeatPrice(unit) : 0
  // Surcharge, fee and taxes are rounded per seat (or vehicle), then multiplied: the price shown for one
  // ("$144.24 a person") times the seats is the total, never a cent off (issue 37 item 10).
  const charges = (seat: number) => {
    const nightSurcharge = activity.kind === 'transport' && isNight(time) ? basisPointsOf(seat, activityCharges.nightSurchargeBasisPoints) : 0
    return { nightSurcharge, bookingFee: basisPointsOf(seat + nightSurcharge, activityCharges.serviceFeeBasisPoints), taxes: basisPointsOf(seat + nightSurcharge, activityCharges.taxBasisPoints) }
  }
  const [adult, child, adults] = [charges(unit), charges(childUnitPrice), units - childUnits]
  const base = unit * adults + childUnitPrice * childUnits
  const nightSurcharge = adult.nightSurcharge * adults + child.nightSurcharge * childUnits
  const bookingFee = adult.bookingFee * adults + child.bookingFee * childUnits
  const taxes = adult.taxes * adults + child.taxes * childUnits
  const total = base + nightSurcharge + bookingFee + taxes
  // A seat's all-in price, the one every screen states per person (issue 36: the offer said $102.09 a child, checkout $92.81).
  const allIn = (seat: number, { nightSurcharge, bookingFee, taxes }: ReturnType<typeof charges>) => seat + nightSurcharge + bookingFee + taxes
  const unitTotal = allIn(unit, adult)
  const childUnitTotal = option.pricedPer === 'TRAVELER' ? allIn(childUnitPrice, child) : 0
  return { currency, pricedPer: option.pricedPer, unitPrice: unit, unitTotal, units, childUnits, childUnitPrice, childUnitTotal, base, nightSurcharge, bookingFee, taxes, total, dueNow: total }
}
