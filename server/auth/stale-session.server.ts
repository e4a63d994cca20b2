// A session cookie the server no longer accepts (expired or revoked): better-auth drops the cookie on
// the first lookup of the request, so every lookup that finds no member tells the page why through
// the error cookie (§R4 error cookies), whichever of them runs first.
import { appendResponseHeader } from '@tanstack/react-start/server'
import { config } from '@server/config/env'
import { hasSessionCookie } from './auth.server'
import { errorDescriptionCookie } from './error-cookies'

export function noteStaleSessionCookie(request: Request) {
  if (!hasSessionCookie(request.headers.get('cookie'))) return
  appendResponseHeader('set-cookie', errorDescriptionCookie('auth', 'SessionExpired', new URL(config().PUBLIC_SITE_URL).protocol === 'https:'))
}
