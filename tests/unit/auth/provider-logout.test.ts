// docs/decisions/060: RP-initiated logout returns to /auth/post-logout (the registered address); a
// sign-out that asked to land elsewhere carries that site path as `state`, and nothing off the site
// comes back through it.
import { describe, expect, it } from 'vitest'
import { postLogoutForward, providerLogoutUrlOf, signOutBody } from '@server/auth/provider-logout'

describe('signOutBody', () => {
  it('asks for the logout URL, with state only when the return is not post-logout', () => {
    expect(signOutBody('/auth/post-logout')).toEqual({ disableRedirect: true })
    expect(signOutBody('/api/auth-error?error=RefreshAccessTokenError')).toEqual({ disableRedirect: true, state: '/api/auth-error?error=RefreshAccessTokenError' })
  })
})

describe('postLogoutForward', () => {
  it.each([
    ['/api/auth-error?error=RefreshAccessTokenError', '/api/auth-error?error=RefreshAccessTokenError'],
    ['/my-trips/', '/my-trips/'],
  ])('forwards %s to the site path %s', (state, path) => {
    expect(postLogoutForward(state)).toBe(path)
  })

  it.each([undefined, '', 'my-trips', '//evil.example/x', 'https://evil.example/', '/\\evil.example', '/auth/post-logout', '/auth/post-logout?state=/x', 'opaque-provider-state'])(
    'stays on the page for %j',
    (state) => {
      expect(postLogoutForward(state)).toBeUndefined()
    },
  )
})

describe('providerLogoutUrlOf', () => {
  it("reads better-auth's sign-out answer", () => {
    expect(providerLogoutUrlOf({ success: true, url: 'https://id.example/session/end?id_token_hint=x', redirect: false })).toBe('https://id.example/session/end?id_token_hint=x')
    expect(providerLogoutUrlOf({ success: true })).toBeUndefined()
    expect(providerLogoutUrlOf({ url: 'javascript:alert(1)' })).toBeUndefined()
    expect(providerLogoutUrlOf(undefined)).toBeUndefined()
  })
})
