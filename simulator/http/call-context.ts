// What one call to the simulator carries beyond its route's input, read once where the call comes in
// and available to the services it reaches (the site's points switches per line, the test scenarios).
import { AsyncLocalStorage } from 'node:async_hooks'
import { lxpHeaders, parseLinePoints, type LinePointsRules } from '@contracts/lxp/lxp-headers'
import type { Scenario } from '@contracts/lxp/sandbox-scenarios'

/**
 * `now`: the instant the call runs at (a `clock:` scenario's, or the sandbox clock set over HTTP;
 * simulator/clock.ts reads it). `scenarios`: what its `x-sim-scenario` header asked for.
 */
export type CallContext = { linePoints: LinePointsRules; now?: number; scenarios: readonly Scenario[]; caller?: Earner | null }

/**
 * What the platform reads of the calling customer (x-customer-id) to say what they earn: their active card's earn
 * eligibility per product; null for a call made for no customer (a guest, an API caller).
 */
export type Earner = { active: boolean; earnEligible: Record<string, boolean> }

const storage = new AsyncLocalStorage<CallContext>()

export function callContextOf(request: Request, scenarios: readonly Scenario[], now?: number, caller: Earner | null = null): CallContext {
  return { linePoints: parseLinePoints(request.headers.get(lxpHeaders.linePoints)), scenarios, caller, ...(now === undefined ? {} : { now }) }
}

export function runInCall<T>(context: CallContext, run: () => T): T {
  return storage.run(context, run)
}

export function currentCall(): CallContext | undefined {
  return storage.getStore()
}
