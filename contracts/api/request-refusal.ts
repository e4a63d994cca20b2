// The answer to a request the contract refuses before any handler runs, the same from the BFF and from
// the simulator (§R3.50 error objects). Server-side: it reads ts-rest's server errors.
import { TsRestHttpError } from '@ts-rest/serverless/fetch'
import type { ApiErrorObject } from './api-error'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { installFieldMessages } from './field-messages'

// Every field error of a refused request is worded for the people who read it, not zod's defaults.
installFieldMessages()

export type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }
type Issues = { issues: readonly Issue[] } | null

// ts-rest's validation error class is not exported; it is the 400 that carries the four parts.
type RequestValidationFailure = TsRestHttpError & { pathParamsError: Issues; headersError: Issues; queryError: Issues; bodyError: Issues }

function isRequestValidationFailure(error: unknown): error is RequestValidationFailure {
  return error instanceof TsRestHttpError && error.statusCode === 400 && 'bodyError' in error
}

/**
 * One error object per field refused, its `field` the input's path under `where` (`body.checkOut`):
 * a field that breaks two rules (a 5-digit CVV) is told the first, so a caller reads one clear error per field.
 */
export function issuesToErrors(where: string, issues: readonly Issue[] | undefined): ApiErrorObject[] {
  const errors = new Map<string, ApiErrorObject>()
  for (const issue of issues ?? []) {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.')
    const field = path ? `${where}.${path}` : where
    if (!errors.has(field)) errors.set(field, { code: 'VALIDATION_ERROR', category: 'VALIDATION', message: `${field}: ${issue.message}`, field })
  }
  return [...errors.values()]
}

/** A body that is not JSON, where JSON was announced (the HTTP API's and the server functions'). */
export const malformedJsonError: ApiErrorObject = { code: 'MALFORMED_JSON', category: 'VALIDATION', message: 'The request body is not valid JSON.', field: 'body' }

/**
 * The 4xx answer to a request refused by the contract's router: a validation failure (one error per
 * issue, its field under `params.`, `headers.`, `query.` or `body.`), a malformed JSON body, or an
 * unknown route or method. Undefined for any other failure.
 */
export function requestRefusal(error: unknown): { status: number; errors: ApiErrorObject[] } | undefined {
  if (isRequestValidationFailure(error)) {
    const errors = [
      ...issuesToErrors('params', error.pathParamsError?.issues),
      ...issuesToErrors('headers', error.headersError?.issues),
      ...issuesToErrors('query', error.queryError?.issues),
      ...issuesToErrors('body', error.bodyError?.issues),
    ]
    return { status: 400, errors }
  }
  if (error instanceof SyntaxError) {
    return { status: 400, errors: [malformedJsonError] }
  }
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Worded and classed as every other layer's 404 and 405 (server/http/route-refusals.ts): one answer per status.
    const code = `HTTP_${status}`
    return { status, errors: [{ code, category: 'VALIDATION', message: errorMessageFor(code, 'en-US') ?? 'The request was refused.' }] }
  }
  return undefined
}
