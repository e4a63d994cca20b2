// Issue 38 (§D2.9, §D7.22): an answered request is timed under its route template, never its raw
// path; a call to the travel platform that gets no answer or a 5xx moves the upstream error counter.
import { afterAll, describe, expect, it } from 'vitest'
import { handleAppRequest } from '@server/http/app-request.server'
import { createLxpClient } from '@server/upstream/lxp-client.server'
import { appRoutes } from '~/route-template'
import { registerTestMeterProvider } from '../../fixtures/metric-reader'

const meter = registerTestMeterProvider()
afterAll(() => meter.close())

describe('HTTP metrics', () => {
  it.each([
    ['/api/calendar/hotel/HTL-123456', '/api/calendar/$type/$reservationId'],
    ['/api/lxp/hotel/offers/H-42', '/api/lxp/hotel/offers/$hotelId'],
    ['/api/lxp/hotel/search', '/api/lxp/hotel/search'],
    ['/accommodations/', '/accommodations/'],
  ])('times %s under the route %s', async (path, route) => {
    await handleAppRequest(new Request(`http://localhost${path}`), () => new Response('ok'), appRoutes)
    const points = await meter.points('http.server.request.duration')
    const timed = points.filter((point) => point.attributes['http.route'] === route)
    expect(timed).toHaveLength(1)
    expect(timed[0]?.attributes).toEqual({ 'http.request.method': 'GET', 'http.response.status_code': 200, 'http.route': route })
    if (route !== path) expect(points.map((point) => point.attributes['http.route'])).not.toContain(path)
  })

  it('times a path under no route without a route, so raw paths never become series', async () => {
    await handleAppRequest(new Request('http://localhost/no-such-page/123'), () => new Response('gone', { status: 404 }), appRoutes)
    const points = await meter.points('http.server.request.duration')
    expect(points.find((point) => point.attributes['http.response.status_code'] === 404)?.attributes).toEqual({ 'http.request.method': 'GET', 'http.response.status_code': 404 })
    expect(JSON.stringify(points.map((point) => point.attributes))).not.toContain('no-such-page')
  })
})

describe('the upstream error counter', () => {
  const clientAnswering = (transport: (request: Request) => Promise<Response>) =>
    createLxpClient({ transport, baseUrl: 'http://platform', context: () => ({ locale: 'en-US' }), sleep: async () => undefined })

  it('counts a call that got no answer, once per attempt', async () => {
    const before = await meter.count('upstream.errors', { 'error.type': 'no_answer' })
    const client = clientAnswering(async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) })
    })
    await expect(client.customer.profile()).rejects.toThrow()
    expect(await meter.count('upstream.errors', { 'error.type': 'no_answer' })).toBeGreaterThan(before)
  })

  it('counts a 5xx under its status, and not a 4xx', async () => {
    const client = clientAnswering(async (request) => Response.json({ errors: [{ code: 'X', message: 'x' }] }, { status: request.url.includes('traveler') ? 404 : 503 }))
    await client.customer.profile()
    await client.customer.travelerProfiles()
    expect(await meter.count('upstream.errors', { 'error.type': '503' })).toBeGreaterThan(0)
    expect(await meter.count('upstream.errors', { 'error.type': '404' })).toBe(0)
  })
})
