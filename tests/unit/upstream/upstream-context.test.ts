// §R7: the test-environment header from ?expdenv= on the accommodation pages when the site
// allows it, cr-labs on /hotel/ calls under the labs-rapid flag, and the browser's API session id
// and locale reaching the upstream call made while serving a server-function request.
import { describe, expect, it, vi } from 'vitest'
import { apiSessionCookieName, pageContextHeaders } from '@server/upstream/context-headers'
import { createLxpClient, upstreamHeaders, type Transport, type UpstreamContext } from '@server/upstream/lxp-client.server'
import { environmentHeaderFor, testEnvironmentAllowed, testEnvironmentOfPage } from '@server/upstream/test-environment'
import { currentUpstreamContext, resolveUpstreamContext, runWithUpstreamContext, type ContextDependencies } from '@server/upstream/upstream-context.server'

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

function recordingClient(context: () => UpstreamContext) {
  const requests: Request[] = []
  const transport: Transport = async (request) => {
    requests.push(request)
    return json({ suggestions: [] })
  }
  return { client: createLxpClient({ transport, baseUrl: 'http://upstream.test', context, sleep: async () => {} }), requests }
}

const searchBody = { destination: 'Paris', checkIn: '2027-01-01', checkOut: '2027-01-02', rooms: [{ adults: 1, childAges: [] }], filters: {}, sort: 'featured' as const, page: 1, pageSize: 20 }

describe('which pages may choose a test environment', () => {
  it('honours expdenv on the six accommodation pages only', () => {
    for (const path of ['/accommodations/', '/accommodations/search-results', '/accommodations/offer', '/accommodations/compare', '/accommodations/checkout', '/accommodations/confirmation']) {
      expect(testEnvironmentOfPage(`${path}?expdenv=sandbox`, { allowed: true })).toBe('sandbox')
    }
    expect(testEnvironmentOfPage('/dining/?expdenv=sandbox', { allowed: true })).toBeUndefined()
    expect(testEnvironmentOfPage('/my-trips/?expdenv=test', { allowed: true })).toBeUndefined()
    expect(testEnvironmentOfPage('/_serverFn/abc?expdenv=test', { allowed: true })).toBeUndefined()
  })

  it('accepts only cr-labs, sandbox and test, and nothing when the site does not allow it', () => {
    expect(testEnvironmentOfPage('/accommodations/offer?expdenv=cr-labs', { allowed: true })).toBe('cr-labs')
    expect(testEnvironmentOfPage('/accommodations/offer?expdenv=production', { allowed: true })).toBeUndefined()
    expect(testEnvironmentOfPage('/accommodations/offer?expdenv=test', { allowed: false })).toBeUndefined()
  })

  it('strips the base path the site is served under', () => {
    expect(testEnvironmentOfPage('/travel/accommodations/compare?expdenv=test', { allowed: true, basePath: '/travel' })).toBe('test')
  })

  it('is allowed outside production unless the site says otherwise', () => {
    expect(testEnvironmentAllowed(undefined, true)).toBe(true)
    expect(testEnvironmentAllowed(undefined, false)).toBe(false)
    expect(testEnvironmentAllowed(true, false)).toBe(true)
    expect(testEnvironmentAllowed(false, true)).toBe(false)
  })
})

describe('the header an upstream call carries', () => {
  it('is the page choice, else cr-labs on /hotel/ URLs under labs-rapid', () => {
    expect(environmentHeaderFor('/api/lxp/hotel/search', { environment: 'sandbox', labsRapid: true })).toBe('sandbox')
    expect(environmentHeaderFor('/api/lxp/hotel/search', { labsRapid: true })).toBe('cr-labs')
    expect(environmentHeaderFor('/api/lxp/customer/profile', { labsRapid: true })).toBeUndefined()
    expect(environmentHeaderFor('/api/lxp/hotel/search', { labsRapid: false })).toBeUndefined()
  })

  it('reaches the transport, and a caller cannot forge it', async () => {
    const { client, requests } = recordingClient(() => ({ locale: 'en-US', labsRapid: true }))
    await client.hotel.search({ body: searchBody, headers: { [upstreamHeaders.environment]: 'test' } } as never)
    await client.customer.profile({ headers: { [upstreamHeaders.environment]: 'test' } } as never)
    expect(requests[0]?.headers.get(upstreamHeaders.environment)).toBe('cr-labs')
    expect(requests[1]?.headers.has(upstreamHeaders.environment)).toBe(false)
  })
})

describe('the upstream context of a request', () => {
  const dependencies = (overrides: Partial<ContextDependencies> = {}): ContextDependencies => ({
    devTools: true,
    sandbox: false,
    basePath: '',
    siteAllowsTestEnvironment: async () => undefined,
    labsRapid: async () => false,
    ...overrides,
  })

  it('takes the API session id, locale and page of a server-function call from its headers', async () => {
    const request = new Request('http://site.test/_serverFn/x', {
      headers: { [pageContextHeaders.apiSessionId]: 'b1c2d3e4-0000-4000-8000-000000000001', [pageContextHeaders.locale]: 'en-gb', [pageContextHeaders.pageUrl]: '/accommodations/search-results?destination=Paris&expdenv=test' },
    })
    expect(await resolveUpstreamContext(request, dependencies())).toEqual({ locale: 'en-GB', apiSessionId: 'b1c2d3e4-0000-4000-8000-000000000001', environment: 'test', labsRapid: false })
  })

  it('takes them from the page URL and the browser-session cookie in a server render', async () => {
    const request = new Request('http://site.test/accommodations/offer?hotelId=x&expdenv=cr-labs', { headers: { cookie: `a=1; ${apiSessionCookieName}=API-SESSION-0001` } })
    expect(await resolveUpstreamContext(request, dependencies())).toMatchObject({ locale: 'en-US', apiSessionId: 'API-SESSION-0001', environment: 'cr-labs' })
  })

  it('ignores a malformed session id or locale, and expdenv in production unless the site allows it', async () => {
    const request = new Request('http://site.test/accommodations/?expdenv=test', { headers: { [pageContextHeaders.apiSessionId]: 'bad id;', [pageContextHeaders.locale]: 'fr-FR' } })
    expect(await resolveUpstreamContext(request, dependencies({ devTools: false }))).toEqual({ locale: 'en-US', labsRapid: false })
    const allowing = dependencies({ devTools: false, siteAllowsTestEnvironment: async () => true })
    expect(await resolveUpstreamContext(request, allowing)).toMatchObject({ environment: 'test' })
  })

  it('carries a caller’s test scenario and sandbox namespace only in a sandbox (SANDBOX; issues 35, 41)', async () => {
    const request = new Request('http://site.test/api/lxp/hotel/destinations', { headers: { [upstreamHeaders.scenario]: 'slow:10000', [upstreamHeaders.sandboxNamespace]: 'test-7' } })
    expect(await resolveUpstreamContext(request, dependencies())).not.toHaveProperty('scenario')
    expect(await resolveUpstreamContext(request, dependencies())).not.toHaveProperty('sandboxNamespace')
    expect(await resolveUpstreamContext(request, dependencies({ sandbox: true }))).toMatchObject({ scenario: 'slow:10000', sandboxNamespace: 'test-7' })
  })

  it('reads the labs-rapid flag, and treats a failing flag service as off', async () => {
    const request = new Request('http://site.test/')
    expect(await resolveUpstreamContext(request, dependencies({ labsRapid: async () => true }))).toMatchObject({ labsRapid: true })
    expect(await resolveUpstreamContext(request, dependencies({ labsRapid: async () => Promise.reject(new Error('down')) }))).toMatchObject({ labsRapid: false })
  })

  it('is what upstream calls made while serving the request carry, with a fresh correlation id each', async () => {
    const { client, requests } = recordingClient(() => ({ locale: 'en-US', ...currentUpstreamContext() }))
    await runWithUpstreamContext({ locale: 'en-GB', apiSessionId: 'API-SESSION-0002', environment: 'sandbox' }, async () => {
      await client.hotel.destinations({ query: { query: 'par', limit: 5 } })
      await client.hotel.destinations({ query: { query: 'lon', limit: 5 } })
    })
    await client.hotel.destinations({ query: { query: 'tok', limit: 5 } })
    expect(requests[0]?.headers.get(upstreamHeaders.apiSessionId)).toBe('API-SESSION-0002')
    expect(requests[0]?.headers.get(upstreamHeaders.locale)).toBe('en-GB')
    expect(requests[0]?.headers.get(upstreamHeaders.environment)).toBe('sandbox')
    expect(requests[1]?.headers.get(upstreamHeaders.correlationId)).not.toBe(requests[0]?.headers.get(upstreamHeaders.correlationId))
    expect(requests[2]?.headers.has(upstreamHeaders.apiSessionId)).toBe(false)
    expect(requests[2]?.headers.get(upstreamHeaders.locale)).toBe('en-US')
  })
})

vi.mock('@server/log/logger', () => ({ logger: { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() } }))
