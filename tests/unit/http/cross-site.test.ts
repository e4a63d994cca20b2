// §D5 "CSRF protection": state-changing requests from another site are refused.
import { describe, expect, it } from 'vitest'
import { crossSiteRefusal } from '@server/http/cross-site'

const request = (method: string, headers: Record<string, string> = {}) => new Request('http://localhost:3000/_serverFn/abc', { method, headers })

describe('crossSiteRefusal', () => {
  it('lets reads through from anywhere', () => {
    expect(crossSiteRefusal(request('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).toBeUndefined()
  })

  it('lets same-origin and trusted-origin mutations through, and server-to-server calls without browser headers', () => {
    expect(crossSiteRefusal(request('POST', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBeUndefined()
    expect(crossSiteRefusal(request('POST', { origin: 'https://travel.example' }), ['https://travel.example'])).toBeUndefined()
    expect(crossSiteRefusal(request('POST'))).toBeUndefined()
  })

  it('refuses mutations another site sends', () => {
    expect(crossSiteRefusal(request('POST', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).toMatch(/evil\.example/)
    expect(crossSiteRefusal(request('DELETE', { 'sec-fetch-site': 'cross-site' }))).toBeDefined()
    expect(crossSiteRefusal(request('POST', { origin: 'null', 'sec-fetch-site': 'cross-site' }))).toBeDefined()
  })

  it('lets another site call with its own access token or API key, but not while cookies ride along (docs/decisions/069)', () => {
    const foreign = { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' }
    expect(crossSiteRefusal(request('POST', { ...foreign, authorization: 'Bearer rtm_abc' }))).toBeUndefined()
    expect(crossSiteRefusal(request('POST', { ...foreign, 'x-api-key': 'rtk_abc' }))).toBeUndefined()
    expect(crossSiteRefusal(request('POST', { ...foreign, authorization: 'Bearer rtm_abc', cookie: 'rewards.session_token=abc' }))).toMatch(/partner\.example/)
    expect(crossSiteRefusal(request('POST', { ...foreign, 'x-api-key': 'rtk_abc', cookie: 'other=1' }))).toBeDefined()
    expect(crossSiteRefusal(request('POST', { ...foreign, authorization: 'Basic abc' }))).toBeDefined()
  })
})
