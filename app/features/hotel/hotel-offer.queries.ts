import { queryOptions } from '@tanstack/react-query'
import type { HotelOfferQuery } from '@contracts/lxp/hotel.schema'
import { hotelOffer } from '@server/bff/functions/hotel.functions'

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
