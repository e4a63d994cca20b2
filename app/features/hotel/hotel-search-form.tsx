// The hotel search form: destination, dates, rooms and guests (children with their ages). Errors show
// beside their field and nothing typed is lost; a valid search opens the results with every criterion
// in the URL. A destination alone searches: the default stay (~/lib/search-dates) fills in the dates,
// shown and changeable on the results. A picked hotel opens that hotel's page for the stay.
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { useValuesTypedBeforeHydration } from '~/lib/typed-before-hydration'
import { bookableFromIso, defaultTripDates, todayIso, useBookableFrom } from '~/lib/search-dates'
import { DateRangeField } from '~/ui/date-range-field'
import { checkChildAges, ChildrenFields } from './hotel-children-fields'
import { hotelFieldClass, hotelInputClass } from './hotel-form-classes'
import { DestinationField } from './hotel-destination-field'
import type { DestinationPick } from './hotel-destination-picks'
import { recentSearches } from './hotel-recent-searches'
import { parseHotelSearchParams, type HotelSearchParams } from './hotel-search-params'
import { hotelText } from '~/i18n/plain/hotel'

type Draft = { destination: string; checkIn: string; checkOut: string; rooms: string; adults: string; children: string[] }
export type Errors = Partial<Record<'destination' | 'dates' | 'rooms', string>>

const loadDayPrices = () => import('./hotel-day-prices').then((module) => module.default)
const field = hotelFieldClass
const input = hotelInputClass
const errorText = css({ color: 'danger.default', fontSize: 'sm' })

/** What stops a search. Dates may be left out (the default stay); given, check-in is not past and check-out follows it. */
export function validateHotelSearch(draft: Omit<Draft, 'children'>, today = todayIso()): Errors {
  const errors: Errors = {}
  if (!draft.destination.trim()) errors.destination = hotelText('form.enter-a-city')
  if (draft.checkIn && draft.checkIn < today) errors.dates = hotelText('form.check-in-past')
  else if (draft.checkIn && !draft.checkOut) errors.dates = hotelText('form.choose-a-check-2')
  else if (draft.checkIn && draft.checkOut <= draft.checkIn) errors.dates = hotelText('form.check-out-after')
  if (Number(draft.rooms) > Number(draft.adults)) errors.rooms = hotelText('form.each-room-needs')
  return errors
}

/** The stay searched: the dates given, else the default stay from today. */
export function stayDates(draft: Pick<Draft, 'checkIn' | 'checkOut'>, today = todayIso()): { checkIn: string; checkOut: string } {
  if (draft.checkIn && draft.checkOut) return { checkIn: draft.checkIn, checkOut: draft.checkOut }
  const { start, end } = defaultTripDates(today)
  return { checkIn: start, checkOut: end }
}

/**
 * `initialErrors`: what was wrong with the search it is opened with (a date in the address that is not in the calendar), said beside its field.
 * `venueTimeZone`: the zone of the destination it opens with (a results page's): while that destination stays, its first
 * date is the destination's today, as the platform judges it (a traveller in Auckland may book tonight in Honolulu, issue 37).
 */
export function HotelSearchForm({ initial, initialErrors = {}, onSearch, venueTimeZone }: { initial?: Partial<HotelSearchParams>; initialErrors?: Errors; onSearch?: () => void; venueTimeZone?: string }) {
  const navigate = useNavigate()
  const id = useId()
  const [draft, setDraft] = useState<Draft>({
    destination: initial?.destination ?? '',
    checkIn: initial?.checkIn ?? '',
    checkOut: initial?.checkOut ?? '',
    rooms: String(initial?.rooms ?? 1),
    adults: String(initial?.adults ?? 2),
    children: (initial?.children ?? []).map(String),
  })
  const [hotel, setHotel] = useState<{ id: string; name: string }>()
  const [errors, setErrors] = useState<Errors>(initialErrors)
  const [childAgeError, setChildAgeError] = useState<string>()
  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }))
  // A destination or hotel chosen from the suggestions brings its zone, kept while the field holds it (issue 37).
  const [chosenPlace, setChosenPlace] = useState<{ text: string; timeZone: string }>()
  const chosenZone = chosenPlace && draft.destination.trim() === chosenPlace.text.trim() ? chosenPlace.timeZone : undefined
  const venueZone = chosenZone ?? (venueTimeZone && draft.destination.trim() === (initial?.destination ?? '').trim() ? venueTimeZone : undefined)
  const bookableFrom = useBookableFrom(venueZone)
  // On the home page the form loads on first use (docs/decisions/094): what was typed or chosen before is kept.
  useValuesTypedBeforeHydration(
    (name) => document.getElementById(`${id}-${name}`),
    { destination: draft.destination, rooms: draft.rooms, adults: draft.adults, children: String(draft.children.length) },
    ({ children, ...typed }) => change(children === undefined ? typed : { ...typed, children: Array.from({ length: Number(children) }, (_, index) => draft.children[index] ?? '') }),
  )

  const pick = (picked: DestinationPick) => {
    if (picked.kind === 'recent') {
      const { search } = picked
      setHotel(undefined)
      change({
        destination: search.destination,
        checkIn: search.checkIn,
        checkOut: search.checkOut,
        rooms: String(search.rooms),
        adults: String(search.adults),
        children: (search.children ?? []).map(String),
      })
    } else {
      setHotel(picked.kind === 'hotel' ? { id: picked.suggestion.id, name: picked.text } : undefined)
      const { timeZone } = picked.suggestion
      setChosenPlace(timeZone ? { text: picked.text, timeZone } : undefined)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateHotelSearch(draft, bookableFromIso(venueZone))
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) document.getElementById(`${id}-${first}`)?.focus()
    // A child's age is chosen, never assumed: left blank, it is said beside the field, as the others (issue 43).
    if (!checkChildAges(id, draft.children, setChildAgeError, !first) || first) return
    const dates = stayDates(draft)
    const destination = draft.destination.trim()
    onSearch?.()
    if (hotel && hotel.name === destination) {
      void navigate({ to: '/accommodations/offer', search: { hotelId: hotel.id, ...dates, rooms: Number(draft.rooms), adults: Number(draft.adults), children: draft.children.length > 0 ? draft.children.map(Number) : undefined } })
      return
    }
    // Dates the traveller left empty are the default stay: the results say they were chosen for them (issue 36).
    const defaultDates = !draft.checkIn || !draft.checkOut ? true : undefined
    const search = parseHotelSearchParams({ destination, ...dates, defaultDates, rooms: draft.rooms, adults: draft.adults, children: draft.children.length > 0 ? draft.children.map(Number) : undefined }).params
    if (search.destination && search.checkIn && search.checkOut) {
      recentSearches.addFirst({ destination: search.destination, checkIn: search.checkIn, checkOut: search.checkOut, rooms: search.rooms, adults: search.adults, children: search.children })
    }
    void navigate({ to: '/accommodations/search-results', search })
  }

  const describedBy = (name: keyof Errors) => (errors[name] ? `${id}-${name}-error` : undefined)
  const fieldError = (name: keyof Errors) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className={errorText}>
        {errors[name]}
      </span>
    )

  return (
    // Without script the browser sends the named fields to the results, which read the same names (issue 43).
    <form action="/accommodations/search-results" method="get" onSubmit={submit} noValidate aria-label={hotelText('form.search-hotels')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
      <div className={field}>
        <DestinationField
          inputId={`${id}-destination`}
          value={draft.destination}
          onValueChange={(destination) => change({ destination })}
          onPick={pick}
          invalid={Boolean(errors.destination)}
          describedBy={describedBy('destination')}
        />
        {fieldError('destination')}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '2 1 24rem' })}>
        <DateRangeField
          id={`${id}-dates`}
          label={hotelText('form.dates')}
          startLabel={hotelText('form.check-in')}
          endLabel={hotelText('form.check-out')}
          value={{ start: draft.checkIn, end: draft.checkOut }}
          onChange={({ start, end }) => change({ checkIn: start, checkOut: end })}
          min={bookableFrom}
          count="nights"
          names={{ start: 'checkIn', end: 'checkOut' }}
          invalid={Boolean(errors.dates)}
          describedBy={describedBy('dates')}
          dayPrices={{ load: loadDayPrices, criteria: { destination: draft.destination, rooms: draft.rooms, adults: draft.adults, children: draft.children.join(',') } }}
        />
        {fieldError('dates')}
      </div>
      <div className={field}>
        <label htmlFor={`${id}-rooms`}>{hotelText('form.rooms')}</label>
        <select
          id={`${id}-rooms`}
          name="rooms"
          className={input}
          value={draft.rooms}
          onChange={(event) => change({ rooms: event.target.value })}
          aria-invalid={Boolean(errors.rooms)}
          aria-describedby={describedBy('rooms')}
        >
          {Array.from({ length: 8 }, (_, index) => (
            <option key={index + 1}>{index + 1}</option>
          ))}
        </select>
        {fieldError('rooms')}
      </div>
      <div className={field}>
        <label htmlFor={`${id}-adults`}>{hotelText('form.adults')}</label>
        <select id={`${id}-adults`} name="adults" className={input} value={draft.adults} onChange={(event) => change({ adults: event.target.value })}>
          {Array.from({ length: 9 }, (_, index) => (
            <option key={index + 1}>{index + 1}</option>
          ))}
        </select>
      </div>
      <ChildrenFields id={id} ages={draft.children} onChange={(children) => change({ children })} missingError={childAgeError} />
      <button
        type="submit"
        className={css({
          alignSelf: 'flex-end',
          bg: 'accent.default',
          color: 'accent.fg',
          fontWeight: 'semibold',
          px: '6',
          minH: '11',
          borderRadius: 'md',
          cursor: 'pointer',
          _hover: { bg: 'accent.emphasized' },
        })}
      >
        {hotelText('search.submit')}
      </button>
    </form>
  )
}
