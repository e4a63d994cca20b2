// Test scenarios an integrator asks for with the `x-sim-scenario` header, like a payment provider's test
// cards (docs/mock-upstream.md). What a header may say and where each scenario applies is the contract's
// registry (contracts/lxp/sandbox-scenarios.ts); this applies them: a refusal, a delay, a 503 or 429,
// a lost answer. They run once the route's request is validated (simulator-handler.server.ts), so a
// malformed request is refused as such whatever scenario it carries.
import type { ErrorWrapper } from '@contracts/api/api-error'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { routeKindOf, type Scenario, type ScenarioRoute } from '@contracts/lxp/sandbox-scenarios'
import { simulatorErrorStatus, SimulatorError, type SimulatorErrorCode } from '../simulator-error'
import { enUsErrorMessage } from './scenario-messages'

/**
 * A sandbox's state a test can reset: per namespace (the `x-sim-namespace` header, '' without one),
 * how many calls each counted scenario value has failed so far, and the clock set over HTTP.
 */
type Namespace = { failures: Map<string, number>; clock: number | undefined }
const namespaces = new Map<string, Namespace>()

/** The namespaces and counted values kept at most: any caller can make up tokens, so past the bound the oldest is forgotten (it counts afresh). */
export const rememberedUnavailableTokens = 1_000

/** The call's namespace; one longer than `sandboxHeaderMaxLengths` allows is refused before (simulator-handler.server.ts). */
export function namespaceOf(request: Request) {
  return request.headers.get(lxpHeaders.sandboxNamespace)?.trim() ?? ''
}

function stateOf(namespace: string): Namespace {
  let state = namespaces.get(namespace)
  if (!state) {
    if (namespaces.size >= rememberedUnavailableTokens) namespaces.delete(namespaces.keys().next().value!)
    state = { failures: new Map(), clock: undefined }
    namespaces.set(namespace, state)
  }
  return state
}

/** The header values being counted now, over every namespace (for tests of the bound). */
export function countedUnavailableValues() {
  return [...namespaces.values()].reduce((sum, state) => sum + state.failures.size, 0)
}

/** Forgets the counters and the clock of one namespace, or of every one. */
export function resetScenarioState(namespace?: string) {
  if (namespace === undefined) namespaces.clear()
  else namespaces.delete(namespace)
}

/** The instant a namespace's clock was set to over HTTP (epoch ms), undefined when it runs. */
export function sandboxClock(namespace: string) {
  return namespaces.get(namespace)?.clock
}

export function setSandboxClock(namespace: string, at: number | undefined) {
  stateOf(namespace).clock = at
}

function countFailure(failures: Map<string, number>, key: string, answered: number) {
  if (!failures.has(key) && failures.size >= rememberedUnavailableTokens) failures.delete(failures.keys().next().value!)
  failures.set(key, answered + 1)
}

/** The wrapper a refusal of this route travels in (§R3): bookings in `bookErrors`, cancellations in `cancelErrors`. */
function wrapperOf(route: ScenarioRoute): ErrorWrapper {
  const kind = routeKindOf(route)
  return kind === 'book' ? 'bookErrors' : kind === 'cancel' ? 'cancelErrors' : 'errors'
}

/** Waits `ms`, or less when the caller hangs up. */
function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}

/** The 503 of a lost answer: the work was done, the caller heard nothing of it. */
export function lostAnswer() {
  return new SimulatorError('SERVICE_UNAVAILABLE', 'The answer to this request was lost (test scenario): retry with the same idempotency key.', { status: simulatorErrorStatus.SERVICE_UNAVAILABLE })
}

/**
 * Applies the scenarios that act before the route answers: throws the refusal one asks for, waits, or
 * fails the call (503 or 429); a clock or a lost answer does nothing here. `unavailable:<n>` and
 * `rate-limited:<n>` fail the first n calls with that value in the caller's namespace, then let them through.
 */
export async function applyScenarios(scenarios: readonly Scenario[], request: Request, route: ScenarioRoute): Promise<void> {
  for (const scenario of scenarios) {
    if (scenario.kind === 'delay') await wait(scenario.ms, request.signal)
    if (scenario.kind === 'refusal') {
      const code = scenario.code as SimulatorErrorCode
      throw new SimulatorError(code, enUsErrorMessage(code), { wrapper: wrapperOf(route) })
    }
    if (scenario.kind === 'failure') {
      const failures = stateOf(namespaceOf(request)).failures
      const answered = failures.get(scenario.key) ?? 0
      if (scenario.times !== undefined && answered >= scenario.times) continue
      if (scenario.times !== undefined) countFailure(failures, scenario.key, answered)
      if (scenario.status === 429) throw new SimulatorError('TOO_MANY_REQUESTS', enUsErrorMessage('TOO_MANY_REQUESTS'), { status: 429 })
      throw new SimulatorError('SERVICE_UNAVAILABLE', 'The travel service is unavailable (test scenario).', { status: simulatorErrorStatus.SERVICE_UNAVAILABLE })
    }
  }
}
