// Serves a reservation's calendar file to whoever may see the reservation: its member (session) or
// the guest whose browser booked it (signed cookie). Anyone else gets the same 404 as a missing one.
import { ReservationParamsSchema } from '@contracts/lxp/reservations.schema'
import { optionalMember } from '../auth/session.server'
import { ApiError } from '../http/errors'
import { expectOk } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'
import { guestEmailFor } from './guest-reservations.server'
import { reservationCalendar } from './reservation-calendar'

export async function calendarResponse(request: Request, reservationId: string) {
  const parsed = ReservationParamsSchema.safeParse({ reservationId })
  if (!parsed.success) return Response.json({ errors: [{ code: 'VALIDATION_ERROR', message: 'This is not a reservation number.', field: 'params.reservationId' }] }, { status: 400 })
  const member = await optionalMember(request)
  const email = guestEmailFor(reservationId)
  try {
    const reservation = expectOk(await lxpClient({ customerId: member?.clientCustomerId }).reservations.hotel({ params: { reservationId }, query: { email } }))
    const body = reservationCalendar(reservation, { host: new URL(request.url).host })
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
