// Every error code the API answers with, grouped as the guide's *Errors* table shows them (issue 41:
// the table is generated from this one list, docs/api/guides.md holds it exactly, and a test checks
// that every code the server and the simulator can send is here: tests/unit/error-codes.test.ts).

type ErrorCodeRow = { codes: readonly string[]; status: string; meaning: string }

export const errorCodeRows: readonly ErrorCodeRow[] = [
  { codes: ['VALIDATION_ERROR'], status: '400', meaning: 'an input fails its rule, is not a field of the request at all (a misspelt `pagesize`), or is a query parameter given twice; `field` names it' },
  { codes: ['MALFORMED_JSON'], status: '400', meaning: 'the body is not JSON' },
  { codes: ['HTTP_400'], status: '400', meaning: 'the address cannot be read (a broken `%` encoding); `field` is `path`' },
  { codes: ['MALFORMED_REQUEST'], status: '400', meaning: 'the request is not valid HTTP (a header line that cannot be read)' },
  { codes: ['UNKNOWN_SCENARIO', 'SCENARIO_NOT_APPLICABLE'], status: '400', meaning: 'sandbox only: a scenario the sandbox does not know, or one this operation cannot take (see *Test data*)' },
  { codes: ['IMAGE_URL_INVALID', 'IMAGE_WIDTH_INVALID', 'IMAGE_QUALITY_INVALID', 'IMAGE_TYPE_UNSUPPORTED'], status: '400', meaning: '`GET /api/image`: an address, width, quality or type it does not serve' },
  { codes: ['LOCALE_UNKNOWN', 'LOCALE_FORM_INVALID'], status: '400', meaning: '`POST /api/locale`: a language the site does not offer, or no `locale` field' },
  { codes: ['INVALID_CALLBACK_URL_ERROR'], status: '400', meaning: 'a session form’s `callbackUrl` is not an address of this site' },
  { codes: ['TOO_MANY_ACCESS_TOKENS'], status: '400', meaning: 'the member has as many live access tokens as they may: revoke one first' },
  { codes: ['UNAUTHORIZED', 'CUSTOMER_REQUIRED'], status: '401', meaning: 'the operation needs a signed-in member (session or access token), or, where it takes one, the guest’s email' },
  { codes: ['INVALID_ACCESS_TOKEN', 'EXPIRED_ACCESS_TOKEN', 'REVOKED_ACCESS_TOKEN'], status: '401', meaning: 'the access token sent is unknown (or not `Bearer rtm_…`), expired or revoked' },
  { codes: ['INVALID_API_KEY', 'EXPIRED_API_KEY', 'REVOKED_API_KEY'], status: '401', meaning: 'the API key sent is unknown, expired or revoked' },
  { codes: ['AMBIGUOUS_CREDENTIALS'], status: '401', meaning: 'an access token and an API key were sent together: send one' },
  { codes: ['INVALID_MEMBER_CREDENTIALS'], status: '401', meaning: 'the demo sign-in’s user ID or password is wrong' },
  { codes: ['DRAFT_SECRET_INVALID'], status: '401', meaning: '`GET /api/draft`: the preview secret is missing or wrong' },
  { codes: ['INSUFFICIENT_SCOPE'], status: '403', meaning: 'the access token or API key is valid but does not reach this operation (an API key on a member’s, an access token on a partner’s or on a session call): `WWW-Authenticate` says `error="insufficient_scope"`' },
  { codes: ['CROSS_SITE_REQUEST'], status: '403', meaning: 'a state-changing request from another site, or with `Origin: null`' },
  { codes: ['MISSING_OR_NULL_ORIGIN', 'INVALID_ORIGIN'], status: '403', meaning: 'the password sign-in, or a call under `/api/auth` with the session cookie, names no `Origin`, or another site’s' },
  { codes: ['CSRF_TOKEN_MISMATCH'], status: '403', meaning: 'a session form’s `csrfToken` is not the one of its cookie' },
  { codes: ['NOT_FOUND'], status: '404', meaning: 'no such hotel, offer or reservation (also a reservation that is not yours)' },
  { codes: ['HTTP_404'], status: '404', meaning: 'no route at this path, under `/api/auth` too' },
  { codes: ['PAGE_NOT_FOUND', 'MESSAGE_NOT_FOUND', 'RESOURCE_NOT_FOUND', 'IMAGE_NOT_FOUND'], status: '404', meaning: 'no such page content, error message, partner resource or image' },
  { codes: ['WEBHOOK_ENDPOINT_NOT_FOUND', 'WEBHOOK_DELIVERY_NOT_FOUND', 'ACCESS_TOKEN_NOT_FOUND'], status: '404', meaning: 'no such webhook endpoint or delivery of your key, or live access token of yours' },
  { codes: ['HTTP_405'], status: '405', meaning: 'a method this path does not take; `Allow` names the ones it does' },
  { codes: ['PRICE_CHANGED'], status: '409', meaning: '`expectedDueNow` differs from today’s price: quote again' },
  { codes: ['ALREADY_CANCELLED'], status: '409', meaning: 'the reservation was cancelled before' },
  { codes: ['REQUEST_TIMEOUT'], status: '408', meaning: 'the request was not sent whole in time: send it again' },
  { codes: ['PAYLOAD_TOO_LARGE'], status: '413', meaning: 'the body is larger than 1 MB' },
  { codes: ['UNSUPPORTED_MEDIA_TYPE'], status: '415', meaning: 'a body sent without `content-type: application/json`' },
  { codes: ['DESTINATION_NOT_FOUND', 'INVALID_DATES', 'INVALID_CRITERIA'], status: '422', meaning: 'the search cannot run as asked' },
  { codes: ['SOLD_OUT', 'SLOT_SOLD_OUT', 'SEAT_TAKEN'], status: '422', meaning: 'what was chosen is gone' },
  { codes: ['PAYMENT_NOT_ALLOWED', 'INSUFFICIENT_POINTS', 'CARD_DECLINED'], status: '422', meaning: 'the payment cannot be taken' },
  { codes: ['NOT_CANCELLABLE', 'NOT_CHANGEABLE', 'TIME_PASSED'], status: '422', meaning: 'the booking’s rules forbid it now' },
  { codes: ['PARTY_TOO_LARGE', 'RESTAURANT_CLOSED'], status: '422', meaning: 'dining rules' },
  { codes: ['IDEMPOTENCY_KEY_REUSED'], status: '422', meaning: 'a key sent again with another body' },
  { codes: ['TOO_MANY_ENDPOINTS'], status: '422', meaning: 'your key has as many webhook endpoints as it may: delete one first' },
  { codes: ['E1001019', 'E1001032'], status: '422', meaning: 'car rental: pick-up or drop-off outside the office’s hours' },
  { codes: ['E1001016', 'E1001018'], status: '422', meaning: 'car rental: invalid drop-off date; pick-up in the past' },
  { codes: ['E1002080'], status: '422', meaning: 'this tour cannot be cancelled' },
  { codes: ['E0000023'], status: '422', meaning: 'the destination is under sanctions' },
  { codes: ['TOO_MANY_REQUESTS'], status: '429', meaning: 'a rate limit: wait `retry-after` seconds' },
  { codes: ['REQUEST_HEADERS_TOO_LARGE'], status: '431', meaning: 'the request’s headers (cookies included) are larger than the server takes (16 KB in all); `field` is `headers`' },
  { codes: ['TOO_MANY_STREAMS'], status: '429, 503', meaning: '`GET /api/flags/stream`: too many open streams, from you (429) or in all (503)' },
  { codes: ['INTERNAL_ERROR', 'NetworkError', 'SERVICE_UNAVAILABLE'], status: '500, 503', meaning: 'our side, or the travel platform did not answer: retry later; `transactionStatus` holds the correlation id' },
  { codes: ['IMAGE_BUSY'], status: '503', meaning: '`GET /api/image`: images are queued full; wait `retry-after` seconds' },
  { codes: ['MISSING_NEXTAUTH_API_ROUTE_ERROR', 'CALLBACK_CREDENTIALS_HANDLER_ERROR', 'CALLBACK_CREDENTIALS_JWT_ERROR'], status: '500', meaning: 'sign-in is unavailable on our side' },
  { codes: ['HTTP_<status>'], status: 'any', meaning: 'under `/api/auth`, a refusal the session library gave no code of its own; one it did give keeps it (better-auth’s, such as `INVALID_ORIGIN`)' },
]

/** Every code in the table. */
export const apiErrorCodes: readonly string[] = errorCodeRows.flatMap((row) => row.codes)

/** The guide's code table (docs/api/guides.md *Errors*), one row per group. */
export function errorCodeTable(): string {
  return ['| Code | Status | Meaning |', '|---|---|---|', ...errorCodeRows.map((row) => `| ${row.codes.map((code) => `\`${code}\``).join(', ')} | ${row.status} | ${row.meaning} |`)].join('\n')
}
