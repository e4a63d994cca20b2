// What every HTTP handler says about a request body of the wrong media type (415) or size (413). Shared
// by the server, the API handler and the session calls, so all answer in the same words; the 400 for inputs that break their
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

/** The most a request body may hold (server/serve.ts refuses more before reading it). */
export const maxRequestBodyBytes = 1_048_576

/** A body over the limit: 413 in the API's error envelope, whoever noticed it (the server by its length, a handler while reading). */
export function payloadTooLarge() {
  return Response.json(
    { errors: [{ code: 'PAYLOAD_TOO_LARGE', category: 'VALIDATION', message: `The request body is larger than ${maxRequestBodyBytes / 1_048_576} MB.` }] },
    { status: 413 },
  )
}

/** Whether an error is the server's refusal of a body over its limit, met while reading the body. */
export function isBodyTooLarge(error: unknown) {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413
}
