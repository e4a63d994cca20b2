// The restaurant search: labelled fields (a destination with the platform's suggestions, the date,
// the time in half-hour steps and the party size, SPEC.md §9), errors beside their field — the
// browser's own checks and the platform's (a passed time, a party too large, an unknown place) — and
// nothing typed is lost. A valid search opens the results with every criterion in the address.
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { hotelDestinations } from '@server/bff/functions/hotel.functions'
import { pageContextHeaders } from '@server/upstream/context-headers'
import { formatClock } from './dining-format'
import { diningDefaults, type DiningResultsParams } from './dining-params'
import { diningText } from '~/i18n/plain/dining'

export type DiningSearchField = 'destination' | 'date' | 'time' | 'guests'
export type DiningSearchErrors = Partial<Record<DiningSearchField, string>>

const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 10rem' })
const inputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas', '&[aria-invalid=true]': { borderColor: 'danger.default' } })
const errorClass = css({ color: 'danger.default', fontSize: 'sm' })
/** SPEC.md §9 half-hour steps, within the hours restaurants seat guests (the earliest opens at 11:30, the last seating is at 22:00). */
const halfHours = Array.from({ length: 24 }, (_, index) => `${String(11 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`)
const typingPauseMs = 200

function todayIso() {
  return new Date().toISOString().slice(0, 10)
}

/** What the browser can tell before asking the platform. */
export function validateDiningSearch(values: Record<DiningSearchField, string>, today: string): DiningSearchErrors {
  const errors: DiningSearchErrors = {}
  if (!values.destination.trim()) errors.destination = diningText('search-form.enter-a-city')
  if (!values.date) errors.date = diningText('search-form.choose-a-date')
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = diningText('search-form.enter-a-date')
  else if (values.date < today) errors.date = diningText('search-form.the-date-has')
  const guests = Number(values.guests)
  if (!Number.isInteger(guests) || guests < 1 || guests > diningDefaults.maxGuests) errors.guests = diningText('search-form.choose-1-to', { maxGuests: diningDefaults.maxGuests })
  return errors
}

function useDestinationSuggestions(value: string) {
  const [query, setQuery] = useState(value.trim())
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim()), typingPauseMs)
    return () => clearTimeout(timer)
  }, [value])
  const { data = [] } = useQuery({
    queryKey: ['destination-suggestions', query],
    // Suggestions are background help: a failure shows no site banner (SPEC.md §8 silent request).
    queryFn: async () => {
      const outcome = await hotelDestinations({ data: { query: { query, limit: 8 } }, headers: { [pageContextHeaders.silentRequest]: '1' } })
      return outcome.ok ? outcome.value.suggestions : []
    },
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
  })
  return data.filter((suggestion) => suggestion.kind === 'destination')
}

export function DiningSearchForm({ initial, serverErrors = {} }: { initial: Partial<DiningResultsParams>; serverErrors?: DiningSearchErrors }) {
  const navigate = useNavigate()
  const id = useId()
  const [values, setValues] = useState<Record<DiningSearchField, string>>(() => ({
    destination: initial.destination ?? '',
    date: initial.date ?? '',
    time: initial.time ?? diningDefaults.time,
    guests: String(initial.guests ?? diningDefaults.guests),
  }))
  const [errors, setErrors] = useState<DiningSearchErrors>({})
  // The platform's errors stand until the traveller changes that field or searches again.
  const [edited, setEdited] = useState<Partial<Record<DiningSearchField, boolean>>>({})
  const suggestions = useDestinationSuggestions(values.destination)
  const shown = (name: DiningSearchField) => errors[name] ?? (edited[name] ? undefined : serverErrors[name])
  const inputId = (name: DiningSearchField) => `${id}-${name}`
  const times = halfHours.includes(values.time) ? halfHours : [...halfHours, values.time].sort()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateDiningSearch(values, todayIso())
    setErrors(found)
    const first = (['destination', 'date', 'time', 'guests'] as const).find((name) => found[name])
    if (first) {
      document.getElementById(inputId(first))?.focus()
      return
    }
    setEdited({})
    void navigate({
      to: '/dining/search-results',
      search: { destination: values.destination.trim(), date: values.date, time: values.time, guests: Number(values.guests), sort: initial.sort ?? 'recommended', page: 1 },
    })
  }

  const bind = (name: DiningSearchField) => {
    const error = shown(name)
    return {
      id: inputId(name),
      name,
      className: inputClass,
      value: values[name],
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${inputId(name)}-error` : undefined,
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }))
        setEdited((current) => ({ ...current, [name]: true }))
        setErrors((current) => ({ ...current, [name]: undefined }))
      },
    }
  }
  const errorOf = (name: DiningSearchField) =>
    shown(name) && (
      <span id={`${inputId(name)}-error`} className={errorClass}>
        {shown(name)}
      </span>
    )

  return (
    <form onSubmit={submit} noValidate aria-label={diningText('search-form.search-restaurants')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '2 1 14rem' })}>
        <label htmlFor={inputId('destination')}>{diningText('results.destination')}</label>
        {/* A native datalist: the browser's own keyboard-operable suggestion list at no script cost. */}
        <input {...bind('destination')} type="text" autoComplete="off" required list={`${inputId('destination')}-suggestions`} placeholder={diningText('search-form.city-e-g')} />
        <datalist id={`${inputId('destination')}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.id} value={suggestion.name} label={`${suggestion.name}, ${suggestion.detail}`} />
          ))}
        </datalist>
        {errorOf('destination')}
      </div>
      <div className={fieldClass}>
        <label htmlFor={inputId('date')}>{diningText('offer.date')}</label>
        <input {...bind('date')} type="date" min={todayIso()} max="2099-12-31" required />
        {errorOf('date')}
      </div>
      <div className={fieldClass}>
        <label htmlFor={inputId('time')}>{diningText('search-form.time')}</label>
        <select {...bind('time')}>
          {times.map((time) => (
            <option key={time} value={time}>
              {formatClock(time)}
            </option>
          ))}
        </select>
        {errorOf('time')}
      </div>
      <div className={fieldClass}>
        <label htmlFor={inputId('guests')}>{diningText('offer.party-size')}</label>
        <select {...bind('guests')}>
          {Array.from({ length: diningDefaults.maxGuests }, (_, index) => (
            <option key={index} value={index + 1}>
              {index + 1} {index === 0 ? 'guest' : 'guests'}
            </option>
          ))}
        </select>
        {errorOf('guests')}
      </div>
      <button
        type="submit"
        className={css({ alignSelf: 'flex-end', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '6', minH: '11', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'accent.emphasized' } })}
      >
        Search restaurants
      </button>
    </form>
  )
}
