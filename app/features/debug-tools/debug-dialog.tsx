// The hidden debug dialog (§R2): Shift+6 shows the session id and the site version, each
// with a copy button that confirms for 1 second; a failed copy is only logged. Also the tester
// app-id switcher.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { getDebugInfo } from '@server/site/debug.functions'
import { sessionIdStorageKey } from '~/features/session/session-id'
import { readSessionId } from './read-session-id'
import { Button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { AppIdSwitcher } from './app-id-switcher'
import { siteShellQueryOptions } from '~/features/site-config/site.queries'
import { debugText } from '~/i18n/plain/debug'

export const copyFeedbackMs = 1000

function storedSessionId() {
  try {
    return (JSON.parse(sessionStorage.getItem(sessionIdStorageKey) ?? 'null') as { sessionId?: string } | null)?.sessionId
  } catch {
    return undefined
  }
}

/** The session id, waited for up to 3 s when the page has not set it yet (§R9.5 debug key read). */
function useSessionId(open: boolean) {
  const [sessionId, setSessionId] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (!open) return
    let current = true
    void readSessionId(window, storedSessionId).then((id) => {
      if (current) setSessionId(id ?? null)
    })
    return () => {
      current = false
    }
  }, [open])
  return sessionId === undefined ? debugText('debug-dialog.reading') : (sessionId ?? 'none')
}

export function DebugDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data } = useQuery({ queryKey: ['debug-info'], queryFn: () => getDebugInfo(), enabled: open, staleTime: Number.POSITIVE_INFINITY })
  // The tester app-id switcher shows only while its feature flag is on (issue 7).
  const { data: showAppIdSwitcher } = useQuery({ ...siteShellQueryOptions(), select: (shell) => shell.flags['tester-app-id-switcher'] })
  const sessionId = useSessionId(open)
  const version = data ? `${data.sitePackage.name}@${data.sitePackage.version}` : 'loading…'
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={debugText('debug-dialog.debug-information')} size="sm">
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: '3', alignItems: 'center' })}>
        <CopyRow label={debugText('debug-dialog.session-id')} value={sessionId} />
        <CopyRow label={debugText('debug-dialog.site-version')} value={version} />
      </dl>
      {showAppIdSwitcher && <AppIdSwitcher />}
    </Dialog>
  )
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), copyFeedbackMs)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch (error) {
      console.warn('Copying to the clipboard failed', error)
    }
  }
  return (
    <>
      <dt className={css({ fontWeight: 'semibold' })}>{label}</dt>
      <dd className={css({ fontFamily: 'mono', wordBreak: 'break-all' })}>{value}</dd>
      <dd>
        <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={debugText('debug-dialog.copy', { what: label.toLowerCase() })}>
          {debugText(copied ? 'debug-dialog.copied' : 'debug-dialog.copy-button')}
        </Button>
      </dd>
    </>
  )
}
