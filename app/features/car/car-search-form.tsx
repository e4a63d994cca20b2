// The car search (SPEC.md §1: pick-up and drop-off): labelled fields, errors beside their field —
// the browser's own checks and the supplier's (SPEC.md §8: E1001019 flags the pick-up hours, E1001032
// and E1001016 the drop-off, E1001018 the past pick-up, without a banner) — and nothing typed is lost.
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { CarResultsParams } from './car-params'
import { carText } from '~/i18n/plain/car'

export type CarSearchField = 'pickUpLocation' | 'dropOffLocation' | 'pickUpDate' | 'pickUpTime' | 'dropOffDate' | 'dropOffTime' | 'driverAge'
export type CarSearchErrors = Partial<Record<CarSearchField, string>>

const fields: { name: CarSearchField; label: string; kind: 'text' | 'date' | 'time' | 'age' }[] = [
  { name: 'pickUpLocation', label: 'Pick-up location', kind: 'text' },
  { name: 'dropOffLocation', label: 'Drop-off location (if different)', kind: 'text' },
  { name: 'pickUpDate', label: 'Pick-up date', kind: 'date' },
  { name: 'pickUpTime', label: 'Pick-up time', kind: 'time' },
  { name: 'dropOffDate', label: 'Drop-off date', kind: 'date' },
  { name: 'dropOffTime', label: 'Drop-off time', kind: 'time' },
  { name: 'driverAge', label: carText('search-form.driver-age'), kind: 'age' },
]

const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 10rem' })
const inputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas', '&[aria-invalid=true]': { borderColor: 'danger.default' } })
const errorClass = css({ color: 'danger.default', fontSize: 'sm' })

function todayIso() {
  return new Date().toISOString().slice(0, 10)
}

/** What the browser can tell before asking the platform. */
export function validateCarSearch(values: Record<CarSearchField, string>, today: string): CarSearchErrors {
  const errors: CarSearchErrors = {}
  if (!values.pickUpLocation.trim()) errors.pickUpLocation = carText('search-form.enter-a-city')
  if (!values.pickUpDate) errors.pickUpDate = carText('search-form.choose-a-pick')
  else if (values.pickUpDate < today) errors.pickUpDate = carText('search-form.the-pick-up')
  if (!values.dropOffDate) errors.dropOffDate = carText('search-form.choose-a-drop')
  else if (values.pickUpDate && `${values.dropOffDate}T${values.dropOffTime}` <= `${values.pickUpDate}T${values.pickUpTime}`) errors.dropOffDate = carText('search-form.the-drop-off')
  const age = Number(values.driverAge)
  if (!Number.isInteger(age) || age < 18 || age > 99) errors.driverAge = carText('search-form.drivers-are-18')
  return errors
}

export function CarSearchForm({ initial, serverErrors = {} }: { initial: Partial<CarResultsParams>; serverErrors?: CarSearchErrors }) {
  const navigate = useNavigate()
  const id = useId()
  const [values, setValues] = useState<Record<CarSearchField, string>>(() => ({
    pickUpLocation: initial.pickUpLocation ?? '',
    dropOffLocation: initial.dropOffLocation ?? '',
    pickUpDate: initial.pickUpDate ?? '',
    pickUpTime: initial.pickUpTime ?? '12:00',
    dropOffDate: initial.dropOffDate ?? '',
    dropOffTime: initial.dropOffTime ?? '12:00',
    driverAge: String(initial.driverAge ?? 30),
  }))
  const [errors, setErrors] = useState<CarSearchErrors>({})
  // The platform's errors stand until the traveller changes that field or searches again.
  const [edited, setEdited] = useState<Partial<Record<CarSearchField, boolean>>>({})
  const shown = (name: CarSearchField) => errors[name] ?? (edited[name] ? undefined : serverErrors[name])
  const inputId = (name: string) => `${id}-${name}`

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateCarSearch(values, todayIso())
    setErrors(found)
    const first = fields.find((field) => found[field.name])
    if (first) {
      document.getElementById(inputId(first.name))?.focus()
      return
    }
    setEdited({})
    void navigate({
      to: '/mobility/search-results',
      search: {
        pickUpLocation: values.pickUpLocation.trim(),
        dropOffLocation: values.dropOffLocation.trim() || undefined,
        pickUpDate: values.pickUpDate,
        pickUpTime: values.pickUpTime,
        dropOffDate: values.dropOffDate,
        dropOffTime: values.dropOffTime,
        driverAge: Number(values.driverAge),
        sort: 'recommended',
        // A new search from the results keeps the view the traveller chose there.
        view: initial.view ?? 'list',
        page: 1,
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={carText('parts.search-cars')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
      {fields.map((field) => {
        const error = shown(field.name)
        const errorId = `${inputId(field.name)}-error`
        const common = {
          id: inputId(field.name),
          name: field.name,
          className: inputClass,
          value: values[field.name],
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? errorId : undefined,
          onChange: (event: { target: { value: string } }) => {
            setValues((current) => ({ ...current, [field.name]: event.target.value }))
            setEdited((current) => ({ ...current, [field.name]: true }))
            setErrors((current) => ({ ...current, [field.name]: undefined }))
          },
        }
        return (
          <div key={field.name} className={fieldClass}>
            <label htmlFor={common.id}>{field.label}</label>
            {field.kind === 'text' && <input {...common} type="text" autoComplete="off" required={field.name === 'pickUpLocation'} placeholder={field.name === 'pickUpLocation' ? carText('search-form.city-or-airport') : undefined} />}
            {field.kind === 'date' && <input {...common} type="date" min={todayIso()} max="2099-12-31" required />}
            {field.kind === 'time' && <input {...common} type="time" step={1800} />}
            {field.kind === 'age' && <input {...common} type="number" min={18} max={99} inputMode="numeric" />}
            {error && (
              <span id={errorId} className={errorClass}>
                {error}
              </span>
            )}
          </div>
        )
      })}
      <button
        type="submit"
        className={css({ alignSelf: 'flex-end', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '6', minH: '11', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'accent.emphasized' } })}
      >
        {carText('parts.search-cars')}
      </button>
    </form>
  )
}
