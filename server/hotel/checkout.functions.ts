// Server functions of hotel checkout, confirmation and reservations: the lxp calls integrators make,
// through the upstream client, as the signed-in member or as a guest. Refusals (4xx) come back as
// data the page explains beside the fields; anything else is thrown.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { PaymentMode } from '@contracts/domain/payment'
import { HotelBookRequestSchema, HotelSelectionSchema, IdempotencyHeadersSchema, type HotelBookData, type HotelBookRequest, type HotelQuote } from '@contracts/lxp/hotel-checkout.schema'
import type { TravelerProfile } from '@contracts/lxp/traveler-profile.schema'
import { ReservationParamsSchema, type CancellationQuote, type HotelReservation } from '@contracts/lxp/reservations.schema'
import { optionalMember, requireMember } from '../auth/session.server'
import { logger } from '../log/logger'
import { loadSiteConfig } from '../site/site.server'
import { expectOk } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'
import { guestEmailFor, rememberGuestReservation } from './guest-reservations.server'
import { outcomeOf, type Outcome } from './outcome'

async function clientForCaller() {
  const member = await optionalMember(getRequest())
  return { member, client: lxpClient({ customerId: member?.clientCustomerId }) }
}

/** Points cannot pay where the site switched burning off for hotels (site config, SPEC.md §3). */
async function withSiteRules(quote: HotelQuote): Promise<HotelQuote> {
  const burn = (await loadSiteConfig()).linesOfBusiness.accommodations?.points.burn ?? true
  if (burn) return quote
  return {
    ...quote,
    paymentModes: quote.paymentModes.filter((mode) => mode !== PaymentMode.POINTS && mode !== PaymentMode.SPLIT),
    points: { ...quote.points, usable: false, max: 0, reason: 'Points cannot be used for hotels on this site.' },
  }
}

export const getHotelQuote = createServerFn({ method: 'GET' })
  .validator((input: unknown) => HotelSelectionSchema.parse(input))
  .handler(({ data }): Promise<Outcome<HotelQuote>> =>
    outcomeOf(async () => {
      const { client } = await clientForCaller()
      return withSiteRules(expectOk(await client.hotel.quote({ body: data })))
    }),
  )

const BookInputSchema = z.object({ request: z.unknown(), idempotencyKey: IdempotencyHeadersSchema.shape['idempotency-key'], saveTraveler: z.boolean().default(false) })

/**
 * Books with the page's idempotency key (one per attempt, kept for retries and double clicks). Field
 * errors come back under `body.…` paths, exactly as the HTTP API answers them.
 */
export const bookHotelStay = createServerFn({ method: 'POST' })
  .validator((input: { request: HotelBookRequest; idempotencyKey: string; saveTraveler?: boolean }) => BookInputSchema.parse(input))
  .handler(async ({ data }): Promise<Outcome<{ reservationId: string; orderId: string }>> => {
    const parsed = HotelBookRequestSchema.safeParse(data.request)
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => {
        const field = ['body', ...issue.path.map(String)].join('.')
        return { code: 'VALIDATION_ERROR', category: 'VALIDATION', message: issue.message, field }
      })
      return { ok: false, status: 400, errors }
    }
    return outcomeOf(async () => {
      const { member, client } = await clientForCaller()
      const order = expectOk(await client.hotel.book({ body: parsed.data, headers: { 'idempotency-key': data.idempotencyKey } }))
      if (!member) rememberGuestReservation({ reservationId: order.reservationId, email: parsed.data.traveler.email })
      if (member && data.saveTraveler) await saveTraveler(client, parsed.data)
      return { reservationId: order.reservationId, orderId: order.orderId }
    })
  })

/** Saving the traveller is a courtesy: the booking stands if it fails. */
async function saveTraveler(client: ReturnType<typeof lxpClient>, request: HotelBookData) {
  try {
    expectOk(await client.customer.addTravelers({ body: { travelers: [{ ...request.traveler, roomPreference: request.roomPreference, isPrimary: false }] } }))
  } catch (error) {
    logger.warn({ err: error }, 'could not save the traveler profile after booking')
  }
}

/** The member's saved travelers, for checkout to offer; none for a guest. */
export const getTravelerProfiles = createServerFn({ method: 'GET' }).handler(async (): Promise<TravelerProfile[]> => {
  const member = await optionalMember(getRequest())
  if (!member) return []
  return expectOk(await lxpClient({ customerId: member.clientCustomerId }).customer.travelerProfiles({ query: {} })).travelers
})

/** A reservation for its member, or for the guest whose browser booked it (the confirmation page). */
export const getHotelReservation = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ReservationParamsSchema.parse(input))
  .handler(({ data }): Promise<Outcome<HotelReservation>> =>
    outcomeOf(async () => {
      const { client } = await clientForCaller()
      const email = guestEmailFor(data.reservationId)
      return expectOk(await client.reservations.hotel({ params: data, query: { email } }))
    }),
  )

export const getCancellationQuote = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ReservationParamsSchema.parse(input))
  .handler(async ({ data }): Promise<Outcome<CancellationQuote>> => {
    const member = await requireMember(getRequest())
    return outcomeOf(async () => expectOk(await lxpClient({ customerId: member.clientCustomerId }).reservations.hotelCancelQuote({ params: data, body: {} })))
  })

export const cancelHotelReservation = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ReservationParamsSchema.extend({ idempotencyKey: IdempotencyHeadersSchema.shape['idempotency-key'] }).parse(input))
  .handler(async ({ data: { idempotencyKey, ...params } }): Promise<Outcome<HotelReservation>> => {
    const member = await requireMember(getRequest())
    const client = lxpClient({ customerId: member.clientCustomerId })
    return outcomeOf(async () => expectOk(await client.reservations.hotelCancel({ params, body: {}, headers: { 'idempotency-key': idempotencyKey } })))
  })
