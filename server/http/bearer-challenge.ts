// The challenge of a 401 (RFC 6750 `WWW-Authenticate: Bearer`), said in one place for every layer that
// answers one: the API handler and the /api/auth routes. `error="invalid_token"` when the token or key
// sent was bad.

/** The realm of every API challenge. */
const realm = 'Rewards Travel API'

/** The `WWW-Authenticate` of a 401. */
export function bearerChallenge(invalidToken: boolean) {
  return `Bearer realm="${realm}"${invalidToken ? ', error="invalid_token"' : ''}`
}
