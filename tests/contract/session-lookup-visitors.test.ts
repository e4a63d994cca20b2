// Issue 40: a visitor's page costs no session lookup. A request without a session cookie (and without a
// credential in Authorization) cannot be signed in, so the resolver answers "no one" without asking
// better-auth, and so without reading the session store; a request with the cookie, under either of the
// site's names, is still looked up.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { maySignIn } from '@server/auth/auth.server'
import { authSiteUrl as siteUrl, openAuthSite } from '../fixtures/auth-site'

let site: Awaited<ReturnType<typeof openAuthSite>>
let getSession: ReturnType<typeof vi.spyOn>
let findSession: ReturnType<typeof vi.spyOn>

beforeAll(async () => {
  site = await openAuthSite('session-lookup')
  getSession = vi.spyOn(site.auth.api, 'getSession')
  // The session store: better-auth reads a session (database, or Redis as secondary storage) only through this.
  findSession = vi.spyOn((await site.auth.$context).internalAdapter, 'findSession')
}, 180_000)
afterAll(async () => {
  await site?.close()
})
beforeEach(() => {
  getSession.mockClear()
  findSession.mockClear()
})

const sessionCookie = async () => (await site.signIn('gold')).split(';')[0]!

const page = (headers: Record<string, string> = {}) => new Request(`${siteUrl}/accommodations/?utm_campaign=c1`, { headers: { accept: 'text/html', ...headers } })

describe('who is signed in', () => {
  it('is no one for a request without a session cookie, without asking better-auth or the session store', async () => {
    const sessions = site.resolver()
    const visitor = page({ cookie: 'has-account=1; theme=dark; rewards.session_data=x' })
    expect(await sessions.optionalMember(visitor)).toBeUndefined()
    expect(await sessions.sessionOf(page())).toBeNull()
    expect(await sessions.optionalMember(new Headers())).toBeUndefined()
    await expect(sessions.requireMember(page())).rejects.toMatchObject({ status: 401 })
    await sessions.renewSession(page())
    expect(getSession).not.toHaveBeenCalled()
    expect(findSession).not.toHaveBeenCalled()
  })

  it('is looked up for a request with the session cookie, and found', async () => {
    const sessions = site.resolver()
    const cookie = await sessionCookie()
    getSession.mockClear()
    findSession.mockClear()
    expect(await sessions.optionalMember(page({ cookie: `has-account=1; ${cookie}` }))).toMatchObject({ memberId: expect.any(String) })
    expect(getSession).toHaveBeenCalledTimes(1)
    expect(findSession).toHaveBeenCalledTimes(1)
  })

  it('is looked up for a session cookie that is no longer valid, and for a request with a credential', async () => {
    const sessions = site.resolver()
    expect(await sessions.optionalMember(page({ cookie: 'rewards.session_token=forged.value' }))).toBeUndefined()
    expect(await sessions.optionalMember(page({ authorization: 'Bearer tok_example' }))).toBeUndefined()
    expect(getSession).toHaveBeenCalledTimes(2)
  })

  it('knows the session cookie under each of its names, and a credential in Authorization', () => {
    const may = (headers: Record<string, string>) => maySignIn(new Headers(headers))
    expect(may({})).toBe(false)
    expect(may({ cookie: '' })).toBe(false)
    expect(may({ cookie: 'has-account=1; rewards.session_data=abc; bench=rendered' })).toBe(false)
    expect(may({ cookie: 'rewards.session_token=abc.def' })).toBe(true)
    expect(may({ cookie: 'has-account=1;__Host-rewards.session_token=abc.def' })).toBe(true)
    expect(may({ cookie: 'a=1; __Secure-rewards.session_token=abc.def' })).toBe(true)
    expect(may({ authorization: 'Bearer abc' })).toBe(true)
    expect(may({ authorization: 'ApiKey abc' })).toBe(true)
  })
})
