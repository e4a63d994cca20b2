// The hotel search as it lives in the URL (SPEC.md §2 search results; issue "every criterion,
// filter, sort, page and view mode lives in the URL"). Each parameter is parsed on its own: a bad
// value falls back to its default and is reported, so a traveller gets a notice, never an error page.
import { z } from 'zod'
import { hotelSorts, type HotelSearchCriteria } from '@contracts/lxp/hotel.schema'

export const resultViews = ['grid', 'list', 'map'] as const
export type ResultView = (typeof resultViews)[number]

const isoDate = z.iso.date()
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(item))
const flag = z.preprocess((value) => (value === 'true' || value === true ? true : value === 'false' || value === false ? undefined : value), z.literal(true).optional())

const fields = {
  destination: { schema: z.string().trim().min(1).max(100).optional(), fallback: undefined },
  checkIn: { schema: isoDate.optional(), fallback: undefined },
  checkOut: { schema: isoDate.optional(), fallback: undefined },
  rooms: { schema: z.coerce.number().int().min(1).max(8), fallback: 1 },
  adults: { schema: z.coerce.number().int().min(1).max(9), fallback: 2 },
  children: { schema: list(z.coerce.number().int().min(0).max(17)).pipe(z.array(z.number()).max(8)).optional(), fallback: undefined },
  sort: { schema: z.enum(hotelSorts), fallback: 'featured' as const },
  view: { schema: z.enum(resultViews), fallback: 'grid' as const },
  page: { schema: z.coerce.number().int().min(1).max(1000), fallback: 1 },
  priceMin: { schema: z.coerce.number().int().min(0).optional(), fallback: undefined },
  priceMax: { schema: z.coerce.number().int().min(0).optional(), fallback: undefined },
  stars: { schema: list(z.coerce.number().int().min(1).max(5)).optional(), fallback: undefined },
  minReviewScore: { schema: z.coerce.number().min(1).max(5).optional(), fallback: undefined },
  amenities: { schema: list(z.string().regex(/^[a-z0-9-]+$/)).optional(), fallback: undefined },
  propertyTypes: { schema: list(z.string().regex(/^[a-z0-9-]+$/)).optional(), fallback: undefined },
  chains: { schema: list(z.string().regex(/^[a-z0-9-]+$/)).optional(), fallback: undefined },
  accessibility: { schema: list(z.string().regex(/^[a-z0-9-]+$/)).optional(), fallback: undefined },
  freeCancellation: { schema: flag, fallback: undefined },
  payLater: { schema: flag, fallback: undefined },
  pointsEligible: { schema: flag, fallback: undefined },
}

type Fields = typeof fields
export type HotelSearchParams = { [K in keyof Fields]: z.output<Fields[K]['schema']> | Fields[K]['fallback'] }

export const hotelSearchParamLabels: Record<keyof Fields, string> = {
  destination: 'destination',
  checkIn: 'check-in date',
  checkOut: 'check-out date',
  rooms: 'number of rooms',
  adults: 'number of adults',
  children: "children's ages",
  sort: 'sort order',
  view: 'view',
  page: 'page',
  priceMin: 'lowest price',
  priceMax: 'highest price',
  stars: 'star rating',
  minReviewScore: 'review score',
  amenities: 'amenities',
  propertyTypes: 'property types',
  chains: 'hotel chains',
  accessibility: 'accessibility features',
  freeCancellation: 'free cancellation',
  payLater: 'pay later',
  pointsEligible: 'points eligibility',
}

/** Parses raw search params; `adjusted` names each parameter that was replaced by its default. */
export function parseHotelSearchParams(raw: Record<string, unknown>): { params: HotelSearchParams; adjusted: (keyof Fields)[] } {
  const params: Record<string, unknown> = {}
  const adjusted: (keyof Fields)[] = []
  for (const [name, field] of Object.entries(fields) as [keyof Fields, Fields[keyof Fields]][]) {
    const value = raw[name] === '' ? undefined : raw[name]
    if (value === undefined) continue
    const result = field.schema.safeParse(value)
    if (result.success) {
      if (result.data !== undefined) params[name] = result.data
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

/** What is still missing before a search can run, in words for the traveller. */
export function missingCriteria(params: HotelSearchParams): string[] {
  const missing: string[] = []
  if (!params.destination) missing.push('a destination')
  if (!params.checkIn) missing.push('a check-in date')
  if (!params.checkOut) missing.push('a check-out date')
  if (params.checkIn && params.checkOut && params.checkOut <= params.checkIn) missing.push('a check-out date after the check-in date')
  return missing
}

/** The API criteria for complete params (guests spread over rooms as evenly as possible). */
export function toSearchCriteria(params: HotelSearchParams, pageSize = 20): HotelSearchCriteria {
  const roomCount = Math.min(params.rooms, params.adults)
  const rooms = Array.from({ length: roomCount }, (_, index) => ({
    adults: Math.floor(params.adults / roomCount) + (index < params.adults % roomCount ? 1 : 0),
    childAges: index === 0 ? (params.children ?? []) : [],
  }))
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
