// A query or JSON body with a field its route's schema does not know, or a query parameter given more
// than once (`pageSize=5&pageSize=6`: which one was meant?): 400, one `VALIDATION_ERROR` per field
// (`body.pagesize`, `query.pageSize`), before anything runs (guide *Errors*), on every documented route the
// server serves itself: the API handler's and the sandbox's. A route with no query (or no body) takes
// no field there at all. A body that is not JSON is left to the route, which answers `MALFORMED_JSON`.
import { z } from 'zod'
import type { ApiErrorObject } from '@contracts/api/api-error'
import { issuesToErrors } from '@contracts/api/request-refusal'
import { unknownFieldIssues } from '@contracts/api/unknown-fields'
import { contractRouteOf } from './contract-methods'

const nothing = z.object({})

/** The 400 naming the request's unknown fields, or undefined when it has none (or no documented route). */
export function unknownFieldsRefusal(request: Request, body: ArrayBuffer | string | undefined): Response | undefined {
  const route = contractRouteOf(request)
  if (!route) return undefined
  const parameters = new URL(request.url).searchParams
  const query = Object.fromEntries([...parameters.keys()].map((key) => [key, '']))
  const content = jsonOf(body)
  const errors: ApiErrorObject[] = [
    ...issuesToErrors('query', unknownFieldIssues(route.query instanceof z.ZodType ? route.query : nothing, query)),
    ...issuesToErrors('query', repeatedParameterIssues(parameters)),
    ...(content === undefined ? [] : issuesToErrors('body', unknownFieldIssues('body' in route && route.body instanceof z.ZodType ? route.body : nothing, content))),
  ]
  return errors.length > 0 ? Response.json({ errors }, { status: 400 }) : undefined
}

/** Each query parameter given more than once: no query of ours takes a list that way. */
function repeatedParameterIssues(parameters: URLSearchParams) {
  return [...new Set(parameters.keys())]
    .map((key) => ({ key, count: parameters.getAll(key).length }))
    .filter(({ count }) => count > 1)
    .map(({ key, count }) => ({ path: [key], message: `given ${count} times: give it once.` }))
}

function jsonOf(body: ArrayBuffer | string | undefined): unknown {
  const text = typeof body === 'string' ? body : body && new TextDecoder().decode(body)
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
