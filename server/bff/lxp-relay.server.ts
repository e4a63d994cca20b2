// Every lxp route of the contract relayed to the travel platform, once, for both transports: the HTTP
// API for integrators (`lxpApiRouter`, served at /api/lxp) and the pages' server functions (generated
// one per route into server/bff/functions/ by `npm run generate`). Who a call is made as comes from
// the route's `identity` (contracts/lxp/route-metadata.ts); a call that names a reservation passes the
// lookup limits (reservation-lookups.server.ts); retries, headers and error mapping are the upstream
// client's (server/upstream/).
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import type { RouterImplementation } from '@ts-rest/serverless'
import { isAppRoute, type AppRoute, type AppRouter, type ClientInferRequest, type ClientInferResponseBody } from '@ts-rest/core'
import { z } from 'zod'
import type { ApiErrorObject } from '@contracts/api/api-error'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { identityOf, routeMetadataOf } from '@contracts/lxp/route-metadata'
import { clientAddress } from '../auth/request-guard.server'
import { announceProfileChange } from '../auth/profile-cache.server'
import { UnauthorizedError, memberOfUser, optionalMember, requireMember, type Member } from '../auth/session.server'
import { ApiError, ValidationError } from '../http/errors'
import { bookingOutcomeOf, operationsMetrics } from '../telemetry/operations-metrics'
import { outOfReach, type Integrator } from '../integrators/integrator-access.server'
import { expectOk, upstreamHeaders } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'
import { bookingGrantSeconds, foundBookingGrantSeconds, guestGrantFor, rememberGuestReservation, type GuestGrant } from './guest-reservations.server'
import { cookielessCaller, credentialCaller, guestBrowserOf, memberCaller, newGuestBrowser, upstreamIdempotencyKey } from './idempotency-callers.server'
import { outcomeOf, type Outcome } from './outcome'
import { withinReservationLookupLimits } from './reservation-lookups.server'
import { checkUpstreamAnswer } from './upstream-answer-check.server'
import { database } from '../db/db.server'
import { announceReservationCall, partnerOf } from '../webhooks/reservation-events.server'

type RequestPart = 'params' | 'query' | 'body' | 'headers'
type RelayArgs = Partial<Record<RequestPart, unknown>>
type Answer = { status: number; body: unknown; headers: Headers }

type Nothing = Record<never, never>
type OptionalWhenEmpty<T> = { [K in keyof T as Nothing extends T[K] ? never : K]: T[K] } & { [K in keyof T as Nothing extends T[K] ? K : never]?: T[K] }

/**
 * What a page passes to a route's server function: the route's path parameters, query, body and
 * headers, each as the contract takes it (a part with nothing required may be left out).
 */
export type LxpInput<Route extends AppRoute> = OptionalWhenEmpty<Pick<ClientInferRequest<Route>, Extract<keyof ClientInferRequest<Route>, RequestPart>>>

type SuccessStatus<Route extends AppRoute> = Extract<keyof Route['responses'], 200 | 201>
/** The body of the route's success answer. */
export type LxpSuccess<Route extends AppRoute> = ClientInferResponseBody<Route, SuccessStatus<Route>>

/**
 * Each route's place in the contract (`['car', 'reservations', 'view']`), which is also its place in
 * the client, by method and path (a contract composed into another is a copy, not the same objects).
 */
const keysOfRoute = new Map<string, string[]>()
;(function index(router: AppRouter, keys: string[]) {
  for (const [key, node] of Object.entries(router)) {
    if (isAppRoute(node)) keysOfRoute.set(`${node.method} ${node.path}`, [...keys, key])
    else index(node, [...keys, key])
  }
})(lxpContract, [])

function keysOf(route: AppRoute) {
  const keys = keysOfRoute.get(`${route.method} ${route.path}`)
  if (!keys) throw new Error(`${route.method} ${route.path} is not a route of the lxp contract`)
  return keys
}

/** The status a route answers on success: 201 for a booking, 200 otherwise. */
function successStatusOf(route: AppRoute): 200 | 201 {
  return 201 in route.responses ? 201 : 200
}

/** A call that may change what the platform holds (bookings, changes, cancellations, saved travellers): not a GET, not a declared read. */
function changesAnything(route: AppRoute) {
  return route.method !== 'GET' && routeMetadataOf(route).retry !== 'read'
}

function isIdempotent(route: AppRoute) {
  const retry = routeMetadataOf(route).retry
  return retry === 'booking' || retry === 'cancellation'
}

/**
 * Who the call is made as, per the route's identity: no one, the caller if signed in, or a member (else
 * 401). Over the HTTP API an integrator's credential decides instead of the cookie: a member's access
 * token is that member (docs/decisions/069), a partner's API key is a guest.
 */
async function memberFor(route: AppRoute, request: Request, integrator?: Integrator): Promise<Member | undefined> {
  const identity = identityOf(route)
  if (identity === 'anonymous') return undefined
  const member = integrator ? await integratorMember(integrator) : identity === 'caller' || identity === 'reader' ? await optionalMember(request) : await requireMember(request).catch(toApiError)
  if (identity === 'member' && !member) throw outOfReach(identity, integrator) ?? new ApiError(401, [{ code: 'UNAUTHORIZED', category: 'SECURITY', message: new UnauthorizedError().message }])
  return member
}

async function integratorMember(integrator: Integrator): Promise<Member | undefined> {
  if (integrator.kind !== 'member-token') return undefined
  const member = await memberOfUser(integrator.userId, integrator.expiresAt ?? new Date(8.64e15))
  // A token whose member no longer has a rewards-club account (or, beside a real provider, an account of that provider) is no one.
  if (!member) throw new ApiError(401, [{ code: 'INVALID_ACCESS_TOKEN', category: 'SECURITY', message: 'This access token is not valid. Create a new one under Developer access on My Profile.' }])
  return member
}

function toApiError(error: unknown): never {
  if (error instanceof UnauthorizedError) throw new ApiError(401, [{ code: 'UNAUTHORIZED', category: 'SECURITY', message: error.message }])
  throw error
}

/** The idempotency key a call carries, if any. */
function idempotencyKeyOf(args: RelayArgs) {
  return (args.headers as Record<string, string> | undefined)?.['idempotency-key']
}

/**
 * Who makes the call, for its idempotency key (idempotency-callers.server.ts): the integrator's
 * credential, the member, or the guest browser; a guest calling as themselves without the browser's
 * cookie is given one (`issueCookie`).
 */
function idempotencyCallerOf(route: AppRoute, request: Request, member: Member | undefined, integrator: Integrator | undefined, issueCookie: (setCookie: string) => void, key: unknown) {
  if (integrator) return credentialCaller(integrator)
  if (member) return memberCaller(member.clientCustomerId)
  if (identityOf(route) === 'anonymous' || identityOf(route) === 'reader') return undefined
  const known = guestBrowserOf(request)
  if (known) return known
  // A keyed call without the cookie: the key with its body (issue 41). No cookie is given here, or its retry would be another caller.
  if (typeof key === 'string' && key) return cookielessCaller
  const guest = newGuestBrowser()
  issueCookie(guest.setCookie)
  return guest.caller
}

async function send(route: AppRoute, args: RelayArgs, member: Member | undefined, caller: string | undefined): Promise<Answer> {
  const client: unknown = lxpClient({ customerId: member?.clientCustomerId })
  const call = keysOf(route).reduce((node, key) => (node as Record<string, unknown>)[key], client) as (args: RelayArgs) => Promise<Answer>
  // Only what the contract defines goes upstream: of the caller's headers, just the idempotency key, as the caller's own.
  const key = idempotencyKeyOf(args)
  if (key && !caller) throw new Error(`${route.method} ${route.path} takes an idempotency key but is made as no one`)
  const sent = call({
    ...(args.params ? { params: args.params } : {}),
    ...(args.query ? { query: args.query } : {}),
    ...(route.method !== 'GET' ? { body: args.body ?? {} } : {}),
    ...(key && caller ? { headers: { 'idempotency-key': upstreamIdempotencyKey(caller, key) } } : {}),
  })
  // A member's booking, change or cancellation moves their points: the kept profile goes, whatever the answer (a
  // failed call may have been made), so the next page shows the new balance on every instance (docs/decisions/158).
  const answer = member && changesAnything(route) ? await sent.finally(() => announceProfileChange(member.clientCustomerId)) : await sent
  checkUpstreamAnswer(route, answer)
  return answer
}

/** A booking or a cancellation moves its counter, by the route's template and what it came to (issue 38). */
async function counted(route: AppRoute, call: () => Promise<Answer>): Promise<Answer> {
  const retry = routeMetadataOf(route).retry
  const counter = retry === 'booking' ? operationsMetrics().bookings : retry === 'cancellation' ? operationsMetrics().cancellations : undefined
  if (!counter) return call()
  try {
    const answer = await call()
    counter.add(1, { 'lxp.route': route.path, outcome: bookingOutcomeOf(answer.status, answer.headers.get(upstreamHeaders.replayed) === 'true') })
    return answer
  } catch (error) {
    counter.add(1, { 'lxp.route': route.path, outcome: 'failed' })
    throw error
  }
}

/** The reservation number a call names: in its path (the reservation and flight exchange routes), or in its body to find a booking. */
function reservationIdOf(route: AppRoute, args: RelayArgs) {
  const inPath = (args.params as { reservationId?: string } | undefined)?.reservationId
  return inPath ?? (routeMetadataOf(route).findsReservation ? (args.body as { number?: string } | undefined)?.number : undefined)
}

/** The email the caller gave to reach a reservation, in the query (view) or the body (the others). */
function givenEmailOf(args: RelayArgs) {
  const email = (args.query as { email?: string } | undefined)?.email || (args.body as { email?: string } | undefined)?.email
  return email || undefined
}

/**
 * Sends the call; one that names a reservation goes through the lookup limits, counted by what the
 * caller gave (`given`: before the signed guest cookie's email is added, which is never counted).
 */
function relay(
  route: AppRoute,
  calls: { given: RelayArgs; sent: RelayArgs },
  { member, caller, client, integrator }: { member: Member | undefined; caller: string | undefined; client: string; integrator?: Integrator },
): Promise<Answer> {
  const reservationId = reservationIdOf(route, calls.given)
  const sendAs = (args: RelayArgs) => counted(route, () => send(route, args, member, caller))
  const call = () => (integrator?.kind === 'partner-key' && reservationId ? sendAsPartner(route, calls.sent, integrator.credentialId, sendAs) : sendAs(calls.sent)).then((answer) => announced(route, calls.given, answer, integrator))
  // A credential's lookups count as its own, wherever it calls from; a caller without one, per address (guide *Rate limits*).
  const counter = integrator ? `credential:${integrator.credentialId}` : client
  // A partner's key reaches only the bookings made with it (sendAsPartner), so reaching one is no guess: only its misses
  // count, and one that named an email also per credential and reservation number, as an address's tries do (decision 150).
  const countsOnlyMisses = integrator?.kind === 'partner-key'
  return reservationId ? withinReservationLookupLimits({ client: counter, reservationId, email: givenEmailOf(calls.given), countsOnlyMisses }, call) : call()
}

/** An address no booking is made with (`.invalid` is never a real domain, RFC 2606). */
const noBookingsEmail = 'booked-with-another-key@reservation.invalid'

/** The call with the email it names replaced by `email` (the view's query, or the body of the others). */
function withEmail(args: RelayArgs, email: string): RelayArgs {
  const replaced = { ...args }
  for (const part of ['query', 'body'] as const) {
    const given = args[part] as { email?: string } | undefined
    if (given?.email) replaced[part] = { ...given, email }
  }
  return replaced
}

/**
 * A partner's API key reaches the guest reservations booked with that key, and no other (decision 150):
 * number and email are not enough for another partner's. Such a call is made with an email no booking
 * has, so the partner hears the platform's own 404 of a reservation that does not exist, word for word,
 * and nothing is read, changed or cancelled. Finding a booking by number is checked on what it found.
 */
async function sendAsPartner(route: AppRoute, args: RelayArgs, credentialId: string, sendAs: (args: RelayArgs) => Promise<Answer>): Promise<Answer> {
  const isPartners = async (reservationId: string) => (await partnerOf(await database(), reservationId))?.credentialId === credentialId
  const inPath = (args.params as { reservationId?: string } | undefined)?.reservationId
  if (inPath) return sendAs((await isPartners(inPath)) ? args : withEmail(args, noBookingsEmail))
  const answer = await sendAs(args)
  const found = answer.status === 200 ? (answer.body as { reservationId?: unknown }).reservationId : undefined
  if (typeof found !== 'string' || (await isPartners(found))) return answer
  return sendAs(withEmail(args, noBookingsEmail))
}

/** A booking, change or cancellation becomes the event of the partner whose key booked it (server/webhooks/). */
async function announced(route: AppRoute, given: RelayArgs, answer: Answer, integrator: Integrator | undefined): Promise<Answer> {
  const reservationInPath = (given.params as { reservationId?: string } | undefined)?.reservationId
  await announceReservationCall(route, reservationInPath, { status: answer.status, body: answer.body, replayed: answer.headers.get(upstreamHeaders.replayed) === 'true' }, integrator)
  return answer
}

/** What the HTTP API hands each route: the request (rebuilt, see api-handler.server.ts) and the caller's address. */
type ApiCallContext = { request: Request; responseHeaders: Headers; clientAddress?: string; integrator?: Integrator }

/**
 * The HTTP implementation of a part of the lxp contract (ts-rest has validated the request): each
 * route relays to the platform as its identity says, and a booking or cancellation says whether its
 * answer is the replay of an earlier one with the same idempotency key.
 */
export function lxpApiRouter<Router extends AppRouter>(router: Router): RouterImplementation<Router, object, object> {
  return Object.fromEntries(
    Object.entries(router).map(([key, node]) => {
      if (!isAppRoute(node)) return [key, lxpApiRouter(node)]
      const handler = async (args: RelayArgs, { request, responseHeaders, clientAddress: client, integrator }: ApiCallContext) => {
        const member = await memberFor(node, request, integrator)
        requireGuestEmail(node, args, member, integrator)
        const caller = idempotencyCallerOf(node, request, member, integrator, (setCookie) => responseHeaders.append('set-cookie', setCookie), idempotencyKeyOf(args))
        const answer = await relay(node, { given: args, sent: args }, { member, caller, client: client ?? clientAddress(request), integrator })
        if (isIdempotent(node)) responseHeaders.set(upstreamHeaders.replayed, answer.headers.get(upstreamHeaders.replayed) ?? 'false')
        return { status: successStatusOf(node), body: expectOk(answer) }
      }
      return [key, handler]
    }),
  ) as RouterImplementation<Router, object, object>
}

/** Input the contract refuses, as field errors under `params.…`, `query.…`, `body.…` or `headers.…`, as the HTTP API answers it. */
function refusalOf(part: RequestPart, issues: readonly z.core.$ZodIssue[]): ApiErrorObject[] {
  return issues.map((issue) => ({ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: issue.message, field: [part, ...issue.path.map(String)].join('.') }))
}

function schemaOf(route: AppRoute, part: RequestPart): z.ZodType | undefined {
  const schema = part === 'params' ? route.pathParams : part === 'query' ? route.query : part === 'headers' ? route.headers : 'body' in route ? route.body : undefined
  return schema instanceof z.ZodType ? schema : undefined
}

function parseInput(route: AppRoute, input: unknown): { ok: true; args: RelayArgs } | { ok: false; errors: ApiErrorObject[] } {
  const given = (input !== null && typeof input === 'object' ? input : {}) as RelayArgs
  const args: RelayArgs = {}
  const errors: ApiErrorObject[] = []
  for (const part of ['params', 'query', 'body', 'headers'] as const) {
    const schema = schemaOf(route, part)
    if (!schema) continue
    const parsed = schema.safeParse(given[part] ?? {})
    if (parsed.success) args[part] = parsed.data
    else errors.push(...refusalOf(part, parsed.error.issues))
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, args }
}

function acceptsEmail(schema: z.ZodType | undefined) {
  return schema instanceof z.ZodObject && 'email' in schema.shape
}

/**
 * A partner's API key reads, quotes the cancellation of or cancels a guest's reservation with its number and
 * the traveller's email (decision 059); a key names no member and no browser, so nothing else can stand in for
 * the email. Without it the partner is told so, as the field error it is (400 naming `query.email` or
 * `body.email`), not the platform's 401, which reads like a bad key (issue 41).
 */
function requireGuestEmail(route: AppRoute, args: RelayArgs, member: Member | undefined, integrator: Integrator | undefined) {
  if (member || integrator?.kind !== 'partner-key') return
  if (!(args.params as { reservationId?: string } | undefined)?.reservationId) return
  const part = (['query', 'body'] as const).find((each) => acceptsEmail(schemaOf(route, each)))
  if (!part || givenEmailOf(args)) return
  throw new ValidationError([
    {
      code: 'VALIDATION_ERROR',
      category: 'VALIDATION',
      message: "Give the email the reservation was booked with: a partner's API key reaches a guest's reservation by its number and the traveller's email.",
      field: `${part}.email`,
    },
  ])
}

/** A guest reaches a reservation this browser booked with the email it was booked with (the signed guest cookie). */
function withGuestAccess(route: AppRoute, args: RelayArgs, member: Member | undefined, context: PageCallContext): RelayArgs {
  const reservationId = (args.params as { reservationId?: string } | undefined)?.reservationId
  const email = !member && reservationId ? context.guestGrantFor(reservationId)?.email : undefined
  if (!email) return args
  const withEmail = { ...args }
  for (const part of ['query', 'body'] as const) {
    const given = (args[part] ?? {}) as { email?: string }
    if (acceptsEmail(schemaOf(route, part)) && !given.email) withEmail[part] = { ...given, email }
  }
  return withEmail
}

/** The email a booking was made with: the traveller's, or the contact's for flights. */
function bookerEmailOf(body: unknown) {
  const request = body as { traveler?: { email?: string }; contact?: { email?: string }; email?: string } | undefined
  return request?.traveler?.email ?? request?.contact?.email ?? request?.email
}

/** What a page's call has of its request: the request itself, and the guest cookie's grants of what this browser booked or found. */
export type PageCallContext = {
  request: Request
  guestGrantFor: (reservationId: string) => GuestGrant | undefined
  rememberGuestReservation: (grant: GuestGrant) => void
  /** Gives a guest browser its caller cookie (idempotency-callers.server.ts); without it, each call is a caller of its own. */
  issueGuestCookie?: (setCookie: string) => void
  /** A member's access token or a partner's API key the request came with, already checked (a server route's call, such as the calendar's). */
  integrator?: Integrator
}

/** The context of the request being served (a server function's, or a server route's given `request`). */
export function pageCallContext(request: Request = getRequest()): PageCallContext {
  return { request, guestGrantFor, rememberGuestReservation, issueGuestCookie: (setCookie) => appendResponseHeader('set-cookie', setCookie) }
}

/**
 * Until when a guest's browser may reach the reservation a call answered with: a week for a booking
 * made here, an hour for one found by number and email; a change, exchange or cancellation keeps the
 * grant of the reservation it was made on (none when it was reached by a typed email), so re-issuing
 * the cookie never extends a grant (decision 109).
 */
function guestGrantUntil(route: AppRoute, given: RelayArgs, context: PageCallContext): number | undefined {
  const reservationInPath = (given.params as { reservationId?: string } | undefined)?.reservationId
  if (reservationInPath) return context.guestGrantFor(reservationInPath)?.until
  const metadata = routeMetadataOf(route)
  if (metadata.findsReservation) return Date.now() + foundBookingGrantSeconds * 1000
  if (metadata.retry === 'booking') return Date.now() + bookingGrantSeconds * 1000
  return undefined
}

/**
 * A page's call of one lxp route (the body of its generated server function): the input is checked
 * against the contract (a refusal comes back as data the page explains beside its fields), the call
 * is made as the route's identity, and a guest's booking is remembered so its confirmation can be
 * shown (for the grant of guestGrantUntil). A 4xx answer comes back as data; anything else is thrown to the error boundary.
 */
export async function relayForPage<Route extends AppRoute>(route: Route, input: unknown, context: PageCallContext = pageCallContext()): Promise<Outcome<LxpSuccess<Route>>> {
  const parsed = parseInput(route, input)
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors }
  return outcomeOf(async () => {
    const { integrator } = context
    const member = await memberFor(route, context.request, integrator)
    const args = withGuestAccess(route, parsed.args, member, context)
    const caller = idempotencyCallerOf(route, context.request, member, integrator, context.issueGuestCookie ?? (() => undefined), idempotencyKeyOf(args))
    const body = expectOk(await relay(route, { given: parsed.args, sent: args }, { member, caller, client: clientAddress(context.request), integrator })) as LxpSuccess<Route>
    const reservationId = (body as { reservationId?: unknown }).reservationId
    const email = bookerEmailOf(args.body)
    const until = member ? undefined : guestGrantUntil(route, parsed.args, context)
    if (typeof reservationId === 'string' && email && until) context.rememberGuestReservation({ reservationId, email, until })
    return body
  })
}
