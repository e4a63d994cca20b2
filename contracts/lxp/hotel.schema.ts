// Hotel search, offers and compare (DESIGN.md §4 "search", "offers"): what integrators send and get.
import { z } from 'zod'
import { compareLimits, hotelSorts } from './hotel.constants'
import { IsoDateSchema, MoneySchema } from './shared/values.schema'

// Defined once for every line in ./shared; still importable from here.
export { IsoDateSchema, MoneySchema }

export const HotelSortSchema = z.enum(hotelSorts)

export const HotelFiltersSchema = z.object({
  priceMin: z.int().min(0).optional().describe('Lowest all-in nightly price, in minor units'),
  priceMax: z.int().min(0).optional().describe('Highest all-in nightly price, in minor units'),
  stars: z.array(z.int().min(1).max(5)).max(5).optional(),
  minReviewScore: z.number().min(1).max(5).optional(),
  amenities: z.array(z.string().min(1)).max(20).optional().describe('Hotels with all of these'),
  propertyTypes: z.array(z.string().min(1)).max(10).optional(),
  chains: z.array(z.string().min(1)).max(20).optional(),
  accessibility: z.array(z.string().min(1)).max(10).optional().describe('Hotels with all of these features'),
  freeCancellation: z.boolean().optional(),
  payLater: z.boolean().optional(),
  pointsEligible: z.boolean().optional(),
})
export type HotelFilters = z.infer<typeof HotelFiltersSchema>

export const RoomRequestSchema = z.object({
  adults: z.int().min(1, 'at least 1 adult per room').max(9, 'at most 9 adults per room'),
  childAges: z.array(z.int().min(0).max(17)).max(8, 'at most 8 children per room').default([]),
})

export const HotelSearchCriteriaSchema = z
  .object({
    destination: z.string().trim().min(1, 'Choose a destination').max(100),
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
    rooms: z.array(RoomRequestSchema).min(1).max(8),
    filters: HotelFiltersSchema.default({}),
    sort: HotelSortSchema.default('featured'),
    page: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(50).default(20),
  })
  .refine((criteria) => criteria.checkOut > criteria.checkIn, { message: 'must be after the check-in date', path: ['checkOut'] })
  .meta({
    id: 'HotelSearchCriteria',
    examples: [{ destination: 'New York', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: [{ adults: 2, childAges: [] }], sort: 'price-asc' }],
  })
export type HotelSearchCriteria = z.infer<typeof HotelSearchCriteriaSchema>

export const HotelSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    stars: z.int().min(1).max(5),
    review: z.object({ score: z.number(), count: z.int(), source: z.literal('TRIP_ADVISOR') }),
    location: z.object({ area: z.string(), latitude: z.number(), longitude: z.number(), distanceKm: z.number() }),
    image: z.object({ src: z.string(), alt: z.string() }),
    propertyType: z.string(),
    chain: z.string().nullable(),
    nightlyPrice: MoneySchema.describe('All-in average per night, taxes and fees included'),
    totalPrice: MoneySchema.describe('All-in for the whole stay and all rooms'),
    freeCancellation: z.boolean(),
    payLater: z.boolean(),
    pointsEligible: z.boolean(),
  })
  .meta({ id: 'HotelSummary' })
export type HotelSummary = z.infer<typeof HotelSummarySchema>

const FacetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.int() }))

export const HotelSearchResultSchema = z
  .object({
    destination: z.object({ id: z.string(), name: z.string(), country: z.string(), latitude: z.number(), longitude: z.number() }),
    items: z.array(HotelSummarySchema),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
    facets: z.object({
      stars: FacetSchema,
      amenities: FacetSchema,
      propertyTypes: FacetSchema,
      chains: FacetSchema,
      accessibility: FacetSchema,
      price: z.object({ min: z.int(), max: z.int(), currency: z.string().length(3) }),
    }),
  })
  .meta({ id: 'HotelSearchResult' })
export type HotelSearchResult = z.infer<typeof HotelSearchResultSchema>

export const DestinationSuggestionSchema = z.object({
  kind: z.enum(['destination', 'hotel']),
  id: z.string(),
  name: z.string(),
  detail: z.string(),
})
export type DestinationSuggestion = z.infer<typeof DestinationSuggestionSchema>

export const HotelOfferQuerySchema = z.object({
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  rooms: z.coerce.number().int().min(1).max(8).default(1),
  adults: z.coerce.number().int().min(1).max(72).default(2),
})
export type HotelOfferQuery = z.infer<typeof HotelOfferQuerySchema>

const StayPriceSchema = z.object({
  currency: z.string().length(3),
  nightly: z.array(z.object({ night: IsoDateSchema, amount: z.int() })),
  roomTotal: z.int(),
  taxes: z.int(),
  fees: z.int(),
  total: z.int(),
  dueNow: z.int(),
  dueAtProperty: z.int(),
})

export const HotelRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  refundable: z.boolean(),
  payment: z.enum(['PAY_NOW', 'PAY_LATER']),
  freeCancellationUntil: IsoDateSchema.nullable(),
  price: StayPriceSchema,
})

export const HotelRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  beds: z.string(),
  maxOccupancy: z.int(),
  sizeM2: z.int(),
  smoking: z.boolean(),
  accessible: z.boolean(),
  accessibilityDetails: z.array(z.string()),
  roomsLeft: z.int(),
  rates: z.array(HotelRateSchema),
})

export const HotelOfferSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    stars: z.int(),
    description: z.string(),
    destination: z.object({ id: z.string(), name: z.string(), country: z.string() }),
    address: z.object({ addressLine1: z.string(), cityName: z.string(), countryCode: z.string(), countryName: z.string(), postalCode: z.string() }),
    location: z.object({ area: z.string(), latitude: z.number(), longitude: z.number(), distanceKm: z.number() }),
    review: z.object({ score: z.number(), count: z.int(), source: z.literal('TRIP_ADVISOR') }),
    image: z.object({ src: z.string(), alt: z.string() }),
    amenities: z.array(z.object({ value: z.string(), label: z.string() })),
    accessibility: z.array(z.object({ value: z.string(), label: z.string() })),
    policies: z.object({ checkInFrom: z.string(), checkOutUntil: z.string() }),
    pointsEligible: z.boolean(),
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
    rooms: z.array(HotelRoomSchema),
  })
  .meta({ id: 'HotelOffer' })
export type HotelOffer = z.infer<typeof HotelOfferSchema>


export const HotelCompareRequestSchema = z
  .object({
    hotelIds: z
      .array(z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a hotel id'))
      .min(compareLimits.min, `Compare ${compareLimits.min} to ${compareLimits.max} hotels.`)
      .max(compareLimits.max, `Compare ${compareLimits.min} to ${compareLimits.max} hotels.`),
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
    rooms: z.int().min(1).max(8).default(1),
    adults: z.int().min(1).max(72).default(2),
  })
  .meta({ id: 'HotelCompareRequest', examples: [{ hotelIds: ['new-york-001', 'new-york-002'], checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }] })
export type HotelCompareRequest = z.infer<typeof HotelCompareRequestSchema>

const ReviewSchema = z.object({ score: z.number(), count: z.int(), source: z.literal('TRIP_ADVISOR') })
const LabelledSchema = z.object({ value: z.string(), label: z.string() })

export const HotelComparisonSchema = z
  .object({
    stay: z.object({ checkIn: IsoDateSchema, checkOut: IsoDateSchema, nights: z.int(), rooms: z.int(), adults: z.int(), children: z.int() }),
    hotels: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        stars: z.int(),
        review: ReviewSchema,
        image: z.object({ src: z.string(), alt: z.string() }),
        propertyType: z.string(),
        propertyTypeLabel: z.string(),
        chainName: z.string().nullable(),
        location: z.object({ destinationId: z.string(), destinationName: z.string(), area: z.string(), latitude: z.number(), longitude: z.number(), distanceKm: z.number() }),
        amenities: z.array(z.string()),
        accessibility: z.array(z.string()),
        policies: z.object({ checkInFrom: z.string(), checkOutUntil: z.string(), freeCancellation: z.boolean(), payLater: z.boolean(), pointsEligible: z.boolean(), adultsOnly: z.boolean() }),
        price: z.object({ nightly: MoneySchema, total: MoneySchema, rateName: z.string(), refundable: z.boolean() }).nullable().describe('The cheapest bookable choice; null when sold out'),
        soldOut: z.boolean(),
        earnPointsEstimate: z.int(),
      }),
    ),
    amenities: z.array(LabelledSchema).describe('Every amenity any of the hotels has, for one row each'),
    accessibility: z.array(LabelledSchema),
  })
  .meta({ id: 'HotelComparison' })
export type HotelComparison = z.infer<typeof HotelComparisonSchema>
