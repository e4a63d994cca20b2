// better-auth answers its refusals as `{ code, message }`, and some (an unknown path under /api/auth)
// with an empty body. At the boundary, every such answer is put in the API's one error envelope
// (`errors[]` with code, category and message; guide *Errors*), so a partner reads /api/auth as the rest
// of the API. The top-level `code` and `message` stay beside it: better-auth's own client reads them.
// Its statuses say what the rest of the API says with them: a 429 is `TOO_MANY_REQUESTS` with
// `Retry-After` (from its `X-Retry-After`) and the RateLimit fields of the limit reached, and a 401
// carries `WWW-Authenticate` (RFC 9110), as every 401 of the API does.
import { rateLimitCategory } from '@contracts/api/api-error'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { bearerChallenge } from '../http/bearer-challenge'
import { rateLimitHeaders, type RateLimitPolicy } from '../http/rate-limit-headers'

/** What the wrapper knows of the call answered. */
export type AnsweredCall = {
  /** Whether it carried `Authorization: Bearer …` (a 401 then says the token was bad). */
  bearer: boolean
  /** The limit it was counted by. */
  rateLimit: RateLimitPolicy
}

function categoryOf(status: number, code: string) {
  if (status >= 500) return 'SYSTEM'
  // A thing that is not there (`ACCESS_TOKEN_NOT_FOUND`) is BUSINESS, as every NOT_FOUND; a path that names nothing VALIDATION.
  if (status === 404 && code !== 'HTTP_404') return 'BUSINESS'
  if (status === 429) return rateLimitCategory
  return status === 401 || status === 403 ? 'SECURITY' : 'VALIDATION'
}

function parsed(text: string): { code?: unknown; message?: unknown; errors?: unknown } | undefined {
  try {
    const value = JSON.parse(text) as unknown
    return value !== null && typeof value === 'object' ? value : undefined
  } catch {
    return undefined
  }
}

function codeOf(status: number, body: ReturnType<typeof parsed>) {
  if (status === 429) return 'TOO_MANY_REQUESTS'
  return typeof body?.code === 'string' && body.code ? body.code : `HTTP_${status}`
}

/** The headers the API sends with this status. */
function statusHeaders(response: Response, call: AnsweredCall): Record<string, string> {
  if (response.status === 401) return { 'www-authenticate': response.headers.get('www-authenticate') ?? bearerChallenge(call.bearer) }
  if (response.status !== 429) return {}
  const retryAfter = response.headers.get('retry-after') ?? response.headers.get('x-retry-after')
  if (!retryAfter) return {}
  return { 'retry-after': retryAfter, ...rateLimitHeaders(call.rateLimit, 0, Number(retryAfter)) }
}

/** A 4xx or 5xx answer in the error envelope (one that already is keeps its body); any other answer as it is. */
export async function inErrorEnvelope(response: Response, call: AnsweredCall): Promise<Response> {
  if (response.status < 400) return response
  const text = await response.text()
  const body = parsed(text)
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(statusHeaders(response, call))) headers.set(name, value)
  if (Array.isArray(body?.errors)) return new Response(text, { status: response.status, statusText: response.statusText, headers })
  const code = codeOf(response.status, body)
  const given = typeof body?.message === 'string' && body.message ? body.message : (errorMessageFor(code, 'en-US') ?? errorMessageFor('HTTP_400', 'en-US')!)
  const errors = errorsOf(response.status, code, given)
  const message = errors[0]!.message
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Response(JSON.stringify({ errors, code, message }), { status: response.status, statusText: response.statusText, headers })
}

/** The words the rest of the API answers a 415 and a 401 with (issue 41): better-auth's own are terser. */
const sameAsElsewhere: Record<number, { code: string; message: string; field?: string }> = {
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as JSON with content-type: application/json.', field: 'headers.content-type' },
  401: { code: 'UNAUTHORIZED', message: 'Sign in first: this call needs the session cookie of a signed-in member.' },
}

/**
 * better-auth's refusal as the API's error objects: a validator's `[body.expiresInDays] must be at least 1`
 * (several joined by `; `) becomes one error per field with `field` set and the message without the path.
 */
function errorsOf(status: number, code: string, message: string): { code: string; category: string; message: string; field?: string }[] {
  const category = categoryOf(status, code)
  const known = sameAsElsewhere[status]
  // A 401 of its own (a wrong password) keeps its words; its bare `Unauthorized` does not.
  if (known && (status === 415 || code === known.code || code === `HTTP_${status}`)) return [{ ...known, category }]
  const parts = message.split(/;\s*(?=\[)/).map((part) => /^\[([a-z]+(?:\.[\w-]+)*)\]\s*(.+)$/i.exec(part.trim()))
  if (parts.every(Boolean)) return parts.map((part) => ({ code: status === 400 ? 'VALIDATION_ERROR' : code, category, message: sentence(part![2]!), field: part![1]! }))
  return [{ code, category, message }]
}

/** A validator's phrase as a sentence: `must be at least 1` reads "Must be at least 1." */
function sentence(phrase: string) {
  const text = phrase.charAt(0).toUpperCase() + phrase.slice(1)
  return /[.!?…]$/.test(text) ? text : `${text}.`
}
