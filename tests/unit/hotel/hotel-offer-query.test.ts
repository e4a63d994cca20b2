// Issue 40: the offer page's loader and its component ask for one offer. The page's search also carries whatever else
// its address had (a campaign's utm_…); those must not reach the query's key or the upstream, or the component misses
// what the loader fetched and the page asks the upstream twice, sending both answers to the browser.
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { HotelOfferQuery } from '@contracts/lxp/hotel.schema'

const hotelOffer = vi.fn(async (input: unknown) => ({ ok: true, value: { input } }))
vi.mock('@server/bff/functions/hotel.functions', () => ({ hotelOffer: (input: unknown) => hotelOffer(input) }))

const { hotelOfferQueryOptions } = await import('~/features/hotel/hotel.queries')
const { validateHotelOfferSearch } = await import('~/features/hotel/hotel-offer-params')

const stay: HotelOfferQuery = { checkIn: '2027-03-01', checkOut: '2027-03-03', rooms: 1, adults: 2 }

describe('the hotel offer query', () => {
  it('is one query for the loader and for a page whose address carries campaign parameters', async () => {
    const client = new QueryClient()
    await client.ensureQueryData(hotelOfferQueryOptions('paris-001', stay))
    const withCampaign = { ...stay, utm_campaign: 'c1', utm_source: 'mail' } as HotelOfferQuery
    expect(hotelOfferQueryOptions('paris-001', withCampaign).queryKey).toEqual(hotelOfferQueryOptions('paris-001', stay).queryKey)
    await client.ensureQueryData(hotelOfferQueryOptions('paris-001', withCampaign))
    expect(hotelOffer).toHaveBeenCalledTimes(1)
    expect(hotelOffer).toHaveBeenCalledWith({ data: { params: { hotelId: 'paris-001' }, query: stay } })
  })

  it("asks the platform for the children's ages the address carries, as one text, and for none without them (issue 36)", async () => {
    hotelOffer.mockClear()
    const client = new QueryClient()
    const family = validateHotelOfferSearch({ hotelId: 'paris-001', ...stay, children: '5,9' })
    expect(family.children).toEqual([5, 9])
    // A form sent without script repeats the name, its "No child" choices empty.
    expect(validateHotelOfferSearch({ hotelId: 'paris-001', ...stay, children: ['5', '9', '', ''] }).children).toEqual([5, 9])
    expect(validateHotelOfferSearch({ hotelId: 'paris-001', ...stay, children: '5,18' }).children).toBeUndefined()
    await client.ensureQueryData(hotelOfferQueryOptions('paris-001', { ...stay, children: family.children }))
    expect(hotelOffer).toHaveBeenLastCalledWith({ data: { params: { hotelId: 'paris-001' }, query: { ...stay, childAges: '5,9' } } })
    expect(hotelOfferQueryOptions('paris-001', { ...stay, children: [5, 9] }).queryKey).not.toEqual(hotelOfferQueryOptions('paris-001', stay).queryKey)
    expect(hotelOfferQueryOptions('paris-001', { ...stay, children: [] }).queryKey).toEqual(hotelOfferQueryOptions('paris-001', stay).queryKey)
  })
})
