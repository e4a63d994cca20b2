// Test hooks exist only where tests run (issue 35): on the production build as the README starts it, a
// stranger's `x-sim-scenario` header and `tester_app_id` cookie change nothing; a sandbox (SANDBOX=on,
// on this machine only) honours the scenarios and logs the failures they ask for below error level.
// docs/mock-upstream.md, docs/decisions/107.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { assertBuilt, callServerFunction, runToExit, serverFixtures, startServer, stopServer, type Started } from '../fixtures/production-server'

assertBuilt()
const fixtures = serverFixtures()
afterAll(() => fixtures.cleanUp())

const destinations = '/api/lxp/hotel/destinations?query=par&limit=3'
const run = `${process.pid}-${Date.now()}`

function lxp(server: Started, scenario?: string) {
  return fetch(`${server.url}${destinations}`, { headers: scenario ? { [lxpHeaders.scenario]: scenario } : {} })
}

/** The server's request log lines for the destinations call, as pino wrote them. */
function requestLines(server: Started) {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; path?: string; status?: number })
    .filter((line) => line.msg === 'request' && line.path === '/api/lxp/hotel/destinations')
}
const pinoError = 50

describe('the README build (no SANDBOX, no DEV_TOOLS)', () => {
  let server: Started
  beforeAll(async () => {
    const { env } = await fixtures.serverDatabase()
    server = await startServer(env)
  })
  afterAll(() => stopServer(server))

  it.each(['sold-out', 'supplier-error:E0000023', 'unavailable', `unavailable:5:${run}`, 'slow:10000', 'not-a-scenario'])(
    'answers a call with x-sim-scenario: %s as it answers one without',
    async (scenario) => {
      const normal = await lxp(server)
      const asked = await lxp(server, scenario)
      expect(asked.status).toBe(200)
      expect(await asked.json()).toEqual(await normal.json())
    },
  )

  it('wrote no error line for any of them', () => {
    expect(requestLines(server).length).toBeGreaterThan(0)
    expect(requestLines(server).filter((line) => line.level >= pinoError || line.status !== 200)).toEqual([])
  })

  describe('a visitor-set tester app id', () => {
    const page = (path: string, cookie?: string) => fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

    it.each(['tester_app_id', '__Host-tester_app_id'])('in %s loads no third-party script and sends home nowhere else', async (name) => {
      const withScript = await (await page('/', `${name}=tester-no-my-trips`)).text()
      expect(withScript).not.toContain('tags.partner.example')
      const embedded = await (await page('/', `${name}=tester-embedded`)).text()
      expect(embedded).not.toContain('partner.example/travel')
    })

    it('demands no sign-in and hides no page', async () => {
      const home = await page('/', 'tester_app_id=tester-sign-in-required')
      expect(home.status).toBe(200)
      expect(home.headers.get('location')).toBeNull()
      const myTrips = await page('/my-trips/', 'tester_app_id=tester-no-my-trips')
      expect(myTrips.status).toBe((await page('/my-trips/')).status)
    })

    it('cannot be listed through the switcher’s server function', async () => {
      const response = await callServerFunction(server, 'getTesterAppIds')
      expect(await response.text()).not.toContain('tester-')
    })
  })
})

describe('a sandbox (SANDBOX=on)', () => {
  let server: Started
  beforeAll(async () => {
    const { env } = await fixtures.serverDatabase()
    server = await startServer({ ...env, SANDBOX: 'on' })
  })
  afterAll(() => stopServer(server))

  it('refuses and fails as the scenario asks', async () => {
    const sanctioned = await lxp(server, 'supplier-error:E0000023')
    expect(sanctioned.status).toBe(422)
    expect(ApiErrorsSchema.parse(await sanctioned.json()).errors[0]?.code).toBe('E0000023')
    const unavailable = await lxp(server, 'unavailable')
    expect(unavailable.status).toBe(503)
    expect(ApiErrorsSchema.parse(await unavailable.json()).errors[0]?.code).toBe('SERVICE_UNAVAILABLE')
    // The server tries a call with a scenario once: the first of unavailable:1 meets the 503, the next gets through.
    expect((await lxp(server, `unavailable:1:${run}`)).status).toBe(503)
    expect((await lxp(server, `unavailable:1:${run}`)).status).toBe(200)
  })

  it('answers slowly when asked', async () => {
    const started = performance.now()
    expect((await lxp(server, 'slow:300')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('logs the 503 a scenario asked for as a warning, not an error', () => {
    const unavailable = requestLines(server).filter((line) => line.status === 503)
    expect(unavailable).toHaveLength(2)
    for (const line of unavailable) expect(line.level).toBeLessThan(pinoError)
  })

  it('still reads no tester app id: that is a developer tool', async () => {
    const home = await fetch(`${server.url}/`, { headers: { cookie: 'tester_app_id=tester-no-my-trips' } })
    expect(await home.text()).not.toContain('tags.partner.example')
  })
})

describe('a sandbox', () => {
  it('refuses to start on an address beyond this machine, in one line naming SANDBOX', async () => {
    const { code, output } = await runToExit({ DATA_DIR: fixtures.tempDataDir(), SANDBOX: 'on', HOST: '0.0.0.0', PORT: '0' })
    expect(code).not.toBe(0)
    expect(output.trim().split('\n')).toHaveLength(1)
    expect(output).toContain('SANDBOX')
  })
})
