// The sandbox's airline schedule change (docs/decisions/135), beside its other calls: `POST
// /sandbox/air/schedule-change` `{ reservationId, minutes }` moves every flight of a booking and
// answers the changed reservation, so a test can see what a partner hears when an airline moves a flight.
import { z } from 'zod'
import { simulatorScheduleChangePath } from '@contracts/webhooks/webhooks.schema'
import { changeFlightSchedule } from '../air/air-schedule-change.server'
import { database } from '../db/database'
import { errorResponse } from './error-response'

const ScheduleChangeSchema = z.object({ reservationId: z.string().min(1).max(40), minutes: z.int().min(-720).max(720) })

export function isScheduleChangeRequest(request: Request) {
  return request.method === 'POST' && new URL(request.url).pathname === simulatorScheduleChangePath
}

export async function handleScheduleChange(request: Request): Promise<Response> {
  const given = ScheduleChangeSchema.safeParse(await request.json().catch(() => undefined))
  if (!given.success) return Response.json({ errors: [{ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: 'body: a schedule change needs reservationId and minutes (-720 to 720).' }] }, { status: 400 })
  try {
    return Response.json(await changeFlightSchedule(await database(), given.data.reservationId, given.data.minutes))
  } catch (error) {
    return errorResponse(error, request)
  }
}
