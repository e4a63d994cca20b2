// The browser's entry: Start's default (the document hydrated in a transition), after the platform's
// formatting is warmed in tasks of its own (./lib/format/warm-intl.ts).
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { warmIntl } from './lib/format/warm-intl'
import { visitorLocale } from './lib/format/visitor-settings'

warmIntl(visitorLocale())

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
