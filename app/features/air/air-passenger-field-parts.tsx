// What every passenger field at flight checkout says beside its control (names, date of birth, documents):
// the required mark in its label, and the hint and the error under it, with the ids the control is described by.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { airBookingText } from '~/i18n/plain/air-booking'

export function RequiredMark() {
  return (
    <>
      <span aria-hidden="true"> *</span>
      <span className={css({ srOnly: true })}> {airBookingText('passenger-fields.required')}</span>
    </>
  )
}

/** `id` is the control's: the hint is `${id}-hint`, the error `${id}-error`. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={css({ color: 'danger.default', fontSize: 'sm', fontWeight: 'medium' })}>
          {error}
        </p>
      )}
    </>
  )
}
