// The error cookies' names (./error-cookies.ts), apart: every page's session runtime checks for them, and
// only their names, so the reading and clearing stay out of the first load.
export const errorCookiePrefixes = ['auth', 'search'] as const
export const errorCookieKinds = ['error-description', 'error-log-message'] as const
export const errorCookieNames = errorCookiePrefixes.flatMap((prefix) => errorCookieKinds.map((kind) => `${prefix}-${kind}`))
