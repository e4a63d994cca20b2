// The departures of a tour or transfer on the platform: each option's starts on a date with what is left, priced for
// the party, the first one with room, and the cancellation policy of each (24 hours before its start).
import type { ActivityCancellationNote, ActivityCancellationPolicy, ActivityOption } from '@contracts/lxp/activity.schema'
import { activityLimits } from '@contracts/lxp/activity-limits'
import { freeCancellationEnd, venueClockName, venueHoursBefore } from '@contracts/domain/venue-time'
import type { Destination } from '../catalogue/destinations'
import { money, simulatorCurrency } from '../money'
import type { CatalogueActivity, OptionSpec } from './activity-catalogue'
import { unitsLeft } from './activity-inventory.server'
import { activityPrice, childUnitsNeeded, unitsNeeded, weekdayNames, weekdayOf } from './activity-pricing'

export type Now = { date: string; time: string }
/** Who goes: everyone (`travelers`) and the children among them, by age. */
export type Party = { travelers: number; childAges: number[] }

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

export function optionView(activity: CatalogueActivity, option: OptionSpec, destination: Destination, date: string, time: string | undefined, { travelers, childAges }: Party, booked: Map<string, number>, now: Now): ActivityOption {
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
export type Next = { date: string; time: string; option: ActivityOption; left: number; free: boolean; laterFree: boolean }

/**
 * The first departure between the dates with room for the party, preferring the cheaper option at a time; when it
 * starts within 24 hours, whether a later one with room (that day or a later day searched) is still free to cancel.
 */
export function firstAvailable(activity: CatalogueActivity, destination: Destination, dates: readonly string[], time: string | undefined, party: Party, booked: Map<string, number>, now: Now): Next | undefined {
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
