// Test scenarios an integrator asks for with the `x-sim-scenario` header, like a payment provider's test
// cards (docs/mock-upstream.md): the call answers a price change, sold out, a §R8 supplier error,
// slowly, or 503. Decided here, before any route runs, so every route of every line honours them alike.
import { supplierCodes, simulatorErrorStatus, SimulatorError, type SimulatorErrorCode } from '../simulator-error'
import type { ErrorWrapper } from '@contracts/api/api-error'
import { enUsErrorMessage } from './scenario-messages'

export type Scenario =
  | { kind: 'refusal'; code: SimulatorErrorCode }
  | { kind: 'slow'; ms: number }
  | { kind: 'unavailable'; times: number | undefined; key: string }
  /** The call runs at this instant (epoch ms): `clock:20261129T0641Z`, UTC, for tests of the venues' clocks. */
  | { kind: 'clock'; at: number }

/** The longest delay `slow:<ms>` waits, so a scenario cannot hold a connection for long. */
export const slowestMs = 10_000

const supplierCodeList: readonly string[] = Object.values(supplierCodes)

export class ScenarioError extends Error {}

/** The scenario a header names, undefined without one; a ScenarioError for a header it cannot read. */
export function scenarioOf(header: string | null): Scenario | undefined {
  const value = header?.trim()
  if (!value) return undefined
  const [name = '', argument, ...rest] = value.split(':')
  if (name === 'price-change' && argument === undefined) return { kind: 'refusal', code: 'PRICE_CHANGED' }
  if (name === 'sold-out' && argument === undefined) return { kind: 'refusal', code: 'SOLD_OUT' }
  if (name === 'supplier-error' && argument && supplierCodeList.includes(argument) && rest.length === 0) return { kind: 'refusal', code: argument as SimulatorErrorCode }
  if (name === 'slow' && argument && /^\d{1,6}$/.test(argument) && rest.length === 0) return { kind: 'slow', ms: Math.min(Number(argument), slowestMs) }
  const instant = name === 'clock' && rest.length === 0 ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z$/.exec(argument ?? '') : null
  if (instant) {
    const at = Date.parse(`${instant[1]}-${instant[2]}-${instant[3]}T${instant[4]}:${instant[5]}:00Z`)
    if (!Number.isNaN(at)) return { kind: 'clock', at }
  }
  if (name === 'unavailable') {
    if (argument === undefined) return { kind: 'unavailable', times: undefined, key: value }
    if (/^\d{1,3}$/.test(argument) && rest.length <= 1) return { kind: 'unavailable', times: Number(argument), key: value }
  }
  throw new ScenarioError(
    `Unknown scenario "${value}": use price-change, sold-out, supplier-error:<${supplierCodeList.join('|')}>, slow:<ms>, unavailable, unavailable:<n>[:<token>] or clock:<YYYYMMDDTHHmmZ>.`,
  )
}

/** The wrapper a refusal of this route travels in (§R3): bookings in `bookErrors`, cancellations in `cancelErrors`. */
function wrapperOf(request: Request): ErrorWrapper {
  const path = new URL(request.url).pathname
  if (request.method === 'POST' && /\/(book|exchange)$/.test(path)) return 'bookErrors'
  if (request.method === 'POST' && /\/cancel$/.test(path)) return 'cancelErrors'
  return 'errors'
}

/**
 * How many calls each `unavailable:<n>[:<token>]` header value has answered 503 so far, for the most
 * recent values: any caller can make up tokens, so past the bound the oldest one is forgotten (its
 * next call answers 503 again, as a fresh token would).
 */
const unavailableCounts = new Map<string, number>()
export const rememberedUnavailableTokens = 1_000

/** The header values being counted now (for tests of the bound). */
export function countedUnavailableValues() {
  return unavailableCounts.size
}

function countUnavailable(key: string, answered: number) {
  if (!unavailableCounts.has(key) && unavailableCounts.size >= rememberedUnavailableTokens) {
    unavailableCounts.delete(unavailableCounts.keys().next().value!)
  }
  unavailableCounts.set(key, answered + 1)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Applies the scenario of a call: throws the refusal it asks for, waits, or lets the call through
 * (answers nothing). `unavailable:<n>` answers 503 to the first n calls with that header value, then
 * lets them through, so a client's retry can be seen to succeed.
 */
export async function applyScenario(scenario: Scenario, request: Request): Promise<void> {
  if (scenario.kind === 'slow') return sleep(scenario.ms)
  if (scenario.kind === 'clock') return
  if (scenario.kind === 'refusal') {
    throw new SimulatorError(scenario.code, enUsErrorMessage(scenario.code), { wrapper: wrapperOf(request) })
  }
  if (scenario.times !== undefined) {
    const answered = unavailableCounts.get(scenario.key) ?? 0
    if (answered >= scenario.times) return
    countUnavailable(scenario.key, answered)
  }
  throw new SimulatorError('SERVICE_UNAVAILABLE', 'The travel service is unavailable (test scenario).', { status: simulatorErrorStatus.SERVICE_UNAVAILABLE })
}
