// better-auth answers its refusals as `{ code, message }`, and some (an unknown path under /api/auth)
// with an empty body. At the boundary, every such answer is put in the API's one error envelope
// (`errors[]` with code, category and message; guide *Errors*), so a partner reads /api/auth as the rest
// of the API. The top-level `code` and `message` stay beside it: better-auth's own client reads them.
import { errorMessageFor } from '@contracts/messages/error-messages'

function categoryOf(status: number) {
  if (status >= 500) return 'SYSTEM'
  return status === 401 || status === 403 || status === 429 ? 'SECURITY' : 'VALIDATION'
}

function parsed(text: string): { code?: unknown; message?: unknown; errors?: unknown } | undefined {
  try {
    const value = JSON.parse(text) as unknown
    return value !== null && typeof value === 'object' ? value : undefined
  } catch {
    return undefined
  }
}

/** A 4xx or 5xx answer in the error envelope (one that already is, unchanged); any other answer as it is. */
export async function inErrorEnvelope(response: Response): Promise<Response> {
  if (response.status < 400) return response
  const text = await response.text()
  const body = parsed(text)
  if (Array.isArray(body?.errors)) return new Response(text, response)
  const code = typeof body?.code === 'string' && body.code ? body.code : `HTTP_${response.status}`
  const message = typeof body?.message === 'string' && body.message ? body.message : (errorMessageFor(code, 'en-US') ?? errorMessageFor('HTTP_400', 'en-US')!)
  const headers = new Headers(response.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Response(JSON.stringify({ errors: [{ code, category: categoryOf(response.status), message }], code, message }), { status: response.status, statusText: response.statusText, headers })
}
