// What every HTTP handler says about a request body of the wrong media type (415). Shared by the API
// handler and the session calls, so both answer in the same words; the 400 for inputs that break their
// schema is contracts/api/request-refusal.ts.

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
