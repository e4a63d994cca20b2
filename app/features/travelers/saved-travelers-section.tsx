// Saved travelers on My Profile (§R3.13 traveler profiles, §R7 /customer/traveler-profile): the
// member lists, adds, edits and deletes the people they book for; every line's checkout offers them
// (app/features/checkout/saved-travelers.tsx). Checked by the contract's rules on save (loaded then,
// not with the page) and again by the platform, whose field errors land beside the fields.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { TravelerProfile } from '@contracts/lxp/traveler-profile.schema'
import { nameMaxLength } from '@contracts/validation/limits'
import { fullName } from '@contracts/domain/person'
import { customerAddTravelers, customerModifyTravelers, customerRemoveTravelers } from '@server/bff/functions/customer.functions'
import { ProfileSection } from '~/features/session/profile-section'
import { accountText } from '~/i18n/plain/account'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Field } from '~/ui/field'
import { ScriptedForm } from '~/ui/scripted-form'
import { refreshTravelerProfiles, travelerProfilesQueryOptions } from './traveler-profiles.queries'

const fields = ['firstName', 'lastName', 'email', 'phone'] as const
type Draft = Record<(typeof fields)[number], string>
type Editing = { travelerId: string | null; draft: Draft }
const labels = { firstName: 'travelers.first-name', lastName: 'travelers.last-name', email: 'travelers.email', phone: 'travelers.phone' } as const
const autoComplete = { firstName: 'given-name', lastName: 'family-name', email: 'email', phone: 'tel' } as const
const nameOf = (traveler: Pick<TravelerProfile, 'firstName' | 'lastName'>) => fullName(traveler)
const emptyDraft: Draft = { firstName: '', lastName: '', email: '', phone: '' }
const panel = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', bg: 'bg.canvas' })

/** Field errors by draft field, from paths such as `travelers.0.email` (ours or the platform's). */
function fieldErrorsOf(errors: readonly { field?: string | null; path?: readonly PropertyKey[]; message: string }[]) {
  const byField: Partial<Draft> = {}
  for (const error of errors) {
    const path = error.field ?? error.path?.map(String).join('.') ?? ''
    const name = fields.find((field) => path.endsWith(`.${field}`) || path === field)
    if (name) byField[name] ??= error.message.replace(/^[\w.]+: /, '')
  }
  return byField
}

export function SavedTravelersSection({ className }: { className?: string }) {
  const queryClient = useQueryClient()
  const { data: travelers = [], isPending } = useQuery(travelerProfilesQueryOptions())
  const [editing, setEditing] = useState<Editing>()
  const [confirming, setConfirming] = useState<string>()
  const [errors, setErrors] = useState<Partial<Draft>>({})
  const [notice, setNotice] = useState<{ kind: 'done' | 'failed'; text: string }>()
  const [busy, setBusy] = useState(false)

  const start = (next: Editing) => {
    setEditing(next)
    setErrors({})
    setNotice(undefined)
    setConfirming(undefined)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!editing || busy) return
    const traveler = Object.fromEntries(fields.map((field) => [field, editing.draft[field].trim()])) as Draft
    const { TravelerSchema } = await import('@contracts/lxp/shared/traveller.schema')
    const checked = TravelerSchema.safeParse(traveler)
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error.issues))
    setBusy(true)
    try {
      const outcome = editing.travelerId
        ? await customerModifyTravelers({ data: { body: { travelers: [{ travelerId: editing.travelerId, ...traveler }] } } })
        : await customerAddTravelers({ data: { body: { travelers: [{ ...traveler, isPrimary: false }] } } })
      if (!outcome.ok) {
        const byField = fieldErrorsOf(outcome.errors)
        setErrors(byField)
        if (Object.keys(byField).length === 0) setNotice({ kind: 'failed', text: outcome.errors[0]?.message ?? accountText('travelers.failed') })
        return
      }
      setEditing(undefined)
      setNotice({ kind: 'done', text: accountText('travelers.saved', { name: nameOf(traveler) }) })
      await refreshTravelerProfiles(queryClient)
    } catch {
      setNotice({ kind: 'failed', text: accountText('travelers.failed') })
    } finally {
      setBusy(false)
    }
  }

  async function remove(traveler: TravelerProfile) {
    setBusy(true)
    try {
      const outcome = await customerRemoveTravelers({ data: { body: { travelerIds: [traveler.travelerId] } } })
      setNotice(outcome.ok ? { kind: 'done', text: accountText('travelers.deleted', { name: nameOf(traveler) }) } : { kind: 'failed', text: outcome.errors[0]?.message ?? accountText('travelers.failed') })
      setConfirming(undefined)
      await refreshTravelerProfiles(queryClient)
    } catch {
      setNotice({ kind: 'failed', text: accountText('travelers.failed') })
    } finally {
      setBusy(false)
    }
  }

  const form = editing && (
    <ScriptedForm onSubmit={(event) => void save(event)} noValidate aria-labelledby="traveler-form-title" className={css({ display: 'grid', gap: '4' })}>
      <h3 id="traveler-form-title" className={css({ fontWeight: 'semibold' })}>
        {editing.travelerId ? accountText('travelers.editing', { name: nameOf(travelers.find((traveler) => traveler.travelerId === editing.travelerId) ?? editing.draft) }) : accountText('travelers.new')}
      </h3>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } })}>
        {fields.map((field) => (
          <Field
            key={field}
            label={accountText(labels[field])}
            required={field !== 'firstName'}
            helperText={field === 'firstName' ? accountText('travelers.first-name-help', { max: nameMaxLength }) : field === 'lastName' ? accountText('travelers.last-name-help', { max: nameMaxLength }) : undefined}
            value={editing.draft[field]}
            error={errors[field]}
            autoComplete={autoComplete[field]}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            maxLength={field === 'email' ? 254 : nameMaxLength}
            onChange={(event) => {
              const value = event.currentTarget.value
              setEditing((current) => current && { ...current, draft: { ...current.draft, [field]: value } })
              setErrors((current) => ({ ...current, [field]: undefined }))
            }}
          />
        ))}
      </div>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {accountText('travelers.save')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setEditing(undefined)}>
          {accountText('travelers.cancel')}
        </Button>
      </div>
    </ScriptedForm>
  )

  return (
    <ProfileSection id="travelers" title={accountText('travelers.title')} explanation={accountText('travelers.explanation')} className={className}>
      <div role="status" className={css({ mb: notice ? '4' : '0' })}>
        {notice && <Alert variant={notice.kind === 'done' ? 'block-info' : 'block-error'}>{notice.text}</Alert>}
      </div>
      {!isPending && travelers.length === 0 && <p className={css({ mb: '4', color: 'fg.muted' })}>{accountText('travelers.none')}</p>}
      {travelers.length > 0 && (
        <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, mb: '4' })}>
          {travelers.map((traveler) => (
            <li key={traveler.travelerId} className={panel}>
              {editing?.travelerId === traveler.travelerId ? (
                form
              ) : (
                <>
                  <p className={css({ fontWeight: 'semibold' })}>{nameOf(traveler)}</p>
                  <p className={css({ overflowWrap: 'anywhere' })}>{traveler.email}</p>
                  <p>{traveler.phone}</p>
                  {confirming === traveler.travelerId ? (
                    <div className={css({ mt: '3', display: 'grid', gap: '2' })}>
                      <p className={css({ fontWeight: 'medium' })}>{accountText('travelers.confirm-delete', { name: nameOf(traveler) })}</p>
                      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
                        <Button size="sm" disabled={busy} onClick={() => void remove(traveler)} aria-label={accountText('travelers.delete-named', { name: nameOf(traveler) })}>
                          {accountText('travelers.delete')}
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setConfirming(undefined)}>
                          {accountText('travelers.keep')}
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <div className={css({ mt: '3', display: 'flex', gap: '3', flexWrap: 'wrap' })}>
                      <Button size="sm" variant="outline" onClick={() => start({ travelerId: traveler.travelerId, draft: { firstName: traveler.firstName, lastName: traveler.lastName, email: traveler.email, phone: traveler.phone } })} aria-label={accountText('travelers.edit-named', { name: nameOf(traveler) })}>
                        {accountText('travelers.edit')}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setConfirming(traveler.travelerId)} aria-label={accountText('travelers.delete-named', { name: nameOf(traveler) })}>
                        {accountText('travelers.delete')}
                      </Button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && editing.travelerId === null ? (
        <div className={panel}>{form}</div>
      ) : (
        <Button variant="outline" onClick={() => start({ travelerId: null, draft: emptyDraft })}>
          {accountText('travelers.add')}
        </Button>
      )}
    </ProfileSection>
  )
}
