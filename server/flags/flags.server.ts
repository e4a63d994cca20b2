// Feature flags through OpenFeature's server SDK. The embedded default provider is in memory: the
// defaults of flags.ts with the FEATURE_FLAGS overrides. Another OpenFeature provider (a
// LaunchDarkly-compatible one) can be given instead. Initialisation waits at most 5 s, then flags
// answer their defaults until the provider is ready (SPEC.md §7).
import { InMemoryProvider, OpenFeature, type EvaluationContext, type Provider } from '@openfeature/server-sdk'
import { featureFlagClient } from '~/lib/telemetry/telemetry-settings'
import { config } from '../config/env'
import { flagDefaults, flagKeys, parseFlagOverrides, type FlagKey, type FlagValues } from './flags'

/** Identity contexts of SPEC.md §3: authenticated, anonymous session, static site generation. */
export type FlagIdentity =
  | { kind: 'authenticated'; sessionId?: string; sub: string; userId: string }
  | { kind: 'anonymousSession'; sessionId?: string }
  | { kind: 'staticGeneration' }

export function evaluationContextOf(identity: FlagIdentity, site: { siteId: string; component?: string }): EvaluationContext {
  const common = { kind: identity.kind, siteId: site.siteId, ...(site.component ? { component: site.component } : {}) }
  switch (identity.kind) {
    case 'authenticated':
      return { ...common, targetingKey: identity.sub, anonymous: false, key: identity.sub, sub: identity.sub, userId: identity.userId, ...(identity.sessionId ? { sessionId: identity.sessionId } : {}) }
    case 'anonymousSession':
      return { ...common, targetingKey: identity.sessionId ?? 'anonymous', anonymous: true, key: identity.sessionId ?? 'anonymous', ...(identity.sessionId ? { sessionId: identity.sessionId } : {}) }
    case 'staticGeneration':
      return { ...common, targetingKey: 'static-generation', anonymous: true, key: 'static-generation' }
  }
}

export function inMemoryFlagProvider(overrides: Partial<FlagValues> = {}) {
  const configuration = Object.fromEntries(
    flagKeys.map((key) => [key, { variants: { on: true, off: false }, defaultVariant: (overrides[key] ?? flagDefaults[key]) ? 'on' : 'off', disabled: false }]),
  )
  return new InMemoryProvider(configuration)
}

export function createFlagService({
  provider,
  domain = 'travel-rewards',
  initializationTimeoutMillis = featureFlagClient.initializationTimeoutMillis,
}: {
  provider: Provider
  domain?: string
  initializationTimeoutMillis?: number
}) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const ready: Promise<'ready' | 'timed out' | 'failed'> = Promise.race([
    OpenFeature.setProviderAndWait(domain, provider).then(
      () => 'ready' as const,
      () => 'failed' as const,
    ),
    new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), initializationTimeoutMillis)
    }),
  ]).finally(() => clearTimeout(timer))
  const client = OpenFeature.getClient(domain)

  /** Every flag for one identity; a provider not (yet) ready answers the defaults. */
  async function evaluate(context: EvaluationContext): Promise<FlagValues> {
    await ready
    const entries = await Promise.all(flagKeys.map(async (key) => [key, await client.getBooleanValue(key, flagDefaults[key], context)] as const))
    return Object.fromEntries(entries) as FlagValues
  }

  async function isEnabled(key: FlagKey, context: EvaluationContext) {
    await ready
    return client.getBooleanValue(key, flagDefaults[key], context)
  }

  return { ready, evaluate, isEnabled }
}

let service: ReturnType<typeof createFlagService> | undefined

/**
 * Defaults that depend on the environment: testers get the app-id switcher outside production. Read from
 * the parsed configuration: the build replaces a literal process.env.NODE_ENV with 'production'.
 */
export function environmentFlagDefaults(nodeEnv: string | undefined): Partial<FlagValues> {
  return nodeEnv === 'production' ? {} : { 'tester-app-id-switcher': true }
}

/** The process-wide flags: the in-memory provider with the environment's defaults, then FEATURE_FLAGS, applied. */
export function featureFlags() {
  service ??= createFlagService({
    provider: inMemoryFlagProvider({ ...environmentFlagDefaults(config().NODE_ENV), ...parseFlagOverrides(process.env.FEATURE_FLAGS) }),
  })
  return service
}
