import { queryOptions } from '@tanstack/react-query'
import type { HotelSelection } from '@contracts/lxp/hotel-checkout.schema'
import type { HotelCompareRequest, HotelOfferQuery, HotelSearchCriteria } from '@contracts/lxp/hotel.schema'
import {
  hotelCompare,
  hotelOffer,
  hotelQuote,
  hotelReservationsCancelQuote,
  hotelReservationsView,
  hotelSearch,
  hotelStayChangeQuote,
} from '@server/bff/functions/hotel.functions'
import type { HotelCheckoutSelection } from './hotel-checkout-params'

export const hotelSearchQueryOptions = (criteria: HotelSearchCriteria) =>
  queryOptions({
    queryKey: ['hotel-search', criteria],
    queryFn: () => hotelSearch({ data: { body: criteria } }),
    staleTime: 60_000,
  })

/** The stay of the offer page's address: `children`, each child's age. */
type HotelOfferStay = Pick<HotelOfferQuery, 'checkIn' | 'checkOut' | 'rooms' | 'adults'> & { children?: readonly number[] }

/**
 * The offer for a stay, keyed by the stay's own fields only: the page's search also carries whatever else the address
 * had (a campaign's utm_…), and with it in the key the page's component missed what its loader had fetched, asked the
 * upstream a second time and sent both answers to the browser (issue 40).
 */
export const hotelOfferQueryOptions = (hotelId: string, { checkIn, checkOut, rooms, adults, children }: HotelOfferStay) => {
  // The platform's child ages are one text ("5,9"), left out for none.
  const query: HotelOfferQuery = { checkIn, checkOut, rooms, adults, ...(children && children.length > 0 ? { childAges: children.join(',') } : {}) }
  return queryOptions({
    queryKey: ['hotel-offer', hotelId, query],
    queryFn: () => hotelOffer({ data: { params: { hotelId }, query } }),
    staleTime: 60_000,
  })
}

export const hotelCompareQueryOptions = (request: HotelCompareRequest) =>
  queryOptions({
    queryKey: ['hotel-compare', request],
    queryFn: () => hotelCompare({ data: { body: request } }),
    staleTime: 60_000,
  })

/** What the platform quotes and books: the selection, the children as its `childAges` (here, not with the address's reading in every page's first load; issue 40). */
export function platformSelectionOf({ children, ...selection }: HotelCheckoutSelection): HotelSelection {
  return { ...selection, childAges: children ?? [] }
}

export const hotelQuoteQueryKey = ['hotel-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const hotelQuoteQueryOptions = (selection: HotelCheckoutSelection) =>
  queryOptions({
    queryKey: [...hotelQuoteQueryKey, selection],
    queryFn: () => hotelQuote({ data: { body: platformSelectionOf(selection) } }),
    staleTime: 0,
  })

export const hotelReservationQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['hotel-reservation', reservationId],
    queryFn: () => hotelReservationsView({ data: { params: { reservationId } } }),
  })

export const hotelCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['hotel-cancellation-quote', reservationId],
    queryFn: () => hotelReservationsCancelQuote({ data: { params: { reservationId } } }),
    staleTime: 0,
  })

/** `childAges`: each child's age, none for an empty list. */
export type StayChoice = { checkIn: string; checkOut: string; adults: number; childAges: number[] }

/** What changing the stay to these dates and guests costs or gives back (or why it cannot change). */
export const hotelStayChangeQuoteQueryOptions = (reservationId: string, stay: StayChoice) =>
  queryOptions({
    queryKey: ['hotel-stay-change-quote', reservationId, stay],
    queryFn: () => hotelStayChangeQuote({ data: { params: { reservationId }, body: stay } }),
    staleTime: 0,
  })
