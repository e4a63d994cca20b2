// A date range field (check-in and check-out, pick-up and drop-off, depart and return): one button,
// rendered on the server, showing the two dates in words and the nights or days between. With
// `single`, the same field holds one date (a restaurant's day, a transfer's day): one button, the
// same calendar chunk in single mode (docs/decisions/085). Its calendar
// (Ark's DatePicker in range mode, ./date-range-picker.tsx) is a chunk of its own, fetched on the
// button's first focus, pointer or key press and shown when the button is pressed (the button stays
// until it is there), so the field costs
// next to nothing on first load (docs/decisions/072, 079). Values go in and out as ISO dates; the
// traveller only ever sees them in words (app/lib/format/stay-date.ts).
import { Suspense, lazy, startTransition, useState } from 'react'
import { css } from 'styled-system/css'
import { datePickerRange } from '@contracts/validation/limits'
import { scriptOnly } from './script-only'
import { calendarPopup } from './calendar-popup'
import { DateRangeSummary, dateRangeName, dateRangeTriggerClass, type DateRangeFieldProps, type DayPricesHook } from './date-range-parts'

const loadPicker = () => import('./date-range-picker')
const DateRangePicker = lazy(loadPicker)
const noScriptDate = css({ display: 'flex', flexDirection: 'column', gap: '1', '& input': { borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' } })

export function DateRangeField(props: DateRangeFieldProps) {
  const { id, label, describedBy, invalid, names } = props
  const [opened, setOpened] = useState(false)
  // The calendar mounts with its prices hook already there (a hook cannot appear in a mounted component).
  const [pricesHook, setPricesHook] = useState<{ use: DayPricesHook }>()
  const loadPrices = () =>
    props.dayPrices
      ?.load()
      .then((use) => setPricesHook((known) => known ?? { use }))
      // Without its prices the calendar still opens.
      .catch(() => undefined)
  const prefetch = () => {
    void loadPicker()
    void loadPrices()
  }
  const placeholder = (
    <button
      type="button"
      id={id}
      // As Ark's trigger that replaces it says (issue 43 item 15): the same role and state before and after.
      {...calendarPopup.trigger}
      aria-expanded={false}
      aria-label={dateRangeName(props)}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
      // Without script the button does nothing: the date fields in its <noscript> take its place (issue 43).
      {...(names ? scriptOnly : {})}
      className={dateRangeTriggerClass}
      onPointerDown={prefetch}
      onFocus={prefetch}
      onKeyDown={prefetch}
      onClick={() => void Promise.resolve(pricesHook || loadPrices()).then(() => startTransition(() => setOpened(true)))}
    >
      <DateRangeSummary {...props} />
    </button>
  )
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <span id={`${id}-label`}>{label}</span>
      {/* Always there, so the transition keeps the button on screen (and focused) while the calendar loads. */}
      <Suspense fallback={placeholder}>{opened ? <DateRangePicker {...props} min={props.min ?? datePickerRange.min} max={props.max ?? datePickerRange.max} usePrices={pricesHook?.use} /> : placeholder}</Suspense>
      {names && (
        <noscript>
          <label className={noScriptDate}>
            {/* A single date is named by the field's own label above it: said, not shown twice. */}
            <span className={props.single && props.startLabel === label ? css({ srOnly: true }) : undefined}>{props.startLabel}</span>
            <input type="date" name={names.start} defaultValue={props.value.start} min={props.min} max={props.max} />
          </label>
          {names.end && !props.single && (
            <label className={noScriptDate}>
              {props.endLabel}
              <input type="date" name={names.end} defaultValue={props.value.end} min={props.min} max={props.max} />
            </label>
          )}
        </noscript>
      )}
    </div>
  )
}
