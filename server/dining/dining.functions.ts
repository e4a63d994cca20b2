// Server functions of the dining pages: the same lxp calls integrators make, through the upstream
// client, as the signed-in member or as a guest. Refusals (4xx) come back as data the page explains
// beside the fields; anything else is thrown.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import {
  DiningBookRequestSchema,
  DiningOfferQuerySchema,
  DiningSearchCriteriaSchema,
  DiningSelectionSchema,
  RestaurantIdSchema,
  type DiningBookRequest,
  type DiningOffer,
  type DiningQuote,
  type DiningReservation,
  type DiningSearchResult,
} from '@contracts/lxp/dining.schema'
import { IdempotencyHeadersSchema } from '@contracts/lxp/hotel-checkout.schema'
import { ReservationParamsSchema, type CancellationQuote } from '@contracts/lxp/reservations.schema'
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

export const searchRestaurants = createServerFn({ method: 'POST' })
  .validator((input: unknown) => input)
  .handler(async ({ data }): Promise<Outcome<DiningSearchResult>> => {
    const parsed = DiningSearchCriteriaSchema.safeParse(data)
    if (!parsed.success) return refusal(parsed.error.issues)
    return outcomeOf(async () => expectOk(await lxpClient().dining.search({ body: parsed.data })))
  })

export const getRestaurantOffer = createServerFn({ method: 'GET' })
  .validator((input: unknown) => DiningOfferQuerySchema.extend({ restaurantId: RestaurantIdSchema }).parse(input))
  .handler(({ data: { restaurantId, ...query } }): Promise<Outcome<DiningOffer>> => outcomeOf(async () => expectOk(await lxpClient().dining.offer({ params: { restaurantId }, query }))))

export const getDiningQuote = createServerFn({ method: 'GET' })
  .validator((input: unknown) => DiningSelectionSchema.parse(input))
  .handler(({ data }): Promise<Outcome<DiningQuote>> =>
    outcomeOf(async () => {
      const { client } = await clientForCaller()
      return expectOk(await client.dining.quote({ body: data }))
    }),
  )

const BookInputSchema = z.object({ request: z.unknown(), idempotencyKey: IdempotencyHeadersSchema.shape['idempotency-key'] })

/** Books with the page's idempotency key (one per attempt, kept for retries and double clicks). */
export const bookDiningTable = createServerFn({ method: 'POST' })
  .validator((input: { request: DiningBookRequest; idempotencyKey: string }) => BookInputSchema.parse(input))
  .handler(async ({ data }): Promise<Outcome<{ reservationId: string; orderId: string }>> => {
    const parsed = DiningBookRequestSchema.safeParse(data.request)
    if (!parsed.success) return refusal(parsed.error.issues)
    return outcomeOf(async () => {
      const { member, client } = await clientForCaller()
      const order = expectOk(await client.dining.book({ body: parsed.data, headers: { 'idempotency-key': data.idempotencyKey } }))
      if (!member) rememberGuestReservation({ reservationId: order.reservationId, email: parsed.data.traveler.email })
      return { reservationId: order.reservationId, orderId: order.orderId }
    })
  })

/** A reservation for its member, or for the guest whose browser booked it (the confirmation page). */
export const getDiningReservation = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ReservationParamsSchema.parse(input))
  .handler(({ data }): Promise<Outcome<DiningReservation>> =>
    outcomeOf(async () => {
      const { client } = await clientForCaller()
      return expectOk(await client.dining.reservations.view({ params: data, query: { email: guestEmailFor(data.reservationId) } }))
    }),
  )

export const getDiningCancellationQuote = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ReservationParamsSchema.parse(input))
  .handler(async ({ data }): Promise<Outcome<CancellationQuote>> => {
    const member = await requireMember(getRequest())
    return outcomeOf(async () => expectOk(await lxpClient({ customerId: member.clientCustomerId }).dining.reservations.cancelQuote({ params: data, body: {} })))
  })

export const cancelDiningReservation = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ReservationParamsSchema.extend({ idempotencyKey: IdempotencyHeadersSchema.shape['idempotency-key'] }).parse(input))
  .handler(async ({ data: { idempotencyKey, ...params } }): Promise<Outcome<DiningReservation>> => {
    const member = await requireMember(getRequest())
    const client = lxpClient({ customerId: member.clientCustomerId })
    return outcomeOf(async () => expectOk(await client.dining.reservations.cancel({ params, body: {}, headers: { 'idempotency-key': idempotencyKey } })))
  })
