// Draft mode for content editors: a signed cookie, set by a secret-protected route, that makes
// pages show draft content and keeps them out of every cache.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { config } from '../config/env'
import { redirectTarget } from '../http/redirect-target'

export const draftCookieName = 'draft_mode'

function draftToken() {
  return createHmac('sha256', config().AUTH_SECRET).update('draft-mode').digest('base64url')
}

export function draftModeCookieValue() {
  return draftToken()
}

export function isDraftCookie(value: string | undefined) {
  if (!value) return false
  const expected = Buffer.from(draftToken())
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function isDraftRequest(request: Request) {
  return isDraftCookie(readCookie(request.headers.get('cookie'), draftCookieName))
}

export function isDraftSecret(secret: string | null) {
  const expected = config().DRAFT_MODE_SECRET
  if (!expected || !secret) return false
  const a = Buffer.from(secret)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function readCookie(header: string | null, name: string) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      // A malformed escape is no value rather than a failed request.
      return undefined
    }
  }
  return undefined
}

/** Where entering or leaving draft mode returns: `redirect` when it stays on the site, else home. */
export function draftReturnTarget(request: Request) {
  const settings = config()
  return redirectTarget(new URL(request.url).searchParams.get('redirect'), `${settings.PUBLIC_SITE_URL}${settings.BASE_PATH}`)
}
