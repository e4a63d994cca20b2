// Error cookies (§R4, §R8): a server flow that fails leaves `auth-` or `search-` prefixed
// `error-description` (a message code shown as a translated banner) and `error-log-message` (logged)
// cookies. The browser shows them, clears them after a timeout and, for a signed-in user, signs out
// 3 s later (scheduleErrorSignOut in app/features/session/inactivity.ts). Pure, so the server that
// sets them and the page that reads them agree.

import { errorCookieNames, errorCookiePrefixes } from './error-cookie-names'

export { errorCookieNames, errorCookiePrefixes }
/** How long an error banner stays before its cookies are cleared (§R4 gives no figure). */
export const errorCookieTimeoutMs = 10_000
/** Codes a description cookie may carry; anything else shows the generic text. */
export const errorCookieCodes = ['SessionExpired', 'SearchFailed'] as const
export type ErrorCookieCode = (typeof errorCookieCodes)[number] | 'unknown'

export type ErrorCookies = { descriptions: ErrorCookieCode[]; logMessages: string[] }

function cookieValues(cookieHeader: string) {
  const values = new Map<string, string>()
  for (const part of cookieHeader.split(/;\s*/)) {
    const separator = part.indexOf('=')
    if (separator <= 0) continue
    const name = part.slice(0, separator).trim()
    if (!errorCookieNames.includes(name)) continue
    try {
      values.set(name, decodeURIComponent(part.slice(separator + 1)))
    } catch {
      values.set(name, '')
    }
  }
  return values
}

/** The error cookies in a `document.cookie` string; undefined when there are none. */
export function readErrorCookies(cookieHeader: string): ErrorCookies | undefined {
  const values = cookieValues(cookieHeader)
  if (values.size === 0) return undefined
  const descriptions: ErrorCookieCode[] = []
  const logMessages: string[] = []
  for (const prefix of errorCookiePrefixes) {
    const description = values.get(`${prefix}-error-description`)
    if (description !== undefined) descriptions.push((errorCookieCodes as readonly string[]).includes(description) ? (description as ErrorCookieCode) : 'unknown')
    const logMessage = values.get(`${prefix}-error-log-message`)
    if (logMessage) logMessages.push(logMessage.slice(0, 500))
  }
  return { descriptions: [...new Set(descriptions)], logMessages }
}

/** The `document.cookie` assignments that remove every error cookie. */
export function clearingErrorCookies() {
  return errorCookieNames.map((name) => `${name}=; Max-Age=0; Path=/; SameSite=Lax`)
}

/** A description cookie as a server sets it: readable by the page, short-lived, this site only. */
export function errorDescriptionCookie(prefix: (typeof errorCookiePrefixes)[number], code: (typeof errorCookieCodes)[number], secure: boolean) {
  return `${prefix}-error-description=${code}; Max-Age=${Math.ceil(errorCookieTimeoutMs / 1000) * 6}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Clears the cookies after the timeout; returns a cancel function. */
export function scheduleErrorCookieClearing(clear: () => void, timeoutMs = errorCookieTimeoutMs) {
  const timer = setTimeout(clear, timeoutMs)
  return () => clearTimeout(timer)
}
