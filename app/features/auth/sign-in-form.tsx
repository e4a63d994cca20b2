// The user ID and password form shared by the rewards-club page and the credentials page: labelled
// fields, each error beside its field, the input kept when sign-in fails.
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { FormResult } from '@server/auth/auth.functions'
import { accountText } from '~/i18n/plain/account'
import { ScriptedForm } from '~/ui/scripted-form'

type Failure = Extract<FormResult, { ok: false }>

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const input = css({
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  px: '3',
  py: '2',
  fontSize: 'md',
  '&[aria-invalid=true]': { borderColor: 'danger.default' },
})
const errorText = css({ color: 'danger.default', fontSize: 'sm' })

export function SignInForm({
  submit,
  onSuccess,
  submitLabel,
  buttonClassName,
  children,
}: {
  submit: (values: { username: string; password: string }) => Promise<FormResult>
  onSuccess: (redirectTo: string) => void
  submitLabel: string
  buttonClassName?: string
  children?: ReactNode
}) {
  const [failure, setFailure] = useState<Failure | undefined>()
  const [pending, setPending] = useState(false)
  const ids = { username: useId(), password: useId(), form: useId() }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Read from the fields themselves (they are uncontrolled): what was typed before hydration stays typed.
    const data = new FormData(event.currentTarget)
    const values = { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') }
    setPending(true)
    try {
      const result = await submit(values)
      if (result.ok) return onSuccess(result.redirectTo)
      setFailure(result)
    } catch {
      setFailure({ ok: false, formError: 'Sign-in is unavailable right now. Please try again.' })
    } finally {
      setPending(false)
    }
  }

  const fieldError = (name: 'username' | 'password') => failure?.fieldErrors?.[name]
  return (
    // Until React has hydrated, a submit would be the browser's own: a GET of this page with the user ID
    // and password in the address and the provider's request parameters dropped (the page then said
    // "This application is not registered…"). ScriptedForm holds it until then, and posts elsewhere without script.
    <ScriptedForm onSubmit={onSubmit} noValidate aria-describedby={failure?.formError ? ids.form : undefined} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {failure?.formError && (
        <p id={ids.form} role="alert" className={css({ color: 'danger.default', bg: 'danger.subtle', p: '3', borderRadius: 'md' })}>
          {failure.formError}
        </p>
      )}
      {(['username', 'password'] as const).map((name) => (
        <div key={name} className={field}>
          <label htmlFor={ids[name]} className={css({ fontWeight: 'semibold' })}>
            {accountText(name === 'username' ? 'sign-in-form.user-id' : 'sign-in-form.password')}
          </label>
          <input
            id={ids[name]}
            name={name}
            type={name === 'password' ? 'password' : 'text'}
            autoComplete={name === 'password' ? 'current-password' : 'username'}
            required
            className={input}
            aria-invalid={fieldError(name) ? true : undefined}
            aria-describedby={fieldError(name) ? `${ids[name]}-error` : undefined}
          />
          {fieldError(name) && (
            <span id={`${ids[name]}-error`} className={errorText}>
              {fieldError(name)}
            </span>
          )}
        </div>
      ))}
      {children}
      <button type="submit" disabled={pending} className={buttonClassName}>
        {pending ? accountText('sign-in-form.signing-in') : submitLabel}
      </button>
    </ScriptedForm>
  )
}
