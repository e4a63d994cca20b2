// What the hotel results do with the search of the URL: the platform's criteria, what is missing,
// the filters it refused and the parameters' names in words. Apart from ./hotel-params.ts, which the
// route's validateSearch puts on every page's first load.
import type { HotelSearchCriteria } from '@contracts/lxp/hotel.schema'
import { hotelRoomsOf } from '@contracts/lxp/hotel-party'
import { hotelText } from '~/i18n/plain/hotel'
import { hotelSearchParamNames, parseHotelSearchParams, type HotelSearchParamName, type HotelSearchParams } from './hotel-params'

/** A search parameter's name in words, for the note about the ones the results could not use. */
export const hotelSearchParamLabel = (name: HotelSearchParamName) => hotelText(`param.${name}`)

/** What is still missing before a search can run, in words for the traveller. */
export function missingCriteria(params: HotelSearchParams): string[] {
  const missing: string[] = []
  if (!params.destination) missing.push(hotelText('missing.destination'))
  if (!params.checkIn) missing.push(hotelText('missing.check-in'))
  if (!params.checkOut) missing.push(hotelText('missing.check-out'))
  if (params.checkIn && params.checkOut && params.checkOut <= params.checkIn) missing.push(hotelText('missing.check-out-after'))
  return missing
}

/** The search the results page asks the platform, or undefined while something is missing. */
export function hotelSearchCriteriaOf(params: HotelSearchParams) {
  return missingCriteria(params).length > 0 ? undefined : toSearchCriteria(params)
}

/** The API criteria for complete params (guests spread over the rooms as the hotel page and checkout spread them). */
export function toSearchCriteria(params: HotelSearchParams, pageSize = 20): HotelSearchCriteria {
  const rooms = hotelRoomsOf(Math.min(params.rooms, params.adults), params.adults, params.children)
  return {
    destination: params.destination ?? '',
    checkIn: params.checkIn ?? '',
    checkOut: params.checkOut ?? '',
    rooms,
    filters: {
      priceMin: params.priceMin,
      priceMax: params.priceMax,
      stars: params.stars,
      minReviewScore: params.minReviewScore,
      amenities: params.amenities,
      propertyTypes: params.propertyTypes,
      chains: params.chains,
      accessibility: params.accessibility,
      freeCancellation: params.freeCancellation,
      payLater: params.payLater,
      pointsEligible: params.pointsEligible,
    },
    sort: params.sort,
    page: params.page,
    pageSize,
  }
}

/**
 * The filters the platform refused (an amenity or chain it does not know, from an old or edited
 * address): their names, so the page can drop them and say so instead of showing an error.
 */
export function refusedFilters(errors: readonly { field?: string }[]): HotelSearchParamName[] | undefined {
  const names = errors.map((error) => /^body\.filters\.(\w+)/.exec(error.field ?? '')?.[1])
  if (names.length === 0 || names.some((name) => name === undefined || !hotelSearchParamNames.includes(name as HotelSearchParamName))) return undefined
  return [...new Set(names as HotelSearchParamName[])]
}

/**
 * The rooms of the search form's fields (`rooms`, `adults`, `children` as comma-separated ages), spread as a search
 * spreads them; a child whose age is not chosen yet ("4,?") is left out until it is.
 */
export function hotelCalendarRooms(fields: Readonly<Record<string, string>>): HotelSearchCriteria['rooms'] {
  const children = (fields.children ?? '').split(',').filter((age) => /^\d+$/.test(age))
  return toSearchCriteria(parseHotelSearchParams({ rooms: fields.rooms, adults: fields.adults, children: children.length > 0 ? children : undefined }).params).rooms
}
