// Form controls bound to the checkout model: each is named by its request path, shows its error
// beside it, and reports changes by name. Shared by every line's checkout.
import type { ChangeEvent, ReactNode } from 'react'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { Checkbox } from '~/ui/checkbox'
import { Field, FieldParts } from '~/ui/field'
import type { CheckoutValues, FieldErrors, FlagField, TextField } from './checkout-form'

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
}

export function TextInput({ binding, name, label, required = true, ...input }: TextInputProps) {
  return (
    <Field
      label={label}
      name={name}
      required={required}
      value={binding.values[name]}
      error={binding.errors[name]}
      onChange={(event: ChangeEvent<HTMLInputElement>) => binding.onChange(name, event.target.value)}
      {...input}
    />
  )
}

export function SelectInput({ binding, name, label, options, required = true }: { binding: FieldBinding; name: TextField; label: ReactNode; options: readonly { value: string; label: string }[]; required?: boolean }) {
  const error = binding.errors[name]
  return (
    <FieldParts.Root invalid={Boolean(error)} required={required}>
      <FieldParts.Label>{label}</FieldParts.Label>
      <FieldParts.Select
        name={name}
        value={binding.values[name]}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => binding.onChange(name, event.target.value)}
        className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.default' })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FieldParts.Select>
      <FieldParts.ErrorText>{error}</FieldParts.ErrorText>
    </FieldParts.Root>
  )
}

export function FlagInput({ binding, name, children }: { binding: FieldBinding; name: FlagField; children: ReactNode }) {
  const error = binding.errors[name]
  const errorId = useId()
  return (
    <div data-field={name}>
      <Checkbox name={name} checked={binding.values[name]} invalid={Boolean(error)} onCheckedChange={(checked) => binding.onChange(name, checked)}>
        {children}
      </Checkbox>
      {error && (
        <p id={errorId} className={css({ color: 'danger.default', fontSize: 'sm', fontWeight: 'medium', mt: '1' })}>
          {error}
        </p>
      )}
    </div>
  )
}

export const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4', borderTopWidth: '1px', borderColor: 'border.default', pt: '6' })
export const sectionTitleClass = css({ fontSize: 'xl', fontWeight: 'semibold' })
export const fieldGridClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })
