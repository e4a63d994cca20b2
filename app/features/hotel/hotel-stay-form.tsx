// The offer page's change of dates or guests (issue 21 "complete pages"): the same hotel re-priced for
// another stay without leaving the page. The address takes the new stay (so it can be shared and the
// back button returns to the old one); the route's loader fetches the new prices while the page stays.
// Without script the browser sends the named fields, the children's ages among them, to the same page (issue 43).
// Its code loads on the traveller's first use of it (./hotel-stay-slot.tsx, docs/decisions/094): what was typed or chosen
// before it arrived is taken in as it hydrates.
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { hotelText } from '~/i18n/plain/hotel'
import { checkChildAges, ChildrenFields } from './hotel-children-fields'
import { validateHotelStay, type StayDraft, type StayErrors } from './hotel-stay'
import { bookableFromIso, useBookableFrom } from '~/lib/search-dates'
import { useValuesTypedBeforeHydration } from '~/lib/typed-before-hydration'
import { withChildCount } from '~/ui/child-age-selects'

/** `children`: each child's age (undefined: none). */
export type Stay = { hotelId: string; checkIn: string; checkOut: string; rooms: number; adults: number; children: number[] | undefined }

const field = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 9rem' })
const input = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })
const errorText = css({ color: 'danger.default', fontSize: 'sm' })

/**
 * `refused`: what the hotel said of these dates (a date already past there), shown beside the field. `timeZone`: the
 * hotel's, whose today is the first check-in it takes (issue 37: from Auckland, tonight in Honolulu is the traveller's yesterday).
 */
export function HotelStayForm({ stay, refused, timeZone }: { stay: Stay; refused?: StayErrors; timeZone?: string }) {
  const navigate = useNavigate()
  const id = useId()
  const today = useBookableFrom(timeZone)
  const [draft, setDraft] = useState<StayDraft>({ checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: String(stay.rooms), adults: String(stay.adults) })
  const [children, setChildren] = useState((stay.children ?? []).map(String))
  const [errors, setErrors] = useState<StayErrors>(refused ?? {})
  const [childAgeError, setChildAgeError] = useState<string>()
  const [updating, setUpdating] = useState(false)
  // The server's fields, used before this code arrived: the dates, rooms and adults, the children's count and the ages shown.
  useValuesTypedBeforeHydration(
    (name) => document.getElementById(`${id}-${name}`),
    { ...draft, 'children-count': String(children.length), ...Object.fromEntries(children.map((age, index) => [`children-${index}`, age])) },
    ({ 'children-count': count, checkIn, checkOut, rooms, adults, ...typedAges }) => {
      setDraft((current) => ({ checkIn: checkIn ?? current.checkIn, checkOut: checkOut ?? current.checkOut, rooms: rooms ?? current.rooms, adults: adults ?? current.adults }))
      const ages = children.map((age, index) => typedAges[`children-${index}`] ?? age)
      setChildren(withChildCount(ages, Number(count ?? ages.length)))
    },
  )
  const update = (name: keyof StayDraft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateHotelStay(draft, bookableFromIso(timeZone))
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) document.getElementById(`${id}-${first}`)?.focus()
    if (!checkChildAges(`${id}-children`, children, setChildAgeError, !first) || first) return
    setUpdating(true)
    try {
      await navigate({ to: '/accommodations/offer', search: { hotelId: stay.hotelId, checkIn: draft.checkIn, checkOut: draft.checkOut, rooms: Number(draft.rooms), adults: Number(draft.adults), children: children.length > 0 ? children.map(Number) : undefined }, resetScroll: false })
    } finally {
      setUpdating(false)
    }
  }

  const describedBy = (name: keyof StayDraft) => (errors[name] ? `${id}-${name}-error` : undefined)
  const fieldError = (name: keyof StayDraft) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className={errorText}>
        {errors[name]}
      </span>
    )
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => <option key={index + 1}>{index + 1}</option>)

  return (
    <form action="/accommodations/offer" method="get" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} className={css({ display: 'flex', flexDirection: 'column', gap: '3', bg: 'bg.subtle', p: '4', borderRadius: 'lg' })}>
      <input type="hidden" name="hotelId" value={stay.hotelId} />
      {/* The form's name, not a heading: on the hotel page the rooms' headings below it belong to "Rooms and rates" (issue 43 item 10). */}
      <p id={`${id}-title`} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {hotelText('stay.change')}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-start' })}>
        <div className={field}>
          <label htmlFor={`${id}-checkIn`}>{hotelText('form.check-in')}</label>
          <input id={`${id}-checkIn`} name="checkIn" type="date" className={input} min={today} max="2099-12-31" value={draft.checkIn} onChange={update('checkIn')} aria-invalid={Boolean(errors.checkIn)} aria-describedby={describedBy('checkIn')} />
          {fieldError('checkIn')}
        </div>
        <div className={field}>
          <label htmlFor={`${id}-checkOut`}>{hotelText('form.check-out')}</label>
          <input id={`${id}-checkOut`} name="checkOut" type="date" className={input} min={draft.checkIn || today} max="2099-12-31" value={draft.checkOut} onChange={update('checkOut')} aria-invalid={Boolean(errors.checkOut)} aria-describedby={describedBy('checkOut')} />
          {fieldError('checkOut')}
        </div>
        <div className={field}>
          <label htmlFor={`${id}-rooms`}>{hotelText('form.rooms')}</label>
          <select id={`${id}-rooms`} name="rooms" className={input} value={draft.rooms} onChange={update('rooms')} aria-invalid={Boolean(errors.rooms)} aria-describedby={describedBy('rooms')}>
            {numbers(8)}
          </select>
          {fieldError('rooms')}
        </div>
        <div className={field}>
          <label htmlFor={`${id}-adults`}>{hotelText('form.adults')}</label>
          <select id={`${id}-adults`} name="adults" className={input} value={draft.adults} onChange={update('adults')}>
            {numbers(9)}
          </select>
        </div>
        <ChildrenFields id={`${id}-children`} ages={children} onChange={setChildren} missingError={childAgeError} />
        <button
          type="submit"
          disabled={updating}
          className={css({ alignSelf: 'flex-end', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '5', minH: '11', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'accent.emphasized' }, _disabled: { opacity: 0.7, cursor: 'wait' } })}
        >
          {hotelText('stay.update-prices')}
        </button>
      </div>
      <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', minH: '5' })}>
        {updating ? hotelText('stay.updating') : ''}
      </p>
    </form>
  )
}
