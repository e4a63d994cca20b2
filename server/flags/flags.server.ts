// Feature flags through OpenFeature's server SDK. The embedded default provider reads the flags stored
// in the database (database-flag-provider.server.ts) with the FEATURE_FLAGS overrides fixed on top.
// Another OpenFeature provider (a LaunchDarkly-compatible one) can be given to createFlagService
// instead. Initialisation waits at most 5 s, then flags answer their defaults until the provider is
// ready (§R7).
import { InMemoryProvider, OpenFeature, ProviderEvents, type EvaluationContext, type EventDetails, type Provider } from '@openfeature/server-sdk'
import { featureFlagClient } from '@contracts/site/telemetry-settings'
import { onTableChange } from '../db/change-notices.server'
import { DatabaseFlagProvider } from './database-flag-provider.server'
import { flagStore } from './flag-store.server'
import { flagDefaults, flagKeys, parseFlagOverrides, type FlagKey, type FlagValues } from './flags'

/** Identity contexts of §R3: authenticated, anonymous session, static site generation. */
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

  // One handler at the client for every listener (each open flag stream is one): OpenFeature's emitter
  // warns of a leak past ten handlers, and eleven streams wrote that warning as an error line (issue 35).
  const listeners = new Set<(flagsChanged: string[]) => void>()
  client.addHandler(ProviderEvents.ConfigurationChanged, (details?: EventDetails) => {
    const flagsChanged = Array.isArray(details?.flagsChanged) ? details.flagsChanged : []
    for (const listener of listeners) listener(flagsChanged)
  })

  /** Hears which flags changed, whenever the provider announces a change (the flag stream forwards it). */
  function onConfigurationChanged(listener: (flagsChanged: string[]) => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  return { ready, evaluate, isEnabled, onConfigurationChanged }
}

let service: ReturnType<typeof createFlagService> | undefined

/** FEATURE_FLAGS, read where it is used: the values it fixes, whatever the database says. */
export function pinnedFlags(): Partial<FlagValues> {
  return parseFlagOverrides(process.env.FEATURE_FLAGS)
}

/** The process-wide flags: the stored flags (seeded with the environment's defaults), FEATURE_FLAGS fixed on top. */
export function featureFlags() {
  service ??= createFlagService({
    provider: new DatabaseFlagProvider({ store: flagStore(), pinned: pinnedFlags(), changedElsewhere: (listener) => onTableChange('feature_flags', listener) }),
  })
  return service
}
