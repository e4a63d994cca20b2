// The two answers of a path or method no route takes, in the API's error envelope, said in one place
// by every layer that meets them (the request wrapper, the API handler, the auth and sandbox routes):
// 404 `HTTP_404` for a path under /api that names nothing, 405 `HTTP_405` with `Allow` (RFC 9110) for
// a method its route does not take.
import { errorMessageFor } from '@contracts/messages/error-messages'

/** 404 for an /api path no route (or no operation of a route) answers. */
export function pathNotFound(headers: HeadersInit = {}) {
  return Response.json({ errors: [{ code: 'HTTP_404', category: 'VALIDATION', message: errorMessageFor('HTTP_404', 'en-US')! }] }, { status: 404, headers })
}

/** 405 naming, in `Allow`, the methods the path takes. */
export function methodNotAllowed(allow: readonly string[]) {
  return Response.json({ errors: [{ code: 'HTTP_405', category: 'VALIDATION', message: errorMessageFor('HTTP_405', 'en-US')! }] }, { status: 405, headers: { allow: allow.join(', ') } })
}
