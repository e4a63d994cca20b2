// Form controls bound to the checkout model: each is named by its request path, shows its error
// beside it, and reports changes by name. Shared by every line's checkout. Fields, choices and flags
// are native elements with the design system's field styles (not the Ark components of app/ui):
// checkout is the heaviest page and this keeps it within the first-load JavaScript budget
// (docs/decisions/005).
import type { ChangeEvent, ReactNode } from 'react'
import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { field } from 'styled-system/recipes/field'
import { nameMaxLength } from '@contracts/validation/limits'
import type { CheckoutValues, FieldErrors, FlagField, TextField } from './checkout-form'
import { checkoutText } from '~/i18n/plain/checkout'
import { uiText } from '~/i18n/plain/ui'
import { PageInfoTip } from '~/features/page-content/page-info-tip'

export type FieldBinding = {
  values: CheckoutValues
  errors: FieldErrors
  onChange: <K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) => void
}

type TextInputProps = {
  binding: FieldBinding
  name: TextField
  label: ReactNode
  required?: boolean
  helperText?: ReactNode
  autoComplete?: string
  inputMode?: 'numeric' | 'email' | 'tel' | 'text'
  type?: 'text' | 'email' | 'tel'
  placeholder?: string
  maxLength?: number
  /** Reshapes what is typed (grouping, separators) before it is kept. */
  format?: (typed: string) => string
}

/** The design system's field styles on native elements (no Ark state machine on this heavy page). */
const fieldClasses = field()

function FieldFrame({ id, label, required, helperText, error, children }: { id: string; label: ReactNode; required: boolean; helperText?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className={fieldClasses.root}>
      <label htmlFor={id} className={fieldClasses.label}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" className={fieldClasses.requiredIndicator}>
              *
            </span>
            <span className={css({ srOnly: true })}>{` ${uiText('field.required')}`}</span>
          </>
        )}
      </label>
      {children}
      {helperText && (
        <p id={`${id}-helper`} className={fieldClasses.helperText}>
          {helperText}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldClasses.errorText}>
          {error}
        </p>
      )}
    </div>
  )
}

function describedBy(id: string, helperText: ReactNode, error: string | undefined) {
  return [helperText ? `${id}-helper` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

export function TextInput({ binding, name, label, required = true, helperText, format, ...input }: TextInputProps) {
  const id = useId()
  const error = binding.errors[name]
  return (
    <FieldFrame id={id} label={label} required={required} helperText={helperText} error={error}>
      <input
        id={id}
        name={name}
        required={required}
        value={binding.values[name]}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, helperText, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => binding.onChange(name, format ? format(event.target.value) : event.target.value)}
        className={fieldClasses.input}
        {...input}
      />
    </FieldFrame>
  )
}

/**
 * A given (first) name: optional, as a person with one name enters it as the last name, and its limit
 * said before it is reached (decision 112). Read at render, for the visitor's locale.
 */
export const givenNameInput = () => ({ required: false, maxLength: nameMaxLength, helperText: checkoutText('name.given-help', { max: nameMaxLength }) })
/** A family (last) name, its limit said before it is reached. */
export const familyNameInput = () => ({ maxLength: nameMaxLength, helperText: checkoutText('name.family-help', { max: nameMaxLength }) })

export function SelectInput({ binding, name, label, options, required = true, autoComplete }: { binding: FieldBinding; name: TextField; label: ReactNode; options: readonly { value: string; title: string }[]; required?: boolean; autoComplete?: string }) {
  const id = useId()
  const error = binding.errors[name]
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <select
        id={id}
        name={name}
        required={required}
        autoComplete={autoComplete}
        value={binding.values[name]}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, undefined, error)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => binding.onChange(name, event.target.value)}
        className={fieldClasses.select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.title}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

const choiceClass = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '6', cursor: 'pointer', '& input': { w: '6', h: '6', flexShrink: 0, accentColor: 'accent.default', cursor: 'pointer' } })
const disabledChoiceClass = css({ alignItems: 'flex-start', cursor: 'not-allowed', color: 'fg.muted', '& input': { cursor: 'not-allowed' } })
const errorClass = css({ color: 'danger.default', fontSize: 'sm', fontWeight: 'medium', mt: '1' })

/** A checkbox; a `required` one (the terms) says so from the start, not only once Book has failed. */
export function FlagInput({ binding, name, required = false, children }: { binding: FieldBinding; name: FlagField; required?: boolean; children: ReactNode }) {
  const error = binding.errors[name]
  const errorId = useId()
  const id = useId()
  return (
    <div>
      <label className={choiceClass}>
        <input
          id={id}
          type="checkbox"
          name={name}
          required={required}
          checked={binding.values[name]}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => binding.onChange(name, event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  )
}

type Choice = { value: string; title: ReactNode; /** Shown under the title and read with it. */ description?: ReactNode; disabled?: boolean }

/** A group of native radio buttons with its legend; a choice may be shown disabled, with why. */
export function ChoiceGroup({ name, legend, options, value, onChange, error, horizontal = false }: { name: string; legend: ReactNode; options: readonly Choice[]; value: string; onChange: (value: string) => void; error?: string; horizontal?: boolean }) {
  const errorId = useId()
  const descriptionId = useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={css({ display: 'flex', flexDirection: horizontal ? 'row' : 'column', flexWrap: 'wrap', columnGap: '6', rowGap: '2', border: 'none', p: '0', m: '0' })}>
      <legend className={css({ fontWeight: 'medium', mb: '2' })}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={cx(choiceClass, option.disabled && disabledChoiceClass)}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            id={`${descriptionId}-${option.value}-choice`}
            disabled={option.disabled}
            aria-describedby={option.description ? `${descriptionId}-${option.value}` : undefined}
            onChange={() => onChange(option.value)}
          />
          <span>
            {option.title}
            {option.description && (
              <span id={`${descriptionId}-${option.value}`} className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                {option.description}
              </span>
            )}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

export const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4', borderTopWidth: '1px', borderColor: 'border.default', pt: '6' })
export const sectionTitleClass = css({ fontSize: 'xl', fontWeight: 'semibold' })
/** A section's heading with an info button beside it (outside the heading, which names the section). */
const headingRowClass = css({ display: 'flex', alignItems: 'center', gap: '2' })

/** A section's heading with the page content's info tip beside it (§R3 info tooltips). */
export function SectionHeadingWithTip({ id, title, tip }: { id: string; title: string; tip: { name: string; label: string } }) {
  return (
    <div className={headingRowClass}>
      <h2 id={id} className={sectionTitleClass}>
        {title}
      </h2>
      <PageInfoTip name={tip.name} label={tip.label} />
    </div>
  )
}
// A field never widens its column past a 320 px screen, even with the text spaced out (WCAG 1.4.12, issue 43 item 12).
export const fieldGridClass = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })
