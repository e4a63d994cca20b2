// Evaluation of a stored flag for one evaluation context (issue 7): the switch, then the rules in
// order (first match decides), then the fallthrough value. Pure, so it is unit-tested without a database.
import { createHash } from 'node:crypto'
import type { FlagRule, FlagTargetAttribute } from '@contracts/flags/flag-rules.schema'

export type FlagDefinition = {
  /** The switch: off answers false for everyone, whatever the rules say. */
  enabled: boolean
  /** What an enabled flag answers when no rule matches. */
  defaultValue: boolean
  rules: readonly FlagRule[]
}

/** OpenFeature's standard resolution reasons, as this evaluation gives them. */
export type FlagEvaluation =
  | { value: false; reason: 'DISABLED' }
  | { value: boolean; reason: 'TARGETING_MATCH' | 'SPLIT'; ruleIndex: number }
  | { value: boolean; reason: 'DEFAULT' }

type Context = Record<string, unknown>

function attributeOf(context: Context, attribute: FlagTargetAttribute): string | undefined {
  const value = attribute === 'key' ? (context.key ?? context.targetingKey) : context[attribute]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * The bucket of a key in a flag's rollout, in [0, 100): the first 32 bits of SHA-256 over flag and
 * key. Stable across processes and restarts; a flag's own key in the hash keeps two rollouts of 10 %
 * from reaching the same travellers.
 */
export function rolloutBucket(flagKey: string, key: string) {
  const hash = createHash('sha256').update(`${flagKey}:${key}`).digest()
  return (hash.readUInt32BE(0) / 0x1_0000_0000) * 100
}

function matches(flagKey: string, rule: FlagRule, context: Context) {
  if (rule.type === 'match') {
    const value = attributeOf(context, rule.attribute)
    return value !== undefined && rule.values.includes(value)
  }
  const key = attributeOf(context, 'key')
  return key !== undefined && rolloutBucket(flagKey, key) < rule.percentage
}

export function evaluateFlag(flagKey: string, definition: FlagDefinition, context: Context): FlagEvaluation {
  if (!definition.enabled) return { value: false, reason: 'DISABLED' }
  const ruleIndex = definition.rules.findIndex((rule) => matches(flagKey, rule, context))
  const rule = definition.rules[ruleIndex]
  if (rule) return { value: rule.serve, reason: rule.type === 'rollout' ? 'SPLIT' : 'TARGETING_MATCH', ruleIndex }
  return { value: definition.defaultValue, reason: 'DEFAULT' }
}
