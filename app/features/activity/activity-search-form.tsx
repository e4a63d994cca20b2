// The tours and transport search: labelled fields, errors beside their field (the browser's own checks
// and the platform's: a past date, a party too large, a ride without an airport end), and nothing
// typed is lost. A valid search opens the results with every criterion in the address.
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { kindPaths, kindWords } from './activity-format'
import type { ActivityKind, ActivityResultsParams } from './activity-params'
import { activityText } from '~/i18n/plain/activity'

type Field = { name: keyof ActivityResultsParams & string; label: string; kind: 'text' | 'date' | 'time' | 'count'; required: boolean; placeholder?: string }

const fieldsOf: Record<ActivityKind, Field[]> = {
  tour: [
    { name: 'destination', label: 'Destination', kind: 'text', required: true, placeholder: 'City' },
    { name: 'startDate', label: 'From', kind: 'date', required: true },
    { name: 'endDate', label: activityText('search-form.to-optional'), kind: 'date', required: false },
    { name: 'travelers', label: 'Travelers', kind: 'count', required: false },
  ],
  transport: [
    { name: 'origin', label: 'From', kind: 'text', required: true, placeholder: activityText('search-form.airport-code-city') },
    { name: 'destination', label: 'To', kind: 'text', required: true, placeholder: activityText('search-form.airport-code-city') },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    { name: 'time', label: 'Pick-up time', kind: 'time', required: false },
    { name: 'passengers', label: 'Passengers', kind: 'count', required: false },
  ],
}

export type ActivitySearchErrors = Partial<Record<string, string>>
export const searchFieldNames = (kind: ActivityKind) => fieldsOf[kind].map((field) => field.name)

const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 10rem' })
const inputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas', '&[aria-invalid=true]': { borderColor: 'danger.default' } })
const errorClass = css({ color: 'danger.default', fontSize: 'sm' })

function todayIso() {
  return new Date().toISOString().slice(0, 10)
}

/** What the browser can tell before asking the platform. */
export function validateActivitySearch(kind: ActivityKind, values: Record<string, string>, today: string): ActivitySearchErrors {
  const errors: ActivitySearchErrors = {}
  const missing: Record<string, string> = { destination: kind === 'tour' ? activityText('search-form.enter-a-city') : activityText('search-form.enter-where-the'), origin: activityText('search-form.enter-where-the-2'), startDate: activityText('search-form.choose-the-first'), date: activityText('search-form.choose-a-date') }
  for (const field of fieldsOf[kind]) {
    const value = (values[field.name] ?? '').trim()
    if (!value) {
      if (field.required) errors[field.name] = missing[field.name] ?? activityText('search-form.fill-this-in')
      continue
    }
    if (field.kind === 'date' && value < today) errors[field.name] = activityText('search-form.the-date-cannot')
  }
  if (kind === 'tour' && values.endDate && values.startDate && values.endDate < values.startDate) errors.endDate = activityText('search-form.the-last-day')
  return errors
}

export function ActivitySearchForm({ kind, initial, serverErrors = {} }: { kind: ActivityKind; initial: Partial<ActivityResultsParams>; serverErrors?: ActivitySearchErrors }) {
  const navigate = useNavigate()
  const id = useId()
  const fields = fieldsOf[kind]
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, String(initial[field.name] ?? (field.kind === 'time' ? '12:00' : field.kind === 'count' ? (kind === 'tour' ? 2 : 1) : ''))])),
  )
  const [errors, setErrors] = useState<ActivitySearchErrors>({})
  // The platform's errors stand until the traveller changes that field or searches again.
  const [edited, setEdited] = useState<Record<string, boolean>>({})
  const shown = (name: string) => errors[name] ?? (edited[name] ? undefined : serverErrors[name])
  const inputId = (name: string) => `${id}-${name}`

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateActivitySearch(kind, values, todayIso())
    setErrors(found)
    const first = fields.find((field) => found[field.name])
    if (first) {
      document.getElementById(inputId(first.name))?.focus()
      return
    }
    setEdited({})
    const query = new URLSearchParams()
    for (const field of fields) {
      const value = (values[field.name] ?? '').trim()
      if (value) query.set(field.name, value)
    }
    void navigate({ href: `${kindPaths[kind].results}?${query.toString()}` })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={kindWords[kind].search} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
      {fields.map((field) => {
        const error = shown(field.name)
        const errorId = `${inputId(field.name)}-error`
        const common = {
          id: inputId(field.name),
          name: field.name,
          className: inputClass,
          value: values[field.name] ?? '',
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
            {field.kind === 'text' && <input {...common} type="text" autoComplete="off" required={field.required} placeholder={field.placeholder} />}
            {/* SPEC.md §5 date range ends 2099-12-31. */}
            {field.kind === 'date' && <input {...common} type="date" min={todayIso()} max="2099-12-31" required={field.required} />}
            {/* Half-hour steps, as the time pickers of SPEC.md §9. */}
            {field.kind === 'time' && <input {...common} type="time" step={1800} />}
            {field.kind === 'count' && (
              <select {...common}>
                {Array.from({ length: 20 }, (_, index) => (
                  <option key={index}>{index + 1}</option>
                ))}
              </select>
            )}
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
        {kindWords[kind].search}
      </button>
    </form>
  )
}
