// The calendar's prices per day from a platform price calendar (hotel nights, flight fares): each day's
// short price, how it is said, and the cheapest days of those shown marked (docs/decisions/091).
// Imported with the calendar chunk only (the features' day-prices hooks), never on first load.
import { useQuery } from '@tanstack/react-query'
import type { CalendarDay } from '@contracts/lxp/shared/price-calendar.schema'
import { pageContextHeaders } from '@server/upstream/context-headers'
import type { DayPrice, DayPrices } from '~/ui/date-range-parts'
import { formatPrice } from './format/money'
import { todayIso } from './search-dates'

/** The range to ask prices for: the days shown from today on; undefined when all of them are past. */
export function pricedRange(shown: { from: string; to: string }, today = todayIso()): { from: string; to: string } | undefined {
  const from = shown.from < today ? today : shown.from
  return from <= shown.to ? { from, to: shown.to } : undefined
}

/** Each priced day with its short price and spoken words; the days at the lowest price shown are the cheapest. */
export function dayPricesOf(days: readonly CalendarDay[], currency: string, words: { spoken: (price: string) => string; cheapest: (price: string) => string }, note: string): DayPrices {
  const priced = days.filter((day): day is CalendarDay & { lowestPrice: number } => day.lowestPrice !== null)
  const lowest = Math.min(...priced.map((day) => day.lowestPrice))
  const byDay = new Map<string, DayPrice>(
    priced.map((day) => {
      const text = formatPrice(day.lowestPrice, { currency })
      const cheapest = priced.length > 1 && day.lowestPrice === lowest
      return [day.date, { text, spoken: cheapest ? words.cheapest(text) : words.spoken(text), cheapest }]
    }),
  )
  return { byDay, note }
}

/**
 * A platform price calendar, asked as a silent request: prices are help, so a failure (an unknown place)
 * shows no site banner (§R8) and leaves the calendar usable without them.
 */
export function useSilentCalendar<T>(queryKey: readonly unknown[], ask: (headers: Record<string, string>) => Promise<{ ok: true; value: T } | { ok: false }>, enabled: boolean): T | undefined {
  const { data } = useQuery({
    queryKey,
    queryFn: async () => {
      const outcome = await ask({ [pageContextHeaders.silentRequest]: '1' })
      return outcome.ok ? outcome.value : null
    },
    enabled,
    staleTime: 5 * 60_000,
  })
  return data ?? undefined
}
