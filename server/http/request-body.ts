// What every HTTP handler says about a request body it cannot take: the wrong media type (415) and
// the inputs that break their schema (400, one error object per field). Shared by the API handler and
// the session calls, so both answer in the same words.
import type { ApiErrorObject } from '@contracts/api/api-error'

export type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }

/** One error object per schema issue, its `field` the input's path under `where` (`body.checkOut`). */
export function issuesToErrors(where: string, issues: readonly Issue[] | undefined): ApiErrorObject[] {
  return (issues ?? []).map((issue) => {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.')
    const field = path ? `${where}.${path}` : where
    return { code: 'VALIDATION_ERROR', category: 'VALIDATION', message: `${field}: ${issue.message}`, field }
  })
}

/** The media type of a content-type header, without parameters, in lower case. */
export function mediaTypeOf(contentType: string | null) {
  return contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
}

/** `application/json`, with or without parameters (`; charset=utf-8`), or a `+json` type. */
export function isJson(contentType: string | null) {
  const type = mediaTypeOf(contentType)
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)
}

export function unsupportedMediaType(message = 'Send the body as JSON with content-type: application/json.') {
  return Response.json({ errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE', category: 'VALIDATION', message, field: 'headers.content-type' }] }, { status: 415 })
}
