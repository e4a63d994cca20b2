// SPEC.md §7 (correlation id, locale and API session id on every upstream call), §8 (error mapping,
// status 0 reported as 500) and §9 (retries: reads with backoff, booking 5×10 s, cancellation 10×5 s).
import { describe, expect, it, vi } from 'vitest'
import { createLxpClient, expectOk, upstreamHeaders, type Transport } from '@server/upstream/lxp-client.server'
import { retryKindFor, retryPolicies } from '@server/upstream/retry-policy'
import { UpstreamError } from '@server/upstream/upstream-error'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function clientWith(answers: (Response | Error)[], context = { locale: 'en-GB', apiSessionId: 'API123' }) {
  const requests: Request[] = []
  const transport: Transport = async (request) => {
    requests.push(request)
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    if (next instanceof Error) throw next
    return next
  }
  const sleep = vi.fn(async (_ms: number) => {})
  const client = createLxpClient({ transport, baseUrl: 'http://upstream.test', context: () => context, sleep })
  return { client, requests, sleep }
}

describe('the lxp client', () => {
  it('sends a fresh correlation id, the locale and the API session id with every call', async () => {
    const { client, requests } = clientWith([json(200, { suggestions: [] }), json(200, { suggestions: [] })])
    await client.hotel.destinations({ query: { query: 'par', limit: 5 } })
    await client.hotel.destinations({ query: { query: 'lon', limit: 5 } })
    const ids = requests.map((request) => request.headers.get(upstreamHeaders.correlationId))
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[1]).not.toBe(ids[0])
    expect(requests[0]?.headers.get(upstreamHeaders.locale)).toBe('en-GB')
    expect(requests[0]?.headers.get(upstreamHeaders.apiSessionId)).toBe('API123')
    expect(requests[0]?.url).toBe('http://upstream.test/api/lxp/hotel/destinations?query=par&limit=5')
  })

  it('retries a read on 503 with backoff, then answers', async () => {
    const { client, requests, sleep } = clientWith([json(503, {}), json(503, {}), json(200, { suggestions: [] })])
    const result = await client.hotel.destinations({ query: { query: 'par', limit: 5 } })
    expect(result.status).toBe(200)
    expect(requests).toHaveLength(3)
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([250, 500])
  })

  it('never retries a refused request', async () => {
    const { client, requests } = clientWith([json(400, { errors: [{ code: 'VALIDATION_ERROR', message: 'bad' }] })])
    const result = await client.hotel.destinations({ query: { query: 'x', limit: 5 } })
    expect(result.status).toBe(400)
    expect(requests).toHaveLength(1)
    expect(() => expectOk(result)).toThrow(UpstreamError)
  })

  it('maps a call with no answer to a NetworkError reported as 500', async () => {
    const { client } = clientWith([new TypeError('fetch failed'), new TypeError('fetch failed'), new TypeError('fetch failed')])
    const failure = await client.hotel.destinations({ query: { query: 'x', limit: 5 } }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(UpstreamError)
    expect(failure).toMatchObject({ status: 500, errors: [{ code: 'NetworkError' }] })
  })

  it('does not retry a search (POST) by default', async () => {
    const { client, requests } = clientWith([json(503, {})])
    const result = await client.hotel.search({ body: { destination: 'Paris', checkIn: '2027-01-01', checkOut: '2027-01-02', rooms: [{ adults: 1, childAges: [] }], filters: {}, sort: 'featured', page: 1, pageSize: 20 } })
    expect(result.status).toBe(503)
    expect(requests).toHaveLength(1)
  })

  it('keeps the error objects of a failed answer', () => {
    const error = (() => {
      try {
        expectOk({ status: 422, body: { errors: [{ code: 'E0000023', message: 'Sanctioned destination' }] } })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toMatchObject({ status: 422, errors: [{ code: 'E0000023' }] })
  })
})

describe('retry policies (SPEC.md §9)', () => {
  it('retries bookings 5 times 10 s apart and cancellations 10 times 5 s apart', () => {
    expect(retryPolicies.booking.attempts).toBe(5)
    expect(retryPolicies.booking.delayMs(1)).toBe(10_000)
    expect(retryPolicies.cancellation.attempts).toBe(10)
    expect(retryPolicies.cancellation.delayMs(3)).toBe(5_000)
  })

  it('chooses by route metadata, else reads for GET and nothing for other methods', () => {
    expect(retryKindFor('POST', { retry: 'booking' })).toBe('booking')
    expect(retryKindFor('GET', undefined)).toBe('read')
    expect(retryKindFor('POST', undefined)).toBe('none')
  })
})
