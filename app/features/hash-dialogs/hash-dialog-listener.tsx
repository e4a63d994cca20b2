// Opens a dialog when the address hash names one (§R2), loading the dialog only then.
// Closing removes the hash and returns focus to the page.
import { Suspense, lazy, useEffect, useState } from 'react'

const hashDialogNames = ['show_terms_conditions_modal', 'show_car_rental_rules_modal'] as const
type HashDialogName = (typeof hashDialogNames)[number]

const HashDialog = lazy(() => import('./hash-dialogs').then((module) => ({ default: module.HashDialog })))

function dialogFromHash(hash: string): HashDialogName | undefined {
  const name = hash.replace(/^#/, '')
  return (hashDialogNames as readonly string[]).includes(name) ? (name as HashDialogName) : undefined
}

export function HashDialogListener() {
  const [open, setOpen] = useState<HashDialogName | undefined>()
  useEffect(() => {
    const sync = () => setOpen(dialogFromHash(window.location.hash))
    sync()
    window.addEventListener('hashchange', sync)
    return () => window.removeEventListener('hashchange', sync)
  }, [])
  if (!open) return null
  const close = () => {
    setOpen(undefined)
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  }
  return (
    <Suspense fallback={null}>
      <HashDialog name={open} onClose={close} />
    </Suspense>
  )
}
