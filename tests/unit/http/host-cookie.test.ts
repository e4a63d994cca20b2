// ASVS 5.0 3.3.3 (docs/security.md V3): the site's own cookies carry `__Host-` over HTTPS, so the browser
// insists on Secure, Path=/ and no Domain; over plain HTTP (the embedded default on loopback) they cannot.
import { afterEach, describe, expect, it, vi } from 'vitest'

const settings = { AUTH_SECRET: 'a'.repeat(40), PUBLIC_SITE_URL: 'https://travel.example' }
vi.mock('@server/config/env', () => ({ config: () => settings }))

const { hostCookieName } = await import('@server/http/host-cookie')
const { newGuestBrowser, guestBrowserOf } = await import('@server/bff/idempotency-callers.server')

afterEach(() => {
  settings.PUBLIC_SITE_URL = 'https://travel.example'
})

describe('the site’s own cookies', () => {
  it('are __Host- over HTTPS and plain over HTTP', () => {
    expect(hostCookieName('guest-reservations')).toBe('__Host-guest-reservations')
    settings.PUBLIC_SITE_URL = 'http://127.0.0.1:3000'
    expect(hostCookieName('guest-reservations')).toBe('guest-reservations')
  })

  it('name the guest browser in a __Host-, Secure, httpOnly cookie over HTTPS, read back under that name only', () => {
    const { caller, setCookie } = newGuestBrowser()
    expect(setCookie).toMatch(/^__Host-guest-caller=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/)
    const value = setCookie.split(';')[0]!
    expect(guestBrowserOf(new Request('https://travel.example/', { headers: { cookie: value } }))).toBe(caller)
    expect(guestBrowserOf(new Request('https://travel.example/', { headers: { cookie: value.replace('__Host-', '') } }))).toBeUndefined()
  })
})
