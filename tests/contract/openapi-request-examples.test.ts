// Every request example the OpenAPI document publishes is one the server takes (issue 41): each
// operation's JSON example parses with that operation's own zod body schema, refinements included,
// not only with the JSON Schema (which cannot say "a card number passes Luhn" or "check-out after check-in");
// and every operation the API serves, sent with its examples as they are (path, query and body), succeeds
// against a freshly seeded sandbox, as a partner pasting them from the reference would see, with an answer
// the document describes: its schema holds, and its example's ids have the form the server answers.
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { documentedApiContract } from '@contracts/index'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import type { DatabaseHandle } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import { openTestDatabase } from '../fixtures/database'
import { memberHeader } from '../fixtures/member-header-session'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db }))
vi.mock('@server/auth/session.server', async (importOriginal) => (await import('../fixtures/member-header-session')).memberHeaderSession(importOriginal))
// Before the configuration is first read: this server is a sandbox, as a partner's test server is.
vi.stubEnv('SANDBOX', 'on')

const { openApiDocument } = await import('@server/bff/openapi.server')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { handleSandboxApiRequest } = await import('@server/bff/sandbox.server')
const { createApiCredential } = await import('@server/integrators/api-credentials.server')
const { openApiValidator } = await import('../fixtures/openapi-validator')

type Parameter = { in: string; name: string; required?: boolean; example?: unknown }
type Operation = {
  operationId: string
  security?: Record<string, unknown>[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }> }
  responses?: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }>
}

/** The contract's routes by the operation id the document gives them (`concatenated-path`). */
function routesById(router: AppRouter, prefix: string[] = []): [string, AppRoute][] {
  return Object.entries(router).flatMap(([key, value]) => (isAppRoute(value) ? [[[...prefix, key].join('.'), value] as [string, AppRoute]] : routesById(value, [...prefix, key])))
}

const routes = new Map(routesById(documentedApiContract))
const document = openApiDocument()
const validator = openApiValidator(document as Parameters<typeof openApiValidator>[0])
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
)

/** An operation's JSON body examples: its one `example`, or each of its named `examples` (a tour and a transfer, issue 41). */
function bodyExamplesOf(operation: Operation): unknown[] {
  const content = operation.requestBody?.content['application/json']
  return content?.examples ? Object.values(content.examples).map((each) => each.value) : [content?.example]
}

describe('the request examples of the OpenAPI document', () => {
  it('are accepted by the zod body schema of their operation', () => {
    const refused: string[] = []
    let checked = 0
    for (const { operation } of operations) for (const example of bodyExamplesOf(operation)) {
      const route = routes.get(operation.operationId)
      if (example === undefined || !route || !('body' in route) || !(route.body instanceof z.ZodType)) continue
      checked += 1
      const parsed = route.body.safeParse(example)
      if (!parsed.success) refused.push(`${operation.operationId}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`)
    }
    expect(refused).toEqual([])
    expect(checked).toBeGreaterThan(20)
  })
})

/** The operations the API handler and the sandbox calls serve; the session, page and asset routes have tests of their own. */
const servedHere = (path: string) => /^\/api\/(lxp|site|messages|webhooks|sandbox)\//.test(path)

/** The demo member a member's examples are sent as (their session, as the site's pages send it). */
const demoMember = 'CC-100001'

let partnerKey: string

beforeAll(async () => {
  handle = await openTestDatabase()
  await seed(handle.db)
  partnerKey = (await createApiCredential(handle.db, { kind: 'partner-key', name: 'Examples partner' })).secret
})
afterAll(async () => {
  await handle.close()
})

/** The request an operation's examples make, as the reference shows it, with the credential it asks for. */
function exampleRequest(path: string, method: string, operation: Operation, body: unknown) {
  const parameters = operation.parameters ?? []
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(parameters.find((each) => each.in === 'path' && each.name === name)?.example)))
  const query = new URLSearchParams(parameters.filter((each) => each.in === 'query' && each.example !== undefined).map((each) => [each.name, String(each.example)]))
  const headers = new Headers()
  for (const header of parameters.filter((each) => each.in === 'header' && each.name === 'idempotency-key')) headers.set(header.name, crypto.randomUUID())
  const security = JSON.stringify(operation.security ?? [])
  // A partner's key wherever one is taken (so its bookings are its events, and its webhooks), else the member's session.
  if (security.includes('partnerApiKey')) headers.set('x-api-key', partnerKey)
  else if (security.includes('memberSession')) headers.set(memberHeader, demoMember)
  if (body !== undefined) headers.set('content-type', 'application/json')
  return new Request(`http://localhost${filled}${query.size > 0 ? `?${query}` : ''}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
}

/** The reservation number a booking's answer example shows (`DN-7KQ2M9XWPA` for dining's). */
function bookedExampleOf(operationId: string) {
  const booking = operations.find(({ operation }) => operation.operationId === operationId)?.operation
  return String((booking?.responses?.['201']?.content?.['application/json']?.example as { reservationId?: string } | undefined)?.reservationId)
}

/**
 * Ids the caller's own calls make, shown in the reference in their shape, and the calls that make them:
 * each is replaced, wherever an example holds it, by the id that call answered.
 */
const madeIds: { operationId: string; example: string; made: (answer: Record<string, unknown>) => unknown }[] = [
  ...reservationTypes.map((line) => ({
    operationId: `lxp.${line}.book`,
    example: bookedExampleOf(`lxp.${line}.book`),
    made: (answer: Record<string, unknown>) => answer.reservationId,
  })),
  { operationId: 'lxp.hotel.book', example: 'OR-7KQ2M9XWPA', made: (answer) => answer.orderId },
  { operationId: 'lxp.customer.addTravelers', example: 'TP-480KO4GGCG', made: (answer) => (answer.travelers as { travelerId: string }[] | undefined)?.[0]?.travelerId },
  { operationId: 'webhooks.createEndpoint', example: 'we_Q2x8VvJr1bLm4Zt7Yp0aXw', made: (answer) => answer.id },
  { operationId: 'webhooks.listDeliveries', example: 'wd_Hn3kR8sLq2Vx9TzB4mWc1A', made: (answer) => (answer.items as { id: string }[] | undefined)?.[0]?.id },
]

/**
 * An id's form: its separators, a leading prefix of two or three letters as it is, and each run of letters
 * and digits as its length when it is a code (6 or more), else as one `x` (`HT-7KQ2M9XWPA` → `HT-xxxxxxxxxx`,
 * `new-york-001-r1-flex` → `new-x-x-x-x`), so a random id and its example agree, and another line's do not.
 */
// A prefix and a random base64url tail (an event's `evt_…`) is one form whatever letters, `-` or `_` the tail drew.
const randomTail = /^([A-Za-z]{2,3})_([A-Za-z0-9_-]{16,})$/
const formOf = (text: string) => {
  const random = randomTail.exec(text)
  return random ? `${random[1]}_${'x'.repeat(random[2]!.length)}` : formOfRuns(text)
}
const formOfRuns = (text: string) => text.replace(/[A-Za-z0-9]+/g, (run, offset: number) => (offset === 0 && /^[A-Za-z]{2,3}$/.test(run) ? run : run.length >= 6 ? 'x'.repeat(run.length) : 'x'))

/**
 * Where an answer and the document's example of it differ: the answer breaks the documented schema, or an
 * id (a field named `…Id`) the example shows has another form than the one the server answered there (the
 * answer to the first of named request examples only: the answer's example shows that one).
 */
function answerDifferences(operation: Operation, status: number, answer: unknown, comparedWithExample = true): string[] {
  const documented = operation.responses?.[String(status)]?.content?.['application/json']
  if (!documented) return [`${status} is not documented`]
  const differences = documented.schema ? validator.check(documented.schema, answer) : []
  const compare = (example: unknown, real: unknown, where: string) => {
    if (Array.isArray(example) && Array.isArray(real)) {
      if (example.length > 0 && real.length > 0) compare(example[0], real[0], `${where}[0]`)
      return
    }
    if (!example || !real || typeof example !== 'object' || typeof real !== 'object') return
    for (const [key, value] of Object.entries(example)) {
      const actual = (real as Record<string, unknown>)[key]
      if (/Id$/.test(key) && typeof value === 'string' && typeof actual === 'string' && formOf(value) !== formOf(actual)) differences.push(`${where}.${key}: the example ${JSON.stringify(value)}, the server ${JSON.stringify(actual)}`)
      else compare(value, actual, `${where}.${key}`)
    }
  }
  if (comparedWithExample) compare(documented.example, answer, 'body')
  return differences.map((difference) => `${operation.operationId} ${status}: ${difference}`)
}

/** What undoes or ends what other examples need: sent last, in this order. */
const last = ['webhooks.resendDelivery', 'webhooks.deleteEndpoint', 'lxp.customer.removeTravelers', 'sandbox.reset']
const first = ['webhooks.createEndpoint', 'lxp.customer.addTravelers']
const order = (operationId: string) => (first.includes(operationId) ? -1 : operationId.endsWith('.cancel') ? last.length : last.indexOf(operationId) + 1)

describe('every operation, sent with its examples as they are (issue 41)', () => {
  it('succeeds on a freshly seeded sandbox, the ids of earlier calls in place of the examples of them', { timeout: 120_000 }, async () => {
    const failed: string[] = []
    const differences: string[] = []
    const replacements = new Map<string, string>()
    const replaced = (text: string) => [...replacements].reduce((current, [example, made]) => current.replaceAll(example, made), text)
    const sent = operations
      .filter(({ path }) => servedHere(path))
      .sort((a, b) => order(a.operation.operationId) - order(b.operation.operationId))
      // Each named example is sent; the first (the one the answer's example shows) makes the ids later examples use.
      .flatMap((each) => bodyExamplesOf(each.operation).map((body, nth) => ({ ...each, body, primary: nth === 0 })))
    for (const [index, { path, method, operation, body: bodyExample, primary }] of sent.entries()) {
      const example = exampleRequest(path, method, operation, bodyExample)
      const body = example.body ? replaced(await example.text()) : undefined
      // Each from an address of its own, as the reservation lookup limits count per address (10 a minute); the sandbox's from its own machine.
      const ip = path.startsWith('/api/sandbox/') ? '127.0.0.1' : `203.0.113.${index + 1}`
      const request = Object.assign(new Request(replaced(example.url), { method, headers: example.headers, ...(body === undefined ? {} : { body }) }), { ip })
      const response = await (path.startsWith('/api/sandbox/') ? handleSandboxApiRequest(request) : handleApiRequest(request))
      const text = await response.text()
      if (!response.ok) failed.push(`${operation.operationId} ${method} ${request.url.replace('http://localhost', '')} ${response.status}: ${text.slice(0, 300)}`)
      // The answer is what the document says it is, and the ids of its example have the form the server gives them.
      else if (response.headers.get('content-type')?.includes('application/json')) differences.push(...answerDifferences(operation, response.status, JSON.parse(text), primary))
      for (const made of madeIds.filter((each) => each.operationId === operation.operationId && response.ok && primary)) {
        const id = made.made(JSON.parse(text) as Record<string, unknown>)
        if (typeof id === 'string') replacements.set(made.example, id)
      }
    }
    expect(failed).toEqual([])
    expect(differences).toEqual([])
    expect(sent.length).toBeGreaterThan(60)
  })
})
