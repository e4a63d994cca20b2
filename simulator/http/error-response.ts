// How the simulator answers a failure, as the platform does: SPEC.md §3 error objects in `errors[]`
// (or the route's wrapper) with the HTTP status. Its own mapping, so it needs nothing of the BFF.
import { TsRestHttpError, TsRestResponse } from '@ts-rest/serverless/fetch'
import type { ApiErrorObject } from '@contracts/api/api-error'
import { PlatformError } from '../simulator-error'

type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }
type Issues = { issues: readonly Issue[] } | null

// ts-rest's validation error class is not exported; it is the 400 that carries the four parts.
type RequestValidationFailure = TsRestHttpError & { pathParamsError: Issues; headersError: Issues; queryError: Issues; bodyError: Issues }

function isRequestValidationFailure(error: unknown): error is RequestValidationFailure {
  return error instanceof TsRestHttpError && error.statusCode === 400 && 'bodyError' in error
}

function issuesToErrors(where: string, issues: readonly Issue[] | undefined): ApiErrorObject[] {
  return (issues ?? []).map((issue) => {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.')
    const field = path ? `${where}.${path}` : where
    return { code: 'VALIDATION_ERROR', category: 'VALIDATION', message: `${field}: ${issue.message}`, field }
  })
}

export function errorResponse(error: unknown, request: { method: string; url: string }): TsRestResponse {
  if (isRequestValidationFailure(error)) {
    const errors = [
      ...issuesToErrors('params', error.pathParamsError?.issues),
      ...issuesToErrors('headers', error.headersError?.issues),
      ...issuesToErrors('query', error.queryError?.issues),
      ...issuesToErrors('body', error.bodyError?.issues),
    ]
    return TsRestResponse.fromJson({ errors }, { status: 400 })
  }
  if (error instanceof SyntaxError) {
    return TsRestResponse.fromJson({ errors: [{ code: 'MALFORMED_JSON', category: 'VALIDATION', message: 'The request body is not valid JSON.', field: 'body' }] }, { status: 400 })
  }
  if (error instanceof PlatformError) return TsRestResponse.fromJson({ [error.wrapper]: error.errors }, { status: error.status })
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 404 ? 'There is no such API route.' : status === 405 ? 'This method is not allowed here.' : 'The request was refused.'
    return TsRestResponse.fromJson({ errors: [{ code: `HTTP_${status}`, message }] }, { status })
  }
  console.error(`simulator: ${request.method} ${request.url} failed:`, error)
  return TsRestResponse.fromJson({ errors: [{ code: 'INTERNAL_ERROR', category: 'SYSTEM', message: 'Something went wrong on our side. Please try again.' }] }, { status: 500 })
}
