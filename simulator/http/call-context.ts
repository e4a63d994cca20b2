// What one call to the simulator carries beyond its route's input, read once where the call comes in
// and available to the services it reaches (the site's points switches per line).
import { AsyncLocalStorage } from 'node:async_hooks'
import { lxpHeaders, parseLinePoints, type LinePointsRules } from '@contracts/lxp/lxp-headers'

/** `now`: the instant a `clock:` scenario runs the call at (simulator/clock.ts reads it). */
export type CallContext = { linePoints: LinePointsRules; now?: number }

const storage = new AsyncLocalStorage<CallContext>()

export function callContextOf(request: Request, now?: number): CallContext {
  return { linePoints: parseLinePoints(request.headers.get(lxpHeaders.linePoints)), ...(now === undefined ? {} : { now }) }
}

export function runInCall<T>(context: CallContext, run: () => T): T {
  return storage.run(context, run)
}

export function currentCall(): CallContext | undefined {
  return storage.getStore()
}
