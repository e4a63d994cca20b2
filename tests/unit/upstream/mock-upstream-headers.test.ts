// docs/decisions/064: what the client tells the platform beside each call: the site's points switches
// per line (x-line-points) and an integrator's test scenario (x-sim-scenario), on every attempt.
import { describe, expect, it, vi } from 'vitest'
import { formatLinePoints, parseLinePoints } from '@contracts/lxp/lxp-headers'
import { createLxpClient, upstreamHeaders, type Transport, type UpstreamContext } from '@server/upstream/lxp-client.server'

const json = (status: number, body: unknown) => Response.json(body, { status })

describe('x-line-points', () => {
  it('names each line’s switches and reads them back; a line it does not name is left out', () => {
    const rules = { accommodations: { earn: true, burn: true }, transport: { earn: false, burn: true }, dining: { earn: false, burn: false } }
    expect(formatLinePoints(rules)).toBe('accommodations=earn+burn,transport=burn,dining=none')
    expect(parseLinePoints(formatLinePoints(rules))).toEqual(rules)
    expect(parseLinePoints('ferries=earn, flights=burn')).toEqual({ flights: { earn: false, burn: true } })
    expect(parseLinePoints(null)).toEqual({})
  })
})

describe('the client', () => {
  it('sends the site’s switches with every attempt, and the caller’s scenario (never a forged one) on a call tried once', async () => {
    const requests: Request[] = []
    const answers = [json(503, {}), json(200, { suggestions: [] }), json(503, {})]
    const transport: Transport = async (request) => {
      requests.push(request)
      return answers.shift() ?? json(500, {})
    }
    let context: UpstreamContext = { locale: 'en-US', linePoints: { tours: { earn: true, burn: false } } }
    const client = createLxpClient({ transport, baseUrl: 'http://upstream.test', context: async () => context, sleep: vi.fn(async () => {}) })
    const retried = await client.hotel.destinations({ query: { query: 'par', limit: 5 }, extraHeaders: { [upstreamHeaders.scenario]: 'sold-out' } })
    expect(retried.status).toBe(200)
    expect(requests).toHaveLength(2)
    for (const request of requests) {
      expect(request.headers.get(upstreamHeaders.linePoints)).toBe('tours=earn')
      expect(request.headers.get(upstreamHeaders.scenario)).toBeNull()
    }
    // A sandbox call with a scenario is tried once, so `unavailable:<n>` answers the caller's first n calls (docs/integrators.md).
    context = { ...context, scenario: 'unavailable:1:t' }
    const once = await client.hotel.destinations({ query: { query: 'par', limit: 5 }, extraHeaders: { [upstreamHeaders.scenario]: 'sold-out' } })
    expect(once.status).toBe(503)
    expect(requests).toHaveLength(3)
    expect(requests[2]!.headers.get(upstreamHeaders.scenario)).toBe('unavailable:1:t')
    expect(requests[2]!.headers.get(upstreamHeaders.linePoints)).toBe('tours=earn')
  })
})
