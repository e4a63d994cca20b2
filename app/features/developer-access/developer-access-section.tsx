// Developer access on My Profile (docs/decisions/069): the member creates a personal access token for
// an app of their own (shown once), sees their tokens by name and start, and revokes one at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { createMyAccessToken, revokeMyAccessToken } from '@server/integrators/member-access-tokens.functions'
import { ProfileSection } from '~/features/session/profile-section'
import { accountText } from '~/i18n/plain/account'
import { formatInstantDayIn, useInstantDayZone } from '~/lib/format/instant-day'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Field } from '~/ui/field'
import { ScriptedForm } from '~/ui/scripted-form'
import { accessTokensQueryKey, accessTokensQueryOptions } from './developer-access.queries'

const expiryChoices = [30, 90, 365] as const

export function DeveloperAccessSection({ className }: { className?: string }) {
  const queryClient = useQueryClient()
  const tokens = useQuery(accessTokensQueryOptions())
  const [created, setCreated] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const refresh = () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey })
  // A key's days on the member's own clock, named (UTC before hydration: docs/decisions/141).
  const dayZone = useInstantDayZone()
  const dateOf = (iso: string | null) => (iso ? formatInstantDayIn(iso, dayZone) : '—')

  const create = useMutation({
    mutationFn: ({ data }: { data: { name: string; expiresInDays: number }; form: HTMLFormElement }) => createMyAccessToken({ data }),
    onSuccess: (result, { form }) => {
      setRefusal(result.ok ? undefined : result.message)
      setCreated(result.ok ? result.value.token : undefined)
      if (result.ok) form.reset()
      return refresh()
    },
  })
  const revoke = useMutation({
    mutationFn: (id: string) => revokeMyAccessToken({ data: { id } }),
    onSuccess: (result) => {
      setRefusal(result.ok ? undefined : result.message)
      return refresh()
    },
  })

  // The form's own values, not a copy in state: what a member typed before the page hydrated is what is sent.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const values = new FormData(form)
    const name = String(values.get('name') ?? '').trim()
    if (name) create.mutate({ data: { name, expiresInDays: Number(values.get('expiresInDays')) }, form })
  }

  return (
    <ProfileSection id="developer-access" title={accountText('developer-access.title')} explanation={accountText('developer-access.explanation')} className={className}>
      <ScriptedForm onSubmit={onSubmit} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'end', mb: '4' })}>
        <Field label={accountText('developer-access.token-name')} name="name" maxLength={80} required />
        <label className={css({ display: 'grid', gap: '1' })}>
          {accountText('developer-access.expires-in')}
          <select name="expiresInDays" defaultValue={90} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', px: '3', py: '2' })}>
            {expiryChoices.map((days) => (
              <option key={days} value={days}>
                {accountText('developer-access.days', { count: String(days) })}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={create.isPending}>
          {accountText('developer-access.create')}
        </Button>
      </ScriptedForm>
      {refusal && <Alert variant="block-error">{refusal}</Alert>}
      {/* On the page before the token, so its coming is heard (a notice is not a live region of its own). */}
      <div role="status">
        {created && (
          <Alert variant="block-info" title={accountText('developer-access.copy-now')}>
            <output aria-label={accountText('developer-access.new-token')} className={css({ fontFamily: 'mono', wordBreak: 'break-all' })}>
              {created}
            </output>
          </Alert>
        )}
      </div>
      {tokens.data && tokens.data.length > 0 && (
        <table className={css({ width: 'full', mt: '4', borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', py: '2', pr: '4', borderBottomWidth: '1px', borderColor: 'border.default' } })}>
          <caption className={css({ textAlign: 'start', fontWeight: 'semibold', mb: '2' })}>{accountText('developer-access.your-tokens')}</caption>
          <thead>
            <tr>
              <th scope="col">{accountText('developer-access.name')}</th>
              <th scope="col">{accountText('developer-access.starts-with')}</th>
              <th scope="col">{accountText('developer-access.expires')}</th>
              <th scope="col">{accountText('developer-access.last-used')}</th>
              <th scope="col">{accountText('developer-access.state')}</th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.map((token) => (
                <tr key={token.id}>
                  <td>{token.name}</td>
                  <td className={css({ fontFamily: 'mono' })}>{token.start}…</td>
                  <td>{dateOf(token.expiresAt)}</td>
                  <td>{dateOf(token.lastUsedAt)}</td>
                  <td>
                    {token.state === 'revoked' ? (
                      accountText('developer-access.revoked')
                    ) : token.state === 'expired' ? (
                      accountText('developer-access.expired')
                    ) : (
                      <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(token.id)} aria-label={accountText('developer-access.revoke-named', { name: token.name })}>
                        {accountText('developer-access.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
            ))}
          </tbody>
        </table>
      )}
    </ProfileSection>
  )
}
