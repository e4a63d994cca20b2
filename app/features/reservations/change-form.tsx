// Changing a booked reservation's dates (a hotel stay, a flight exchange): why it cannot change, said before
// anything is typed, or the form for the new dates with its refusal in a live alert and one submit button.
import type { FormEvent, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { fieldGridClass, sectionClass, sectionTitleClass } from '~/features/checkout/checkout-fields'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { ScriptedForm } from '~/ui/scripted-form'

type ChangeFormProps = {
  /** Why the reservation cannot change (its status, its rate or fare): the form is not offered. */
  refusal: { title: string; message: ReactNode } | null | undefined
  /** The id of the form's heading, which names it. */
  id: string
  heading: string
  /** What the last submit was refused for. */
  error: string | undefined
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  submitLabel: string
  /** The fields, in a grid of two columns from the small breakpoint. */
  children: ReactNode
}

export function ChangeForm({ refusal, id, heading, error, onSubmit, submitLabel, children }: ChangeFormProps) {
  if (refusal) {
    return (
      <Alert variant="block-info" title={refusal.title}>
        {refusal.message}
      </Alert>
    )
  }
  return (
    <ScriptedForm noValidate onSubmit={onSubmit} aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className={sectionTitleClass}>
        {heading}
      </h2>
      {error && (
        <p role="alert" className={css({ color: 'danger.default', fontWeight: 'medium' })}>
          {error}
        </p>
      )}
      <div className={fieldGridClass}>{children}</div>
      <Button type="submit" className={css({ alignSelf: 'flex-start' })}>
        {submitLabel}
      </Button>
    </ScriptedForm>
  )
}

const labelClass = css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })
const inputClass = css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', bg: 'bg.canvas' })

/** A new date, required, starting from the one chosen before or booked. */
export function DateField({ label, name, defaultValue }: { label: string; name: string; defaultValue: string | undefined }) {
  return (
    <label className={labelClass}>
      {label}
      <input type="date" name={name} required defaultValue={defaultValue} className={inputClass} />
    </label>
  )
}
