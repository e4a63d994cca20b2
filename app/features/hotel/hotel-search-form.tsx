// The hotel search form: destination, dates, rooms and guests. Errors show beside their field and
// nothing typed is lost; a valid search opens the results with every criterion in the URL.
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { DestinationField } from './hotel-destination-field'
import { recentSearches } from './hotel-recent-searches'
import { parseHotelSearchParams, type HotelSearchParams } from './hotel-search-params'
import { hotelText } from '~/i18n/plain/hotel'
import { todayIso, validateHotelStay } from './hotel-stay'

type Draft = { destination: string; checkIn: string; checkOut: string; rooms: string; adults: string }
type Errors = Partial<Record<keyof Draft, string>>

const field = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 12rem' })
const input = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })
const errorText = css({ color: 'danger.default', fontSize: 'sm' })

export function validateHotelSearch(draft: Draft, today = todayIso()): Errors {
  const errors: Errors = {}
  if (!draft.destination.trim()) errors.destination = hotelText('form.enter-a-city')
  return { ...errors, ...validateHotelStay(draft, today) }
}

export function HotelSearchForm({ initial }: { initial?: Partial<HotelSearchParams> }) {
  const navigate = useNavigate()
  const id = useId()
  const [draft, setDraft] = useState<Draft>({
    destination: initial?.destination ?? '',
    checkIn: initial?.checkIn ?? '',
    checkOut: initial?.checkOut ?? '',
    rooms: String(initial?.rooms ?? 1),
    adults: String(initial?.adults ?? 2),
  })
  const [errors, setErrors] = useState<Errors>({})
  const update = (name: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateHotelSearch(draft)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    const search = parseHotelSearchParams({
      destination: draft.destination.trim(),
      checkIn: draft.checkIn,
      checkOut: draft.checkOut,
      rooms: draft.rooms,
      adults: draft.adults,
    }).params
    if (search.destination && search.checkIn && search.checkOut) {
      recentSearches.addFirst({ destination: search.destination, checkIn: search.checkIn, checkOut: search.checkOut, rooms: search.rooms, adults: search.adults })
    }
    void navigate({ to: '/accommodations/search-results', search })
  }

  const describedBy = (name: keyof Draft) => (errors[name] ? `${id}-${name}-error` : undefined)
  const fieldError = (name: keyof Draft) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className={errorText}>
        {errors[name]}
      </span>
    )

  return (
    <form onSubmit={submit} noValidate aria-label={hotelText('form.search-hotels')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
      <div className={field}>
        <DestinationField
          inputId={`${id}-destination`}
          value={draft.destination}
          onValueChange={(destination) => setDraft((current) => ({ ...current, destination }))}
          invalid={Boolean(errors.destination)}
          describedBy={describedBy('destination')}
          className={input}
        />
        {fieldError('destination')}
      </div>
      <div className={field}>
        <label htmlFor={`${id}-checkIn`}>{hotelText('form.check-in')}</label>
        <input id={`${id}-checkIn`} type="date" className={input} min={todayIso()} max="2099-12-31" value={draft.checkIn} onChange={update('checkIn')} aria-invalid={Boolean(errors.checkIn)} aria-describedby={describedBy('checkIn')} />
        {fieldError('checkIn')}
      </div>
      <div className={field}>
        <label htmlFor={`${id}-checkOut`}>{hotelText('form.check-out')}</label>
        <input id={`${id}-checkOut`} type="date" className={input} min={draft.checkIn || todayIso()} max="2099-12-31" value={draft.checkOut} onChange={update('checkOut')} aria-invalid={Boolean(errors.checkOut)} aria-describedby={describedBy('checkOut')} />
        {fieldError('checkOut')}
      </div>
      <div className={field}>
        <label htmlFor={`${id}-rooms`}>{hotelText('form.rooms')}</label>
        <select id={`${id}-rooms`} className={input} value={draft.rooms} onChange={update('rooms')} aria-invalid={Boolean(errors.rooms)} aria-describedby={describedBy('rooms')}>
          {Array.from({ length: 8 }, (_, index) => (
            <option key={index + 1}>{index + 1}</option>
          ))}
        </select>
        {fieldError('rooms')}
      </div>
      <div className={field}>
        <label htmlFor={`${id}-adults`}>{hotelText('form.adults')}</label>
        <select id={`${id}-adults`} className={input} value={draft.adults} onChange={update('adults')}>
          {Array.from({ length: 9 }, (_, index) => (
            <option key={index + 1}>{index + 1}</option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className={css({ alignSelf: 'flex-end', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '6', minH: '11', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'accent.emphasized' } })}
      >
        Search hotels
      </button>
    </form>
  )
}
