// Issue 7 feature flags: OpenFeature with the embedded in-memory provider; §R3 identity
// contexts; §R7 initialisation (at most 5 s, then defaults) and readiness (50 ms polls, 4 s).
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Provider } from '@openfeature/server-sdk'
import { flagDefaults, flagKeys, parseFlagOverrides } from '@server/flags/flags'
import { createFlagService, evaluationContextOf, inMemoryFlagProvider } from '@server/flags/flags.server'
import { waitUntilReady } from '@server/flags/readiness'

afterEach(() => vi.useRealTimers())

let domains = 0
const domain = () => `test-${(domains += 1)}`

describe('flag overrides (FEATURE_FLAGS)', () => {
  it('reads on/off values and refuses unknown flags or values by name', () => {
    expect(parseFlagOverrides('labs-rapid=on, uber-marketing-banner=off,line-dining=0')).toEqual({
      'labs-rapid': true,
      'uber-marketing-banner': false,
      'line-dining': false,
    })
    expect(parseFlagOverrides(undefined)).toEqual({})
    expect(() => parseFlagOverrides('labs-rapidd=on')).toThrow(/unknown flag "labs-rapidd"/)
    expect(() => parseFlagOverrides('labs-rapid=maybe')).toThrow(/use on or off/)
  })
})

describe('the flag service', () => {
  it('answers the defaults with the overrides applied, for any identity', async () => {
    const flags = createFlagService({ provider: inMemoryFlagProvider({ 'labs-rapid': true }), domain: domain() })
    expect(await flags.ready).toBe('ready')
    const values = await flags.evaluate(evaluationContextOf({ kind: 'anonymousSession', sessionId: 'RTABC' }, { siteId: 'default' }))
    expect(values).toEqual({ ...flagDefaults, 'labs-rapid': true })
    expect(await flags.isEnabled('tester-app-id-switcher', {})).toBe(false)
  })

  it('tells every listener of a change through one handler, however many flag streams listen (issue 35)', async () => {
    const provider = inMemoryFlagProvider()
    const flags = createFlagService({ provider, domain: domain() })
    await flags.ready
    const warnings: Error[] = []
    const onWarning = (warning: Error) => warnings.push(warning)
    process.on('warning', onWarning)
    const heard: string[][] = []
    const stops = Array.from({ length: 30 }, () => flags.onConfigurationChanged((changed) => heard.push(changed)))
    const flipped = Object.fromEntries(flagKeys.map((key) => [key, { variants: { on: true, off: false }, defaultVariant: key === 'labs-rapid' ? 'on' : flagDefaults[key] ? 'on' : 'off', disabled: false }]))
    provider.putConfiguration(flipped)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(heard).toHaveLength(30)
    expect(heard[0]).toContain('labs-rapid')
    for (const stop of stops) stop()
    provider.putConfiguration({ ...flipped, 'labs-rapid': { ...flipped['labs-rapid']!, defaultVariant: 'off' } })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(heard).toHaveLength(30)
    process.off('warning', onWarning)
    expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning')
  })

  it('waits at most 5 s for a provider, then answers the defaults', async () => {
    vi.useFakeTimers()
    const stuck: Provider = {
      metadata: { name: 'stuck' },
      runsOn: 'server',
      initialize: () => new Promise(() => {}),
      resolveBooleanEvaluation: async () => ({ value: true, reason: 'STATIC' }),
      resolveStringEvaluation: async () => ({ value: '', reason: 'STATIC' }),
      resolveNumberEvaluation: async () => ({ value: 0, reason: 'STATIC' }),
      resolveObjectEvaluation: async () => ({ value: {} as never, reason: 'STATIC' }),
    } as Provider
    const flags = createFlagService({ provider: stuck, domain: domain() })
    let outcome: string | undefined
    void flags.ready.then((value) => (outcome = value))
    await vi.advanceTimersByTimeAsync(4999)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBe('timed out')
    expect(await flags.evaluate({})).toEqual(flagDefaults)
  })
})

describe('identity contexts (§R3)', () => {
  it('builds the authenticated, anonymous-session and static-generation contexts', () => {
    expect(evaluationContextOf({ kind: 'authenticated', sessionId: 'RT1', sub: 'hash', userId: 'C-1' }, { siteId: 'default', component: 'header' })).toEqual({
      kind: 'authenticated',
      siteId: 'default',
      component: 'header',
      targetingKey: 'hash',
      anonymous: false,
      key: 'hash',
      sub: 'hash',
      userId: 'C-1',
      sessionId: 'RT1',
    })
    expect(evaluationContextOf({ kind: 'anonymousSession', sessionId: 'RT2' }, { siteId: 'default' })).toMatchObject({ targetingKey: 'RT2', anonymous: true, sessionId: 'RT2' })
    expect(evaluationContextOf({ kind: 'staticGeneration' }, { siteId: 'default' })).toMatchObject({ kind: 'staticGeneration', anonymous: true })
  })
})

describe('readiness (§R7)', () => {
  it('polls every 50 ms and gives up after 4 s', async () => {
    vi.useFakeTimers()
    const isReady = vi.fn(() => false)
    let answer: boolean | undefined
    void waitUntilReady(isReady).then((value) => (answer = value))
    await vi.advanceTimersByTimeAsync(50)
    expect(isReady).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3900)
    expect(answer).toBeUndefined()
    await vi.advanceTimersByTimeAsync(50)
    expect(answer).toBe(false)
    expect(isReady).toHaveBeenCalledTimes(81)
  })

  it('answers true at the first poll that finds the client ready', async () => {
    vi.useFakeTimers()
    let ready = false
    let answer: boolean | undefined
    void waitUntilReady(() => ready).then((value) => (answer = value))
    await vi.advanceTimersByTimeAsync(100)
    ready = true
    await vi.advanceTimersByTimeAsync(50)
    expect(answer).toBe(true)
  })
})
