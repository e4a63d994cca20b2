// Server functions of the tours and transport pages: the same lxp calls integrators make, through the
// upstream client, as the signed-in member or as a guest. Refusals (4xx) come back as data the page
// explains beside the fields (SPEC.md §8 supplier codes included); anything else is thrown.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import {
  ActivityBookRequestSchema,
  ActivityIdSchema,
  ActivityOfferQuerySchema,
  ActivitySearchCriteriaSchema,
  ActivitySelectionSchema,
  type ActivityBookRequest,
  type ActivityCancellationQuote,
  type ActivityOffer,
  type ActivityQuote,
  type ActivityReservation,
  type ActivitySearchResult,
} from '@contracts/lxp/activity.schema'
import { IdempotencyHeadersSchema } from '@contracts/lxp/hotel-checkout.schema'
import { ReservationParamsSchema } from '@contracts/lxp/reservations.schema'
import { optionalMember, requireMember } from '../auth/session.server'
import { guestEmailFor, rememberGuestReservation } from '../hotel/guest-reservations.server'
import { outcomeOf, type Outcome } from '../hotel/outcome'
import { expectOk } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'

async function clientForCaller() {
  const member = await optionalMember(getRequest())
  return { member, client: lxpClient({ customerId: member?.clientCustomerId }) }
}

/** Input the contract refuses comes back as field errors under `body.…`, as the HTTP API answers it. */
function refusal(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Outcome<never> {
  return { ok: false, status: 400, errors: issues.map((issue) => ({ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: issue.message, field: ['body', ...issue.path.map(String)].join('.') })) }
}

export const searchActivities = createServerFn({ method: 'POST' })
  .validator((input: unknown) => input)
  .handler(async ({ data }): Promise<Outcome<ActivitySearchResult>> => {
    const parsed = ActivitySearchCriteriaSchema.safeParse(data)
    if (!parsed.success) return refusal(parsed.error.issues)
    return outcomeOf(async () => expectOk(await lxpClient().activity.search({ body: parsed.data })))
  })

export const getActivityOffer = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ActivityOfferQuerySchema.extend({ activityId: ActivityIdSchema }).parse(input))
  .handler(({ data: { activityId, ...query } }): Promise<Outcome<ActivityOffer>> => outcomeOf(async () => expectOk(await lxpClient().activity.offer({ params: { activityId }, query }))))

export const getActivityQuote = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ActivitySelectionSchema.parse(input))
  .handler(({ data }): Promise<Outcome<ActivityQuote>> =>
    outcomeOf(async () => {
      const { client } = await clientForCaller()
      return expectOk(await client.activity.quote({ body: data }))
    }),
  )

const BookInputSchema = z.object({ request: z.unknown(), idempotencyKey: IdempotencyHeadersSchema.shape['idempotency-key'] })

/** Books with the page's idempotency key (one per attempt, kept for retries and double clicks). */
export const bookActivity = createServerFn({ method: 'POST' })
  .validator((input: { request: ActivityBookRequest; idempotencyKey: string }) => BookInputSchema.parse(input))
  .handler(async ({ data }): Promise<Outcome<{ reservationId: string; orderId: string }>> => {
    const parsed = ActivityBookRequestSchema.safeParse(data.request)
    if (!parsed.success) return refusal(parsed.error.issues)
    return outcomeOf(async () => {
      const { member, client } = await clientForCaller()
      const order = expectOk(await client.activity.book({ body: parsed.data, headers: { 'idempotency-key': data.idempotencyKey } }))
      if (!member) rememberGuestReservation({ reservationId: order.reservationId, email: parsed.data.traveler.email })
      return { reservationId: order.reservationId, orderId: order.orderId }
    })
  })

/** A tour or transfer for its member, or for the guest whose browser booked it (the confirmation page). */
export const getActivityReservation = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ReservationParamsSchema.parse(input))
  .handler(({ data }): Promise<Outcome<ActivityReservation>> =>
    outcomeOf(async () => {
      const { client } = await clientForCaller()
      return expectOk(await client.activity.reservations.view({ params: data, query: { email: guestEmailFor(data.reservationId) } }))
    }),
  )

export const getActivityCancellationQuote = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ReservationParamsSchema.parse(input))
  .handler(async ({ data }): Promise<Outcome<ActivityCancellationQuote>> => {
    const member = await requireMember(getRequest())
    return outcomeOf(async () => expectOk(await lxpClient({ customerId: member.clientCustomerId }).activity.reservations.cancelQuote({ params: data, body: {} })))
  })

export const cancelActivity = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ReservationParamsSchema.extend({ idempotencyKey: IdempotencyHeadersSchema.shape['idempotency-key'] }).parse(input))
  .handler(async ({ data: { idempotencyKey, ...params } }): Promise<Outcome<ActivityReservation>> => {
    const member = await requireMember(getRequest())
    const client = lxpClient({ customerId: member.clientCustomerId })
    return outcomeOf(async () => expectOk(await client.activity.reservations.cancel({ params, body: {}, headers: { 'idempotency-key': idempotencyKey } })))
  })
