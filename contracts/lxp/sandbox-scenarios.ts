// The sandbox's test scenarios (docs/mock-upstream.md, guide *Scenarios*): what an `x-sim-scenario`
// header may say, which routes each scenario applies to, and what the call then answers. One registry:
// the simulator applies what it parses here, the BFF reads `answer-lost` from it, and the guides'
// table is checked against it (tests/contract/openapi-document.test.ts).
import type { AppRoute } from '@ts-rest/core'
import type { ApiErrorObject } from '../api/api-error'
import { lxpHeaders } from './lxp-headers'
import { reservationTypeOfPath } from './reservation-types'
import { routeMetadataOf } from './route-metadata'

/**
 * What a route does, as scenarios see it: `search` (searches, destinations, calendars, comparisons),
 * `offer` (one offer's page), `quote` (a checkout, change or cancellation quote), `book` (a booking,
 * a stay change, a flight exchange), `cancel`, `reservation` (reading reservations, the member's own data).
 */
export type RouteKind = 'search' | 'offer' | 'quote' | 'book' | 'cancel' | 'reservation'
export const routeKinds: readonly RouteKind[] = ['search', 'offer', 'quote', 'book', 'cancel', 'reservation']

export type ScenarioRoute = Pick<AppRoute, 'method' | 'path' | 'metadata'>

export function routeKindOf(route: ScenarioRoute): RouteKind {
  const metadata = routeMetadataOf(route)
  if (metadata.retry === 'booking') return 'book'
  if (metadata.retry === 'cancellation') return 'cancel'
  if (route.path.endsWith('/quote')) return 'quote'
  if (/\/offers\/:[^/]+$/.test(route.path)) return 'offer'
  if (metadata.identity === 'member' || metadata.findsReservation || /\/reservations\//.test(route.path)) return 'reservation'
  return 'search'
}

/**
 * Scenarios of one kind exclude one another: a header holds at most one of each (a refusal, a delay,
 * a failure, a clock, a lost answer), so `clock:20261129T0641Z, sold-out` is one call's whole story.
 */
export type ScenarioKind = 'refusal' | 'delay' | 'failure' | 'clock' | 'answer'

export type Scenario =
  | { kind: 'refusal'; name: string; code: string }
  | { kind: 'delay'; name: 'slow' | 'hang'; ms: number }
  /** `times`: fail the first n calls carrying `key` (the exact value), then answer; undefined: every call. */
  | { kind: 'failure'; name: 'unavailable' | 'rate-limited'; status: 503 | 429; times: number | undefined; key: string }
  /** The call runs at this instant (epoch ms). */
  | { kind: 'clock'; name: 'clock'; at: number }
  /** The booking or cancellation is made, and its first answer is lost (a 503); a retry with the same key gets it. */
  | { kind: 'answer'; name: 'answer-lost' }

/** The longest delay `slow:<ms>` waits. */
export const slowestMs = 10_000
/** How long `hang` holds a call before answering as usual: longer than a client should wait, and bounded. */
export const hangMs = 30_000
/** The Retry-After (seconds) of a 429 from `rate-limited` and of the 503 of `answer-lost`. */
export const scenarioRetryAfterSeconds = 1
/**
 * The limit a `rate-limited` 429 says it reached: the travel platform's own, as its `RateLimit-Policy`
 * names it (`"upstream";q=1;w=1`), which the HTTP API passes on with `RateLimit: "upstream";r=0` (issue 41).
 */
export const scenarioRateLimitPolicy = { name: 'upstream', max: 1, window: scenarioRetryAfterSeconds } as const

/** The years a sandbox clock may be set in (a `clock:` scenario, `PUT /api/sandbox/clock`): outside them, 400 (issue 41). */
export const sandboxClockYears = { first: 2000, last: 2099 } as const

/** What a clock outside the years, or on a day no calendar has, is told. */
export const sandboxClockRangeMessage = `a real date and time in the years ${sandboxClockYears.first} to ${sandboxClockYears.last}`

/**
 * The instant (epoch ms) of an ISO date and time (`2026-11-29T06:41:00Z`, or with an offset), or undefined
 * when its date is on no calendar (30 February) or the instant falls outside sandboxClockYears.
 */
export function sandboxInstantOf(text: string): number | undefined {
  const written = /^(\d{4})-(\d{2})-(\d{2})T/.exec(text)
  if (!written) return undefined
  const [year, month, day] = [Number(written[1]), Number(written[2]), Number(written[3])]
  // Month and day of a calendar's date (the year does not change how many days a month has, leap years aside).
  const date = new Date(Date.UTC(2000 + (year % 400), month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  const at = Date.parse(text)
  if (Number.isNaN(at)) return undefined
  const utcYear = new Date(at).getUTCFullYear()
  return utcYear >= sandboxClockYears.first && utcYear <= sandboxClockYears.last ? at : undefined
}

/** A header the registry cannot read: its message names what it may say. */
export class ScenarioError extends Error {}

/** The longest value each sandbox header may have: a longer one is refused, never cut. */
export const sandboxHeaderMaxLengths = { [lxpHeaders.scenario]: 200, [lxpHeaders.sandboxNamespace]: 100 } as const

/** A 400 error per sandbox header of the request longer than it may be, naming the header; none when all fit. */
export function sandboxHeaderErrors(headers: Headers): ApiErrorObject[] {
  return Object.entries(sandboxHeaderMaxLengths).flatMap(([name, maxLength]) => {
    const length = headers.get(name)?.trim().length ?? 0
    if (length <= maxLength) return []
    const field = `headers.${name}`
    return [{ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: `${field}: at most ${maxLength} characters (this one has ${length}).`, field }]
  })
}

export type ScenarioEntry<Syntax extends string = string> = {
  /** How the header writes it: `sold-out`, `slow:<ms>`. */
  syntax: Syntax
  kind: ScenarioKind
  /** The routes it applies to; on any other route the call is refused with 400 `SCENARIO_NOT_APPLICABLE`. */
  routes: readonly RouteKind[]
  /** Only routes of these lines (all lines when absent). */
  lines?: readonly string[]
  /** What the call answers, for the guides (Markdown). */
  answers: string
  /** The scenario a header part names, undefined when this entry does not read it. */
  read: (name: string, argument: string | undefined, rest: readonly string[]) => Scenario | undefined
}

const refusal = (name: string, code: string) => (given: string, argument: string | undefined) => (given === name && argument === undefined ? { kind: 'refusal' as const, name, code } : undefined)

const supplierError = <Code extends string>(code: Code, lines: readonly string[] | undefined, routes: readonly RouteKind[], answers: string): ScenarioEntry<`supplier-error:${Code}`> => ({
  syntax: `supplier-error:${code}`,
  kind: 'refusal',
  routes,
  ...(lines ? { lines } : {}),
  answers,
  read: (name, argument, rest) => (name === 'supplier-error' && argument === code && rest.length === 0 ? { kind: 'refusal', name: `supplier-error:${code}`, code } : undefined),
})

const failure =
  (name: 'unavailable' | 'rate-limited', status: 503 | 429) =>
  (given: string, argument: string | undefined, rest: readonly string[], value: string): Scenario | undefined => {
    if (given !== name) return undefined
    if (argument === undefined) return { kind: 'failure', name, status, times: undefined, key: value }
    if (/^\d{1,3}$/.test(argument) && rest.length <= 1) return { kind: 'failure', name, status, times: Number(argument), key: value }
    return undefined
  }

const everyRoute = routeKinds
const pricing: readonly RouteKind[] = ['search', 'offer', 'quote', 'book']

/** Every scenario, in the order the guides list them; each syntax kept as written, for the values' type below. */
export const scenarioRegistry = [
  { syntax: 'price-change', kind: 'refusal', routes: ['book'], answers: '`409 PRICE_CHANGED` in `bookErrors`', read: refusal('price-change', 'PRICE_CHANGED') },
  { syntax: 'sold-out', kind: 'refusal', routes: ['offer', 'quote', 'book'], answers: '`422 SOLD_OUT` (in `bookErrors` on a booking)', read: refusal('sold-out', 'SOLD_OUT') },
  { syntax: 'payment-declined', kind: 'refusal', routes: ['book'], answers: '`422 CARD_DECLINED` in `bookErrors`, as a declined card does', read: refusal('payment-declined', 'CARD_DECLINED') },
  supplierError('E1001019', ['car'], pricing, '`422 E1001019`: the pick-up is outside the office’s hours'),
  supplierError('E1001032', ['car'], pricing, '`422 E1001032`: the drop-off is outside the office’s hours'),
  supplierError('E1001016', ['car'], pricing, '`422 E1001016`: the drop-off date is invalid'),
  supplierError('E1001018', ['car'], pricing, '`422 E1001018`: the pick-up is in the past'),
  supplierError('E1002080', ['activity'], ['cancel'], '`422 E1002080` in `cancelErrors`: this tour cannot be cancelled'),
  supplierError('E0000023', undefined, pricing, '`422 E0000023` (`codeDescription: SANCTIONED_DESTINATION`): the destination is under sanctions'),
  {
    syntax: 'slow:<ms>',
    kind: 'delay',
    routes: everyRoute,
    answers: `as usual, after waiting \`<ms>\` milliseconds (at most ${slowestMs}; a longer wait is refused, 400 \`UNKNOWN_SCENARIO\`)`,
    read: (name, argument, rest) => {
      if (name !== 'slow' || !argument || !/^\d+$/.test(argument) || rest.length > 0) return undefined
      if (Number(argument) > slowestMs) throw new ScenarioError(`"slow:${argument}" waits longer than the sandbox does: give at most ${slowestMs} milliseconds (slow:${slowestMs}).`)
      return { kind: 'delay', name: 'slow', ms: Number(argument) }
    },
  },
  {
    syntax: 'hang',
    kind: 'delay',
    routes: everyRoute,
    answers: `nothing for ${hangMs / 1000} s, then as usual: longer than your client should wait, so its deadline is what a test sees (the sandbox stops waiting when the caller hangs up)`,
    read: (name, argument) => (name === 'hang' && argument === undefined ? { kind: 'delay', name: 'hang', ms: hangMs } : undefined),
  },
  {
    syntax: 'unavailable',
    kind: 'failure',
    routes: everyRoute,
    answers: '`503 SERVICE_UNAVAILABLE` with `retry-after`, every time',
    read: (name, argument, rest) => (argument === undefined ? failure('unavailable', 503)(name, argument, rest, name) : undefined),
  },
  {
    syntax: 'unavailable:<n>[:<token>]',
    kind: 'failure',
    routes: everyRoute,
    answers: '`503` with `retry-after` to your first `<n>` calls carrying this exact value, then as usual, so a retrying client can be seen to get through; add a token of your own (`unavailable:1:run-42`) to start a fresh count',
    read: (name, argument, rest) => (argument === undefined ? undefined : failure('unavailable', 503)(name, argument, rest, [name, argument, ...rest].join(':'))),
  },
  {
    syntax: 'rate-limited[:<n>[:<token>]]',
    kind: 'failure',
    routes: everyRoute,
    answers: `\`429 TOO_MANY_REQUESTS\` with \`retry-after: ${scenarioRetryAfterSeconds}\`, every time, or to the first \`<n>\` calls carrying this exact value`,
    read: (name, argument, rest) => failure('rate-limited', 429)(name, argument, rest, [name, ...(argument === undefined ? [] : [argument]), ...rest].join(':')),
  },
  {
    syntax: 'clock:<YYYYMMDDTHHmmZ>',
    kind: 'clock',
    routes: everyRoute,
    answers: `as usual, as if it were that UTC instant: venues’ "now" and "today", flights’ sales cut-off and free-cancellation deadlines follow it; ${sandboxClockRangeMessage} only, else 400 \`UNKNOWN_SCENARIO\``,
    read: (name, argument, rest) => {
      if (name !== 'clock') return undefined
      const instant = rest.length === 0 ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z$/.exec(argument ?? '') : null
      const at = instant ? sandboxInstantOf(`${instant[1]}-${instant[2]}-${instant[3]}T${instant[4]}:${instant[5]}:00Z`) : undefined
      // A clock the sandbox cannot run at is refused, naming what it may say (a 30 February, the year 9999).
      if (at === undefined) throw new ScenarioError(`"clock:${[argument ?? '', ...rest].join(':')}" is no clock the sandbox runs at: write clock:<YYYYMMDDTHHmmZ>, ${sandboxClockRangeMessage} (UTC), such as clock:20261129T0641Z.`)
      return { kind: 'clock', name: 'clock', at }
    },
  },
  {
    syntax: 'answer-lost',
    kind: 'answer',
    routes: ['book', 'cancel'],
    answers: `the booking (or cancellation) is made, and its answer is lost: \`503 SERVICE_UNAVAILABLE\` with \`retry-after: ${scenarioRetryAfterSeconds}\`; a retry with the same \`idempotency-key\` answers it (\`idempotent-replayed: true\`)`,
    read: (name, argument) => (name === 'answer-lost' && argument === undefined ? { kind: 'answer', name: 'answer-lost' } : undefined),
  },
] as const satisfies readonly ScenarioEntry[]

/** How the registry writes each scenario: `sold-out`, `slow:<ms>`, `rate-limited[:<n>[:<token>]]`. */
export type ScenarioSyntax = (typeof scenarioRegistry)[number]['syntax']

/** A syntax with its optional tail (`[…]`, always last) taken and left out: `a[:<n>]` is `a` or `a:<n>`. */
type WithOptionalTail<Syntax extends string> = Syntax extends `${infer Head}[${infer Tail}]` ? Head | `${Head}${WithOptionalTail<Tail>}` : Syntax

/** Each placeholder filled: `<ms>` and `<n>` with a number, any other (`<token>`, `<YYYYMMDDTHHmmZ>`) with text. */
type Filled<Syntax extends string> = Syntax extends `${infer Before}<${infer Name}>${infer After}` ? `${Before}${Name extends 'ms' | 'n' ? number : string}${Filled<After>}` : Syntax

/**
 * One scenario as an `x-sim-scenario` header writes it, typed from the registry (issue 41): `sold-out`,
 * `slow:250`, `unavailable:1:run-42`, `clock:20261129T0641Z`. A misspelt name does not compile.
 */
export type ScenarioValue = Filled<WithOptionalTail<ScenarioSyntax>>

/** A whole `x-sim-scenario` header: one scenario, or several separated by commas (the first typed; the sandbox reads the rest). */
export type ScenarioHeaderValue = ScenarioValue | `${ScenarioValue}${typeof scenarioSeparator} ${string}`


/** Scenario names in a header are separated by commas. */
export const scenarioSeparator = ','

/** The scenarios a header names (none without one); a ScenarioError for a part no entry reads, or two of one kind. */
export function scenariosOf(header: string | null | undefined): Scenario[] {
  const parts = (header ?? '')
    .split(scenarioSeparator)
    .map((part) => part.trim())
    .filter(Boolean)
  const scenarios = parts.map((part) => {
    const [name = '', argument, ...rest] = part.split(':')
    for (const entry of scenarioRegistry) {
      const scenario = entry.read(name, argument, rest)
      if (scenario) return scenario
    }
    throw new ScenarioError(`Unknown scenario "${part}": use ${scenarioRegistry.map((entry) => entry.syntax).join(', ')}; several, one of each kind, separated by commas.`)
  })
  for (const [index, scenario] of scenarios.entries()) {
    const other = scenarios.slice(0, index).find((earlier) => earlier.kind === scenario.kind)
    if (other) throw new ScenarioError(`"${parts[scenarios.indexOf(other)]}" and "${parts[index]}" are both ${scenario.kind === 'answer' ? 'lost answers' : `${scenario.kind}s`}: a call takes one scenario of each kind.`)
  }
  return scenarios
}

/** The registry's entry for a parsed scenario. */
export function entryOf(scenario: Scenario): ScenarioEntry {
  const name = scenario.kind === 'failure' && scenario.times !== undefined && scenario.name === 'unavailable' ? 'unavailable:<n>[:<token>]' : scenario.name
  return scenarioRegistry.find((entry) => entry.syntax === name || entry.syntax.split(/[:[]/)[0] === name)!
}

/** Whether a scenario applies to a route: its route kinds and, for some, its lines. */
export function appliesTo(scenario: Scenario, route: ScenarioRoute) {
  const entry = entryOf(scenario)
  const line = reservationTypeOfPath(route.path)
  return entry.routes.includes(routeKindOf(route)) && (!entry.lines || (line !== undefined && entry.lines.includes(line)))
}

/** Why a scenario is refused on a route, in words a test writer can act on. */
export function notApplicableMessage(scenario: Scenario, route: ScenarioRoute) {
  const entry = entryOf(scenario)
  const lines = entry.lines ? ` of ${entry.lines.join(', ')}` : ''
  return `The scenario "${entry.syntax}" does not apply to ${route.method} ${route.path}: it applies to ${entry.routes.join(', ')} routes${lines}.`
}

/** The routes a scenario applies to, in the guides' words. */
function routesText(entry: ScenarioEntry) {
  const routes = entry.routes.length === routeKinds.length ? 'every route' : entry.routes.join(', ')
  return entry.lines ? `${routes} (${entry.lines.join(', ')})` : routes
}

/**
 * The guides' scenario table (docs/api/guides.md *Test data*, docs/mock-upstream.md), one row per
 * scenario of the registry: a test checks that both hold it exactly.
 */
export function scenarioTable(): string {
  return [
    '| `x-sim-scenario` | Routes | The call answers |',
    '|---|---|---|',
    ...scenarioRegistry.map((entry) => `| \`${entry.syntax}\` | ${routesText(entry)} | ${entry.answers} |`),
  ].join('\n')
}
