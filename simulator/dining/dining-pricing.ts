// Dining prices and cancellation rules, all integers of minor units: a set menu is prepaid per person
// with taxes and service; a table is free or held by a deposit per person (taken off the bill at the
// restaurant, so no tax on it). Each option is free to cancel until some hours before the seating:
// set menus 48 hours (then half the price is kept), deposit tables 24 hours (then the deposit is kept),
// free tables 4 hours (then a late fee per person is charged to the guarantee card).
import type { DiningCancellationPolicy, DiningOption, DiningPrice, PricedDiningOption } from '@contracts/lxp/dining.schema'
import { freeCancellationEnd, venueClockName, venueHoursBefore } from '@contracts/domain/venue-time'
import type { Destination } from '../catalogue/destinations'
import { applyPermille, basisPointsOf, money } from '../money'
import type { Restaurant } from './dining-catalogue'

/** Taxes and service on a prepaid set menu. */
export const diningTaxBasisPoints = 1000
/** Late cancellation or no-show of a free table, per person, in a mid-priced city. */
export const freeTableLateFeePerPerson = 2000
export const freeCancellationHours = { experience: 48, depositTable: 24, freeTable: 4 } as const
/** Share of a set menu kept after its free-cancellation deadline. */
export const lateExperienceSharePermille = 500

export function optionsOf(restaurant: Restaurant, currency: string): DiningOption[] {
  const deposit = restaurant.tableDepositPerPerson
  const table: DiningOption = {
    id: 'table',
    kind: 'TABLE',
    name: 'Table reservation',
    description:
      deposit > 0
        ? 'A table from the à la carte menu. The deposit is taken off your bill at the restaurant.'
        : 'A table from the à la carte menu; you pay at the restaurant. A card guarantees the booking and is charged only for a late cancellation or a no-show.',
    includes: ['Order from the à la carte menu at the table'],
    pricePerPerson: null,
    depositPerPerson: deposit > 0 ? money(deposit, currency) : null,
  }
  return [
    table,
    ...restaurant.experiences.map((experience) => ({
      id: experience.id,
      kind: 'EXPERIENCE' as const,
      name: experience.name,
      description: experience.description,
      includes: experience.includes,
      pricePerPerson: money(experience.pricePerPerson, currency),
      depositPerPerson: null,
    })),
  ]
}

/** What the party pays now for an option. */
export function priceOf(option: DiningOption, partySize: number, currency: string): DiningPrice {
  if (option.kind === 'EXPERIENCE') {
    const perPerson = option.pricePerPerson?.amount ?? 0
    const subtotal = perPerson * partySize
    const taxes = basisPointsOf(subtotal, diningTaxBasisPoints)
    return { currency, perPerson, partySize, subtotal, taxes, total: subtotal + taxes, dueNow: subtotal + taxes }
  }
  const perPerson = option.depositPerPerson?.amount ?? 0
  return { currency, perPerson, partySize, subtotal: perPerson * partySize, taxes: 0, total: perPerson * partySize, dueNow: perPerson * partySize }
}

/**
 * The local moment `hours` of elapsed time before a date and time in `timeZone`, as YYYY-MM-DDTHH:mm: across a clock
 * change, 48 hours before a dinner is 47 or 49 hours on the restaurant's wall (issue 37).
 */
export function hoursBefore(date: string, time: string, hours: number, timeZone = 'UTC') {
  return venueHoursBefore(date, time, hours, timeZone)
}

const formatAmount = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)

/**
 * A table's cancellation terms, read at the restaurant's clock (`now`): a seating booked after its free period has
 * begun to cost says so, never a deadline already passed (issue 37).
 */
export function policyOf(
  option: DiningOption,
  price: DiningPrice,
  destination: Pick<Destination, 'costLevel' | 'name' | 'timeZone'>,
  booking: { date: string; time: string; partySize: number },
  now: { date: string; time: string },
): DiningCancellationPolicy {
  const { currency } = price
  const chargedToCard = option.kind === 'TABLE' && price.dueNow === 0
  const hours = option.kind === 'EXPERIENCE' ? freeCancellationHours.experience : chargedToCard ? freeCancellationHours.freeTable : freeCancellationHours.depositTable
  const fee = option.kind === 'EXPERIENCE' ? applyPermille(price.total, lateExperienceSharePermille) : chargedToCard ? applyPermille(freeTableLateFeePerPerson, destination.costLevel) * booking.partySize : price.total
  const freeUntil = hoursBefore(booking.date, booking.time, hours, destination.timeZone)
  const after =
    option.kind === 'EXPERIENCE'
      ? `after that, or for a no-show, half the set-menu price (${formatAmount(fee, currency)}) is kept`
      : chargedToCard
        ? `after that, or for a no-show, a fee of ${formatAmount(fee, currency)} is charged to your card`
        : `after that, or for a no-show, the deposit (${formatAmount(fee, currency)}) is kept`
  return {
    refundable: true,
    freeCancellationUntil: freeUntil.slice(0, 10),
    freeCancellationEndsAt: freeUntil > `${now.date}T${now.time}` ? freeCancellationEnd(freeUntil, destination.timeZone) : null,
    penaltyAfterDeadline: money(fee, currency),
    // The deadline as a local date-time (YYYY-MM-DDTHH:mm): the pages write it in the visitor's day and clock, as every time on the site (fourth pass item 5).
    description:
      freeUntil > `${now.date}T${now.time}`
        ? `Free cancellation until ${freeUntil} (${venueClockName(destination.timeZone)} time), ${hours} hours before; ${after}.`
        : `It starts within ${hours} hours, so the free cancellation period, until ${freeUntil} (${venueClockName(destination.timeZone)} time), has passed: ${after.replace(/^after that, /, 'from now, ')}.`,
    hoursBefore: hours,
    freeUntil,
    chargedToCard,
  }
}

export function pricedOptions(restaurant: Restaurant, destination: Pick<Destination, 'costLevel' | 'name' | 'timeZone'>, booking: { date: string; time: string; partySize: number }, currency: string, now: { date: string; time: string }): PricedDiningOption[] {
  return optionsOf(restaurant, currency).map((option) => {
    const price = priceOf(option, booking.partySize, currency)
    return { ...option, price, cancellationPolicy: policyOf(option, price, destination, booking, now) }
  })
}
