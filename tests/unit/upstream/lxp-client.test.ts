// §R7 (correlation id, locale and API session id on every upstream call), §R8 (error mapping,
// status 0 reported as 500) and §R9 (retries: reads with backoff, booking 5×10 s, cancellation 10×5 s),
// all starting within 11 s of the first attempt (issue 35, docs/decisions/107; issue 41, docs/decisions/136).
import { describe, expect, it, vi } from 'vitest'
import { createLxpClient, expectOk, upstreamHeaders, type Transport } from '@server/upstream/lxp-client.server'
import { retryKindFor, retryPolicies, retryWithinMs } from '@server/upstream/retry-policy'
import { UpstreamError } from '@server/upstream/upstream-error'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A client on a fake clock: pauses pass at once, and each attempt takes `attemptMs`. */
function clientWith(answers: (Response | Error)[], { context = { locale: 'en-GB', apiSessionId: 'API123' }, attemptMs = 0 } = {}) {
  let clock = 0
  const requests: Request[] = []
  const transport: Transport = async (request) => {
    requests.push(request)
    clock += attemptMs
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    if (next instanceof Error) throw next
    return next
  }
  const sleep = vi.fn(async (ms: number) => {
    clock += ms
  })
  const client = createLxpClient({ transport, baseUrl: 'http://upstream.test', context: () => context, sleep, now: () => clock })
  return { client, requests, sleep, elapsedMs: () => clock }
}

const hotelBooking = { body: {} as never, headers: { 'idempotency-key': 'booking-key-0000000001' } }

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

  it('retries a search (POST) as the read it is, and not a POST that declares nothing', async () => {
    const searched = clientWith([json(503, {}), json(503, {}), json(503, {})])
    const result = await searched.client.hotel.search({ body: { destination: 'Paris', checkIn: '2027-01-01', checkOut: '2027-01-02', rooms: [{ adults: 1, childAges: [] }], filters: {}, sort: 'featured', page: 1, pageSize: 20 } })
    expect(result.status).toBe(503)
    expect(searched.requests).toHaveLength(retryPolicies.read.attempts)
    const removed = clientWith([json(503, {})])
    await removed.client.customer.removeTravelers({ body: { travelerIds: ['traveler-1'] } })
    expect(removed.requests).toHaveLength(1)
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

describe('retries within their time limit (issue 35; issue 41: within the API deadline, docs/decisions/136)', () => {
  const unavailable = () => Array.from({ length: 10 }, () => json(503, { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'down' }] }))

  it('retries a booking 10 s apart with the same idempotency key while a retry can start within 11 s, then answers the 503', async () => {
    const { client, requests, sleep, elapsedMs } = clientWith(unavailable())
    const result = await client.hotel.book(hotelBooking)
    expect(result.status).toBe(503)
    expect(retryWithinMs).toBe(11_000)
    expect(requests).toHaveLength(2)
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([10_000])
    expect(elapsedMs()).toBeLessThanOrEqual(retryWithinMs)
    expect(new Set(requests.map((request) => request.headers.get('idempotency-key')))).toEqual(new Set(['booking-key-0000000001']))
  })

  it('counts slow attempts against the limit too', async () => {
    const { client, requests, elapsedMs } = clientWith(unavailable(), { attemptMs: 4_000 })
    expect((await client.hotel.book(hotelBooking)).status).toBe(503)
    expect(requests).toHaveLength(1)
    expect(elapsedMs()).toBe(4_000)
  })

  it('retries a cancellation 5 s apart while a retry can start within 11 s', async () => {
    const { client, requests } = clientWith(unavailable())
    await client.hotel.reservations.cancel({ params: { reservationId: 'R1' }, body: {}, headers: { 'idempotency-key': 'cancel-key-00000000001' } } as never)
    expect(requests).toHaveLength(3)
  })

  it('answers the booking as soon as an attempt succeeds', async () => {
    const { client, requests } = clientWith([json(503, {}), json(201, { orderId: 'O1' })])
    expect((await client.hotel.book(hotelBooking)).status).toBe(201)
    expect(requests).toHaveLength(2)
  })
})

describe('retry policies (§R9)', () => {
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
