// §R7: the browser names its API session id (created if missing), page address and locale on
// every server-function call, and mirrors the id into a browser-session cookie for server renders.
import { describe, expect, it } from 'vitest'
import { apiSessionCookieName, pageContextHeaders } from '@server/upstream/context-headers'
import { apiSessionIdStorageKey } from '~/features/session/session-id'
import { pageContextHeadersOf } from '~/middleware/page-context'
import { FakeStorage } from '../session/fake-storage'

function fakePage({ path = '/accommodations/offer', search = '?hotelId=paris-1&expdenv=sandbox', lang = 'en-US', protocol = 'http:' } = {}) {
  const written: string[] = []
  let cookie = ''
  const page = {
    sessionStorage: new FakeStorage(),
    location: { pathname: path, search, protocol } as Location,
    document: {
      documentElement: { lang } as HTMLElement,
      get cookie() {
        return cookie
      },
      set cookie(value: string) {
        written.push(value)
        cookie = value.split(';')[0] ?? ''
      },
    },
  }
  return { page, written }
}

describe('the page context of a server-function call', () => {
  it('names the page, its locale and the API session id, creating the id when missing', () => {
    const { page } = fakePage()
    const headers = pageContextHeadersOf(page)
    const id = page.sessionStorage.getItem(apiSessionIdStorageKey)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(headers).toEqual({
      [pageContextHeaders.pageUrl]: '/accommodations/offer?hotelId=paris-1&expdenv=sandbox',
      [pageContextHeaders.locale]: 'en-US',
      [pageContextHeaders.apiSessionId]: id,
    })
    expect(pageContextHeadersOf(page)[pageContextHeaders.apiSessionId]).toBe(id)
  })

  it('mirrors the id into a browser-session cookie once, secure on https', () => {
    const { page, written } = fakePage({ protocol: 'https:' })
    pageContextHeadersOf(page)
    pageContextHeadersOf(page)
    expect(written).toHaveLength(1)
    expect(written[0]).toMatch(new RegExp(`^${apiSessionCookieName}=[0-9a-f-]{36}; path=/; SameSite=Lax; Secure$`))
    expect(written[0]).not.toMatch(/expires|max-age/i)
  })

  it('sends no id when session storage cannot be used', () => {
    const { page } = fakePage()
    Object.defineProperty(page, 'sessionStorage', { get: () => { throw new DOMException('denied', 'SecurityError') } })
    expect(pageContextHeadersOf(page)).not.toHaveProperty(pageContextHeaders.apiSessionId)
  })
})
