// The search form of a line other than hotels: labelled fields, errors beside their field (nothing
// typed is lost), and a valid search opens the line's results with every criterion in the URL. A line
// declares its fields (and, for fields shown as a group, the group's component) in its own folder.
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type ComponentType, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { linePages } from './lines'
import { lineTexts } from './line-texts'
import { fieldDefault, lineSearchQuery, validateLineSearch, type LineSearchErrors, type LineSearchField, type LineSearchParams, type SearchLine } from './line-search'

const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 10rem' })
const inputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })
export const lineFieldErrorClass = css({ color: 'danger.default', fontSize: 'sm' })

/** What a line's group component (the flight travellers and cabin) gets: its fields, the form's values and errors as strings. */
export type LineFieldGroupProps = {
  fields: LineSearchField[]
  values: Record<string, string>
  errors: LineSearchErrors
  inputId: (name: string) => string
  onChange: (changes: Record<string, string>) => void
}

export type LineSearchFormProps = { initial?: LineSearchParams }

function todayIso() {
  return new Date().toISOString().slice(0, 10)
}

export function LineSearchForm({ line, fields, FieldGroup, initial = {} }: LineSearchFormProps & { line: SearchLine; fields: LineSearchField[]; FieldGroup?: ComponentType<LineFieldGroupProps> }) {
  const navigate = useNavigate()
  const id = useId()
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field.name, String(initial[field.name] ?? fieldDefault(field))])))
  const [errors, setErrors] = useState<LineSearchErrors>({})
  const inputId = (name: string) => `${id}-${name}`

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateLineSearch(fields, values, todayIso())
    setErrors(found)
    const first = fields.find((field) => found[field.name])
    if (first) {
      document.getElementById(inputId(first.name))?.focus()
      return
    }
    void navigate({ href: `${linePages[line]}/search-results?${lineSearchQuery(fields, values)}` })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={lineTexts[line].searchLabel} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
      {fields.map((field, index) =>
        field.group ? (
          // A group of fields shows once, where its first field is.
          FieldGroup &&
          fields.findIndex((other) => other.group === field.group) === index && (
            <FieldGroup key={field.group} fields={fields.filter((other) => other.group === field.group)} values={values} errors={errors} inputId={inputId} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
          )
        ) : (
          <div key={field.name} className={fieldClass}>
            <label htmlFor={inputId(field.name)}>{field.label}</label>
            <FieldInput
              field={field}
              id={inputId(field.name)}
              value={values[field.name] ?? ''}
              min={field.kind === 'date' ? (field.after && values[field.after]) || todayIso() : undefined}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              error={errors[field.name] ? `${inputId(field.name)}-error` : undefined}
            />
            {errors[field.name] && (
              <span id={`${inputId(field.name)}-error`} className={lineFieldErrorClass}>
                {errors[field.name]}
              </span>
            )}
          </div>
        ),
      )}
      <button
        type="submit"
        className={css({ alignSelf: 'flex-end', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '6', minH: '11', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'accent.emphasized' } })}
      >
        {lineTexts[line].searchLabel}
      </button>
    </form>
  )
}

function FieldInput({ field, id, value, min, onChange, error }: {
  field: LineSearchField
  id: string
  value: string
  min?: string
  onChange: (value: string) => void
  error?: string
}) {
  const common = { id, className: inputClass, value, 'aria-invalid': Boolean(error), 'aria-describedby': error, onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
  switch (field.kind) {
    case 'text':
      return <input {...common} type="text" autoComplete="off" required={field.required} />
    case 'date':
      // SPEC.md §5 date range ends 2099-12-31.
      return <input {...common} type="date" min={min} max="2099-12-31" required={field.required} />
    case 'time':
      // Half-hour steps, as the time pickers of SPEC.md §9.
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
  }
}
