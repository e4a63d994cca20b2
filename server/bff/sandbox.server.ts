// The sandbox through the app (docs/mock-upstream.md, guide *Scenarios*), only where SANDBOX is on (a
// server on this machine: server/config/env.ts refuses it on a public interface). `/api/sandbox/reset`
// and `/api/sandbox/clock` reach the simulator's own calls, `/api/sandbox/api-keys` makes a partner
// key; everywhere else they do not exist (404), so a published site has no test doors. `answer-lost` on a booking or cancellation is played here, at the
// edge the caller hears: the app books, and its answer is lost.
import type { AppRoute } from '@ts-rest/core'
import { issuesToErrors, malformedJsonError } from '@contracts/api/request-refusal'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { routeKindOf, sandboxHeaderErrors, scenarioRetryAfterSeconds, scenarioSeparator, scenariosOf } from '@contracts/lxp/sandbox-scenarios'
import { CreateSandboxApiKeySchema } from '@contracts/sandbox/sandbox.contract'
import { config } from '../config/env'
import { database } from '../db/db.server'
import { clientAddressOf } from '../http/client-address'
import { answeredWithCors } from '../http/cors'
import { answerHeadAsGet } from '../http/head-requests'
import { isJson, unsupportedMediaType } from '../http/request-body'
import { withTransactionStatus } from '../http/request-context.server'
import { methodNotAllowed, pathNotFound } from '../http/route-refusals'
import { unknownFieldsRefusal } from '../http/unknown-request-fields'
import { createApiCredential } from '../integrators/api-credentials.server'
import { sandboxCall } from '../upstream/upstream.server'

/** The app's sandbox calls and the simulator's call each one reaches. */
const sandboxRoutes: Record<string, string> = { '/api/sandbox/reset': '/sandbox/reset', '/api/sandbox/clock': '/sandbox/clock' }

/** The sandbox's own call that makes partner API keys (answered here, not by the simulator). */
const apiKeysPath = '/api/sandbox/api-keys'

/** `/api/sandbox/*`: relayed to the simulator with the caller's namespace, or 404 when the server is no sandbox. */
export function handleSandboxApiRequest(request: Request): Promise<Response> {
  // Callable from a partner's browser test app as the API is (guide *CORS*): its preflight answers 204, not 405 (issue 41).
  if (!config().sandbox) return answerHeadAsGet(request, answerSandboxCall)
  return answeredWithCors(request, config().API_CORS_ORIGINS, (current) => answerHeadAsGet(current, answerSandboxCall))
}

async function answerSandboxCall(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/\/$/, '')
  const target = sandboxRoutes[path]
  if (!config().sandbox || (!target && path !== apiKeysPath)) return pathNotFound()
  if (path === apiKeysPath && request.method !== 'POST') return methodNotAllowed(['POST'])
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const body = hasBody ? await request.text() : undefined
  if (body && !isJson(request.headers.get('content-type'))) return unsupportedMediaType()
  // As every other call: a field the call does not take is refused, naming it.
  const refused = unknownFieldsRefusal(request, body) ?? sandboxHeadersRefusal(request)
  if (refused) return refused
  if (!target) return createSandboxApiKey(request, body)
  const headers = new Headers({ 'content-type': 'application/json' })
  const namespace = request.headers.get(lxpHeaders.sandboxNamespace)
  if (namespace) headers.set(lxpHeaders.sandboxNamespace, namespace)
  const answer = await sandboxCall(target, { method: request.method, headers, ...(body ? { body } : {}) })
  const relayed = new Headers({ 'content-type': 'application/json' })
  const allow = answer.headers.get('allow')
  if (allow) relayed.set('allow', allow)
  return new Response(await answer.text(), { status: answer.status, headers: relayed })
}

/**
 * POST /api/sandbox/api-keys `{ name }`: a partner API key for a test suite, made on the running server
 * (the operator's `npm run api-key` opens the database itself, which the embedded one allows only while
 * the server is stopped). Only for a caller on this machine: a sandbox listens on a loopback address
 * anyway (server/config/env.ts), and a proxy in front of it does not make it anyone's (docs/decisions/146).
 */
async function createSandboxApiKey(request: Request, body: string | undefined): Promise<Response> {
  if (!isLoopbackAddress(clientAddressOf(request))) return pathNotFound()
  let content: unknown
  try {
    content = body ? JSON.parse(body) : {}
  } catch {
    return Response.json({ errors: [malformedJsonError] }, { status: 400 })
  }
  const parsed = CreateSandboxApiKeySchema.safeParse(content)
  if (!parsed.success) return Response.json({ errors: issuesToErrors('body', parsed.error.issues) }, { status: 400 })
  const { credential, secret } = await createApiCredential(await database(), { kind: 'partner-key', name: parsed.data.name })
  return Response.json({ id: credential.id, name: credential.name, key: secret, rateLimit: credential.rateLimit }, { status: 201, headers: { 'cache-control': 'no-store' } })
}

/** 127.0.0.0/8 and ::1, as IPv4 or IPv4-mapped IPv6. */
function isLoopbackAddress(address: string) {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address)
}

/** On a sandbox, a 400 naming each sandbox header longer than it may be (never cut, so two tests never share a namespace unawares). */
export function sandboxHeadersRefusal(request: Request): Response | undefined {
  const errors = config().sandbox ? sandboxHeaderErrors(request.headers) : []
  return errors.length > 0 ? Response.json({ errors }, { status: 400 }) : undefined
}

/**
 * A booking or cancellation asked with `answer-lost` in a sandbox: the request the app serves (the
 * scenario taken out, so the platform books as usual) and what becomes of its answer: a first answer
 * is lost (503 with Retry-After), a replay of the same idempotency key is heard. Undefined otherwise.
 */
export function answerLosing(request: Request, route: AppRoute | undefined): { request: Request; answer: (response: Response) => Response } | undefined {
  const header = request.headers.get(lxpHeaders.scenario)
  if (!config().sandbox || !header || !route) return undefined
  const kind = routeKindOf(route)
  if (kind !== 'book' && kind !== 'cancel') return undefined
  let lost = false
  try {
    lost = scenariosOf(header).some((scenario) => scenario.kind === 'answer')
  } catch {
    // The platform refuses a header it cannot read, naming what it may say.
    return undefined
  }
  if (!lost) return undefined
  const rest = header
    .split(scenarioSeparator)
    .map((part) => part.trim())
    .filter((part) => part && part !== 'answer-lost')
  const headers = new Headers(request.headers)
  if (rest.length > 0) headers.set(lxpHeaders.scenario, rest.join(`${scenarioSeparator} `))
  else headers.delete(lxpHeaders.scenario)
  return {
    request: new Request(request, { headers }),
    answer: (response) =>
      response.status < 300 && response.headers.get(lxpHeaders.replayed) !== 'true'
        ? Response.json(
            { errors: withTransactionStatus(503, [{ code: 'SERVICE_UNAVAILABLE', category: 'SYSTEM', message: 'The answer to this request was lost (test scenario answer-lost): retry with the same idempotency key.' }]) },
            { status: 503, headers: { 'retry-after': String(scenarioRetryAfterSeconds) } },
          )
        : response,
  }
}
