// §R2 (a protected page reached while unauthenticated redirects to sign-in with error
// SessionRequired and returns to that page afterwards) and §R4 (authentication is required unless the
// policy is optional or none).
import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { AuthSession } from '@server/auth/auth.functions'
import { enforceAuthenticationPolicy, requireSession } from '~/features/session/require-session'
import { authSessionQueryKey } from '~/features/session/session.queries'

const signedIn: AuthSession = { status: 'authenticated', data: { userId: 'u1', hashedUserId: 'h1', clientCustomerId: 'CC-1', expires: '2099-01-01T00:00:00Z' } }
const signedOut: AuthSession = { status: 'unauthenticated', data: null }

function clientWith(session: AuthSession, policy: 'required' | 'optional' | 'none' = 'optional') {
  const client = new QueryClient()
  client.setQueryData(authSessionQueryKey, session)
  client.setQueryData(['site-shell'], { site: { authenticationPolicy: policy } })
  return client
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  return undefined
}

describe('the session gate', () => {
  it('sends a visitor to sign-in with SessionRequired and a callbackUrl back to the page', async () => {
    const error = await thrown(requireSession(clientWith(signedOut), { href: '/my-trips/?tab=past' }))
    expect(isRedirect(error)).toBe(true)
    const target = new URL((error as { options: { href: string } }).options.href, 'http://travel.test')
    expect(target.pathname).toBe('/auth/sign-in')
    expect(target.searchParams.get('error')).toBe('SessionRequired')
    expect(target.searchParams.get('callbackUrl')).toBe('/my-trips/?tab=past')
  })

  it('lets a member through', async () => {
    expect(await thrown(requireSession(clientWith(signedIn), { href: '/my-trips/' }))).toBeUndefined()
  })

  it('under the optional or none policy leaves other pages open', async () => {
    expect(await thrown(enforceAuthenticationPolicy(clientWith(signedOut, 'optional'), { href: '/flights/', pathname: '/flights/' }))).toBeUndefined()
    expect(await thrown(enforceAuthenticationPolicy(clientWith(signedIn, 'none'), { href: '/flights/', pathname: '/flights/' }))).toBeUndefined()
  })

  it('under the required policy asks on every page but sign-in', async () => {
    expect(isRedirect(await thrown(enforceAuthenticationPolicy(clientWith(signedOut, 'required'), { href: '/flights/', pathname: '/flights/' })))).toBe(true)
    expect(await thrown(enforceAuthenticationPolicy(clientWith(signedIn, 'required'), { href: '/flights/', pathname: '/flights/' }))).toBeUndefined()
    expect(await thrown(enforceAuthenticationPolicy(clientWith(signedOut, 'required'), { href: '/auth/post-logout', pathname: '/auth/post-logout' }))).toBeUndefined()
  })
})
