// "Find my booking" (issue 21, docs/decisions/073): a guest gives the reservation or confirmation number
// and the email they booked with; a found booking opens on its line's reservation page, granted to this
// browser for an hour by the server. Whatever was wrong, an unknown number or a wrong email, the page
// says the same, and what was typed stays typed.
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { ApiErrorObject } from '@contracts/api/api-error'
import { reservationsFind } from '@server/bff/functions/reservations.functions'
import { appHref } from '~/lib/app-href'
import { focusAtTop } from '~/lib/reveal-at-top'
import { mainContentId } from '~/features/focus-and-announcements/skip-link'
import { reservationViewPage } from './reservation-page-link'
import { reservationsText } from '~/i18n/plain/reservations'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { Field } from '~/ui/field'
import { ScriptedForm } from '~/ui/scripted-form'

type Failure = { fields: Partial<Record<'number' | 'email', string>>; form?: { title: string; message: string } }

/** Field errors where the contract placed them; a refusal of the booking as a whole (not found, too many tries) above the form. */
function failureOf(status: number, errors: readonly ApiErrorObject[]): Failure {
  if (status === 400) {
    const fields: Failure['fields'] = {}
    for (const error of errors) {
      const name = error.field?.replace(/^body\./, '')
      if (name === 'number' || name === 'email') fields[name] ??= error.message
    }
    return { fields }
  }
  const title = status === 404 ? reservationsText('find.not-found') : reservationsText('find.try-later')
  return { fields: {}, form: { title, message: errors[0]?.message ?? '' } }
}

const route = getRouteApi('/reservations/find')

/** Sign-in at the login provider, back to `path` of this site. */
const signInHref = (path: string) => appHref(`/auth/sign-in?${new URLSearchParams({ callbackUrl: appHref(path) })}`)

export function FindReservationPage() {
  const { number, signIn } = route.useSearch()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<Failure>({ fields: {} })
  const [pending, setPending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  // A refusal takes the focus to what to fix: the first field in error, else the banner above the form (issue 43:
  // the focus fell to the page's body, and the next Tab went past the form).
  useEffect(() => {
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (field) field.focus()
    // The banner comes whole into the window, below anything fixed over its top (issue 43).
    else if (alertRef.current) focusAtTop(alertRef.current)
  }, [failure])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setPending(true)
    try {
      const outcome = await reservationsFind({ data: { body: { number: String(data.get('number') ?? ''), email: String(data.get('email') ?? '') } } })
      if (!outcome.ok) return setFailure(failureOf(outcome.status, outcome.errors))
      const { type, reservationId } = outcome.value
      await navigate({ to: reservationViewPage(type), search: { reservationId } })
      // The keyboard starts at the found reservation's heading, the answer to the lookup, not at the page's main
      // landmark (issue 36): after the site's own focus on arrival (a frame after the page is painted).
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const heading = document.getElementById(mainContentId)?.querySelector('h1')
          if (!heading) return
          heading.tabIndex = -1
          focusAtTop(heading)
        }),
      )
    } finally {
      setPending(false)
    }
  }

  return (
    <Container className={css({ py: '8', maxW: '2xl', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{reservationsText('find.heading')}</h1>
      {/* On the way to My Trips without a session, with an outside login provider (decision 089): members sign in from here. */}
      {signIn && (
        <Alert variant="block-info" title={reservationsText('find.my-trips-title')}>
          <p>{reservationsText('find.my-trips-text')}</p>
          <p className={css({ mt: '2' })}>
            <a href={signInHref(signIn)} className={css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'medium' })}>
              {reservationsText('find.my-trips-sign-in')}
            </a>
          </p>
        </Alert>
      )}
      <p>{reservationsText('find.intro')}</p>
      {failure.form && (
        <Alert ref={alertRef} tabIndex={-1} variant="block-error" title={failure.form.title}>
          <p>{failure.form.message}</p>
        </Alert>
      )}
      <ScriptedForm ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Field name="number" label={reservationsText('find.number')} helperText={reservationsText('find.number-help')} defaultValue={number} required autoComplete="off" spellCheck={false} error={failure.fields.number} />
        <Field name="email" type="email" label={reservationsText('find.email')} required autoComplete="email" inputMode="email" error={failure.fields.email} />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? reservationsText('find.searching') : reservationsText('find.submit')}
          </Button>
        </div>
      </ScriptedForm>
      <p>
        {reservationsText('find.members')}{' '}
        <a href={signInHref(signIn ?? '/my-trips/')} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          {reservationsText('find.sign-in')}
        </a>
      </p>
    </Container>
  )
}
