// The travel platform ("lxp") contract: what the BFF serves at /api/lxp for integrators, and what the
// upstream (the embedded simulator, or a real platform at LXP_BASE_URL) answers to the BFF.
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorsSchema, commonErrorResponses } from '../api/api-error'
import { DestinationSuggestionSchema, HotelOfferQuerySchema, HotelOfferSchema, HotelSearchCriteriaSchema, HotelSearchResultSchema } from './hotel.schema'
import { ReservationListSchema, ReservationsQuerySchema } from './reservations.schema'

const c = initContract()

export const hotelContract = c.router({
  destinations: {
    method: 'GET',
    path: '/hotel/destinations',
    summary: 'Destination and hotel suggestions for a search box',
    query: z.object({ query: z.string().trim().min(1).max(100), limit: z.coerce.number().int().min(1).max(20).default(8) }),
    responses: { 200: z.object({ suggestions: z.array(DestinationSuggestionSchema) }), ...commonErrorResponses },
  },
  search: {
    method: 'POST',
    path: '/hotel/search',
    summary: 'Search hotels with filters, sort and paging',
    description: 'All-in prices (taxes and fees included) in integer minor units; facets count the hotels for each filter value.',
    body: HotelSearchCriteriaSchema,
    responses: { 200: HotelSearchResultSchema, 422: ApiErrorsSchema, ...commonErrorResponses },
  },
  offer: {
    method: 'GET',
    path: '/hotel/offers/:hotelId',
    summary: 'A hotel with its rooms and rates for a stay',
    description: 'Every available room type and rate with the all-in price: nightly rates, taxes, fees, due now and due at the property.',
    pathParams: z.object({ hotelId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a hotel id') }),
    query: HotelOfferQuerySchema,
    responses: { 200: HotelOfferSchema, 422: ApiErrorsSchema, ...commonErrorResponses },
  },
})

export const customerContract = c.router({
  reservations: {
    method: 'GET',
    path: '/customer/reservations',
    summary: "The signed-in member's reservations",
    description: 'Filter by product type, status and upcoming or past; page size 1 to 50. Needs a signed-in session (401 otherwise).',
    query: ReservationsQuerySchema,
    responses: { 200: ReservationListSchema, 401: ApiErrorsSchema, ...commonErrorResponses },
  },
})

export const lxpContract = c.router({ hotel: hotelContract, customer: customerContract }, { pathPrefix: '/api/lxp', strictStatusCodes: true })
