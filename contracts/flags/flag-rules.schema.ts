// Targeting rules of a stored feature flag (issue 7): evaluated in order on the §R3 identity
// context, the first that matches decides. Checked on the server; the browser imports only the types.
import { z } from 'zod'
import { flagTargetAttributes } from './flag-rules'

export type { FlagTargetAttribute } from './flag-rules'

const RuleValueSchema = z.string().trim().min(1).max(200)

export const FlagRuleSchema = z.discriminatedUnion('type', [
  /** "On for authenticated", "off for these keys": the attribute equals one of the values. */
  z
    .object({
      type: z.literal('match'),
      attribute: z.enum(flagTargetAttributes),
      values: z.array(RuleValueSchema).min(1).max(100),
      serve: z.boolean(),
    })
    .strict(),
  /** A percentage rollout: a stable share of the keys (by a hash of flag and key) is served `serve`. */
  z
    .object({
      type: z.literal('rollout'),
      percentage: z.number().min(0).max(100),
      serve: z.boolean(),
    })
    .strict(),
])
export type FlagRule = z.infer<typeof FlagRuleSchema>

export const FlagRulesSchema = z.array(FlagRuleSchema).max(20)

/** A change made on the development page: any of the switch, the fallthrough value and the rules. */
export const FlagUpdateSchema = z
  .object({
    key: z.string().trim().min(1).max(64),
    enabled: z.boolean().optional(),
    defaultValue: z.boolean().optional(),
    rules: FlagRulesSchema.optional(),
  })
  .strict()
export type FlagUpdate = z.infer<typeof FlagUpdateSchema>
