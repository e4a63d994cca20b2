// Issue 7 stored flags: targeting on the §R3 identity context (kind, key, sessionId, sub, site
// id, component): the switch, rules in order, percentage rollout by key hash, the fallthrough value.
import { describe, expect, it } from 'vitest'
import { FlagRuleSchema, FlagUpdateSchema } from '@contracts/flags/flag-rules.schema'
import { evaluationContextOf } from '@server/flags/flags.server'
import { evaluateFlag, rolloutBucket, type FlagDefinition } from '@server/flags/targeting'

const member = evaluationContextOf({ kind: 'authenticated', sessionId: 'RT123456789ABCDEFGHJKL', sub: 'hash-1', userId: 'C-1' }, { siteId: 'default', component: 'header' })
const guest = evaluationContextOf({ kind: 'anonymousSession', sessionId: 'RT23456789ABCDEFGHJKLM' }, { siteId: 'tester-embedded' })
const staticPage = evaluationContextOf({ kind: 'staticGeneration' }, { siteId: 'default' })

const flag = (definition: Partial<FlagDefinition>): FlagDefinition => ({ enabled: true, defaultValue: true, rules: [], ...definition })

describe('the switch and the fallthrough value', () => {
  it('answers false for everyone when switched off, whatever the rules say', () => {
    const off = flag({ enabled: false, rules: [{ type: 'match', attribute: 'kind', values: ['authenticated'], serve: true }] })
    for (const context of [member, guest, staticPage]) expect(evaluateFlag('uber-marketing-banner', off, context)).toEqual({ value: false, reason: 'DISABLED' })
  })

  it('answers the fallthrough value when switched on and no rule matches', () => {
    expect(evaluateFlag('labs-rapid', flag({}), guest)).toEqual({ value: true, reason: 'DEFAULT' })
    expect(evaluateFlag('labs-rapid', flag({ defaultValue: false }), guest)).toEqual({ value: false, reason: 'DEFAULT' })
  })
})

describe('match rules', () => {
  it('is on for authenticated members only ("on for authenticated", off otherwise)', () => {
    const definition = flag({ defaultValue: false, rules: [{ type: 'match', attribute: 'kind', values: ['authenticated'], serve: true }] })
    expect(evaluateFlag('labs-rapid', definition, member)).toEqual({ value: true, reason: 'TARGETING_MATCH', ruleIndex: 0 })
    expect(evaluateFlag('labs-rapid', definition, guest).value).toBe(false)
    expect(evaluateFlag('labs-rapid', definition, staticPage).value).toBe(false)
  })

  it('matches the key (the member’s sub, else the session id), the session id, sub, site id and component', () => {
    const on = (rule: Parameters<typeof FlagRuleSchema.parse>[0]) => flag({ defaultValue: false, rules: [FlagRuleSchema.parse(rule)] })
    expect(evaluateFlag('f', on({ type: 'match', attribute: 'key', values: ['hash-1'], serve: true }), member).value).toBe(true)
    expect(evaluateFlag('f', on({ type: 'match', attribute: 'key', values: ['RT23456789ABCDEFGHJKLM'], serve: true }), guest).value).toBe(true)
    expect(evaluateFlag('f', on({ type: 'match', attribute: 'sessionId', values: ['RT123456789ABCDEFGHJKL'], serve: true }), member).value).toBe(true)
    expect(evaluateFlag('f', on({ type: 'match', attribute: 'sub', values: ['hash-1'], serve: true }), guest).value).toBe(false)
    expect(evaluateFlag('f', on({ type: 'match', attribute: 'siteId', values: ['tester-embedded'], serve: true }), guest).value).toBe(true)
    expect(evaluateFlag('f', on({ type: 'match', attribute: 'component', values: ['header'], serve: true }), member).value).toBe(true)
    expect(evaluateFlag('f', on({ type: 'match', attribute: 'component', values: ['header'], serve: true }), guest).value).toBe(false)
  })

  it('lets the first matching rule decide', () => {
    const definition = flag({
      defaultValue: true,
      rules: [
        { type: 'match', attribute: 'key', values: ['hash-1'], serve: false },
        { type: 'match', attribute: 'kind', values: ['authenticated'], serve: true },
      ],
    })
    expect(evaluateFlag('f', definition, member)).toEqual({ value: false, reason: 'TARGETING_MATCH', ruleIndex: 0 })
    expect(evaluateFlag('f', definition, { ...member, key: 'hash-2', targetingKey: 'hash-2' })).toEqual({ value: true, reason: 'TARGETING_MATCH', ruleIndex: 1 })
  })
})

describe('percentage rollout by key hash', () => {
  const keys = Array.from({ length: 4000 }, (_, index) => `RT${String(index).padStart(20, '1')}`)

  it('gives each key a stable bucket in [0, 100), different per flag', () => {
    expect(rolloutBucket('labs-rapid', 'hash-1')).toBe(rolloutBucket('labs-rapid', 'hash-1'))
    expect(rolloutBucket('labs-rapid', 'hash-1')).not.toBe(rolloutBucket('line-dining', 'hash-1'))
    for (const key of keys.slice(0, 200)) {
      const bucket = rolloutBucket('labs-rapid', key)
      expect(bucket).toBeGreaterThanOrEqual(0)
      expect(bucket).toBeLessThan(100)
    }
  })

  it('serves about the given share of keys, 0 % none and 100 % all', () => {
    const share = (percentage: number) => {
      const definition = flag({ defaultValue: false, rules: [{ type: 'rollout', percentage, serve: true }] })
      return keys.filter((key) => evaluateFlag('labs-rapid', definition, { kind: 'anonymousSession', key, targetingKey: key }).value).length / keys.length
    }
    expect(share(0)).toBe(0)
    expect(share(100)).toBe(1)
    expect(share(25)).toBeGreaterThan(0.22)
    expect(share(25)).toBeLessThan(0.28)
  })

  it('keeps the keys of a smaller rollout inside a larger one, and says SPLIT', () => {
    const at = (percentage: number) => flag({ defaultValue: false, rules: [{ type: 'rollout', percentage, serve: true }] })
    const inTen = keys.filter((key) => evaluateFlag('f', at(10), { key }).value)
    expect(inTen.every((key) => evaluateFlag('f', at(50), { key }).value)).toBe(true)
    expect(evaluateFlag('f', at(10), { key: inTen[0] })).toEqual({ value: true, reason: 'SPLIT', ruleIndex: 0 })
  })

  it('never matches a context without a key', () => {
    expect(evaluateFlag('f', flag({ defaultValue: false, rules: [{ type: 'rollout', percentage: 100, serve: true }] }), { kind: 'anonymousSession' }).value).toBe(false)
  })
})

describe('what a change may contain', () => {
  it('accepts the switch, the fallthrough and rules of a known shape, and refuses the rest', () => {
    expect(FlagUpdateSchema.parse({ key: 'labs-rapid', enabled: true, rules: [{ type: 'rollout', percentage: 12.5, serve: true }] })).toBeTruthy()
    expect(FlagUpdateSchema.safeParse({ key: 'labs-rapid', rules: [{ type: 'rollout', percentage: 120, serve: true }] }).success).toBe(false)
    expect(FlagUpdateSchema.safeParse({ key: 'labs-rapid', rules: [{ type: 'match', attribute: 'email', values: ['a'], serve: true }] }).success).toBe(false)
    expect(FlagUpdateSchema.safeParse({ key: 'labs-rapid', rules: [{ type: 'match', attribute: 'kind', values: [], serve: true }] }).success).toBe(false)
    expect(FlagUpdateSchema.safeParse({ key: 'labs-rapid', enabled: 'yes' }).success).toBe(false)
    expect(FlagUpdateSchema.safeParse({ key: 'labs-rapid', value: true }).success).toBe(false)
  })
})
