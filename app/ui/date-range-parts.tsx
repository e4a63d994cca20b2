// What the date range field (./date-range-field.tsx, in the page's first load) and its calendar
// (./date-range-picker.tsx, loaded on the button's first use) share: the field's props, the days' prices,
// the button's look, its name and the dates in words.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { formatStayDate } from '~/lib/format/stay-date'
import { daysBetween } from '~/lib/search-dates'
import { CalendarIcon } from './icons'
import { uiText } from '~/i18n/plain/ui'

/** ISO dates, '' while not chosen. */
export type DateRange = { start: string; end: string }

/** A day's price in the calendar: short under the day's number, said as part of the day's name. */
export type DayPrice = { text: string; spoken: string; cheapest: boolean }

/** The prices of the days the calendar shows, by ISO day, and one line saying what they are. */
export type DayPrices = { byDay: ReadonlyMap<string, DayPrice>; note: string }

/**
 * A feature's hook giving the prices of the days shown (`from`–`to`), for the search's other fields
 * (`criteria`) and the dates chosen when the calendar opened; undefined while they load.
 */
export type DayPricesHook = (request: { from: string; to: string; opened: DateRange; criteria: Readonly<Record<string, string>> }) => DayPrices | undefined

export type DateRangeFieldProps = {
  /** The id of the button (a form focuses it when a date is missing). */
  id: string
  /** The field's visible name ("Dates"), and the names of its two ends ("Check-in", "Check-out"). */
  label: string
  startLabel: string
  endLabel: string
  value: DateRange
  onChange: (value: DateRange) => void
  /** Earliest and latest selectable days, ISO (§R5: within 1900-01-01 … 2099-12-31). */
  min?: string
  max?: string
  /** What the span between the dates counts: nights of a stay, days of a rental, nothing. */
  count?: 'nights' | 'days'
  /** The end may stay empty (a one-way flight). */
  endOptional?: boolean
  /** One date, not a range: `value.start` holds it, `value.end` stays empty and `endLabel` is unused. */
  single?: boolean
  invalid?: boolean
  describedBy?: string
  /**
   * The search parameters the dates are sent as: without script the button cannot open its calendar, so the
   * browser's own date fields, named so, stand in for it and the form sends them (issue 43).
   */
  names?: { start: string; end?: string }
  /**
   * Prices per day: the hook is imported with the calendar, on first use, and asks for the prices of
   * the days shown when the calendar opens (never with the page); `criteria` is what else was searched.
   */
  dayPrices?: { load: () => Promise<DayPricesHook>; criteria: Readonly<Record<string, string>> }
}

export const dateRangeTriggerClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  // Its width is the field's, never its dates': picked dates wrap onto a second line rather than widen the
  // field and the page past a phone's screen (issue 36 item 12), and never lose their year to an ellipsis
  // (issue 36, second pass item 4).
  contain: 'inline-size',
  minH: '11',
  px: '3',
  py: '2',
  textAlign: 'start',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.canvas',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  // A button cannot be aria-invalid: the error is its description (aria-describedby), the border shows it.
  '&[data-invalid]': { borderColor: 'danger.default' },
})

/** The span between the dates in words ("2 nights"), or undefined without both dates. */
export function spanText(value: DateRange, count: DateRangeFieldProps['count']): string | undefined {
  if (!count || !value.start || !value.end) return undefined
  const span = daysBetween(value.start, value.end)
  return span > 0 ? uiText.plural(`date-range.${count}`, span) : undefined
}

/**
 * The button's name: the field's label, then what the button shows in the order it shows it (each end's name
 * over its date, then the span), so the name holds the visible text (WCAG 2.5.3; issue 36 item 14).
 */
export function dateRangeName({ label, startLabel, endLabel, value, count, single, endOptional }: Pick<DateRangeFieldProps, 'label' | 'startLabel' | 'endLabel' | 'value' | 'count' | 'single' | 'endOptional'>): string {
  const start = value.start ? formatStayDate(value.start) : uiText(single ? 'date-range.add-date' : 'date-range.add-dates')
  if (single) return uiText('date-range.name-start', { label, start })
  const end = value.end ? formatStayDate(value.end) : uiText(endOptional ? 'date-range.optional' : 'date-range.add-dates')
  return [uiText('date-range.name', { label, startLabel, start, endLabel, end }), spanText(value, count)].filter(Boolean).join(', ')
}

/**
 * What the button shows: each end's name over its date, and the span. The spaces between the pieces (not laid
 * out in a flex box) keep its text words apart for a reader of the text, as the name reads it.
 */
export function DateRangeSummary({ startLabel, endLabel, value, count, endOptional, single }: Pick<DateRangeFieldProps, 'startLabel' | 'endLabel' | 'value' | 'count' | 'endOptional' | 'single'>) {
  const span = spanText(value, count)
  // A single date's field label names it already: no second name over the date.
  const end = (label: string, date: string, empty: string): ReactNode => (
    <span className={css({ display: 'flex', flexDirection: 'column', flex: '1', minW: '0' })}>
      {!single && <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label}</span>}{' '}
      <span className={css({ fontWeight: 'medium', textWrap: 'balance' })}>{date ? formatStayDate(date) : empty}</span>
    </span>
  )
  return (
    <>
      <CalendarIcon aria-hidden />
      {end(startLabel, value.start, uiText(single ? 'date-range.add-date' : 'date-range.add-dates'))}{' '}
      {!single && end(endLabel, value.end, endOptional ? uiText('date-range.optional') : uiText('date-range.add-dates'))}{' '}
      {span && <span className={css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' })}>{span}</span>}
    </>
  )
}
