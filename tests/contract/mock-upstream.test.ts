// The mock upstream's test scenarios (docs/mock-upstream.md), asked for directly and through the BFF's
// HTTP API, which forwards the header in a sandbox (SANDBOX=on here) and retries a 503. Runs against the
// embedded simulator, or, with LXP_BASE_URL set (the CI pass of .ci/run), against `npm run simulator`
// over HTTP, which it checks. Outside a sandbox the BFF drops the header: tests/contract/sandbox.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { carRental } from '../fixtures/car-booking'
import { seededDatabase } from '../fixtures/database'

const seeded = seededDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

// Before the configuration is first read: this BFF is a sandbox.
vi.stubEnv('SANDBOX', 'on')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { handleSimulatorRequest } = await import('@simulator/simulator-handler.server')

const upstreamBaseUrl = process.env.LXP_BASE_URL
const fetchSpy = vi.spyOn(globalThis, 'fetch')
const run = `${process.pid}-${Date.now()}`

/** A call straight to the mock upstream: over HTTP when LXP_BASE_URL names it, else to the embedded handler. */
async function upstream(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const init = { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }
  const response = upstreamBaseUrl ? await fetch(new URL(path, upstreamBaseUrl), init) : await handleSimulatorRequest(new Request(`http://simulator.test${path}`, init))
  return { status: response.status, body: (await response.json()) as unknown }
}

async function bff(path: string, headers: Record<string, string> = {}) {
  const response = await handleApiRequest(new Request(`http://localhost${path}`, { headers }))
  return { status: response.status, body: (await response.json()) as unknown }
}

const destinations = '/api/lxp/hotel/destinations?query=par&limit=3'
const scenario = (value: string) => ({ [lxpHeaders.scenario]: value })

describe('the mock upstream', () => {
  it('is reached over HTTP when LXP_BASE_URL names it, else in process', async () => {
    fetchSpy.mockClear()
    expect((await bff(destinations)).status).toBe(200)
    const calledUpstream = fetchSpy.mock.calls.some(([input]) => upstreamBaseUrl && String(input instanceof Request ? input.url : input).startsWith(upstreamBaseUrl))
    expect(calledUpstream).toBe(Boolean(upstreamBaseUrl))
  })

  it('validates the request before any scenario: a malformed booking with price-change is a 400, not a 409', async () => {
    const answer = await upstream('POST', '/api/lxp/hotel/book', { ...scenario('price-change'), 'idempotency-key': `scenario-${run}-0001` }, {})
    expect(answer.status).toBe(400)
    expect(ApiErrorsSchema.parse(answer.body).errors[0]?.code).not.toBe('PRICE_CHANGED')
  })

  it('refuses a scenario on a route it does not apply to, naming it (price-change on a search)', async () => {
    const answer = await upstream('POST', '/api/lxp/car/search', scenario('price-change'), { pickUpLocation: 'Paris', ...carRental })
    expect(answer.status).toBe(400)
    expect(ApiErrorsSchema.parse(answer.body).errors[0]).toMatchObject({ code: 'SCENARIO_NOT_APPLICABLE', field: `headers.${lxpHeaders.scenario}`, message: expect.stringContaining('"price-change"') })
  })

  it('answers sold out on an offer and each §R8 supplier code on its own routes, through the BFF too', async () => {
    const offer = '/api/lxp/hotel/offers/paris-001?checkIn=2027-03-12&checkOut=2027-03-15&rooms=1&adults=2'
    expect(ApiErrorsSchema.parse((await upstream('GET', offer, scenario('sold-out'))).body).errors[0]?.code).toBe('SOLD_OUT')
    for (const code of ['E1001019', 'E1001032', 'E1001016', 'E1001018']) {
      const answer = await upstream('POST', '/api/lxp/car/search', scenario(`supplier-error:${code}`), { pickUpLocation: 'Paris', ...carRental })
      expect(answer.status).toBe(422)
      expect(ApiErrorsSchema.parse(answer.body).errors[0]).toMatchObject({ code, message: expect.any(String) })
    }
    const sanctioned = await bff(destinations, scenario('supplier-error:E0000023'))
    expect(sanctioned.status).toBe(422)
    expect(ApiErrorsSchema.parse(sanctioned.body).errors[0]).toMatchObject({ code: 'E0000023', codeDescription: 'SANCTIONED_DESTINATION' })
  })

  it('answers slowly when asked', async () => {
    const started = performance.now()
    expect((await upstream('GET', destinations, scenario('slow:300'))).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('refuses a scenario it does not know with 400, naming the header', async () => {
    const answer = await upstream('GET', destinations, scenario('sold-out:now'))
    expect(answer.status).toBe(400)
    expect(ApiErrorsSchema.parse(answer.body).errors[0]).toMatchObject({ code: 'UNKNOWN_SCENARIO', field: `headers.${lxpHeaders.scenario}` })
  })

  it('answers 503 to the first n calls of unavailable:<n>, and the BFF tries a call with a scenario once, so its caller meets each 503 (issue 41)', async () => {
    expect((await upstream('GET', destinations, scenario(`unavailable:1:direct-${run}`))).status).toBe(503)
    expect((await upstream('GET', destinations, scenario(`unavailable:1:direct-${run}`))).status).toBe(200)
    // The caller's first two calls meet the 503 (the BFF's retries of §R9 are not spent on a scenario), its third gets through.
    const failed = [await bff(destinations, scenario(`unavailable:2:bff-${run}`)), await bff(destinations, scenario(`unavailable:2:bff-${run}`))]
    expect(failed.map((answer) => answer.status)).toEqual([503, 503])
    expect(ApiErrorsSchema.parse(failed[1]!.body).errors[0]?.code).toBe('SERVICE_UNAVAILABLE')
    expect((await bff(destinations, scenario(`unavailable:2:bff-${run}`))).status).toBe(200)
  })
})
