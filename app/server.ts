// The server entry: every request the app answers passes through handleAppRequest.
import { AsyncLocalStorage } from 'node:async_hooks'
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { handleAppRequest } from '@server/http/app-request.server'
import { readCookie } from '@server/site/draft-mode.server'
import { writeRefusalsWith } from '@server/bff/outcome'
import { withVisitorDates } from './lib/format/stay-date'
import { initialVisitorSettings, localeCookieName, readVisitorSettingsFrom, type VisitorSettings } from './lib/format/visitor-settings'
import { appRoutes } from './route-template'
import { loadPaymentSection } from './features/checkout/lazy-payment-section'

export { backup, boot, closeStreams, prepareDatabase, readiness, shutdown } from '@server/http/lifecycle.server'

// Each request renders in its visitor's locale (the cookie the language switch sets), whatever
// other requests the server is rendering at the same time.
const visitors = new AsyncLocalStorage<VisitorSettings>()
readVisitorSettingsFrom(() => visitors.getStore())
// A refusal a page shows writes the platform's days and times in the visitor's locale, as the page's own (issue 36).
writeRefusalsWith((message) => withVisitorDates(message))

// Loaded before the first request, so no checkout's server render streams its payment section's fallback, which a
// page without script would show for good (issue 36, fourth pass item 6).
void loadPaymentSection()
// Likewise the forms that load on first use (~/lib/lazy-on-interaction): the home page's, every line's landing page's
// (./line-landing-forms.ts) and the hotel page's change of stay. Their modules start their code loading on the server,
// so a first render after a start holds the form for a browser without script (issue 43).
void import('./features/home/home-page')
void import('./line-landing-forms')
void import('./features/hotel/hotel-stay-slot')

export default createServerEntry({
  fetch(request) {
    return handleAppRequest(request, (current) => visitors.run(initialVisitorSettings(readCookie(current.headers.get('cookie'), localeCookieName)), () => handler.fetch(current)), appRoutes)
  },
})
