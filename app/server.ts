// The server entry: every request the app answers passes through handleAppRequest.
import { AsyncLocalStorage } from 'node:async_hooks'
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { handleAppRequest } from '@server/http/app-request.server'
import { readCookie } from '@server/site/draft-mode.server'
import { initialVisitorSettings, localeCookieName, readVisitorSettingsFrom, type VisitorSettings } from './lib/format/visitor-settings'
import { appRoutes } from './route-template'

export { backup, boot, closeStreams, prepareDatabase, readiness, shutdown } from '@server/http/lifecycle.server'

// Each request renders in its visitor's locale (the cookie the language switch sets), whatever
// other requests the server is rendering at the same time.
const visitors = new AsyncLocalStorage<VisitorSettings>()
readVisitorSettingsFrom(() => visitors.getStore())

export default createServerEntry({
  fetch(request) {
    return handleAppRequest(request, (current) => visitors.run(initialVisitorSettings(readCookie(current.headers.get('cookie'), localeCookieName)), () => handler.fetch(current)), appRoutes)
  },
})
