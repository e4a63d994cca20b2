// Server functions of the hotel pages: the same lxp calls integrators make, through the upstream
// client. A refusal (4xx) comes back as data the page can explain; anything else is thrown.
import { createServerFn } from '@tanstack/react-start'
import type { ApiErrorObject } from '@contracts/api/api-error'
import { z } from 'zod'
import { HotelOfferQuerySchema, HotelSearchCriteriaSchema, type HotelOffer, type HotelSearchResult } from '@contracts/lxp/hotel.schema'
import { ApiError } from '../http/errors'
import { expectOk } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; errors: ApiErrorObject[] }

async function outcomeOf<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { ok: false, status: error.status, errors: error.errors }
    throw error
  }
}

export const searchHotels = createServerFn({ method: 'POST' })
  .validator((input: unknown) => HotelSearchCriteriaSchema.parse(input))
  .handler(({ data }): Promise<Outcome<HotelSearchResult>> => outcomeOf(async () => expectOk(await lxpClient().hotel.search({ body: data }))))

export const getHotelOffer = createServerFn({ method: 'GET' })
  .validator((input: unknown) => HotelOfferQuerySchema.extend({ hotelId: z.string().regex(/^[a-z0-9-]{1,80}$/) }).parse(input))
  .handler(({ data: { hotelId, ...query } }): Promise<Outcome<HotelOffer>> => outcomeOf(async () => expectOk(await lxpClient().hotel.offer({ params: { hotelId }, query }))))

export const suggestHotelDestinations = createServerFn({ method: 'GET' })
  .validator((input: unknown) => z.object({ query: z.string().trim().min(1).max(100) }).parse(input))
  .handler(async ({ data }) => expectOk(await lxpClient().hotel.destinations({ query: { query: data.query, limit: 8 } })).suggestions)
