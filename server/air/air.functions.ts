// Server functions of the flight pages: the lxp calls integrators make, through the upstream client,
// as the signed-in member or as a guest. Refusals (4xx) come back as data the page explains beside
// the fields; anything else is thrown.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { PaymentMode } from '@contracts/domain/payment'
import { AirExchangeBookRequestSchema, AirExchangeSearchSchema, type AirExchangeQuote, AirBookRequestSchema, AirOfferIdSchema, AirOfferQuerySchema, AirQuoteRequestSchema, AirSearchCriteriaSchema, type AirBookRequest, type AirOffer, type AirQuote, type AirReservation, type AirSearchResult } from '@contracts/lxp/air.schema'
import { IdempotencyHeadersSchema } from '@contracts/lxp/hotel-checkout.schema'
import { ReservationParamsSchema, type CancellationQuote } from '@contracts/lxp/reservations.schema'
import { optionalMember, requireMember } from '../auth/session.server'
import { guestEmailFor, rememberGuestReservation } from '../hotel/guest-reservations.server'
import { outcomeOf, type Outcome } from '../hotel/outcome'
import { loadSiteConfig } from '../site/site.server'
import { expectOk } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'

async function clientForCaller() {
  const member = await optionalMember(getRequest())
  return { member, client: lxpClient({ locale: 'en-US', customerId: member?.clientCustomerId }) }
}

/** Site config per line (SPEC.md §3): points may be switched off for flights, for burning or earning. */
async function withSiteRules(quote: AirQuote): Promise<AirQuote> {
  const points = (await loadSiteConfig()).linesOfBusiness.flights?.points ?? { earn: true, burn: true }
  let ruled = quote
  if (!points.burn) {
    ruled = {
      ...ruled,
      paymentModes: ruled.paymentModes.filter((mode) => mode !== PaymentMode.POINTS && mode !== PaymentMode.SPLIT),
      points: { ...ruled.points, usable: false, max: 0, reason: 'Points cannot be used for flights on this site.' },
    }
  }
  if (!points.earn) ruled = { ...ruled, earn: { pointsIfPaidByCard: 0, perCurrencyUnit: 0 } }
  return ruled
}

export const searchFlights = createServerFn({ method: 'POST' })
  .validator((input: unknown) => AirSearchCriteriaSchema.parse(input))
  .handler(({ data }): Promise<Outcome<AirSearchResult>> => outcomeOf(async () => expectOk(await lxpClient().air.search({ body: data }))))

export const getFlightOffer = createServerFn({ method: 'GET' })
  .validator((input: unknown) => AirOfferQuerySchema.extend({ offerId: AirOfferIdSchema }).parse(input))
  .handler(({ data: { offerId, ...query } }): Promise<Outcome<AirOffer>> => outcomeOf(async () => expectOk(await lxpClient().air.offer({ params: { offerId }, query }))))

export const getAirQuote = createServerFn({ method: 'GET' })
  .validator((input: unknown) => AirQuoteRequestSchema.parse(input))
  .handler(({ data }): Promise<Outcome<AirQuote>> =>
    outcomeOf(async () => {
      const { client } = await clientForCaller()
      return withSiteRules(expectOk(await client.air.quote({ body: data })))
    }),
  )

const BookInputSchema = z.object({ request: z.unknown(), idempotencyKey: IdempotencyHeadersSchema.shape['idempotency-key'] })

/** Books with the page's idempotency key; field errors come back under `body.…` paths, as the HTTP API answers them. */
export const bookFlights = createServerFn({ method: 'POST' })
  .validator((input: { request: AirBookRequest; idempotencyKey: string }) => BookInputSchema.parse(input))
  .handler(async ({ data }): Promise<Outcome<{ reservationId: string; orderId: string }>> => {
    const parsed = AirBookRequestSchema.safeParse(data.request)
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: issue.message, field: ['body', ...issue.path.map(String)].join('.') }))
      return { ok: false, status: 400, errors }
    }
    return outcomeOf(async () => {
      const { member, client } = await clientForCaller()
      const order = expectOk(await client.air.book({ body: parsed.data, headers: { 'idempotency-key': data.idempotencyKey } }))
      if (!member) rememberGuestReservation({ reservationId: order.reservationId, email: parsed.data.contact.email })
      return { reservationId: order.reservationId, orderId: order.orderId }
    })
  })

/** A flight reservation for its member, or for the guest whose browser booked it (the confirmation page). */
export const getAirReservation = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ReservationParamsSchema.parse(input))
  .handler(({ data }): Promise<Outcome<AirReservation>> =>
    outcomeOf(async () => {
      const { client } = await clientForCaller()
      return expectOk(await client.airReservations.air({ params: data, query: { email: guestEmailFor(data.reservationId) } }))
    }),
  )

export const getAirCancellationQuote = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ReservationParamsSchema.parse(input))
  .handler(async ({ data }): Promise<Outcome<CancellationQuote>> => {
    const member = await requireMember(getRequest())
    return outcomeOf(async () => expectOk(await lxpClient({ locale: 'en-US', customerId: member.clientCustomerId }).airReservations.airCancelQuote({ params: data, body: {} })))
  })

export const cancelAirReservation = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ReservationParamsSchema.extend({ idempotencyKey: IdempotencyHeadersSchema.shape['idempotency-key'] }).parse(input))
  .handler(async ({ data: { idempotencyKey, ...params } }): Promise<Outcome<AirReservation>> => {
    const member = await requireMember(getRequest())
    const client = lxpClient({ locale: 'en-US', customerId: member.clientCustomerId })
    return outcomeOf(async () => expectOk(await client.airReservations.airCancel({ params, body: {}, headers: { 'idempotency-key': idempotencyKey } })))
  })

/** Flight exchange: as the member, or as the guest whose browser booked the reservation. */
async function exchangeClient(reservationId: string) {
  const { client } = await clientForCaller()
  return { client, email: guestEmailFor(reservationId) }
}

export const searchExchangeFlights = createServerFn({ method: 'POST' })
  .validator((input: unknown) => z.object({ reservationId: ReservationParamsSchema.shape.reservationId, criteria: AirExchangeSearchSchema }).parse(input))
  .handler(async ({ data }): Promise<Outcome<AirSearchResult>> =>
    outcomeOf(async () => {
      const { client, email } = await exchangeClient(data.reservationId)
      return expectOk(await client.air.exchangeSearch({ params: { reservationId: data.reservationId }, body: { ...data.criteria, email } }))
    }),
  )

export const getExchangeQuote = createServerFn({ method: 'GET' })
  .validator((input: unknown) => z.object({ reservationId: ReservationParamsSchema.shape.reservationId, offerId: AirOfferIdSchema }).parse(input))
  .handler(async ({ data }): Promise<Outcome<AirExchangeQuote>> =>
    outcomeOf(async () => {
      const { client, email } = await exchangeClient(data.reservationId)
      return expectOk(await client.air.exchangeQuote({ params: { reservationId: data.reservationId }, body: { offerId: data.offerId, email } }))
    }),
  )

export const exchangeFlights = createServerFn({ method: 'POST' })
  .validator((input: unknown) => z.object({ reservationId: ReservationParamsSchema.shape.reservationId, request: z.unknown(), idempotencyKey: IdempotencyHeadersSchema.shape['idempotency-key'] }).parse(input))
  .handler(async ({ data }): Promise<Outcome<AirReservation>> => {
    const parsed = AirExchangeBookRequestSchema.safeParse(data.request)
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: issue.message, field: ['body', ...issue.path.map(String)].join('.') }))
      return { ok: false, status: 400, errors }
    }
    return outcomeOf(async () => {
      const { client, email } = await exchangeClient(data.reservationId)
      return expectOk(await client.air.exchangeBook({ params: { reservationId: data.reservationId }, body: { ...parsed.data, email }, headers: { 'idempotency-key': data.idempotencyKey } }))
    })
  })
