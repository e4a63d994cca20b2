// Texts of the session's site-level banners: the error cookies of §R4, §R8, keyed by the code
// a cookie carries. Plain messages (read without the formatter, see ../../plain-message.ts).
export const sessionAlerts = {
  'error-cookie.SessionExpired': 'Your session has ended. Please sign in again to continue.',
  'error-cookie.SearchFailed': 'Your search could not be completed. Please try again.',
  'error-cookie.unknown': 'Something went wrong with your session. Please sign in again.',
  'error-cookie.region': 'Session notice',
} as const
