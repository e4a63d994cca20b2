// What the browser tells the server about the page behind a server-function call (§R7):
// its API session id, its address (for the expdenv rule) and its locale. The API session id is
// also mirrored into a browser-session cookie so that server renders can carry it upstream.
import { apiSessionCookieName, apiSessionIdPattern, pageContextHeaders } from '@server/upstream/context-headers'
import { ensureApiSessionId } from '~/features/session/session-id'

type PageWindow = Pick<Window, 'sessionStorage' | 'location'> & { document: Pick<Document, 'cookie' | 'documentElement'> }

export function pageContextHeadersOf(page: PageWindow): Record<string, string> {
  const headers: Record<string, string> = {
    [pageContextHeaders.pageUrl]: `${page.location.pathname}${page.location.search}`.slice(0, 2000),
  }
  const locale = page.document.documentElement.lang
  if (locale) headers[pageContextHeaders.locale] = locale
  const apiSessionId = ensureApiSessionId(() => page.sessionStorage)
  if (apiSessionId && apiSessionIdPattern.test(apiSessionId)) {
    headers[pageContextHeaders.apiSessionId] = apiSessionId
    mirrorApiSessionCookie(page, apiSessionId)
  }
  return headers
}

function mirrorApiSessionCookie(page: PageWindow, apiSessionId: string) {
  const current = `${apiSessionCookieName}=${apiSessionId}`
  if (page.document.cookie.split(/;\s*/).includes(current)) return
  const secure = page.location.protocol === 'https:' ? '; Secure' : ''
  // No expiry: the cookie ends with the browser session, like the id in session storage.
  page.document.cookie = `${current}; path=/; SameSite=Lax${secure}`
}
