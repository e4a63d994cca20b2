// docs/mock-upstream.md: which x-sim-scenario values the sandbox reads (contracts/lxp/sandbox-scenarios.ts),
// which routes each applies to, and how the simulator applies them (simulator/http/scenarios.ts); §D7.17.
import { describe, expect, it } from 'vitest'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { appliesTo, hangMs, routeKindOf, ScenarioError, scenariosOf, slowestMs } from '@contracts/lxp/sandbox-scenarios'
import { applyScenarios, countedUnavailableValues, rememberedUnavailableTokens, resetScenarioState } from '@simulator/http/scenarios'
import { SimulatorError } from '@simulator/simulator-error'

const one = (value: string) => scenariosOf(value)[0]

describe('scenariosOf', () => {
  it('reads no scenario from no header', () => {
    expect(scenariosOf(null)).toEqual([])
    expect(scenariosOf('  ')).toEqual([])
  })

  it('reads the refusals: price change, sold out, a declined card, and each §R8 supplier code', () => {
    expect(one('price-change')).toMatchObject({ kind: 'refusal', code: 'PRICE_CHANGED' })
    expect(one('sold-out')).toMatchObject({ kind: 'refusal', code: 'SOLD_OUT' })
    expect(one('payment-declined')).toMatchObject({ kind: 'refusal', code: 'CARD_DECLINED' })
    for (const code of ['E1001019', 'E1001032', 'E1001016', 'E1001018', 'E1002080', 'E0000023']) {
      expect(one(`supplier-error:${code}`)).toMatchObject({ kind: 'refusal', code })
    }
  })

  it('reads a delay, capped so a call cannot be held for long, and a hang that is bounded too', () => {
    expect(one('slow:250')).toEqual({ kind: 'delay', name: 'slow', ms: 250 })
    expect(one(`slow:${slowestMs}`)).toEqual({ kind: 'delay', name: 'slow', ms: slowestMs })
    // Past the limit it is refused, saying the limit, never cut to it (issue 41).
    expect(() => scenariosOf(`slow:${slowestMs + 1}`)).toThrow(new ScenarioError(`"slow:${slowestMs + 1}" waits longer than the sandbox does: give at most ${slowestMs} milliseconds (slow:${slowestMs}).`))
    expect(one('hang')).toEqual({ kind: 'delay', name: 'hang', ms: hangMs })
  })

  it('reads a clock instant in UTC (docs/decisions/111), and refuses one it cannot read', () => {
    expect(one('clock:20261129T0641Z')).toEqual({ kind: 'clock', name: 'clock', at: Date.parse('2026-11-29T06:41:00Z') })
    for (const value of ['clock', 'clock:2026-11-29', 'clock:20261129T0641', 'clock:20261399T0641Z', 'clock:20261129T0641Z:x']) {
      expect(() => scenariosOf(value), value).toThrow(ScenarioError)
    }
  })

  it('reads unavailable and rate-limited, for ever or for the first n calls of one value', () => {
    expect(one('unavailable')).toEqual({ kind: 'failure', name: 'unavailable', status: 503, times: undefined, key: 'unavailable' })
    expect(one('unavailable:2')).toEqual({ kind: 'failure', name: 'unavailable', status: 503, times: 2, key: 'unavailable:2' })
    expect(one('unavailable:1:run-42')).toMatchObject({ times: 1, key: 'unavailable:1:run-42' })
    expect(one('rate-limited')).toMatchObject({ kind: 'failure', status: 429, times: undefined })
    expect(one('rate-limited:1:run-7')).toMatchObject({ kind: 'failure', status: 429, times: 1, key: 'rate-limited:1:run-7' })
  })

  it('reads several scenarios separated by commas, at most one of each kind', () => {
    expect(scenariosOf('clock:20261129T0641Z, sold-out').map((scenario) => scenario.kind)).toEqual(['clock', 'refusal'])
    expect(scenariosOf('answer-lost,slow:10,clock:20261129T0641Z').map((scenario) => scenario.kind)).toEqual(['answer', 'delay', 'clock'])
    for (const value of ['sold-out, price-change', 'slow:10, hang', 'unavailable, rate-limited:1']) expect(() => scenariosOf(value), value).toThrow(/one scenario of each kind/)
  })

  it('refuses what it does not know rather than ignoring it', () => {
    for (const value of ['price-changed', 'sold-out:1', 'supplier-error:E9999999', 'supplier-error:NOT_FOUND', 'slow', 'slow:-5', 'slow:1.5', 'unavailable:x', 'unavailable:1:a:b', 'hang:5', 'sold-out,']) {
      if (value === 'sold-out,') expect(scenariosOf(value)).toHaveLength(1)
      else expect(() => scenariosOf(value), value).toThrow(ScenarioError)
    }
  })
})

describe('the routes a scenario applies to', () => {
  it('classes every lxp route', () => {
    expect(routeKindOf(lxpContract.hotel.search)).toBe('search')
    expect(routeKindOf(lxpContract.hotel.offer)).toBe('offer')
    expect(routeKindOf(lxpContract.car.quote)).toBe('quote')
    expect(routeKindOf(lxpContract.air.exchangeBook)).toBe('book')
    expect(routeKindOf(lxpContract.dining.reservations.cancel)).toBe('cancel')
    expect(routeKindOf(lxpContract.reservations.find)).toBe('reservation')
    expect(routeKindOf(lxpContract.customer.profile)).toBe('reservation')
  })

  it('applies a price change and a declined card to bookings only, a car supplier code to cars only', () => {
    expect(appliesTo(one('price-change')!, lxpContract.hotel.book)).toBe(true)
    expect(appliesTo(one('price-change')!, lxpContract.hotel.search)).toBe(false)
    expect(appliesTo(one('payment-declined')!, lxpContract.activity.book)).toBe(true)
    expect(appliesTo(one('payment-declined')!, lxpContract.activity.quote)).toBe(false)
    expect(appliesTo(one('supplier-error:E1001019')!, lxpContract.car.search)).toBe(true)
    expect(appliesTo(one('supplier-error:E1001019')!, lxpContract.air.search)).toBe(false)
    expect(appliesTo(one('answer-lost')!, lxpContract.car.reservations.cancel)).toBe(true)
    expect(appliesTo(one('unavailable')!, lxpContract.hotel.destinations)).toBe(true)
  })
})

describe('failures', () => {
  const request = new Request('http://simulator.test/api/lxp/hotel/destinations?query=par')
  /** The status of the scenario's SimulatorError, or 'through' when the call is let through. */
  const answer = (value: string, from = request) =>
    applyScenarios(scenariosOf(value), from, lxpContract.hotel.destinations).then(
      () => 'through',
      (error: unknown) => (error instanceof SimulatorError ? error.status : error),
    )

  it('answers 503 (or 429) to the first n calls of a value, then lets them through', async () => {
    expect([await answer('unavailable:2:first-n'), await answer('unavailable:2:first-n'), await answer('unavailable:2:first-n')]).toEqual([503, 503, 'through'])
    expect(await answer('unavailable')).toBe(503)
    expect([await answer('rate-limited:1:first-n'), await answer('rate-limited:1:first-n')]).toEqual([429, 'through'])
  })

  it('counts per namespace, and a reset starts the counts again', async () => {
    const inNamespace = (namespace: string) => new Request(request.url, { headers: { 'x-sim-namespace': namespace } })
    expect(await answer('unavailable:1:shared', inNamespace('test-a'))).toBe(503)
    expect(await answer('unavailable:1:shared', inNamespace('test-b'))).toBe(503)
    expect(await answer('unavailable:1:shared', inNamespace('test-a'))).toBe('through')
    resetScenarioState('test-a')
    expect(await answer('unavailable:1:shared', inNamespace('test-a'))).toBe(503)
    expect(await answer('unavailable:1:shared', inNamespace('test-b'))).toBe('through')
  })

  it('keeps a bounded count however many tokens callers make up, forgetting the oldest first (issue 35)', async () => {
    resetScenarioState()
    await answer('unavailable:1:oldest')
    for (let token = 0; token < rememberedUnavailableTokens * 3; token += 1) await answer(`unavailable:1:made-up-${token}`)
    expect(countedUnavailableValues()).toBe(rememberedUnavailableTokens)
    // The newest are still counted; the oldest was forgotten and starts again.
    expect(await answer(`unavailable:1:made-up-${rememberedUnavailableTokens * 3 - 1}`)).toBe('through')
    expect(await answer('unavailable:1:oldest')).toBe(503)
  })

  it('counts nothing for `unavailable` without n, which fails every call', async () => {
    const before = countedUnavailableValues()
    for (let call = 0; call < 5; call += 1) expect(await answer('unavailable')).toBe(503)
    expect(countedUnavailableValues()).toBe(before)
  })

  it('stops a hang when the caller hangs up', async () => {
    const caller = new AbortController()
    const hung = answer('hang', new Request(request.url, { signal: caller.signal }))
    caller.abort()
    expect(await hung).toBe('through')
  })
})
