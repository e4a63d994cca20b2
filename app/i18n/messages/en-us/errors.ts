// Page-error titles and descriptions by error type, and messages for the supplier codes of §R8.
export const errors = {
  'page.unknown.title': 'Something went wrong',
  'page.unknown.description': "We couldn't show this page. Please try again, or start again from the home page.",
  'page.not-found.title': "We can't find that page",
  'page.not-found.description': 'The link may be out of date, or the page may have moved.',
  'page.home-link': 'Go to the home page',
  'page.runtime-region': 'Runtime error',
  'page.try-again': 'Try again',
  'page.server.title': 'Something went wrong on our side',
  'page.server.description': 'Please try again in a moment. We have been told about the problem.',
  'page.SessionRequired.title': 'Please sign in',
  'page.SessionRequired.description': 'This page is for rewards-club members. Sign in to continue.',
  'page.AccessDenied.title': 'Access denied',
  'page.AccessDenied.description': 'You do not have permission to sign in.',
  'page.Configuration.title': 'Sign-in is not set up correctly',
  'page.Configuration.description': 'Please try again later. We have been told about the problem.',
  'page.Verification.title': 'This sign-in link no longer works',
  'page.Verification.description': 'It may have expired or been used already. Please sign in again.',
  'page.authentication-failure.title': 'We could not sign you in',
  'page.authentication-failure.description': 'Something went wrong while signing you in. Please try again.',
  'page.NoProviders.title': 'Sign-in is unavailable',
  'page.NoProviders.description': 'We cannot reach the rewards-club sign-in right now. Please try again later.',
  'page.TooManyRequests.title': 'Too many attempts',
  'page.TooManyRequests.description': 'Please wait a few seconds before trying to sign in again.',
  'page.RefreshAccessTokenError.title': 'Your session has ended',
  'page.RefreshAccessTokenError.description': 'Please sign in again to continue.',
  'supplier.E1001019': 'The pick-up location is closed at that time. Please choose a time within its opening hours.',
  'supplier.E1001032': 'The drop-off location is closed at that time. Please choose a time within its opening hours.',
  'supplier.E1001016': 'The drop-off date is not valid. Please choose a date after the pick-up.',
  'supplier.E1001018': 'The pick-up date and time have already passed. Please choose a later time.',
  'supplier.E1002080': 'This activity can no longer be canceled online.',
  'supplier.E0000023': 'We are unable to complete this booking. Please contact support.',
  'needs-javascript.title': 'This page needs JavaScript',
  'needs-javascript.description': 'The form you sent works only with JavaScript, which is turned off or blocked in this browser, or had not finished loading. Nothing was booked, changed or charged, and what you typed was not kept.',
  'needs-javascript.next': 'Turn JavaScript on for this site, or wait for the page to finish loading, then fill in the form again.',
  'needs-javascript.back': 'Back to the form',
  'network.NetworkError': 'We could not reach our travel partners. Please check your connection and try again.',
} as const

/** Error types that have a page-error title and description. */
export const pageErrorTypes = [
  'unknown',
  'not-found',
  'server',
  'SessionRequired',
  'AccessDenied',
  'Configuration',
  'Verification',
  'authentication-failure',
  'NoProviders',
  'TooManyRequests',
  'RefreshAccessTokenError',
] as const
export type PageErrorType = (typeof pageErrorTypes)[number]

/** Supplier codes of §R8 that have a traveller-facing message. */
export const supplierErrorCodes = ['E1001019', 'E1001032', 'E1001016', 'E1001018', 'E1002080', 'E0000023'] as const
export type SupplierErrorCode = (typeof supplierErrorCodes)[number]
