// Headers that carry the page's context from the browser to the server functions (§R7):
// plain constants, safe for the browser to import.

export const pageContextHeaders = {
  /** The browser's API session id (session storage), sent with every server-function call. */
  apiSessionId: 'x-api-session-id',
  /** The page's path and query, so the server can apply the expdenv rule of the page that asked. */
  pageUrl: 'x-page-url',
  /** The page's locale (the document's language). */
  locale: 'x-page-locale',
  /** Call-site options of the network interceptor (§R8): fail without a banner. */
  silentRequest: 'x-silent-request',
  hideSystemError: 'x-hide-system-error',
} as const

/** The API session id mirrored into a browser-session cookie, so server renders carry it too. */
export const apiSessionCookieName = 'api_session_id'

export const apiSessionIdPattern = /^[A-Za-z0-9-]{8,64}$/

/** On a server-function answer that failed with a typed error: its first code and its status. */
export const failureHeaders = {
  code: 'x-error-code',
  status: 'x-error-status',
} as const
