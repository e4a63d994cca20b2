// "Find my booking" (issue 21): a reservation or confirmation (order) number and the email it was
// booked with say which reservation it is, so a guest on any device can reach its view and cancel
// routes. The same answer for a number that does not exist and a wrong email, and the lookup limits
// of docs/decisions/059 and 073.
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { commonErrorResponses } from '../api/api-error'
import { EmailSchema } from '../validation/rules'
import { reservationTypes } from './reservation-types'

const c = initContract()

export const FindReservationRequestSchema = z
  .object({
    number: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{6,40}$/, 'Enter the reservation or confirmation number from your confirmation.')
      .describe('The reservation number (`HT-…`, `AR-…`) or the confirmation (order) number (`OR-…`)'),
    email: EmailSchema.describe('The email the booking was made with'),
  })
  .meta({ id: 'FindReservationRequest', examples: [{ number: 'OR-7KQ2M9XWPA', email: 'zoe+paris@gmail.com' }] })

export const FoundReservationSchema = z
  .object({
    type: z.enum(reservationTypes).describe('The line: its reservation routes are `/reservations/{type}/{reservationId}`'),
    reservationId: z.string(),
    orderId: z.string(),
  })
  .meta({ id: 'FoundReservation', examples: [{ type: 'hotel', reservationId: 'HT-7KQ2M9XWPA', orderId: 'OR-7KQ2M9XWPA' }] })
export type FoundReservation = z.infer<typeof FoundReservationSchema>

/** Word for word for a number that does not exist and for a wrong email, so the answer tells neither. */
export const reservationNotFoundMessage = 'We found no booking with that number and email. Check both against your confirmation email.'

export const findReservationContract = c.router({
  find: {
    method: 'POST',
    path: '/reservations/find',
    summary: 'Find a booking by its number and email',
    description: `Which reservation a reservation or confirmation number names, for the \`email\` it was booked with (a guest's booking), or for the signed-in member who booked it. Then read or cancel it with its line's reservation routes and the same email. A number that does not exist and a wrong email get the same 404. Every lookup is counted per client (the access token or API key sent, else the address) and per number (429 with \`Retry-After\`). A partner's API key finds only the bookings made with it. On the site, a found guest booking is granted to that browser for an hour.`,
    body: FindReservationRequestSchema,
    responses: { 200: FoundReservationSchema, ...commonErrorResponses },
    metadata: { identity: 'caller', findsReservation: true },
  },
})
