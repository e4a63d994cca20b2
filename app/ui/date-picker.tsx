// DatePicker on Ark: a date (or a range with selectionMode="range") typed as MM/DD/YYYY or picked
// from a keyboard-operable calendar with day, month and year views. Limited to 1900-01-01 …
// 2099-12-31 unless told otherwise (§R5); values go in and out as YYYY-MM-DD strings.
import { DatePicker as ArkDatePicker, parseDate, useDatePickerContext } from '@ark-ui/react/date-picker'
import type { UseDatePickerContext, UseDatePickerReturn } from '@ark-ui/react/date-picker'
import { useLayoutEffect, useRef, type ComponentProps, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { Portal } from '@ark-ui/react/portal'
import { datePicker } from 'styled-system/recipes/date-picker'
import { datePickerRange } from '@contracts/validation/limits'
import { calendarPopup } from './calendar-popup'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons'
import { recipeParts } from './recipe-parts'
import { uiText } from '~/i18n/plain/ui'
import { visitorLocale } from '~/lib/format/visitor-settings'
import { travellerTimeZone } from '~/lib/search-dates'

const Styled = recipeParts(datePicker, ArkDatePicker, ['Root'], [
  'Label', 'Control', 'Input', 'Trigger', 'ClearTrigger', 'Positioner', 'Content', 'View', 'ViewControl', 'ViewTrigger', 'RangeText', 'PrevTrigger', 'NextTrigger',
  'Table', 'TableHead', 'TableBody', 'TableRow', 'TableHeader', 'TableCell', 'TableCellTrigger',
])
const { Trigger: StyledTrigger, Content: StyledContent, Table: StyledTable } = Styled

function Trigger(props: ComponentProps<typeof StyledTrigger>) {
  return <StyledTrigger {...calendarPopup.trigger} {...props} />
}

function Content(props: ComponentProps<typeof StyledContent>) {
  return <StyledContent role={calendarPopup.role} {...props} />
}

/** The day cell of `value` in the calendar `inside` is in (a range shows two months, each its own table). */
function dayCell(inside: Element, value: string) {
  return inside.closest('[data-part=content]')?.querySelector<HTMLElement>(`[data-part=table-cell-trigger][data-view=day][data-value="${value}"]:not([data-outside-range])`) ?? null
}

/**
 * Enter on a day that starts a range picks it as a click does, and the focus stays on it (issue 43): Ark's Enter
 * moves the focus a day on, so a screen reader heard the next day rather than the one just picked. The day picked
 * is the one Ark has focused, whichever cell the key came from. The end day, a single date and the month and year
 * views keep Ark's Enter.
 */
function pickStartInPlace(event: KeyboardEvent<HTMLTableElement>, picker: UseDatePickerContext) {
  const range = event.currentTarget.getAttribute('aria-multiselectable') === 'true'
  if (event.key !== 'Enter' || !range || picker.value.length === 1 || picker.view !== 'day' || !(event.target instanceof HTMLElement) || !event.target.matches('[data-part=table-cell-trigger][data-view=day]')) return
  const day = dayCell(event.currentTarget, picker.focusedValue.toString())
  if (!day) return
  event.preventDefault()
  day.click()
}

/**
 * The focus is on the focused day as soon as it is drawn. Ark moves it a frame later, so a key pressed within
 * that frame (a held arrow, a slow phone) went to the day before, or nowhere when the month turned and the day's
 * cell was drawn anew. Only a focus on a day, or one lost with its cell, follows: never one on a button.
 */
function useFocusOnFocusedDay(table: RefObject<HTMLTableElement | null>, picker: UseDatePickerContext) {
  const focused = picker.focusedValue.toString()
  useLayoutEffect(() => {
    if (!picker.open || picker.view !== 'day' || !table.current) return
    const cell = table.current.querySelector<HTMLElement>(`[data-part=table-cell-trigger][data-view=day][data-value="${focused}"]:not([data-outside-range])`)
    const active = document.activeElement
    if (!cell || active === cell) return
    const onDay = active instanceof HTMLElement && active.matches('[data-part=table-cell-trigger][data-view=day]') && table.current.closest('[data-part=content]')?.contains(active)
    if (active === document.body || onDay) cell.focus({ preventScroll: true })
  }, [table, focused, picker.open, picker.view])
}

function Table(props: ComponentProps<typeof StyledTable>) {
  const picker = useDatePickerContext()
  const table = useRef<HTMLTableElement>(null)
  useFocusOnFocusedDay(table, picker)
  return (
    <StyledTable
      {...props}
      ref={table}
      onKeyDown={(event) => {
        pickStartInPlace(event, picker)
        props.onKeyDown?.(event)
      }}
    />
  )
}

export const DatePickerParts = { ...Styled, Trigger, Content, Table }

export type DatePickerProps = {
  label: string
  /** YYYY-MM-DD strings: one date, or start and end of a range. */
  value?: string[]
  defaultValue?: string[]
  onValueChange?: (value: string[]) => void
  selectionMode?: 'single' | 'range'
  /** Earliest and latest selectable dates, YYYY-MM-DD. */
  min?: string
  max?: string
  /** Names of the two inputs of a range; by default "<label>: start" and "<label>: end". */
  startLabel?: string
  endLabel?: string
  name?: string
  disabled?: boolean
  invalid?: boolean
  required?: boolean
  className?: string
}

export function DatePicker({
  label,
  value,
  defaultValue,
  onValueChange,
  selectionMode = 'single',
  min = datePickerRange.min,
  max = datePickerRange.max,
  startLabel,
  endLabel,
  name,
  disabled,
  invalid,
  required,
  className,
}: DatePickerProps) {
  const range = selectionMode === 'range'
  return (
    <DatePickerParts.Root
      selectionMode={selectionMode}
      value={value?.map((date) => parseDate(date))}
      defaultValue={defaultValue?.map((date) => parseDate(date))}
      onValueChange={(details) => onValueChange?.(details.value.map((date) => date.toString()))}
      min={parseDate(min)}
      max={parseDate(max)}
      locale={visitorLocale()}
      // Today is the traveller's own date (their browser's zone); Ark's default is UTC's. A server has no traveller, so
      // the calendar (whose month and marked day hang on today) is drawn only once opened: never by the server, so a
      // hydration never meets a server's month (on the 1st, a server's November beside a browser's December).
      timeZone={travellerTimeZone()}
      lazyMount
      name={name}
      disabled={disabled}
      invalid={invalid}
      required={required}
      translations={{ trigger: (open) => uiText(open ? 'date-picker.close' : 'date-picker.open', { label }) }}
      className={className}
    >
      <DatePickerParts.Label>{label}</DatePickerParts.Label>
      <DatePickerParts.Control>
        <DatePickerParts.Input index={0} aria-label={range ? (startLabel ?? uiText('date-picker.start', { label })) : undefined} />
        {range && <DatePickerParts.Input index={1} aria-label={endLabel ?? uiText('date-picker.end', { label })} />}
        <DatePickerParts.Trigger>
          <CalendarIcon />
        </DatePickerParts.Trigger>
      </DatePickerParts.Control>
      <Portal>
        <DatePickerParts.Positioner>
          <DatePickerParts.Content>
            <DayView />
            <MonthView />
            <YearView />
          </DatePickerParts.Content>
        </DatePickerParts.Positioner>
      </Portal>
    </DatePickerParts.Root>
  )
}

function ViewControl() {
  return (
    <DatePickerParts.ViewControl>
      <DatePickerParts.PrevTrigger>
        <ChevronLeftIcon />
      </DatePickerParts.PrevTrigger>
      <DatePickerParts.ViewTrigger>
        <DatePickerParts.RangeText />
      </DatePickerParts.ViewTrigger>
      <DatePickerParts.NextTrigger>
        <ChevronRightIcon />
      </DatePickerParts.NextTrigger>
    </DatePickerParts.ViewControl>
  )
}

/** The week days over a month's days, named in full for screen readers. */
export function WeekDaysHead({ weekDays }: { weekDays: UseDatePickerReturn['weekDays'] }) {
  return (
    <DatePickerParts.TableHead>
      <DatePickerParts.TableRow>
        {weekDays.map((weekDay) => (
          <DatePickerParts.TableHeader key={weekDay.long} abbr={weekDay.long}>
            {weekDay.narrow}
          </DatePickerParts.TableHeader>
        ))}
      </DatePickerParts.TableRow>
    </DatePickerParts.TableHead>
  )
}

type ViewTableProps<C> = {
  view: 'day' | 'month' | 'year'
  head?: (picker: UseDatePickerReturn) => ReactNode
  rows: (picker: UseDatePickerReturn) => C[][]
  cell: (cell: C) => ReactNode
}

/** The day, month and year views: the view's controls over a table of rows of cells. */
function ViewTable<C>({ view, head, rows, cell }: ViewTableProps<C>) {
  return (
    <DatePickerParts.View view={view}>
      <ArkDatePicker.Context>
        {(picker) => (
          <>
            <ViewControl />
            <DatePickerParts.Table>
              {head?.(picker)}
              <DatePickerParts.TableBody>
                {rows(picker).map((cells, rowIndex) => (
                  <DatePickerParts.TableRow key={rowIndex}>{cells.map(cell)}</DatePickerParts.TableRow>
                ))}
              </DatePickerParts.TableBody>
            </DatePickerParts.Table>
          </>
        )}
      </ArkDatePicker.Context>
    </DatePickerParts.View>
  )
}

function DayView() {
  return (
    <ViewTable
      view="day"
      head={(picker) => <WeekDaysHead weekDays={picker.weekDays} />}
      rows={(picker) => picker.weeks}
      cell={(day) => (
        <DatePickerParts.TableCell key={day.toString()} value={day}>
          <DatePickerParts.TableCellTrigger>{day.day}</DatePickerParts.TableCellTrigger>
        </DatePickerParts.TableCell>
      )}
    />
  )
}

/** A month or a year: the month and year views' 4-column grids. */
type GridCell = { value: number; label: string }

function GridView({ view, rows }: { view: 'month' | 'year'; rows: (picker: UseDatePickerReturn) => GridCell[][] }) {
  return (
    <ViewTable
      view={view}
      rows={rows}
      cell={(cell) => (
        <DatePickerParts.TableCell key={cell.value} value={cell.value}>
          <DatePickerParts.TableCellTrigger>{cell.label}</DatePickerParts.TableCellTrigger>
        </DatePickerParts.TableCell>
      )}
    />
  )
}

function MonthView() {
  return <GridView view="month" rows={(picker) => picker.getMonthsGrid({ columns: 4, format: 'short' })} />
}

function YearView() {
  return <GridView view="year" rows={(picker) => picker.getYearsGrid({ columns: 4 })} />
}
