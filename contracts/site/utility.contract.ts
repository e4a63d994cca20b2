// The /api endpoints served by their own file routes (app/routes/api/…), described for the OpenAPI
// document so that it covers every endpoint: build information, the document itself, calendar files,
// images, draft mode, and the session endpoints of sign-in. The BFF router does not implement them.
import { reservationTypes } from '../lxp/reservation-types'
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ClientLogSchema } from '../analytics/analytics.schema'
import { ApiErrorsSchema } from '../api/api-error'

const c = initContract()

/** The package name and version this server was built from. */
export const DebugInfoSchema = z
  .object({ sitePackage: z.object({ name: z.string(), version: z.string() }) })
  .meta({ id: 'DebugInfo', examples: [{ sitePackage: { name: 'travel-rewards', version: '0.1.0' } }] })

/** The session and user of the `memberSession` cookie, or null. */
export const AuthSessionSchema = z
  .object({
    session: z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() }).loose(),
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }).loose(),
  })
  .nullable()
  .meta({ id: 'AuthSession', examples: [{ session: { id: 'ses_1', userId: 'usr_1', expiresAt: '2027-01-17T10:00:00.000Z' }, user: { id: 'usr_1', name: 'Blake Gold', email: 'gold@example.com' } }] })

const sitePath = z.string().max(2000).regex(/^\//, 'must be a path on this site').meta({ example: '/accommodations/' })

export const utilityContract = c.router(
  {
    debugInfo: {
      method: 'GET',
      path: '/debug-info',
      summary: 'Name and version of the running build',
      description: 'What support asks for first: the package name and version this server was built from. Never cached.',
      responses: {
        200: DebugInfoSchema,
      },
    },
    openApi: {
      method: 'GET',
      path: '/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      description: 'The machine-readable description of every endpoint, with the guides as its introduction. Cached for five minutes.',
      responses: { 200: z.record(z.string(), z.unknown()).meta({ examples: [{ openapi: '3.1.0', info: { title: 'Rewards Travel API', version: '0.1.0' } }] }) },
    },
    clientPackage: {
      method: 'GET',
      path: '/client/rewards-travel-client.tgz',
      summary: 'The typed TypeScript client, packed for npm',
      description:
        'The typed client of this API (`@rewards-travel/client`), as `npm pack` makes it, built with this server: install it with `npm install <this address>` (it brings `@ts-rest/core` and `zod` from the npm registry). See the guide *Getting started*. Cached for five minutes; 404 on a development server, which builds none.',
      responses: {
        200: c.otherResponse({ contentType: 'application/gzip', body: z.string().meta({ format: 'binary' }) }),
        404: ApiErrorsSchema,
      },
    },
    calendar: {
      method: 'GET',
      path: '/calendar/:type/:reservationId',
      summary: 'A reservation as a calendar file (.ics)',
      description:
        'An iCalendar file with the stay, rental, meal, tour or flights of one reservation, for the member who booked it (signed in, or with their access token: `Authorization: Bearer rtm_…`) or the guest whose reservation cookie this browser holds. A cancelled reservation’s file cancels the event (METHOD:CANCEL, the same UID). Another member gets the 404 of a missing reservation. A caller who is none of these (no session, token or guest cookie) gets `401 CUSTOMER_REQUIRED`, whatever the number; a bad token or key answers 401 too. A partner’s API key reaches no file here (a key names no browser, and the file takes no email): it is checked and counted as on every call, and answered `403 INSUFFICIENT_SCOPE`; a partner reads the reservation itself with its number and the traveller’s email. It takes no email and no other query parameter: one is refused with `400 VALIDATION_ERROR` naming it (`query.email`).',
      pathParams: z.object({
        type: z.enum(reservationTypes),
        reservationId: z.string().regex(/^[A-Z0-9-]{4,40}$/, 'must be a reservation number').meta({ example: 'HT-7KQ2M9XWPA' }),
      }),
      responses: {
        200: c.otherResponse({ contentType: 'text/calendar', body: z.string().meta({ example: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Rewards Travel//Reservations//EN\r\nEND:VCALENDAR\r\n' }) }),
        400: ApiErrorsSchema,
        401: ApiErrorsSchema,
        404: ApiErrorsSchema,
        429: ApiErrorsSchema,
      },
      metadata: { identity: 'holder' },
    },
    image: {
      method: 'GET',
      path: '/image',
      summary: 'A site image resized for a responsive srcset',
      description:
        'One of the site’s own images (`url` is a path under /images/) at one of the allowed widths (§R9.34 device widths and sizes), at the one quality 75, in the best format the `accept` header allows (AVIF, WebP or JPEG). Cached and revalidated with an ETag. An image not yet resized waits in a bounded queue: a client with 8 images already being resized gets 429, and a full queue 503, both with Retry-After.',
      query: z.object({
        url: z.string().regex(/^\/images\//, 'must be an image of this site').meta({ example: '/images/samples/hotel-lobby.jpg' }),
        w: z.coerce.number<number>().int().min(16).max(3840).meta({ example: 640 }),
        q: z.literal('75').optional().meta({ example: '75' }),
      }),
      responses: {
        200: c.otherResponse({ contentType: 'image/webp', body: z.string().meta({ format: 'binary' }) }),
        304: c.noBody(),
        400: ApiErrorsSchema,
        404: ApiErrorsSchema,
        429: ApiErrorsSchema,
        503: ApiErrorsSchema,
      },
    },
    locale: {
      method: 'POST',
      path: '/locale',
      summary: 'Choose the language and region',
      description: 'The footer’s language switch (§R9.16 locales en-US and en-GB): keeps the chosen locale in a cookie for a year and sends the browser back to `redirect` (a path on this site; the home page otherwise). Works without JavaScript. A locale the site does not offer is a 400.',
      contentType: 'application/x-www-form-urlencoded',
      body: z.object({ locale: z.enum(['en-US', 'en-GB']).meta({ example: 'en-GB' }), redirect: sitePath.optional() }),
      responses: { 303: c.noBody(), 400: ApiErrorsSchema },
    },
    countryFlag: {
      method: 'GET',
      path: '/country-flags/:file',
      summary: 'A country’s flag as SVG',
      description: 'The flag of a country by its ISO 3166-1 alpha-2 code in lower case, as `{code}.svg` (§R7.22 country flags). Cached for a week. An unknown code answers 404 with no body; pages then show their local fallback image.',
      pathParams: z.object({ file: z.string().regex(/^[a-z]{2}\.svg$/, 'must be a lowercase two-letter country code followed by .svg').meta({ example: 'fr.svg' }) }),
      responses: {
        200: c.otherResponse({ contentType: 'image/svg+xml', body: z.string().meta({ format: 'binary' }) }),
        404: c.noBody(),
      },
    },
    enterDraft: {
      method: 'GET',
      path: '/draft',
      summary: 'Enter draft mode (content editors)',
      description: 'With the draft secret, sets the draft cookie and redirects (307) to `redirect`, where unpublished page content shows. Off unless the server has a draft secret.',
      query: z.object({ secret: z.string().max(200).meta({ example: 'preview-drafts' }), redirect: sitePath.optional() }),
      responses: { 307: c.noBody(), 401: ApiErrorsSchema },
    },
    disableDraft: {
      method: 'GET',
      path: '/disable-draft',
      summary: 'Leave draft mode',
      description: 'Clears the draft cookie and redirects (307) to `redirect`, a path on this site (the home page otherwise).',
      query: z.object({ redirect: sitePath.optional() }),
      responses: { 307: c.noBody() },
    },
    session: {
      method: 'GET',
      path: '/auth/get-session',
      summary: 'The signed-in session, if any',
      description: 'The session and user of the `memberSession` cookie, or `null` without one.',
      responses: {
        200: AuthSessionSchema,
      },
      metadata: { identity: 'caller' },
    },
    logout: {
      method: 'GET',
      path: '/auth/logout',
      summary: 'Sign out',
      description: 'Ends the session and redirects to `callbackUrl` (a path on this site; `/auth/post-logout` otherwise), by way of the login provider’s own sign-out page when it has one. Same-site requests only (403 otherwise).',
      query: z.object({ callbackUrl: sitePath.optional() }),
      responses: { 302: c.noBody(), 403: c.otherResponse({ contentType: 'text/plain', body: z.string().meta({ example: 'Forbidden' }) }) },
    },
    authLog: {
      method: 'POST',
      path: '/auth/log',
      summary: 'Report an authentication error seen in the browser',
      description: 'Same-site only. The code must be one of the authentication error codes (for example `CLIENT_SESSION_ERROR`); the message goes to the server log.',
      body: z.object({ level: z.enum(['error', 'warn']).default('error'), code: z.string().max(64).meta({ example: 'CLIENT_SESSION_ERROR' }), message: z.string().max(500).default('') }),
      responses: { 204: c.noBody(), 400: z.object({ message: z.string() }).meta({ examples: [{ message: 'Expected { level, code, message } with a known code' }] }), 403: c.noBody() },
    },
    clientLog: {
      method: 'POST',
      path: '/auth/client-log',
      summary: 'Report a browser error or warning',
      description: 'Uncaught exceptions, rejections, console errors and element load failures of the pages, into the server log. Same-site only; limited per client.',
      body: ClientLogSchema,
      responses: { 204: c.noBody(), 400: ApiErrorsSchema, 403: c.noBody(), 429: ApiErrorsSchema },
    },
  },
  { pathPrefix: '/api', strictStatusCodes: true },
)
