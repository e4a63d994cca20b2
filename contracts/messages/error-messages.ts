// Messages for error codes (§R8), per locale: what GET /api/messages/errors/{code}/{locale}
// answers, so a page can show a reader's message for a code that arrived untranslated. en-GB differs
// only where British usage does; it falls back to en-US.
export const messageLocales = ['en-US', 'en-GB'] as const
export type MessageLocale = (typeof messageLocales)[number]

const enUS: Record<string, string> = {
  E1001019: 'The pick-up location is closed at that time. Choose a time within its opening hours.',
  E1001032: 'The drop-off location is closed at that time. Choose a time within its opening hours.',
  E1001016: 'The drop-off date must be after the pick-up date.',
  E1001018: 'The pick-up date and time have already passed.',
  E1002080: 'This activity can no longer be cancelled online. Please contact the provider.',
  E0000023: 'We cannot sell travel to this destination.',
  NOT_FOUND: 'We could not find what you asked for.',
  DESTINATION_NOT_FOUND: 'We could not find that destination. Try a city, an area or a hotel name.',
  INVALID_DATES: 'Check your dates.',
  INVALID_CRITERIA: 'Some search details cannot be used. Check them and try again.',
  SOLD_OUT: 'This is no longer available for what you chose. Choose another option.',
  SEAT_TAKEN: 'Someone has just taken that seat. Choose another seat to continue.',
  NOT_CHANGEABLE: 'This fare cannot be changed. Cancel it under its fare rules, or keep your flight.',
  PRICE_CHANGED: 'The price changed since you started checking out. Review the new price to continue.',
  IDEMPOTENCY_KEY_REUSED: 'This request was already made with different details.',
  PAYMENT_NOT_ALLOWED: 'This way of paying is not available for this booking.',
  INSUFFICIENT_POINTS: 'You do not have enough points for this.',
  CARD_DECLINED: 'Your card was declined. Check the details, use another card, or pay with points.',
  NOT_CANCELLABLE: 'This reservation can no longer be cancelled online.',
  ALREADY_CANCELLED: 'This reservation is already cancelled.',
  TIME_PASSED: 'That time has already passed at the restaurant. Choose a later time.',
  PARTY_TOO_LARGE: 'The restaurant cannot seat a party this large at one table. Choose fewer guests or another restaurant.',
  RESTAURANT_CLOSED: 'The restaurant is closed at that time. Choose another day or time within its opening hours.',
  SLOT_SOLD_OUT: 'This time is fully booked. Choose another time.',
  CUSTOMER_REQUIRED: 'Sign in to continue.',
  UNAUTHORIZED: 'Sign in to continue.',
  VALIDATION_ERROR: 'Some details need your attention.',
  CROSS_SITE_REQUEST: 'This request did not come from this site.',
  MISSING_OR_NULL_ORIGIN: 'This sign-in did not say which site it came from. Sign in from this site, or use an access token or API key.',
  INVALID_ORIGIN: 'This sign-in came from another site. Sign in from this site.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  NetworkError: 'The travel service did not answer. Please try again.',
  // The rest of the codes the BFF and the simulator answer with (§R8: every code has a message).
  SERVICE_UNAVAILABLE: 'The travel service is not available right now. Please try again in a few minutes.',
  NO_RESPONSE: 'The travel service did not answer. Please try again.',
  MALFORMED_JSON: 'The request could not be read. Please try again.',
  TOO_MANY_REQUESTS: 'Too many requests in a short time. Wait a moment and try again.',
  PAYLOAD_TOO_LARGE: 'The request was too large.',
  REQUEST_HEADERS_TOO_LARGE: 'The request’s headers are too large: send fewer or shorter cookies and headers.',
  MALFORMED_REQUEST: 'The request is not valid HTTP.',
  REQUEST_TIMEOUT: 'The request was not sent in time: send it again.',
  PAGE_NOT_FOUND: 'We could not find that page.',
  MESSAGE_NOT_FOUND: 'There is no message for that code.',
  RESOURCE_NOT_FOUND: 'We could not find that partner resource.',
  IMAGE_NOT_FOUND: 'We could not find that image.',
  IMAGE_URL_INVALID: 'That image address cannot be used.',
  IMAGE_WIDTH_INVALID: 'That image width is not available.',
  IMAGE_QUALITY_INVALID: 'That image quality is not available.',
  IMAGE_TYPE_UNSUPPORTED: 'That image type is not supported.',
  IMAGE_BUSY: 'Images are taking longer than usual. Please try again shortly.',
  TOO_MANY_STREAMS: 'Too many pages are open. Close some and try again.',
  DRAFT_SECRET_INVALID: 'That preview link is not valid.',
  WEBHOOK_ENDPOINT_NOT_FOUND: 'There is no such webhook endpoint for this API key.',
  WEBHOOK_DELIVERY_NOT_FOUND: 'There is no such delivery on this webhook endpoint.',
  TOO_MANY_ENDPOINTS: 'This API key has as many webhook endpoints as it may have. Delete one first.',
  HTTP_400: 'The request could not be used. Check it and try again.',
  HTTP_404: 'We could not find what you asked for.',
  HTTP_405: 'That action is not allowed here.',
  HTTP_413: 'The request was too large.',
  HTTP_415: 'That kind of content cannot be sent here.',
  UNSUPPORTED_MEDIA_TYPE: 'That kind of content cannot be sent here.',
  UNKNOWN_SCENARIO: 'That test scenario is not one the sandbox knows.',
  SCENARIO_NOT_APPLICABLE: 'That test scenario does not apply to this call.',
  LOCALE_UNKNOWN: 'That language is not available.',
  LOCALE_FORM_INVALID: 'Choose a language to continue.',
  // Access tokens and API keys (issue 41: every code of the guide's table has a message).
  TOO_MANY_ACCESS_TOKENS: 'You have as many access tokens as you may. Revoke one first.',
  INVALID_ACCESS_TOKEN: 'This access token is not valid. Create a new one under Developer access on My Profile.',
  EXPIRED_ACCESS_TOKEN: 'This access token has expired. Create a new one under Developer access on My Profile.',
  REVOKED_ACCESS_TOKEN: 'This access token was revoked. Create a new one under Developer access on My Profile.',
  INVALID_API_KEY: 'This API key is not valid.',
  EXPIRED_API_KEY: 'This API key has expired.',
  REVOKED_API_KEY: 'This API key was revoked.',
  AMBIGUOUS_CREDENTIALS: 'Send either an access token or an API key, not both.',
  INSUFFICIENT_SCOPE: 'This access token or API key is valid but cannot be used for this call.',
  ACCESS_TOKEN_NOT_FOUND: 'You have no live access token with this id.',
  // The session calls under /api/auth (§R7, §R8).
  CSRF_TOKEN_MISMATCH: 'This form has expired. Reload the page and try again.',
  INVALID_CALLBACK_URL_ERROR: 'That return address is not on this site.',
  INVALID_MEMBER_CREDENTIALS: 'The user ID or password is not correct.',
  CALLBACK_CREDENTIALS_HANDLER_ERROR: 'Sign-in is unavailable right now. Please try again later.',
  CALLBACK_CREDENTIALS_JWT_ERROR: 'Sign-in is unavailable right now. Please try again later.',
  MISSING_NEXTAUTH_API_ROUTE_ERROR: 'Sign-in is not available at this address.',
}

const enGB: Record<string, string> = {
  E1001019: 'The pick-up location is closed at that time. Choose a time within its opening hours.',
  CARD_DECLINED: 'Your card was declined. Check the details, use another card, or pay with points.',
  NOT_CANCELLABLE: 'This booking can no longer be cancelled online.',
  ALREADY_CANCELLED: 'This booking is already cancelled.',
  SERVICE_UNAVAILABLE: 'The travel service is not available at the moment. Please try again in a few minutes.',
}

const catalogues: Record<MessageLocale, Record<string, string>> = { 'en-US': enUS, 'en-GB': { ...enUS, ...enGB } }

/** The message for a code in a locale, or undefined for an unknown code. */
export function errorMessageFor(code: string, locale: MessageLocale): string | undefined {
  return Object.hasOwn(catalogues[locale], code) ? catalogues[locale][code] : undefined
}
