// docs/mock-upstream.md: which x-sim-scenario values the simulator reads, and how.
import { describe, expect, it } from 'vitest'
import { applyScenario, countedUnavailableValues, rememberedUnavailableTokens, ScenarioError, scenarioOf, slowestMs } from '@simulator/http/scenarios'
import { SimulatorError } from '@simulator/simulator-error'

describe('scenarioOf', () => {
  it('reads no scenario from no header', () => {
    expect(scenarioOf(null)).toBeUndefined()
    expect(scenarioOf('  ')).toBeUndefined()
  })

  it('reads the refusals: price change, sold out, and each §R8 supplier code', () => {
    expect(scenarioOf('price-change')).toEqual({ kind: 'refusal', code: 'PRICE_CHANGED' })
    expect(scenarioOf('sold-out')).toEqual({ kind: 'refusal', code: 'SOLD_OUT' })
    for (const code of ['E1001019', 'E1001032', 'E1001016', 'E1001018', 'E1002080', 'E0000023']) {
      expect(scenarioOf(`supplier-error:${code}`)).toEqual({ kind: 'refusal', code })
    }
  })

  it('reads a delay, capped so a call cannot be held for long', () => {
    expect(scenarioOf('slow:250')).toEqual({ kind: 'slow', ms: 250 })
    expect(scenarioOf('slow:999999')).toEqual({ kind: 'slow', ms: slowestMs })
  })

  it('reads a clock instant in UTC (docs/decisions/111), and refuses one it cannot read', () => {
    expect(scenarioOf('clock:20261129T0641Z')).toEqual({ kind: 'clock', at: Date.parse('2026-11-29T06:41:00Z') })
    for (const value of ['clock', 'clock:2026-11-29', 'clock:20261129T0641', 'clock:20261399T0641Z', 'clock:20261129T0641Z:x']) {
      expect(() => scenarioOf(value), value).toThrow(ScenarioError)
    }
  })

  it('reads unavailable, for ever or for the first n calls of one header value', () => {
    expect(scenarioOf('unavailable')).toEqual({ kind: 'unavailable', times: undefined, key: 'unavailable' })
    expect(scenarioOf('unavailable:2')).toEqual({ kind: 'unavailable', times: 2, key: 'unavailable:2' })
    expect(scenarioOf('unavailable:1:run-42')).toEqual({ kind: 'unavailable', times: 1, key: 'unavailable:1:run-42' })
  })

  it('refuses what it does not know rather than ignoring it', () => {
    for (const value of ['price-changed', 'sold-out:1', 'supplier-error:E9999999', 'supplier-error:NOT_FOUND', 'slow', 'slow:-5', 'slow:1.5', 'unavailable:x', 'unavailable:1:a:b']) {
      expect(() => scenarioOf(value), value).toThrow(ScenarioError)
    }
  })
})

describe('unavailable', () => {
  const request = new Request('http://simulator.test/api/lxp/hotel/destinations?query=par')
  /** 503 (the scenario's SimulatorError) or 'through' when the call is let through. */
  const answer = (value: string) =>
    applyScenario(scenarioOf(value)!, request).then(
      () => 'through',
      (error: unknown) => (error instanceof SimulatorError ? error.status : error),
    )

  it('answers 503 to the first n calls of a header value, then lets them through', async () => {
    expect([await answer('unavailable:2:first-n'), await answer('unavailable:2:first-n'), await answer('unavailable:2:first-n')]).toEqual([503, 503, 'through'])
    expect(await answer('unavailable')).toBe(503)
  })

  it('keeps a bounded count however many tokens callers make up, forgetting the oldest first (issue 35)', async () => {
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
})
