// Flexible dates (issue 19, item 3): the lowest price of each day of a range, as the hotel price
// calendar and the flight fare calendar answer it. A day's price is what a search of that day answers
// as its lowest price, so the calendar and the results never disagree (docs/decisions/091).
import { z } from 'zod'
import { CurrencyCodeSchema, IsoDateSchema } from './values.schema'

/** Two months of a date picker at most: the longest range a calendar answers. */
export const priceCalendarMaxDays = 62

/** The days from `from` to `to`, both included, as ISO dates. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = []
  for (let time = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); time <= end; time += 86_400_000) days.push(new Date(time).toISOString().slice(0, 10))
  return days
}

/** A range of days: `to` on or after `from`, at most priceCalendarMaxDays days. */
export const calendarRangeShape = { from: IsoDateSchema.describe('First day, included'), to: IsoDateSchema.describe(`Last day, included; at most ${priceCalendarMaxDays} days after the first`) }

export function checkCalendarRange(range: { from: string; to: string }, context: z.RefinementCtx) {
  if (range.to < range.from) context.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after the first day' })
  else if (calendarDays(range.from, range.to).length > priceCalendarMaxDays) context.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${priceCalendarMaxDays} days from the first day` })
}

export const CalendarDaySchema = z
  .object({
    date: IsoDateSchema,
    lowestPrice: z.int().min(0).nullable().describe('In minor units; null when nothing can be booked that day (past, beyond the booking horizon, sold out)'),
  })
  .meta({ id: 'CalendarDay' })
export type CalendarDay = z.infer<typeof CalendarDaySchema>

export const calendarAnswerShape = { currency: CurrencyCodeSchema, days: z.array(CalendarDaySchema).describe('Every day of the range, in order') }
