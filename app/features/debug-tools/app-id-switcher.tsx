// The tester app-id switcher (§R2), inside the hidden debug dialog: the choice is kept in a
// session cookie until the browser closes, and the page reloads to show that app's configuration.
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { getTesterAppIds, setTesterAppId } from '@server/site/site.functions'
import { Button } from '~/ui/button'
import { debugText } from '~/i18n/plain/debug'

const defaultChoice = ''

export function AppIdSwitcher() {
  const id = useId()
  const { data } = useQuery({ queryKey: ['tester-app-ids'], queryFn: () => getTesterAppIds() })
  const [choice, setChoice] = useState<string | undefined>()
  const [problem, setProblem] = useState<string | undefined>()
  if (!data) return <p>{debugText('app-id-switcher.loading-app-ids')}</p>
  const selected = choice ?? data.current ?? defaultChoice

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = await setTesterAppId({ data: { appId: selected === defaultChoice ? null : selected } })
    if (!result.ok) setProblem(result.message)
    else window.location.reload()
  }

  return (
    <form onSubmit={(event) => void apply(event)} aria-label={debugText('app-id-switcher.tester-app-id')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', mt: '6' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 14rem' })}>
        <label htmlFor={id}>{debugText('app-id-switcher.app-id-until-the-browser')}</label>
        <select
          id={id}
          value={selected}
          onChange={(event) => setChoice(event.target.value)}
          className={css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', minH: '11', bg: 'bg.canvas' })}
        >
          <option value={defaultChoice}>{debugText('app-id-switcher.default-site')}</option>
          {data.apps
            .filter((app) => app.appId !== 'default')
            .map((app) => (
              <option key={app.appId} value={app.appId}>
                {app.appId}: {app.description}
              </option>
            ))}
        </select>
      </div>
      <Button type="submit">{debugText('app-id-switcher.use-this-app')}</Button>
      {problem && (
        <p role="alert" className={css({ color: 'danger.default', w: 'full' })}>
          {problem}
        </p>
      )}
    </form>
  )
}
