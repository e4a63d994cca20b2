// Every line's search form: labelled fields, errors beside their field (nothing typed is lost), and a
// valid search opens the line's results with every criterion in the URL. A line declares its fields
// (and, for fields shown as a group, the group's component) in its own folder. A start date with an end
// date after it shows as one date range field, a lone date as the same field in single mode; place
// fields may suggest places (both widgets load on first use, ~/ui); a line may offer to swap two places
// (flights), start with the default trip's dates (docs/decisions/085), check a rule of its own and act on
// a suggestion picked (a hotel's recent search fills the form, a hotel picked opens its page).
// The landing pages, the results pages' change-search forms and the home widget all show this form. Its first
// date is the venue's today where it knows the venue: the place a results page searched, or one chosen from the suggestions.
import { useNavigate } from '@tanstack/react-router'
import { Fragment, useId, useState, type ComponentType, type FormEvent } from 'react'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { css } from 'styled-system/css'
import { useValuesTypedBeforeHydration } from '~/lib/typed-before-hydration'
import { bookableFromIso, defaultTripDates, useBookableFrom, useTravellerToday } from '~/lib/search-dates'
import { DateRangeField } from '~/ui/date-range-field'
import type { DayPricesHook } from '~/ui/date-range-parts'
import { SwapIcon } from '~/ui/icons'
import { withChildCount } from '~/ui/child-age-selects'
import { SuggestField } from '~/ui/suggest-field'
import type { SuggestionsHook } from '~/ui/suggest-parts'
import { linesText } from '~/i18n/plain/lines'
import { linePages } from './lines'
import { lineTexts } from './line-texts'
import { fieldDefault, lineSearchQuery, validateLineSearch, type LineSearchCheck, type LineSearchErrors, type LineSearchField, type SearchLine } from './line-search'
import { firstUnchosenAge, readParam, unchosenAge } from './line-search-params'
import { recentLineSearches } from './line-recent-searches'
import type { PlaceSuggestion } from './place-suggestions'
import { scriptOnly } from '~/ui/script-only'

const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 10rem' })
// A place (a destination, an airport) is wider than a count or a time: its suggestions show a hotel's or an airport's name whole.
const placeFieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 12rem' })
const inputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas', '&[aria-invalid=true]': { borderColor: 'danger.default' } })
export const lineFieldErrorClass = css({ color: 'danger.default', fontSize: 'sm' })
const submitClass = css({ alignSelf: 'flex-end', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '6', minH: '11', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'accent.emphasized' } })

/** What a line's group component (the flight travellers and cabin) gets: its fields, the form's values and errors as strings. */
export type LineFieldGroupProps = {
  fields: LineSearchField[]
  values: Record<string, string>
  errors: LineSearchErrors
  inputId: (name: string) => string
  onChange: (changes: Record<string, string>) => void
}

/**
 * `initial`: the search the form opens with (the address's); `serverErrors`: the platform's refusals by
 * field, shown until that field changes or the traveller searches again; `keep`: parameters of the
 * results page a new search keeps (the sort, the list or map view); `venueTimeZone`: the zone of the place searched (a
 * results page's destination, a flight's departure airport): while the places stay as opened, the first date is that
 * place's today, as the platform judges it, so a traveller in Auckland may pick tonight in Honolulu (issue 37);
 * `onSearch`: told as a valid search leaves (a results page closes its "Change search").
 */
export type LineSearchFormProps = { initial?: Readonly<Record<string, unknown>>; serverErrors?: LineSearchErrors; keep?: Record<string, string | number | undefined>; venueTimeZone?: string; onSearch?: () => void }

/**
 * A group's children's ages field (kind `ages`): the form keeps them as one text, a child whose age is not chosen yet
 * `unchosenAge` ("4,?"), so a lone such child is still a child; the party fields show them as a list, '' for an age not
 * chosen. No control has the field's id (no single control holds the ages): the count (`ids.count`) and the ages
 * (`ids.age`) chosen before the form's code arrived (docs/decisions/094) are read here, from the controls the server drew.
 */
export function useChildAges(text: string | undefined, ids: { count: string; age: (index: number) => string }, onChange: (text: string) => void) {
  const ages = text ? text.split(',').map((age) => (age === unchosenAge ? '' : age)) : []
  useValuesTypedBeforeHydration(
    (name) => document.getElementById(name === 'count' ? ids.count : ids.age(Number(name))),
    { count: String(ages.length), ...Object.fromEntries(ages.map((age, index) => [String(index), age])) },
    ({ count, ...typedAges }) => onChange(childAgesText(withChildCount(ages.map((age, index) => typedAges[String(index)] ?? age), Number(count ?? ages.length)))),
  )
  return ages
}

/** The ages as the form keeps them (see `useChildAges`). */
export const childAgesText = (ages: readonly string[]) => ages.map((age) => age || unchosenAge).join(',')

/** The place suggestions of ./place-suggestions.ts, imported on a field's first use. */
export const citySuggestions = () => import('./place-suggestions').then((module) => module.useCitySuggestions)
export const airportSuggestions = () => import('./place-suggestions').then((module) => module.useAirportSuggestions)

/** What a suggestion picked in the place field brings besides its text: other fields' values (a recent search again), or the page a search opens while the field holds it (a hotel's, given the search's values). */
type PickOutcome = { values?: Record<string, string>; page?: (values: Record<string, string>) => string }

/** A line remembers its searches in the lines' shared list (./line-recent-searches.ts), or in its own (`remember`: the hotels'). */
type Remembered = { line: SearchLine; remember?: undefined } | { line: LineOfBusiness; remember: (values: Record<string, string>) => void }

type LineSearchFormOptions<Place extends PlaceSuggestion> = Remembered & {
  fields: LineSearchField[]
  FieldGroup?: ComponentType<LineFieldGroupProps>
  /** Suggestions for text fields, by field name (loaded with the field's combobox on first use). */
  suggestions?: Record<string, () => Promise<SuggestionsHook<Place>>>
  /** What a suggestion picked in the place field (the first text field) does besides filling it. */
  onPick?: (picked: Place) => PickOutcome
  /** The line's own rule across fields, its errors beside their field. */
  check?: LineSearchCheck
  /** Two fields whose values a button (named `label`) swaps, shown after the first: origin and destination. */
  swap?: { first: string; second: string; label: string }
  /** Date fields the address leaves empty start with the default trip's dates, so a place alone searches. */
  defaultDates?: boolean
  /** What the span of a date range counts (a rental's days). */
  rangeCount?: 'nights' | 'days'
  /** Prices per day for the date range's calendar (loaded with it), given the form's other values. */
  dayPrices?: () => Promise<DayPricesHook>
}

/** The end date of a range that starts with `field` (a date field another date field comes after). */
function rangeEnd(fields: readonly LineSearchField[], field: LineSearchField) {
  return field.kind === 'date' ? fields.find((other) => other.kind === 'date' && other.after === field.name) : undefined
}

/** The values a form opens with: the address's, else each field's default (the default trip's dates from `today` where the line asks for them). */
function initialValues(fields: readonly LineSearchField[], initial: Readonly<Record<string, unknown>>, defaultDates: boolean, today: string): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(fields.map((field) => [field.name, readParam(field, initial[field.name]) ?? fieldDefault(field)]))
  if (!defaultDates) return values
  const trip = defaultTripDates(today)
  for (const field of fields) {
    const end = rangeEnd(fields, field)
    if (field.kind !== 'date' || values[field.name] || fields.some((other) => rangeEnd(fields, other) === field)) continue
    values[field.name] = trip.start
    if (end && !values[end.name]) values[end.name] = trip.end
  }
  return values
}

export function LineSearchForm<Place extends PlaceSuggestion = PlaceSuggestion>(props: LineSearchFormProps & LineSearchFormOptions<Place>) {
  const { line, fields, FieldGroup, suggestions = {}, onPick, check, swap, defaultDates = false, rangeCount, dayPrices, initial = {}, serverErrors = {}, keep = {}, venueTimeZone, onSearch } = props
  const navigate = useNavigate()
  const id = useId()
  const today = useTravellerToday()
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(fields, initial, defaultDates, today))
  // The server render and the hydration count the default trip from the earliest date anywhere (so they agree);
  // the traveller's own date then moves the dates still at their default.
  const [defaultsFrom, setDefaultsFrom] = useState(today)
  if (defaultsFrom !== today) {
    const before = initialValues(fields, initial, defaultDates, defaultsFrom)
    const after = initialValues(fields, initial, defaultDates, today)
    setDefaultsFrom(today)
    setValues((current) => Object.fromEntries(Object.entries(current).map(([name, value]) => [name, value === before[name] ? (after[name] ?? value) : value])))
  }
  const placesAsOpened = fields.every((field) => field.kind !== 'text' || (values[field.name] ?? '').trim() === (readParam(field, initial[field.name]) ?? fieldDefault(field)).trim())
  // The place whose clock the dates are on is the first place field (a flight's or a ride's origin, a pick-up, a
  // destination): a suggestion chosen there brings its zone (issue 37), and the line's page for it, kept while the field holds it.
  const venueField = fields.find((field) => field.kind === 'text')?.name
  const [chosenPlace, setChosenPlace] = useState<{ text: string; timeZone?: string } & Omit<PickOutcome, 'values'>>()
  const chosen = venueField && chosenPlace && (values[venueField] ?? '').trim() === chosenPlace.text.trim() ? chosenPlace : undefined
  const venueZone = chosen?.timeZone ?? (placesAsOpened ? venueTimeZone : undefined)
  const bookableFrom = useBookableFrom(venueZone)
  const [checked, setChecked] = useState<LineSearchErrors>({})
  // The platform's errors stand until the traveller changes that field or searches again.
  const [edited, setEdited] = useState<Record<string, boolean>>({})
  const errors: LineSearchErrors = { ...Object.fromEntries(Object.entries(serverErrors).filter(([name]) => !edited[name])), ...checked }
  // The end of a date range has no control of its own: it is the range's, named after its start.
  const rangeStartOf: Record<string, string> = Object.fromEntries(fields.flatMap((field) => (rangeEnd(fields, field) ? [[rangeEnd(fields, field)!.name, field.name]] : [])))
  const inputId = (name: string) => `${id}-${rangeStartOf[name] ?? name}`
  const change = (changes: Record<string, string>) => {
    setValues((current) => ({ ...current, ...changes }))
    setEdited((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((name) => [name, true])) }))
    setChecked((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in changes))))
  }
  // A form that loads on first use (docs/decisions/094) keeps what was typed before its code arrived.
  useValuesTypedBeforeHydration((name) => document.getElementById(inputId(name)), values, change)
  const pick = (place: Place) => {
    const { values: filled, page } = onPick?.(place) ?? {}
    setChosenPlace({ text: place.text, timeZone: place.timeZone, page })
    if (filled) change(filled)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateLineSearch(fields, values, bookableFromIso(venueZone), check)
    setChecked(found)
    const first = fields.find((field) => found[field.name])
    if (first) {
      // Children's ages have no control of the field's id: each age has its own (`<id>-<index>`), the first not chosen takes focus.
      const unchosen = first.kind === 'ages' ? firstUnchosenAge(values[first.name] ?? '') : -1
      document.getElementById(unchosen >= 0 ? `${inputId(first.name)}-${unchosen}` : inputId(first.name))?.focus()
      return
    }
    setEdited(Object.fromEntries(Object.keys(serverErrors).map((name) => [name, true])))
    onSearch?.()
    const page = chosen?.page?.(values)
    if (page) return void navigate({ href: page })
    const query = lineSearchQuery(fields, values)
    const filled = (kind: LineSearchField['kind']) => fields.flatMap((field) => (field.kind === kind && values[field.name]?.trim() ? [values[field.name]!.trim()] : []))
    // Remembered for the line's landing page before the navigation, whatever page comes next. The store comes with
    // the form's code (itself loaded on first use, docs/decisions/094), off the page's first load (099).
    if (props.remember) props.remember(values)
    else recentLineSearches.addFirst({ line: props.line, query, places: filled('text').slice(0, 2), dates: filled('date') })
    const kept = Object.entries(keep).flatMap(([name, value]) => (value === undefined ? [] : [`&${encodeURIComponent(name)}=${encodeURIComponent(value)}`]))
    void navigate({ href: `${linePages[line]}/search-results?${query}${kept.join('')}` })
  }

  return (
    // Without script the browser sends the fields, named as the results page's parameters, there (issue 43).
    <form action={`${linePages[line]}/search-results`} method="get" onSubmit={submit} noValidate aria-label={lineTexts[line].searchLabel} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
      {fields.map((field, index) => {
        if (field.group) {
          // A group of fields shows once, where its first field is.
          return (
            FieldGroup &&
            fields.findIndex((other) => other.group === field.group) === index && (
              <FieldGroup key={field.group} fields={fields.filter((other) => other.group === field.group)} values={values} errors={errors} inputId={inputId} onChange={change} />
            )
          )
        }
        const end = rangeEnd(fields, field)
        if (end) {
          const failing = [field, end].filter((part) => errors[part.name])
          const errorId = `${inputId(field.name)}-error`
          // Wide enough for both dates and the span in full at 1280 px (issue 36 item 12: no "Sun, Dec 13…").
          return (
            <div key={field.name} className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '2 1 26rem', minW: '0' })}>
              <DateRangeField
                id={inputId(field.name)}
                label={linesText('search.date-range')}
                startLabel={field.label}
                endLabel={end.label}
                value={{ start: values[field.name] ?? '', end: values[end.name] ?? '' }}
                onChange={({ start, end: last }) => change({ [field.name]: start, [end.name]: last })}
                min={bookableFrom}
                count={rangeCount}
                names={{ start: field.name, end: end.name }}
                dayPrices={dayPrices && { load: dayPrices, criteria: values }}
                // Optional beside a start that is not (a one-way flight); a range that may be left out whole (a hotel's default stay) is taken whole.
                endOptional={!end.required && field.required}
                invalid={failing.length > 0}
                describedBy={failing.length > 0 ? errorId : undefined}
              />
              {failing.length > 0 && (
                <span id={errorId} className={lineFieldErrorClass}>
                  {[...new Set(failing.map((part) => errors[part.name]))].join(' ')}
                </span>
              )}
            </div>
          )
        }
        if (rangeStartOf[field.name]) return null
        const error = errors[field.name] ? `${inputId(field.name)}-error` : undefined
        const hint = field.hint ? `${inputId(field.name)}-hint` : undefined
        const describedBy = [hint, error].filter(Boolean).join(' ') || undefined
        const loadSuggestions = suggestions[field.name]
        return (
          <Fragment key={field.name}>
            <div className={loadSuggestions ? placeFieldClass : fieldClass}>
              {field.kind === 'date' ? (
                <DateRangeField
                  single
                  id={inputId(field.name)}
                  label={field.label}
                  startLabel={field.label}
                  endLabel=""
                  value={{ start: values[field.name] ?? '', end: '' }}
                  onChange={({ start }) => change({ [field.name]: start })}
                  min={bookableFrom}
                  names={{ start: field.name }}
                  invalid={Boolean(error)}
                  describedBy={describedBy}
                />
              ) : field.kind === 'text' && loadSuggestions ? (
                <SuggestField
                  id={inputId(field.name)}
                  name={field.name}
                  label={field.label}
                  value={values[field.name] ?? ''}
                  onValueChange={(value) => change({ [field.name]: value })}
                  placeholder={field.placeholder}
                  onPick={field.name === venueField ? pick : undefined}
                  suggestions={loadSuggestions}
                  required={field.required}
                  invalid={Boolean(error)}
                  describedBy={describedBy}
                />
              ) : (
                <>
                  <label htmlFor={inputId(field.name)}>{field.label}</label>
                  <FieldInput
                    field={field}
                    id={inputId(field.name)}
                    value={values[field.name] ?? ''}
                    onChange={(value) => change({ [field.name]: value })}
                    invalid={Boolean(error)}
                    describedBy={describedBy}
                  />
                </>
              )}
              {field.hint && (
                <span id={hint} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {field.hint}
                </span>
              )}
              {error && (
                <span id={error} className={lineFieldErrorClass}>
                  {errors[field.name]}
                </span>
              )}
            </div>
            {swap?.first === field.name && (
              <button
                type="button"
                {...scriptOnly}
                aria-label={swap.label}
                title={swap.label}
                onClick={() => change({ [swap.first]: values[swap.second] ?? '', [swap.second]: values[swap.first] ?? '' })}
                className={css({
                  alignSelf: 'flex-end',
                  minH: '11',
                  minW: '11',
                  px: '2',
                  borderWidth: '1px',
                  borderColor: 'border.strong',
                  borderRadius: 'md',
                  bg: 'bg.canvas',
                  cursor: 'pointer',
                  _hover: { bg: 'bg.subtle' },
                })}
              >
                <SwapIcon aria-hidden />
              </button>
            )}
          </Fragment>
        )
      })}
      {Object.entries(keep).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={submitClass}>
        {lineTexts[line].searchLabel}
      </button>
    </form>
  )
}

function FieldInput({
  field,
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  field: LineSearchField
  id: string
  value: string
  onChange: (value: string) => void
  invalid: boolean
  describedBy?: string
}) {
  const common = { id, name: field.name, className: inputClass, value, 'aria-invalid': invalid, 'aria-describedby': describedBy, onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
  switch (field.kind) {
    case 'text':
      return <input {...common} type="text" autoComplete="off" required={field.required} placeholder={field.placeholder} />
    case 'date':
      return null // shown as a date field by the form
    case 'time':
      // Half-hour steps, as the time pickers of §R9.
      return <input {...common} type="time" step={1800} />
    case 'count':
      return (
        <select {...common}>
          {Array.from({ length: field.max - field.min + 1 }, (_, index) => (
            <option key={index}>{field.min + index}</option>
          ))}
        </select>
      )
    case 'choice':
      return (
        <select {...common}>
          {field.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )
    case 'ages':
      return null // shown by the line's group component (the tours party)
  }
}
