// Listens for Shift+6 on every page (§R2) and only then loads the debug dialog.
import { Suspense, lazy, useEffect, useState } from 'react'
import { takeEarlyKeys } from '~/lib/first-interaction'

const DebugDialog = lazy(() => import('./debug-dialog').then((module) => ({ default: module.DebugDialog })))

/** Shift+6 by physical key, so it works whatever the keyboard layout prints there. */
export function isDebugShortcut(event: Pick<KeyboardEvent, 'shiftKey' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  return event.shiftKey && event.code === 'Digit6' && !event.ctrlKey && !event.metaKey && !event.altKey
}

export function DebugShortcut() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return
      if (isDebugShortcut(event)) setOpen(true)
    }
    // This code loads at the first interaction (site-frame.tsx): the shortcut pressed before it arrived opens it now.
    for (const key of takeEarlyKeys()) onKeyDown(key)
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <DebugDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
