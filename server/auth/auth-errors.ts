// The auth error codes of §R8, logged by name so operators can search for them.
import { isAPIError } from 'better-auth/api'
import { logger } from '@server/log/logger'

export const authErrorCodes = [
  'MISSING_NEXTAUTH_API_ROUTE_ERROR',
  'NO_SECRET',
  'CALLBACK_CREDENTIALS_HANDLER_ERROR',
  'EMAIL_REQUIRES_ADAPTER_ERROR',
  'MISSING_ADAPTER_METHODS_ERROR',
  'CALLBACK_CREDENTIALS_JWT_ERROR',
  'INVALID_CALLBACK_URL_ERROR',
  'CLIENT_SESSION_ERROR',
] as const
export type AuthErrorCode = (typeof authErrorCodes)[number]

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && (authErrorCodes as readonly string[]).includes(value)
}

/** One log line per auth error, carrying the code's name; details must never hold a secret. */
export function logAuthError(code: AuthErrorCode, message: string, details: Record<string, unknown> = {}, level: 'error' | 'warn' = 'error') {
  logger[level]({ ...details, code, area: 'auth' }, `${code}: ${message}`)
}

/** A callbackUrl off the site: refused or replaced by the caller, logged with its origin only. */
export function logInvalidCallbackUrl(callbackUrl: string) {
  let callbackOrigin = 'not-a-url'
  try {
    callbackOrigin = new URL(callbackUrl).origin
  } catch {
    // not absolute: the origin stays unnamed
  }
  logAuthError('INVALID_CALLBACK_URL_ERROR', 'a callback URL off the site was refused', { callbackOrigin }, 'warn')
}

/**
 * better-auth's refusal of a call (its `onAPIError.onError`): a caller's mistake (4xx: no Origin, a wrong
 * password) is logged at info, only a failure of ours at error, as plain JSON. better-auth's own logger
 * wrote every refusal at error level with ANSI colour codes (issue 41).
 */
export function logAuthApiError(error: unknown) {
  if (!isAPIError(error)) return logger.error({ area: 'better-auth', err: error }, 'an auth call failed')
  const code = (error.body as { code?: unknown } | undefined)?.code
  const fields = { area: 'better-auth', status: error.statusCode, ...(typeof code === 'string' ? { code } : {}) }
  if (error.statusCode >= 500) logger.error({ ...fields, err: error }, error.message)
  else logger.info(fields, error.message)
}
