// Serves a reservation's calendar file (.ics) to whoever may see the reservation: its member (session)
// or the guest whose browser booked it (signed cookie). Anyone else gets the same 404 as a missing one,
// so member-only reservations stay member-only.
import { ReservationParamsSchema } from '@contracts/lxp/reservations.schema'
import { buildCalendar, type CalendarEvent } from '~/lib/calendar/icalendar'
import { optionalMember } from '../auth/session.server'
import { guestEmailFor } from '../bff/guest-reservations.server'
import { ApiError } from '../http/errors'
import { expectOk } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'
import { airEvents, carEvents, diningEvents, hotelEvents } from './reservation-events'

type Client = ReturnType<typeof lxpClient>
type Access = { params: { reservationId: string }; query: { email?: string } }

/** Each reservation type with a calendar: how to fetch it and what it puts in the calendar. */
const calendarTypes: Record<string, (client: Client, access: Access, host: string) => Promise<CalendarEvent[]>> = {
  hotel: async (client, access, host) => hotelEvents(expectOk(await client.hotel.reservations.view(access)), host),
  car: async (client, access, host) => carEvents(expectOk(await client.car.reservations.view(access)), host),
  dining: async (client, access, host) => diningEvents(expectOk(await client.dining.reservations.view(access)), host),
  air: async (client, access, host) => airEvents(expectOk(await client.air.reservations.view(access)), host),
}

const notFound = (message: string, field: string) => Response.json({ errors: [{ code: 'NOT_FOUND', category: 'VALIDATION', message, field }] }, { status: 404 })

export async function calendarResponse(request: Request, type: string, reservationId: string) {
  const events = Object.hasOwn(calendarTypes, type) ? calendarTypes[type] : undefined
  if (!events) return notFound(`There is no calendar for '${type}' reservations.`, 'params.type')
  const parsed = ReservationParamsSchema.safeParse({ reservationId })
  if (!parsed.success) return Response.json({ errors: [{ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: 'This is not a reservation number.', field: 'params.reservationId' }] }, { status: 400 })
  const member = await optionalMember(request)
  const client = lxpClient({ customerId: member?.clientCustomerId })
  const host = new URL(request.url).host
  try {
    const body = buildCalendar(await events(client, { params: parsed.data, query: { email: guestEmailFor(reservationId) } }, host), { productId: '-//Rewards Travel//Reservations//EN' })
    return new Response(body, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${reservationId}.ics"`,
        'cache-control': 'private, no-store',
      },
    })
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return Response.json({ errors: error.errors }, { status: error.status === 401 ? 404 : error.status })
    throw error
  }
}
