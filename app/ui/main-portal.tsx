// Floating content (a calendar, a suggestion list) rendered at the end of the page's <main>: never
// clipped by the overflow of the form's container (the home page's search tabs), and still inside a
// landmark (axe region), which a portal to <body> is not. For components that render in the browser only.
import { Portal } from '@ark-ui/react/portal'
import { useState, type ReactNode } from 'react'

export function MainPortal({ children }: { children: ReactNode }) {
  const [container] = useState(() => ({ current: document.querySelector('main') }))
  return <Portal container={container}>{children}</Portal>
}
