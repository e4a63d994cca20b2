// The OpenAPI 3.1 document, generated from the contracts with zod 4's own JSON Schema output, then
// finished for readers and tools: the guides as its introduction, one defined tag per operation,
// each operation's security from its route's identity, a description for every response, request
// and response examples, TypeScript samples, and no integer bounds that only restate JavaScript's.
import { createHash } from 'node:crypto'
import { generateOpenApi } from '@ts-rest/open-api'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { z } from 'zod'
import { documentedApiContract } from '@contracts/index'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { sandboxHeaderMaxLengths } from '@contracts/lxp/sandbox-scenarios'
import { WebhookEventSchema, webhookEventTypes, type WebhookEvent, type WebhookEventType } from '@contracts/webhooks/webhooks.schema'
import { identityOf, routeMetadataOf, type RouteTag } from '@contracts/lxp/route-metadata'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import guides from '../../docs/api/guides.md?raw'
import { config } from '../config/env'
import { sitePackage } from '../site/site-package'
import { errorExampleOf, exampleOf, withLineIds } from './openapi-examples'
import { namedRequestExamples, requestExamples, withRealFields } from './openapi-request-examples'
import { securityRequirementsOf, securitySchemes } from './openapi-security'
import { attemptTimeoutMs, maxAttempts, retryDelaysSeconds } from '../webhooks/webhook-delivery.server'
import { eventIdHeader, replayWindowSeconds, signatureHeader } from '../webhooks/webhook-signature'
import { jsonSchemaOf, liftDefinitions, nameInputComponents, publicTexts, withoutUnsafeIntegerBounds } from './openapi-json-schema'
import { formMediaType, schemesOf, typescriptSample, type Operation } from './openapi-samples'

type Json = Record<string, unknown>

/** The tags of a router's routes, as their contract words them (`withTag`, contracts/lxp/route-metadata.ts). */
const tagsOf = (router: AppRouter): RouteTag[] =>
  Object.values(router).flatMap((route) => (isAppRoute(route) ? [routeMetadataOf(route).tag].filter((tag) => tag !== undefined) : tagsOf(route)))

/** Each line's tags, in the order of the lines: its reservations' first, then its own (each line's contract words them). */
const lineTags = reservationTypes.flatMap((type) => [...tagsOf(lxpContract[type].reservations), ...tagsOf(lxpContract[type])])

/** The other tags by operation id prefix, most specific first; after the lines', the order of the list is the reference's order. */
const tags = [
  { prefix: 'lxp.catalogue', name: 'Destinations', description: 'Popular destinations of each line with a picture and the lowest price of a default search there.' },
  { prefix: 'lxp.reservations', name: 'Find a booking', description: 'Which reservation a reservation or confirmation number names, for the email it was booked with.' },
  { prefix: 'lxp.customer', name: 'Member', description: 'The signed-in member’s profile, saved travelers and trips.' },
  { prefix: 'webhooks', name: 'Webhooks', description: 'Endpoints a partner registers for its API key to be sent reservation events, their delivery logs and resends (guide *Webhooks*).' },
  { prefix: 'site.partnerResources', name: 'Partner resources', description: 'The card partner resources area.' },
  { prefix: 'site', name: 'Site', description: 'Site configuration and published page content.' },
  { prefix: 'messages', name: 'Messages', description: 'Traveller-facing texts of error codes.' },
  { prefix: 'utility.session', name: 'Session', description: 'Who is signed in, signing in and out (with the CSRF token of their forms), and the browser’s error reports.' },
  { prefix: 'auth', name: 'Session', description: '' },
  { prefix: 'utility.logout', name: 'Session', description: '' },
  { prefix: 'utility.authLog', name: 'Session', description: '' },
  { prefix: 'utility.clientLog', name: 'Session', description: '' },
  { prefix: 'utility', name: 'Utility', description: 'Build information, this document, calendar files, images and draft mode.' },
  { prefix: 'collector', name: 'Analytics', description: 'The collector of the pages’ analytics events.' },
  { prefix: 'flags', name: 'Feature flags', description: 'Changes of feature flags, as Server-Sent Events.' },
  { prefix: 'sandbox', name: 'Sandbox', description: 'For test writers, on a sandbox only: reset it, set the clock its calls run at, and make partner API keys (guide *Test data*).' },
]

/** An operation's tag: its route's own (a line's), else the first of `tags` its id starts with. */
function tagOf(operationId: string, route: AppRoute) {
  const tag = routeMetadataOf(route).tag ?? tags.find(({ prefix }) => operationId === prefix || operationId.startsWith(`${prefix}.`))
  if (!tag) throw new Error(`no tag for the operation ${operationId}: tag its routes in its contract (withTag) or add its prefix to the tags of openapi.server.ts`)
  return tag.name
}

/** Who may call: no one in particular, anyone (a member as themselves), or a signed-in member only. */
function securityOf(route: AppRoute) {
  return securityRequirementsOf(identityOf(route))
}

const responseDescriptions: Record<string, string> = {
  '200': 'The answer.',
  '201': 'Created: the booking with its reservation and order numbers.',
  '204': 'Accepted; nothing to answer.',
  '302': 'A redirect to the address in `location`.',
  '304': 'Not modified since the `etag` given in `if-none-match`.',
  '307': 'A redirect to the address in `location`.',
  '400': 'The request is malformed or an input breaks its rule: each error object’s `field` names the input.',
  '401': 'No signed-in member where the operation needs one (`UNAUTHORIZED`), or an access token or API key that is unknown, expired or revoked.',
  '403': 'Refused: a request from another site, or an access token or API key that is valid but does not reach this operation (`INSUFFICIENT_SCOPE`, with `www-authenticate` naming `error="insufficient_scope"`).',
  '404': 'Not found: no such route, item or reservation (a reservation that is not the caller’s answers the same).',
  '405': 'This path does not take this method: `allow` lists the methods it takes (`HTTP_405`).',
  '409': 'A conflict with the current state: the price changed since the quote, or it was cancelled before.',
  '413': 'The body is too large (`PAYLOAD_TOO_LARGE`): at most 1 MB, less where the operation says so.',
  '415': 'The body was sent in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`).',
  '422': 'Understood but refused by a business rule; the error codes are listed in the guide *Errors*.',
  '429': 'Too many requests (a route’s limit, or the limit of the token or key): wait the seconds in `retry-after` (see *Rate limits*).',
  '500': 'Something failed on our side; `transactionStatus` holds the correlation id to quote.',
  '503': 'The travel platform or a service behind it is unavailable for a moment: try again.',
}

const unsupportedMediaType = {
  description: responseDescriptions['415'],
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/Errors' },
      example: { errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE', category: 'VALIDATION', message: 'Send the body as JSON with content-type: application/json.', field: 'headers.content-type' }] },
    },
  },
}

const retryAfterHeader = { 'retry-after': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } }
/** A good token or key on an operation it does not reach (RFC 6750 §3.1). */
const insufficientScopeHeader = {
  'www-authenticate': {
    description: 'With `INSUFFICIENT_SCOPE`: `Bearer realm="Rewards Travel API", error="insufficient_scope"`: the access token or API key is good, and this operation takes another credential (see *Authentication*).',
    schema: { type: 'string' },
  },
}

const wwwAuthenticateHeader = {
  'www-authenticate': {
    description: 'How to authenticate (RFC 6750): `Bearer realm="Rewards Travel API"`, with `error="invalid_token"` when the access token or API key sent is unknown, expired, revoked or malformed.',
    schema: { type: 'string' },
  },
}

/** The headers the server sends beside a body (guides *Getting started*, *Rate limits*, *Idempotency*). */
const correlationIdHeader = { 'x-correlation-id': { description: 'The id of this call in our logs: yours when you sent a valid one, else ours. Quote it to support.', schema: { type: 'string' } } }
const rateLimitHeaders = {
  ratelimit: {
    description: 'Where the caller stands in its limit (IETF RateLimit fields): `"api-credential";r=<calls left>;t=<seconds until the window resets>`. On every answer to a token or key, and on a 429.',
    schema: { type: 'string' },
  },
  'ratelimit-policy': { description: 'The limit applied: `"api-credential";q=<calls>;w=<window seconds>`, or the limit a 429 reached.', schema: { type: 'string' } },
}
const replayedHeader = { 'idempotent-replayed': { description: '`true` when this answer replays an earlier one with the same `idempotency-key`; `false` on a first answer.', schema: { type: 'string', enum: ['true', 'false'] } } }

/** A refusal every operation of a kind can answer, whether or not its route lists it. */
const errorsResponse = () => ({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } } })

const allowHeader = { allow: { description: 'The methods this path takes (RFC 9110), such as `GET, HEAD`.', schema: { type: 'string' } } }

/**
 * The calls under /api/auth that better-auth answers or counts (server/auth/auth-routes.server.ts): each
 * is counted by its rate limit (a 429 with `retry-after`), and a 401 of theirs names the scheme.
 * The CSRF token and the providers are the session calls' own; logout and the logs are routes of their own.
 */
const countedByAuth = (path: string) => path.startsWith('/api/auth/') && !/\/(csrf|providers|logout|log|client-log)$/.test(path)

/** Whether an operation's refusals are better-auth's, kept in the envelope with their top-level code and message. */
const authErrorsOf = (operation: Operation) => Object.values(operation.responses).some((response) => JSON.stringify(response.content ?? {}).includes('/AuthError"'))

/** Where a 401 carries `WWW-Authenticate` (server/http/bearer-challenge.ts): the API handler, the auth calls and the calendar (which takes tokens). */
const challenges = (path: string) => servedByApiHandler(path) || countedByAuth(path) || path.startsWith('/api/calendar/')

let cached: ReturnType<typeof build> | undefined

function build() {
  const site = `${config().PUBLIC_SITE_URL}${config().BASE_PATH}`
  const document = generateOpenApi(
    documentedApiContract,
    {
      info: {
        title: 'Rewards Travel API',
        version: sitePackage.version,
        description: guides,
        contact: { name: 'Rewards Travel developer support', url: `${site}/api/docs` },
        license: { name: 'Proprietary', url: `${site}/api/docs` },
      },
      servers: [{ url: site, description: 'This server' }],
    },
    {
      setOperationId: 'concatenated-path',
      schemaTransformer: ({ schema, type }) => (schema instanceof z.ZodType ? jsonSchemaOf(schema, type === 'response' ? 'output' : 'input') : null),
      operationMapper: (operation, route) => ({
        ...operation,
        description: operation.description ?? operation.summary,
        tags: [tagOf(operation.operationId ?? '', route)],
        security: securityOf(route),
      }),
    },
  )
  const schemas: Record<string, unknown> = {}
  const paths = publicTexts(withoutUnsafeIntegerBounds(nameInputComponents(liftDefinitions(document.paths, schemas), schemas))) as Record<string, Record<string, Operation>>
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) finishOperation(path, method, operation, withoutUnsafeIntegerBounds(schemas), site)
  }
  return {
    ...document,
    openapi: '3.1.0',
    tags: [...new Map([...lineTags, ...tags].filter((tag) => tag.description).map((tag) => [tag.name, { name: tag.name, description: tag.description }])).values()],
    paths,
    webhooks: webhookOperations(),
    components: { schemas: publicTexts(withoutUnsafeIntegerBounds(schemas)), securitySchemes },
  }
}

const webhookSummaries = {
  'reservation.created': 'A reservation was booked with your API key',
  'reservation.changed': 'A reservation booked with your API key changed: by its traveller, or by the airline (a schedule change)',
  'reservation.cancelled': 'A reservation booked with your API key was cancelled',
} as const satisfies Record<WebhookEventType, string>

/**
 * The events posted to a partner's endpoints (OpenAPI 3.1 `webhooks`), each signed as the guide
 * *Webhooks* says; the body is the WebhookEvent the scheduleChange operation also answers.
 */
function webhookOperations() {
  const example = (WebhookEventSchema.meta()?.examples as WebhookEvent[] | undefined)?.[0]
  return Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: `webhook.${type}`,
          summary: webhookSummaries[type],
          description: `Posted to every endpoint of the API key that booked the reservation. Verify \`${signatureHeader}\` before trusting the body, and drop an event whose \`id\` you have handled (a retry or a resend sends it again). See the guide *Webhooks*.`,
          tags: ['Webhooks'],
          // Your endpoint takes no credential of ours: the signature is what proves the event is ours.
          security: [],
          parameters: [
            { in: 'header', name: eventIdHeader, required: true, description: 'The event’s `id`, the same on every retry and resend.', schema: { type: 'string' } },
            {
              in: 'header',
              name: signatureHeader,
              required: true,
              description: `\`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>\`. Refuse a \`t\` more than ${replayWindowSeconds} s from your clock.`,
              schema: { type: 'string' },
              example: 't=1803978900,v1=5f0c…',
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' }, example: example && { ...example, type } } } },
          responses: {
            '2XX': { description: `Received. Answer within ${attemptTimeoutMs / 1000} s; work on the event after answering.` },
            default: {
              description: `Any other answer, a redirect or no answer within ${attemptTimeoutMs / 1000} s: sent again after ${retryDelaysSeconds.map((seconds) => (seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`)).join(', ')} (${maxAttempts} attempts), then marked failed in the delivery log, where it can be resent.`,
            },
          },
        },
      },
    ]),
  )
}

/**
 * The sandbox's scenario header (docs/mock-upstream.md, guide *Scenarios*): every /api/lxp call
 * passes it to the upstream when the server runs as a sandbox, and drops it otherwise.
 */
const scenarioParameter = {
  in: 'header',
  name: lxpHeaders.scenario,
  required: false,
  description:
    'Sandbox only (`SANDBOX=on`; ignored elsewhere): makes this call answer a chosen way, such as `sold-out` or `unavailable:1:run-42`; several, one of each kind, separated by commas (`clock:20261129T0641Z, sold-out`). A scenario the operation cannot take answers 400 `SCENARIO_NOT_APPLICABLE`; one the sandbox cannot read, or a value past its limit (`slow:10001`), 400 `UNKNOWN_SCENARIO`; a longer header, 400 `VALIDATION_ERROR`. See the guide *Scenarios*.',
  schema: { type: 'string', maxLength: sandboxHeaderMaxLengths[lxpHeaders.scenario] },
  example: 'sold-out',
}

/** The sandbox namespace header: scenario counters and the sandbox clock are kept per namespace. */
const namespaceParameter = {
  in: 'header',
  name: lxpHeaders.sandboxNamespace,
  required: false,
  description: 'Sandbox only (ignored elsewhere): the namespace of a test, so its scenario counts and the clock it sets are its own; a longer one is refused (400 `VALIDATION_ERROR`), never cut. See the guide *Scenarios*.',
  schema: { type: 'string', maxLength: sandboxHeaderMaxLengths[lxpHeaders.sandboxNamespace] },
  example: 'test-42',
}

/** The routes of the one API handler (server/bff/api-handler.server.ts), which refuses a body that is not JSON. */
const servedByApiHandler = (path: string) => /^\/api\/(lxp|site|messages|webhooks)\//.test(path)

/**
 * An idempotency key of the operation's own, in a UUID's form (issue 41: one key shared by every booking
 * example would have a partner copying two of them see the second refused as the first's key reused).
 */
function idempotencyKeyExampleOf(operationId: string) {
  const hex = createHash('sha256').update(`idempotency-key example ${operationId}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Number.parseInt(hex[16]!, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Descriptions and examples of one operation; the 415 of a JSON body and the retry-after of a 429. */
function finishOperation(path: string, method: string, operation: Operation, schemas: Record<string, unknown>, site: string) {
  const body = operation.requestBody?.content?.['application/json']
  const form = operation.requestBody?.content?.[formMediaType]
  if (operation.requestBody && body) {
    operation.requestBody.description = 'The request, as JSON.'
    operation.requestBody.required = true
    const generated = exampleOf(body.schema, schemas)
    const named = namedRequestExamples[operation.operationId]
    if (named) body.examples = Object.fromEntries(Object.entries(named).map(([name, { summary, body: fields }]) => [name, { summary, value: withRealFields(generated, fields) }]))
    else body.example = withRealFields(generated, requestExamples[operation.operationId]?.body)
    if (servedByApiHandler(path)) operation.responses['415'] ??= unsupportedMediaType
  } else if (operation.requestBody?.content && form) {
    // The session calls take a browser form's body, or the same fields as JSON (server/auth/session-calls.server.ts); the locale switch a form only.
    const takesJson = path.startsWith('/api/auth/')
    operation.requestBody.description = takesJson ? 'The form, form-encoded as a browser sends it, or the same fields as JSON.' : 'The form, form-encoded as a browser sends it.'
    operation.requestBody.required = true
    form.example = exampleOf(form.schema, schemas)
    if (takesJson) operation.requestBody.content['application/json'] = { ...form }
  }
  const realParameters = requestExamples[operation.operationId]?.parameters ?? {}
  for (const parameter of operation.parameters ?? []) {
    const example = parameter.name in realParameters ? realParameters[parameter.name] : parameter.in === 'header' && parameter.name === 'idempotency-key' ? idempotencyKeyExampleOf(operation.operationId) : exampleOf(parameter.schema, schemas)
    if (example !== undefined && example !== null) parameter.example = example
  }
  if (path.startsWith('/api/lxp/')) operation.parameters = [...(operation.parameters ?? []), { ...scenarioParameter }, { ...namespaceParameter }]
  // A token or key is checked, and counted against its own limit, before any route runs; every lxp route asks the travel platform.
  const takesCredential = /memberToken|partnerApiKey/.test(JSON.stringify(operation.security ?? []))
  if (takesCredential) {
    operation.responses['401'] ??= errorsResponse()
    operation.responses['429'] ??= errorsResponse()
  }
  // A good token or key that this operation does not take (a key on a member's route, a token on a partner's or the session's) answers 403.
  const schemes = schemesOf(operation)
  const outOfReachOfSome = schemes.size > 0 && !(schemes.has('memberToken') && schemes.has('partnerApiKey')) && challenges(path)
  if (outOfReachOfSome) operation.responses['403'] ??= errorsResponse()
  if (path.startsWith('/api/lxp/')) operation.responses['503'] ??= errorsResponse()
  // Every /api path answers another method with 405 and `Allow`, and a body over the limit with 413 (server/http/route-refusals.ts, request-body.ts).
  operation.responses['405'] ??= errorsResponse()
  if (operation.requestBody) operation.responses['413'] ??= errorsResponse()
  if (countedByAuth(path)) operation.responses['429'] ??= authErrorsOf(operation) ? { content: { 'application/json': { schema: { $ref: '#/components/schemas/AuthError' } } } } : errorsResponse()
  const replays = (operation.parameters ?? []).some((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key')
  for (const [status, response] of Object.entries(operation.responses)) {
    response.description = responseDescriptions[status] ?? `Status ${status}.`
    for (const content of Object.values(response.content ?? {})) {
      content.example ??= errorExampleOf(content.schema, status) ?? withLineIds(operation.operationId, exampleOf(content.schema, schemas))
    }
    response.headers = {
      ...(response.headers as Json | undefined),
      ...(servedByApiHandler(path) ? correlationIdHeader : {}),
      ...(takesCredential || status === '429' ? rateLimitHeaders : {}),
      ...(status === '429' || status === '503' ? retryAfterHeader : {}),
      ...(status === '401' && challenges(path) ? wwwAuthenticateHeader : {}),
      ...(status === '403' && outOfReachOfSome ? insufficientScopeHeader : {}),
      ...(status === '405' ? allowHeader : {}),
      ...(replays && status.startsWith('2') ? replayedHeader : {}),
    }
    if (Object.keys(response.headers as Json).length === 0) delete response.headers
  }
  operation['x-codeSamples'] = [{ lang: 'typescript', label: 'TypeScript', source: typescriptSample(path, method, operation, site) }]
}

export function openApiDocument() {
  cached ??= build()
  return cached
}
