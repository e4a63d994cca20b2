// The hotel search as it lives in the URL (§R2 search results; issue "every criterion,
// filter, sort, page and view mode lives in the URL"). Each parameter is parsed on its own: a bad
// value falls back to its default and is reported, so a traveller gets a notice, never an error page.
import { hotelSorts } from '@contracts/lxp/hotel.constants'
import { adjustedNames, blankParam, oneOf, optionalChildAges, optionalFlag, optionalInteger, optionalIsoDate, optionalList, optionalNumber, optionalText } from '~/lib/search-params'

export const resultViews = ['grid', 'list', 'map'] as const
export type ResultView = (typeof resultViews)[number]

const slug = (value: unknown) => (typeof value === 'string' && /^[a-z0-9-]{1,40}$/.test(value) ? value : undefined)
const slugs = (value: unknown) => optionalList(value, slug)

// Each field: how to read it (undefined = not usable) and the value used when absent or unusable.
const fields = {
  destination: { parse: (value: unknown) => optionalText(typeof value === 'string' ? value.trim() : value, 100), fallback: undefined },
  checkIn: { parse: optionalIsoDate, fallback: undefined },
  checkOut: { parse: optionalIsoDate, fallback: undefined },
  rooms: { parse: (value: unknown) => optionalInteger(value, 1, 8), fallback: 1 },
  adults: { parse: (value: unknown) => optionalInteger(value, 1, 9), fallback: 2 },
  children: { parse: optionalChildAges, fallback: undefined },
  sort: { parse: (value: unknown) => oneOf(value, hotelSorts), fallback: 'featured' as const },
  view: { parse: (value: unknown) => oneOf(value, resultViews), fallback: 'grid' as const },
  page: { parse: (value: unknown) => optionalInteger(value, 1, 1000), fallback: 1 },
  priceMin: { parse: (value: unknown) => optionalInteger(value, 0, 100_000_000), fallback: undefined },
  priceMax: { parse: (value: unknown) => optionalInteger(value, 0, 100_000_000), fallback: undefined },
  stars: { parse: (value: unknown) => optionalList(value, (star) => optionalInteger(star, 1, 5), 5), fallback: undefined },
  minReviewScore: { parse: (value: unknown) => optionalNumber(value, 1, 5), fallback: undefined },
  amenities: { parse: slugs, fallback: undefined },
  propertyTypes: { parse: slugs, fallback: undefined },
  chains: { parse: slugs, fallback: undefined },
  accessibility: { parse: slugs, fallback: undefined },
  freeCancellation: { parse: optionalFlag, fallback: undefined },
  payLater: { parse: optionalFlag, fallback: undefined },
  pointsEligible: { parse: optionalFlag, fallback: undefined },
  /** The dates are the default stay, chosen for a traveller who gave none (docs/decisions/079): the results say so. */
  defaultDates: { parse: optionalFlag, fallback: undefined },
}

type Fields = typeof fields

/** Values that are not written into the URL because they are what an absent parameter means. */
export const defaultHotelSearchParams = { rooms: 1, adults: 2, sort: 'featured', view: 'grid', page: 1 } as const
export type HotelSearchParams = {
  [K in keyof Fields]: Fields[K]['fallback'] extends undefined ? Exclude<ReturnType<Fields[K]['parse']>, null> : Exclude<ReturnType<Fields[K]['parse']>, null | undefined>
}

export type HotelSearchParamName = keyof Fields
export const hotelSearchParamNames = Object.keys(fields) as HotelSearchParamName[]

/**
 * The route's search: the params plus `adjusted`, the names of values that were replaced. It is kept
 * in the URL (the server redirects to the cleaned address) so the notice survives until the next change.
 */
export function validateHotelSearch(raw: Record<string, unknown>): HotelSearchParams & { adjusted?: HotelSearchParamName[] } {
  const { params, adjusted } = parseHotelSearchParams(raw)
  // Every name is given, undefined where unusable: the router lays a route's search over the address's
  // raw one, so a dropped `checkIn=2027-02-29` would otherwise reach the search as typed.
  const unset = Object.fromEntries(hotelSearchParamNames.map((name) => [name, undefined])) as Partial<HotelSearchParams>
  return { ...unset, ...params, adjusted: adjustedNames(raw, hotelSearchParamNames, adjusted) }
}

/** Parses raw search params; `adjusted` names each parameter that was replaced by its default. */
export function parseHotelSearchParams(raw: Record<string, unknown>): { params: HotelSearchParams; adjusted: (keyof Fields)[] } {
  const params: Record<string, unknown> = {}
  const adjusted: (keyof Fields)[] = []
  for (const [name, field] of Object.entries(fields) as [keyof Fields, Fields[keyof Fields]][]) {
    const value = blankParam(raw[name]) ? undefined : raw[name]
    if (value === undefined) continue
    const parsed = field.parse(value)
    // Flags read "false" as absent (undefined); only `null` marks an unusable flag.
    const usable = name === 'freeCancellation' || name === 'payLater' || name === 'pointsEligible' || name === 'defaultDates' ? parsed !== null : parsed !== undefined
    if (usable) {
      if (parsed !== undefined && parsed !== null) params[name] = parsed
    } else {
      adjusted.push(name)
      if (field.fallback !== undefined) params[name] = field.fallback
    }
  }
  for (const name of Object.keys(fields) as (keyof Fields)[]) {
    if (params[name] === undefined && fields[name].fallback !== undefined) params[name] = fields[name].fallback
  }
  return { params: params as HotelSearchParams, adjusted }
}

const draftNames = ['destination', 'checkIn', 'checkOut', 'rooms', 'adults', 'children'] as const
export type HotelSearchDraft = Partial<Pick<HotelSearchParams, (typeof draftNames)[number]>>

/** The landing page's search: only the usable search criteria the address gives, to prefill the form. */
export function hotelSearchDraft(raw: Record<string, unknown>): HotelSearchDraft {
  const given = Object.fromEntries(draftNames.filter((name) => raw[name] !== undefined).map((name) => [name, raw[name]]))
  const { params, adjusted } = parseHotelSearchParams(given)
  return Object.fromEntries(draftNames.filter((name) => name in given && !adjusted.includes(name)).map((name) => [name, params[name]]))
}
