// Serves a reservation's calendar file (.ics) to whoever may see the reservation: it is read through the
// same relay as the reservation page (server/bff/lxp-relay.server.ts), as the member of the session or
// of the access token (checked and counted as on the API, issue 41), or the guest whose browser booked
// it (signed cookie), within the same lookup limits. Another member gets the same 404 as a missing one,
// so member-only reservations stay member-only; a caller who is no one (no session, token or guest
// cookie) gets 401 `CUSTOMER_REQUIRED` with its challenge, whatever the number, so that too tells
// nothing; a partner's API key, which names no browser, 403 `INSUFFICIENT_SCOPE`. It takes no query: an `?email=` (the API's guest lookup) is refused with a 400 naming it (issue 41).
import type { AppRoute } from '@ts-rest/core'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { identityOf } from '@contracts/lxp/route-metadata'
import { utilityContract } from '@contracts/site/utility.contract'
import { ReservationParamsSchema } from '@contracts/lxp/reservations.schema'
import { buildCalendar, type CalendarEvent } from './icalendar'
import { pageCallContext, relayForPage, type PageCallContext } from '../bff/lxp-relay.server'
import type { Outcome } from '../bff/outcome'
import { asIntegrator, errorResponse } from '../bff/api-handler.server'
import { outOfReach } from '../integrators/integrator-access.server'
import { bearerChallenge } from '../http/bearer-challenge'
import { unknownFieldsRefusal } from '../http/unknown-request-fields'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import { serverLines } from '../server-lines'
import type { ServerLine } from '../lines/server-line'

type Events = (reservationId: string, host: string, context: PageCallContext) => Promise<Outcome<CalendarEvent[]>>

/**
 * A reservation type's calendar: its view route, and what its line puts in the calendar (server/lines/<line>-line.ts,
 * declared for the reservation that route answers).
 */
function calendarOf(view: AppRoute, { calendarEvents }: ServerLine): Events {
  return async (reservationId, host, context) => {
    const outcome = await relayForPage(view, { params: { reservationId } }, context)
    return outcome.ok ? { ok: true, value: calendarEvents(outcome.value as never, host) } : outcome
  }
}

/** Each reservation type with a calendar. */
const calendarTypes: Record<string, Events> = Object.fromEntries(reservationTypes.map((type) => [type, calendarOf(lxpContract[type].reservations.view, serverLines[type])]))

/** What a caller who is no one reads: the calendar takes no email, so it does not ask for one. */
export const calendarSignInMessage = 'Sign in to get this calendar file. If you booked as a guest, open it in the browser you booked with.'

const notFound = (message: string, field: string) => Response.json({ errors: [{ code: 'NOT_FOUND', category: 'BUSINESS', message, field }] }, { status: 404 })

/** GET /api/calendar/{type}/{reservationId}: with the request's access token or API key, if any (a bad one answers 401, as on the API). */
export function calendarForCaller(request: Request, type: string, reservationId: string) {
  return asIntegrator(request, async (integrator) => {
    // A partner's key, good but reaching no calendar file: 403 insufficient_scope, as on the API.
    const unreachable = outOfReach(identityOf(utilityContract.calendar), integrator)
    if (unreachable) return errorResponse(unreachable, request)
    return calendarResponse(request, type, reservationId, { ...pageCallContext(request), integrator })
  })
}

export async function calendarResponse(request: Request, type: string, reservationId: string, context: PageCallContext = pageCallContext(request)) {
  const unknownFields = unknownFieldsRefusal(request, undefined)
  if (unknownFields) return unknownFields
  const events = Object.hasOwn(calendarTypes, type) ? calendarTypes[type] : undefined
  if (!events) return notFound(`There is no calendar for '${type}' reservations.`, 'params.type')
  const parsed = ReservationParamsSchema.safeParse({ reservationId })
  if (!parsed.success) return Response.json({ errors: [{ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: 'This is not a reservation number.', field: 'params.reservationId' }] }, { status: 400 })
  const outcome = await events(parsed.data.reservationId, new URL(request.url).host, context)
  if (!outcome.ok) {
    if (outcome.status === 401) {
      const errors = [{ code: 'CUSTOMER_REQUIRED', category: 'SECURITY', message: calendarSignInMessage }]
      return Response.json({ errors }, { status: 401, headers: { 'www-authenticate': bearerChallenge(false) } })
    }
    const retryAfter: Record<string, string> = outcome.retryAfterSeconds === undefined ? {} : { 'retry-after': String(outcome.retryAfterSeconds) }
    return Response.json({ errors: outcome.errors }, { status: outcome.status, headers: retryAfter })
  }
  return new Response(buildCalendar(outcome.value, { productId: '-//Rewards Travel//Reservations//EN' }), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${reservationId}.ics"`,
      'cache-control': 'private, no-store',
    },
  })
}
