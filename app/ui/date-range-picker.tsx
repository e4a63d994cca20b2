// The calendar of ./date-range-field.tsx, loaded when the field is first pressed: Ark's DatePicker in
// range mode, two months side by side from 48em wide and one on phones. Arrow keys move by day and
// week, Page Up and Page Down by month, Enter picks the start then the end; the nights (or days)
// between are announced as they change, and the calendar closes on the end date (./main-portal.tsx:
// in <main>, never clipped; the keyboard reaches it as if it stood right after its button, see
// `keepAfterTrigger`). A single date field (`single`) gets one month in single mode, closing on
// the day chosen. With a prices hook (`dayPrices` of the field), each day shows its price under its
// number and says it in its name; the cheapest days shown are marked by a filled shape and their name,
// not by colour alone (docs/decisions/091).
import { DatePicker as ArkDatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker'
import { useEffect, useLayoutEffect, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { calendarPopup } from './calendar-popup'
import { DatePickerParts as Parts, WeekDaysHead } from './date-picker'
import { DateRangeSummary, dateRangeName, dateRangeTriggerClass, spanText, type DateRangeFieldProps, type DayPrices, type DayPricesHook } from './date-range-parts'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { MainPortal } from './main-portal'
import { scrollBehavior } from '~/lib/motion'
import { formatStayDate } from '~/lib/format/stay-date'
import { visitorLocale } from '~/lib/format/visitor-settings'
import { uiText } from '~/i18n/plain/ui'
import { widgetsText } from '~/i18n/plain/widgets'
import { travellerTimeZone } from '~/lib/search-dates'

type Month = {
  weeks: DateValue[][]
  visibleRange: { start: DateValue; end: DateValue }
  title: string
}

/** The first and last day of `months` months from the one `day` is in, ISO. */
function monthsFrom(day: string, months: number) {
  const first = parseDate(`${day.slice(0, 7)}-01`)
  return { from: first.toString(), to: first.add({ months }).subtract({ days: 1 }).toString() }
}

type DayCellState = { valueText: string; unavailable: boolean; firstInRange: boolean; lastInRange: boolean; inRange: boolean; selected: boolean }

/** A day's name: its state as Ark says it, then its price. */
function dayCellName(state: DayCellState, price: string | undefined) {
  const text = state.unavailable
    ? widgetsText('date-range.day-unavailable', { date: state.valueText })
    : state.firstInRange
      ? widgetsText('date-range.day-first', { date: state.valueText })
      : state.lastInRange
        ? widgetsText('date-range.day-last', { date: state.valueText })
        : state.inRange
          ? widgetsText('date-range.day-in-range', { date: state.valueText })
          : state.selected
            ? widgetsText('date-range.day-selected', { date: state.valueText })
            : widgetsText('date-range.day-choose', { date: state.valueText })
  return price ? `${text}, ${price}` : text
}

/** Prices of the days shown, when the field has a prices hook (called on every render: it is fixed at mount). */
function useShownPrices(usePrices: DayPricesHook | undefined, shown: { from: string; to: string }, opened: DateRangeFieldProps['value'], criteria: Readonly<Record<string, string>>): DayPrices | undefined {
  return usePrices?.({ ...shown, opened, criteria })
}

const pricedCellTrigger = css({ flexDirection: 'column', h: 'auto', minH: '12', px: '1', py: '1', gap: '0', lineHeight: 'tight' })
const dayPriceClass = css({ fontSize: '0.625rem', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', '[data-selected] &': { color: 'inherit' } })
const cheapestPriceClass = css({ px: '1', borderRadius: 'full', bg: 'success.subtle', color: 'success.default', fontWeight: 'bold', '[data-selected] &': { bg: 'bg.canvas', color: 'fg.default' } })

export default function DateRangePicker(props: DateRangeFieldProps & { min: string; max: string; usePrices?: DayPricesHook }) {
  const { id, value, onChange, min, max, startLabel, endLabel, describedBy, invalid, single } = props
  const [usePrices] = useState(() => props.usePrices)
  const [opened] = useState(() => value)
  // Pressed before this chunk arrived: the calendar opens once mounted (opening moves the focus into it).
  const [open, setOpen] = useState(false)
  // The button pressed was the one this replaced: the focus stays on the field (on Ark's trigger) until
  // the calendar takes it, rather than falling to the page where another widget could claim it.
  useLayoutEffect(() => {
    if (document.activeElement === document.body) document.getElementById(id)?.focus()
  }, [id])
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const [months] = useState(() => (!single && window.matchMedia('(min-width: 48em)').matches ? 2 : 1))
  const [shown, setShown] = useState(() => monthsFrom(value.start || min, months))
  const prices = useShownPrices(usePrices, shown, opened, props.dayPrices?.criteria ?? {})
  const dates = [value.start, value.end].filter(Boolean)
  const span = spanText(value, props.count)
  const status = single
    ? value.start
      ? uiText('date-range.chosen-day', { date: formatStayDate(value.start) })
      : uiText('date-range.choose-day', { field: startLabel.toLowerCase() })
    : !value.start
    ? uiText('date-range.choose-start', { field: startLabel.toLowerCase() })
    : !value.end
      ? uiText('date-range.choose-end', { field: endLabel.toLowerCase() })
      : [
          uiText('date-range.chosen', {
            start: formatStayDate(value.start),
            end: formatStayDate(value.end),
          }),
          span,
        ]
          .filter(Boolean)
          .join(' ')

  return (
    <Parts.Root
      selectionMode={single ? 'single' : 'range'}
      numOfMonths={months}
      value={dates.map((date) => parseDate(date))}
      onValueChange={(details) =>
        onChange({
          start: details.value[0]?.toString() ?? '',
          end: details.value[1]?.toString() ?? '',
        })
      }
      min={parseDate(min)}
      max={parseDate(max)}
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open)
        // Closed by picking the end date (the calendar has no text inputs to return to): back to the field, not to the page.
        const lost = () => document.activeElement === document.body || Boolean(document.activeElement?.closest('[data-scope=date-picker][data-part=content]'))
        if (!details.open) requestAnimationFrame(() => lost() && document.getElementById(id)?.focus())
      }}
      ids={{ trigger: id }}
      locale={visitorLocale()}
      // Today is the traveller's own date (their browser's zone); Ark's default is UTC's.
      timeZone={travellerTimeZone()}
      positioning={{ placement: 'bottom-start' }}
      onVisibleRangeChange={(details) => setShown(monthsFrom(details.visibleRange.start.toString(), months))}
      translations={{
        dayCell: (state) => dayCellName(state, prices?.byDay.get(state.value.toString())?.spoken),
        content: props.label,
        prevTrigger: () => uiText('date-range.previous-month'),
        nextTrigger: () => uiText('date-range.next-month'),
      }}
      className={css({ w: 'full' })}
    >
      <ArkDatePicker.Control>
        <ArkDatePicker.Trigger {...calendarPopup.trigger} aria-label={dateRangeName(props)} aria-describedby={describedBy} data-invalid={invalid || undefined} className={dateRangeTriggerClass}>
          <DateRangeSummary {...props} />
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      <MainPortal>
        <Parts.Positioner>
          <Parts.Content
            className={css({ maxW: 'calc(100vw - 1rem)' })}
            onKeyDown={(event) => keepAfterTrigger(event, id, () => setOpen(false))}
            // Ark moves the focus between days without scrolling: a day arrowed to below the fold is brought into view.
            onFocus={(event) => {
              if (event.target.matches('[data-part=table-cell-trigger]')) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() })
            }}
          >
            <Parts.View view="day">
              <ArkDatePicker.Context>
                {(picker) => {
                  const shown: Month[] = Array.from({ length: months }, (_, index) => {
                    const offset = index === 0 ? picker : picker.getOffset({ months: index })
                    return {
                      weeks: offset.weeks,
                      visibleRange: offset.visibleRange,
                      title: offset.visibleRangeText.start,
                    }
                  })
                  return (
                    <>
                      <div
                        className={css({
                          display: 'flex',
                          alignItems: 'center',
                          justifyContent: 'space-between',
                          gap: '2',
                        })}
                      >
                        <Parts.PrevTrigger>
                          <ChevronLeftIcon />
                        </Parts.PrevTrigger>
                        <div
                          className={css({
                            display: 'flex',
                            flex: '1',
                            justifyContent: 'space-around',
                            fontWeight: 'semibold',
                          })}
                        >
                          {shown.map((month) => (
                            <span key={month.title}>{month.title}</span>
                          ))}
                        </div>
                        <Parts.NextTrigger>
                          <ChevronRightIcon />
                        </Parts.NextTrigger>
                      </div>
                      <div
                        className={css({
                          display: 'flex',
                          gap: '6',
                          alignItems: 'flex-start',
                        })}
                      >
                        {shown.map((month) => (
                          <Parts.Table key={month.title} aria-label={month.title}>
                            <WeekDaysHead weekDays={picker.weekDays} />
                            <Parts.TableBody>
                              {month.weeks.map((week, weekIndex) => (
                                <Parts.TableRow key={weekIndex}>
                                  {week.map((day) => (
                                    <Parts.TableCell key={day.toString()} value={day} visibleRange={month.visibleRange}>
                                      {prices ? (
                                        <Parts.TableCellTrigger className={pricedCellTrigger}>
                                          <span>{day.day}</span>
                                          <DayPriceText price={prices.byDay.get(day.toString())} />
                                        </Parts.TableCellTrigger>
                                      ) : (
                                        <Parts.TableCellTrigger>{day.day}</Parts.TableCellTrigger>
                                      )}
                                    </Parts.TableCell>
                                  ))}
                                </Parts.TableRow>
                              ))}
                            </Parts.TableBody>
                          </Parts.Table>
                        ))}
                      </div>
                    </>
                  )
                }}
              </ArkDatePicker.Context>
            </Parts.View>
            {prices && (
              <p className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted', display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
                <span>{prices.note}</span>
                <span className={`${dayPriceClass} ${cheapestPriceClass}`}>{widgetsText('date-range.lowest-legend')}</span>
              </p>
            )}
            <p role="status" className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted' })}>
              {status}
            </p>
          </Parts.Content>
        </Parts.Positioner>
      </MainPortal>
    </Parts.Root>
  )
}

const tabbableSelector = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

/** What Tab reaches in `root`, in order (elements with a negative tabindex or not rendered left out). */
function tabbables(root: ParentNode) {
  return Array.from(root.querySelectorAll<HTMLElement>(tabbableSelector)).filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
}

/**
 * Tab in the calendar, which is rendered at the end of <main>, goes on as if it stood right after its button
 * (WCAG 2.4.3, issue 43 item 4): Tab from its last stop to the field after the button, Shift+Tab from its
 * first stop back to the button; either way the calendar closes, as the focus leaves it.
 */
function keepAfterTrigger(event: KeyboardEvent<HTMLElement>, triggerId: string, close: () => void) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
  const trigger = document.getElementById(triggerId)
  const inside = tabbables(event.currentTarget)
  if (!trigger || inside.length === 0) return
  const active = document.activeElement
  if (event.shiftKey) {
    if (active !== inside[0] && active !== event.currentTarget) return
    event.preventDefault()
    close()
    trigger.focus()
    return
  }
  if (active !== inside.at(-1)) return
  const page = tabbables(document).filter((element) => !event.currentTarget.contains(element))
  const next = page[page.indexOf(trigger) + 1]
  if (!next) return
  event.preventDefault()
  next.focus()
}

/** The short price under a day's number (its name says it: hidden from screen readers here). */
function DayPriceText({ price }: { price: DayPrices['byDay'] extends ReadonlyMap<string, infer Price> ? Price | undefined : never }) {
  if (!price) return <span aria-hidden className={dayPriceClass}>&nbsp;</span>
  return (
    <span aria-hidden data-cheapest={price.cheapest || undefined} className={price.cheapest ? `${dayPriceClass} ${cheapestPriceClass}` : dayPriceClass}>
      {price.text}
    </span>
  )
}
