// Server functions of the hotel pages: the same lxp calls integrators make, through the upstream
// client. A refusal (4xx) comes back as data the page can explain; anything else is thrown.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { HotelCompareRequestSchema, HotelOfferQuerySchema, HotelSearchCriteriaSchema, type HotelComparison, type HotelOffer, type HotelSearchResult } from '@contracts/lxp/hotel.schema'
import { expectOk } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'
import { outcomeOf, type Outcome } from './outcome'


export const searchHotels = createServerFn({ method: 'POST' })
  .validator((input: unknown) => HotelSearchCriteriaSchema.parse(input))
  .handler(({ data }): Promise<Outcome<HotelSearchResult>> => outcomeOf(async () => expectOk(await lxpClient().hotel.search({ body: data }))))

export const getHotelOffer = createServerFn({ method: 'GET' })
  .validator((input: unknown) => HotelOfferQuerySchema.extend({ hotelId: z.string().regex(/^[a-z0-9-]{1,80}$/) }).parse(input))
  .handler(({ data: { hotelId, ...query } }): Promise<Outcome<HotelOffer>> => outcomeOf(async () => expectOk(await lxpClient().hotel.offer({ params: { hotelId }, query }))))

export const suggestHotelDestinations = createServerFn({ method: 'GET' })
  .validator((input: unknown) => z.object({ query: z.string().trim().min(1).max(100) }).parse(input))
  .handler(async ({ data }) => expectOk(await lxpClient().hotel.destinations({ query: { query: data.query, limit: 8 } })).suggestions)

export const compareHotels = createServerFn({ method: 'GET' })
  .validator((input: unknown) => HotelCompareRequestSchema.parse(input))
  .handler(({ data }): Promise<Outcome<HotelComparison>> => outcomeOf(async () => expectOk(await lxpClient().hotel.compare({ body: data }))))
