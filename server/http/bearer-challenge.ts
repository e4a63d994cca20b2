// The challenge of a 401 or 403 (RFC 6750 `WWW-Authenticate: Bearer`), said in one place for every layer
// that answers one: the API handler, the calendar and the /api/auth routes. `error="invalid_token"` when
// the token or key sent was bad; `error="insufficient_scope"` (a 403) when it was good, for other routes.

/** The realm of every API challenge. */
const realm = 'Rewards Travel API'

/** The `WWW-Authenticate` of a 401. */
export function bearerChallenge(invalidToken: boolean) {
  return `Bearer realm="${realm}"${invalidToken ? ', error="invalid_token"' : ''}`
}

/** The `WWW-Authenticate` of a 403 to a valid token or key that does not reach the route (RFC 6750 §3.1). */
export function insufficientScopeChallenge() {
  return `Bearer realm="${realm}", error="insufficient_scope"`
}
