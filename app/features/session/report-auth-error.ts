// Sends an auth error code to the server log (§R7.14 "log path under the auth base"): a beacon,
// or a keep-alive POST where beacons are unavailable.
import type { AuthErrorCode } from '@server/auth/auth-errors'

export function reportAuthError(code: AuthErrorCode, message: string, level: 'error' | 'warn' = 'error') {
  if (typeof window === 'undefined') return
  const url = `${import.meta.env.BASE_URL}api/auth/log`
  const body = JSON.stringify({ level, code, message: message.slice(0, 500) })
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return
  } catch {
    // fall back to fetch below
  }
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {})
}
