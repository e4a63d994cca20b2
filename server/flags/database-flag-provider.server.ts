// The embedded default OpenFeature provider (issue 7): flags stored in the database, held in memory
// and evaluated with their targeting rules for the §R3 identity context. A change written in
// this process applies before the write returns; other processes' changes are read again when the
// database announces them (docs/decisions/062). Each change is announced as OpenFeature's
// ConfigurationChanged event, which the flag stream forwards.
import {
  ErrorCode,
  OpenFeatureEventEmitter,
  ProviderEvents,
  StandardResolutionReasons,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk'
import { logger } from '../log/logger'
import type { FlagValues } from './flags'
import type { StoredFlag } from './flag-store.server'
import { evaluateFlag, type FlagDefinition } from './targeting'

export type FlagSource = {
  list(): Promise<StoredFlag[]>
  onChange(listener: (flags: StoredFlag[]) => void): () => void
}

export type DatabaseFlagProviderOptions = {
  store: FlagSource
  /** FEATURE_FLAGS: values fixed by the environment, whatever is stored. */
  pinned?: Partial<FlagValues>
  /** Hears that the stored flags changed, possibly in another process; the flags are then read again. */
  changedElsewhere?: (listener: () => void) => () => void
}

const definitionOf = ({ enabled, defaultValue, rules }: FlagDefinition): FlagDefinition => ({ enabled, defaultValue, rules })

export class DatabaseFlagProvider implements Provider {
  readonly metadata = { name: 'database' } as const
  readonly runsOn = 'server' as const
  readonly events = new OpenFeatureEventEmitter()
  readonly #flags = new Map<string, FlagDefinition>()
  readonly #options: DatabaseFlagProviderOptions
  #stopListening: (() => void) | undefined
  #stopHearingElsewhere: (() => void) | undefined
  #reading: Promise<void> = Promise.resolve()

  constructor(options: DatabaseFlagProviderOptions) {
    this.#options = options
  }

  async initialize() {
    this.#apply(await this.#options.store.list())
    this.#stopListening = this.#options.store.onChange((flags) => this.#announce(this.#apply(flags)))
    this.#stopHearingElsewhere = this.#options.changedElsewhere?.(() => void this.refresh())
  }

  async onClose() {
    this.#stopListening?.()
    this.#stopHearingElsewhere?.()
  }

  /** Reads every stored flag again and announces those that changed (one read at a time). */
  refresh() {
    this.#reading = this.#reading.then(async () => {
      try {
        this.#announce(this.#apply(await this.#options.store.list()))
      } catch (error) {
        logger.warn({ err: error }, 'the stored feature flags could not be read; the last values stay')
      }
    })
    return this.#reading
  }

  /** Keeps the given flags; answers the keys whose definition differs from the one held. */
  #apply(flags: StoredFlag[]) {
    const changed: string[] = []
    for (const flag of flags) {
      const next = definitionOf(flag)
      const current = this.#flags.get(flag.key)
      if (current && JSON.stringify(current) === JSON.stringify(next)) continue
      this.#flags.set(flag.key, next)
      if (current && this.#options.pinned?.[flag.key] === undefined) changed.push(flag.key)
    }
    return changed
  }

  #announce(flagsChanged: string[]) {
    if (flagsChanged.length > 0) this.events.emit(ProviderEvents.ConfigurationChanged, { flagsChanged })
  }

  async resolveBooleanEvaluation(flagKey: string, defaultValue: boolean, context: EvaluationContext): Promise<ResolutionDetails<boolean>> {
    const pinned = this.#options.pinned?.[flagKey as keyof FlagValues]
    if (pinned !== undefined) return { value: pinned, variant: pinned ? 'on' : 'off', reason: StandardResolutionReasons.STATIC }
    const definition = this.#flags.get(flagKey)
    if (!definition) return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.FLAG_NOT_FOUND }
    const { value, reason } = evaluateFlag(flagKey, definition, context)
    return { value, variant: value ? 'on' : 'off', reason }
  }

  // Every flag in use is a boolean switch; other types are a caller's mistake.
  async resolveStringEvaluation(_flagKey: string, defaultValue: string): Promise<ResolutionDetails<string>> {
    return typeMismatch(defaultValue)
  }

  async resolveNumberEvaluation(_flagKey: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return typeMismatch(defaultValue)
  }

  async resolveObjectEvaluation<T extends JsonValue>(_flagKey: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return typeMismatch(defaultValue)
  }
}

function typeMismatch<T>(value: T): ResolutionDetails<T> {
  return { value, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH }
}
