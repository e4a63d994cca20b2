// The CSRF token of the session calls' forms (§R7): a signed double submit. The cookie holds
// the token and its HMAC under AUTH_SECRET; a form proves it came from a page of this site by sending
// the same token back. Another site can neither read the cookie nor set one that verifies, and the
// signature keeps a cookie planted by a neighbouring host from passing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const csrfCookieBaseName = 'csrf-token'

function signatureOf(token: string, secret: string) {
  return createHmac('sha256', secret).update(`csrf-token:${token}`).digest('base64url')
}

function equal(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A new token and the cookie value that carries it. */
export function issueCsrfToken(secret: string) {
  const token = randomBytes(24).toString('base64url')
  return { token, cookieValue: `${token}.${signatureOf(token, secret)}` }
}

/** The token a cookie value carries, when its signature is ours. */
export function csrfTokenOf(cookieValue: string | undefined, secret: string): string | undefined {
  const [token, signature, ...rest] = (cookieValue ?? '').split('.')
  if (!token || !signature || rest.length > 0) return undefined
  return equal(signature, signatureOf(token, secret)) ? token : undefined
}

/** Whether a submitted token is the one the request's own, signed cookie carries. */
export function verifyCsrfToken(cookieValue: string | undefined, submitted: string, secret: string) {
  const token = csrfTokenOf(cookieValue, secret)
  return token !== undefined && equal(token, submitted)
}
