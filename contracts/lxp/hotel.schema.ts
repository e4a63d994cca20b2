// Hotel search, offers and compare (§D4 "search", "offers"): what integrators send and get.
import { z } from 'zod'
import { compareLimits, hotelMaxAdults, hotelSorts, hotelStayLimits } from './hotel.constants'
import { hotelChildAgesOf, hotelPartyLimits } from './hotel-party'
import { FreeCancellationEndsAtSchema, ImageSchema, IsoDateSchema, MoneySchema, TravellerReviewSchema } from './shared/values.schema'
import { SupplierAddressSchema } from './shared/address.schema'
import { calendarAnswerShape, calendarRangeShape, checkCalendarRange } from './shared/price-calendar.schema'
import { pageShape, pagingShape } from './shared/search.schema'

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

const childAgeMessages = {
  age: `each child is 0 to ${hotelPartyLimits.maxChildAge} years old`,
  count: `at most ${hotelPartyLimits.maxChildren} children`,
  text: `must be ages 0 to ${hotelPartyLimits.maxChildAge} separated by commas, such as 5,9`,
}

/** The age of each child of a party (0 to 17 on the check-out date), one entry per child. */
export const HotelChildAgesSchema = z
  .array(z.int(childAgeMessages.age).min(0, childAgeMessages.age).max(hotelPartyLimits.maxChildAge, childAgeMessages.age))
  .max(hotelPartyLimits.maxChildren, childAgeMessages.count)
  .meta({ examples: [[5, 9]] })

/**
 * The child ages of a query string, one text of ages separated by commas ("5,9"), as tours carry them
 * (docs/decisions/098): an array would be written `childAges[0]=5` by a client relaying the query.
 */
export const HotelChildAgesTextSchema = z
  .string()
  .regex(/^(\d{1,2}(,\d{1,2})*)?$/, childAgeMessages.text)
  .refine((text) => hotelChildAgesOf(text).every((age) => age <= hotelPartyLimits.maxChildAge), childAgeMessages.age)
  .refine((text) => hotelChildAgesOf(text).length <= hotelPartyLimits.maxChildren, childAgeMessages.count)
  .optional()
  .describe(`The age of each child (0 to ${hotelPartyLimits.maxChildAge} on the check-out date), separated by commas (\`5,9\`); they stay in the first room. Left out: no children.`)

export const RoomRequestSchema = z.object({
  adults: z.int().min(1, 'at least 1 adult per room').max(hotelStayLimits.maxAdultsPerRoom, `at most ${hotelStayLimits.maxAdultsPerRoom} adults per room`),
  childAges: HotelChildAgesSchema.default([]),
})

export const HotelSearchCriteriaSchema = z
  .object({
    destination: z.string().trim().min(1, 'Choose a destination').max(100),
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
    rooms: z.array(RoomRequestSchema).min(1).max(hotelStayLimits.maxRooms),
    filters: HotelFiltersSchema.default({}),
    sort: HotelSortSchema.default('featured'),
    ...pagingShape,
  })
  .refine((criteria) => criteria.checkOut > criteria.checkIn, { message: 'must be after the check-in date', path: ['checkOut'] })
  .meta({
    id: 'HotelSearchCriteria',
    examples: [{ destination: 'New York', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: [{ adults: 2, childAges: [] }], sort: 'price-asc' }],
  })
export type HotelSearchCriteria = z.infer<typeof HotelSearchCriteriaSchema>

const PaymentTimingSchema = z.enum(['PAY_NOW', 'PAY_LATER'])
const HotelLocationSchema = z.object({
  area: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number().describe('From the destination centre'),
  address: z.string().describe('Street, postal code and city on one line'),
})

/** What a stay is for: dates, nights and the party, as the platform understood the request. */
export const StaySummarySchema = z
  .object({ checkIn: IsoDateSchema, checkOut: IsoDateSchema, nights: z.int().min(1), rooms: z.int().min(1), adults: z.int().min(1), children: z.int().min(0) })
  .meta({ id: 'StaySummary' })

/** A destination as search and offers describe it. */
export const DestinationSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    country: z.string().describe('Country name'),
    countryCode: z.string().length(2).describe('ISO 3166-1 alpha-2'),
    latitude: z.number(),
    longitude: z.number(),
    timeZone: z.string().describe('IANA time zone, such as Europe/Paris'),
    airports: z.array(z.string().length(3)).describe('IATA codes of the airports serving it'),
  })
  .meta({ id: 'DestinationSummary' })

export const HotelSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    stars: z.int().min(1).max(5),
    review: z.object({ score: z.number(), count: z.int(), source: z.literal('TRIP_ADVISOR') }),
    location: HotelLocationSchema,
    image: ImageSchema,
    propertyType: z.string(),
    chain: z.string().nullable().describe('Chain id; null for an independent hotel'),
    chainName: z.string().nullable(),
    nightlyPrice: MoneySchema.describe('All-in average per night, taxes and fees included'),
    totalPrice: MoneySchema.describe('All-in for the whole stay and all rooms'),
    dueNow: MoneySchema.describe('What the priced rate charges at booking: the total less property fees, or nothing on a pay-later rate'),
    dueAtProperty: MoneySchema.describe('What is paid at the hotel for the priced rate: its property fees, or everything on a pay-later rate'),
    savedAmount: MoneySchema.nullable().describe('The long-stay discount already taken off the price, when there is one'),
    freeCancellation: z.boolean().describe('The priced rate (cheapestOffer) can still be cancelled free of charge'),
    payLater: z.boolean().describe('The priced rate is paid at the hotel'),
    pointsEligible: z.boolean().describe('The priced rate can be paid with points'),
    earnPointsEstimate: z.int().min(0).describe('Points the priced rate earns the caller paid by card, as their checkout quote says (0 for a guest, or where the site does not let stays earn)'),
    roomsLeft: z.int().min(0).describe('Rooms left of the priced room type (an "only 2 left" hint)'),
    cheapestOffer: z
      .object({ roomTypeId: z.string(), rateId: z.string(), refundable: z.boolean(), payment: PaymentTimingSchema })
      .describe('The room and rate the prices are for'),
  })
  .meta({ id: 'HotelSummary' })
export type HotelSummary = z.infer<typeof HotelSummarySchema>

const FacetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.int() }))

export const HotelSearchResultSchema = z
  .object({
    destination: DestinationSummarySchema,
    stay: StaySummarySchema,
    ...pageShape(HotelSummarySchema),
    sort: HotelSortSchema,
    facets: z.object({
      stars: FacetSchema,
      amenities: FacetSchema,
      propertyTypes: FacetSchema,
      chains: FacetSchema,
      accessibility: FacetSchema,
      reviewScores: FacetSchema.describe('Hotels scoring at least the value'),
      policies: FacetSchema.describe('free-cancellation, pay-later and points-eligible'),
      price: z.object({ min: z.int(), max: z.int(), currency: z.string().length(3) }),
    }),
  })
  .meta({ id: 'HotelSearchResult' })
export type HotelSearchResult = z.infer<typeof HotelSearchResultSchema>

export const DestinationSuggestionSchema = z.object({
  kind: z.enum(['destination', 'hotel']),
  id: z.string(),
  name: z.string(),
  detail: z.string().describe('The country of a destination, the city of a hotel'),
  destinationId: z.string(),
  countryCode: z.string().length(2),
  airports: z.array(z.string().length(3)).optional().describe("A destination's airports (IATA codes), for flight searches"),
  timeZone: z
    .string()
    .optional()
    .describe("IANA time zone of the destination (a hotel's, its destination's): a form's first bookable date is that place's today once it is chosen (issue 37)"),
})
export type DestinationSuggestion = z.infer<typeof DestinationSuggestionSchema>

export const HotelOfferQuerySchema = z.object({
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  rooms: z.coerce.number<number>().int().min(1).max(hotelStayLimits.maxRooms).default(1),
  adults: z.coerce.number<number>().int().min(1).max(hotelMaxAdults).default(2),
  childAges: HotelChildAgesTextSchema,
})
export type HotelOfferQuery = z.infer<typeof HotelOfferQuerySchema>

const StayPriceSchema = z.object({
  currency: z.string().length(3),
  nightly: z.array(z.object({ night: IsoDateSchema, amount: z.int() })),
  roomTotal: z.int(),
  longStayDiscount: z.int().min(0).describe('Already taken off the nightly amounts; shown as the saving'),
  taxes: z.int(),
  fees: z.int(),
  total: z.int().describe('All-in: rooms, taxes and fees'),
  dueNow: z.int(),
  dueAtProperty: z.int(),
  averageNightly: z.int().describe('All-in average per room and night, rounded half up'),
})

export const CancellationPolicySchema = z
  .object({
    refundable: z.boolean(),
    freeCancellationUntil: IsoDateSchema.nullable().describe('Deprecated: read freeCancellationEndsAt. Last day (hotel time) to cancel free of charge'),
    freeCancellationEndsAt: FreeCancellationEndsAtSchema,
    penaltyAfterDeadline: MoneySchema.describe('What cancelling after the deadline costs'),
    description: z.string(),
  })
  .meta({ id: 'HotelCancellationPolicy' })

export const HotelRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  refundable: z.boolean(),
  payment: PaymentTimingSchema,
  pointsEligible: z.boolean(),
  freeCancellationUntil: IsoDateSchema.nullable(),
  cancellationPolicy: CancellationPolicySchema,
  price: StayPriceSchema,
  earnPointsEstimate: z.int().min(0),
})

export const HotelRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  images: z.array(ImageSchema).describe('The room type’s own pictures: the room first, then its bathroom and view'),
  beds: z.string(),
  maxOccupancy: z.int(),
  sizeM2: z.int(),
  smoking: z.boolean(),
  accessible: z.boolean(),
  accessibilityFeatures: z.array(z.object({ value: z.string(), label: z.string() })),
  doorWidthCm: z.int().nullable().describe('Door width of an accessible room'),
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
    propertyType: z.string(),
    propertyTypeLabel: z.string(),
    chain: z.object({ id: z.string(), name: z.string() }).nullable(),
    destination: DestinationSummarySchema,
    address: SupplierAddressSchema,
    location: HotelLocationSchema,
    review: z.object({ score: z.number(), count: z.int(), source: z.literal('TRIP_ADVISOR') }),
    reviews: z
      .object({
        score: z.number(),
        count: z.int(),
        source: z.literal('TRIP_ADVISOR'),
        rating: z.string().describe('The score in words, such as Very good'),
        categories: z.array(z.object({ name: z.string(), score: z.number() })),
        highlights: z.array(z.string()),
        items: z.array(TravellerReviewSchema).describe('Recent reviews, newest first'),
      })
      .describe('The review summary with scores by category and recent reviews'),
    image: ImageSchema,
    images: z.array(ImageSchema).describe('The gallery, the main image first'),
    amenities: z.array(z.object({ value: z.string(), label: z.string() })),
    accessibility: z.array(z.object({ value: z.string(), label: z.string() })),
    policies: z.object({
      checkInFrom: z.string(),
      checkOutUntil: z.string(),
      minimumCheckInAge: z.int().min(0),
      adultsOnly: z.boolean(),
      petsAllowed: z.boolean(),
      fees: z.array(z.string()).describe('Fees paid at the property, in words'),
      payment: z.string().describe('When payment is taken, in words'),
    }),
    pointsEligible: z.boolean(),
    payLater: z.boolean(),
    freeCancellation: z.boolean(),
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
    stay: StaySummarySchema,
    soldOut: z.boolean().describe('Nothing bookable for this party and these dates'),
    lowestTotal: MoneySchema.nullable().describe('The cheapest all-in total of the stay, when anything is bookable'),
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
    rooms: z.int().min(1).max(hotelStayLimits.maxRooms).default(1),
    adults: z.int().min(1).max(hotelMaxAdults).default(2),
    childAges: HotelChildAgesSchema.default([]).describe('The age of each child; they stay in the first room'),
  })
  .meta({ id: 'HotelCompareRequest', examples: [{ hotelIds: ['new-york-001', 'new-york-002'], checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2, childAges: [5, 9] }] })
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
        policies: z
          .object({ checkInFrom: z.string(), checkOutUntil: z.string(), freeCancellation: z.boolean(), payLater: z.boolean(), pointsEligible: z.boolean(), adultsOnly: z.boolean() })
          .describe('The hotel\'s policies: whether any of its rates for the stay offers each term (the price states its own rate\'s)'),
        price: z
          .object({
            nightly: MoneySchema,
            total: MoneySchema,
            dueNow: MoneySchema.describe('What booking this rate charges now, as on its results card'),
            dueAtProperty: MoneySchema.describe('What is paid at the hotel: the whole stay on a pay-at-the-hotel rate, its property fees on a prepaid one'),
            rateName: z.string(),
            refundable: z.boolean(),
            freeCancellation: z.boolean().describe('This rate can still be cancelled free of charge'),
            payLater: z.boolean().describe('This rate is paid at the hotel'),
          })
          .nullable()
          .describe('The cheapest bookable choice with its own terms; null when sold out'),
        soldOut: z.boolean(),
        earnPointsEstimate: z.int(),
      }),
    ),
    amenities: z.array(LabelledSchema).describe('Every amenity any of the hotels has, for one row each'),
    accessibility: z.array(LabelledSchema),
  })
  .meta({ id: 'HotelComparison' })
export type HotelComparison = z.infer<typeof HotelComparisonSchema>

/** The hotel price calendar: for each check-in day of a range, the stay's lowest all-in nightly price in the destination. */
export const HotelPriceCalendarRequestSchema = z
  .object({
    destination: z.string().trim().min(1, 'Choose a destination').max(100),
    ...calendarRangeShape,
    nights: z.int().min(1).max(hotelStayLimits.maxNights).default(1).describe('Length of the stay starting on each day'),
    rooms: z.array(RoomRequestSchema).min(1).max(hotelStayLimits.maxRooms).default([{ adults: 2, childAges: [] }]),
  })
  .superRefine(checkCalendarRange)
  .meta({ id: 'HotelPriceCalendarRequest', examples: [{ destination: 'New York', from: '2027-03-01', to: '2027-04-30', nights: 2, rooms: [{ adults: 2, childAges: [] }] }] })

export const HotelPriceCalendarSchema = z
  .object({
    destination: z.object({ id: z.string(), name: z.string() }),
    nights: z.int().min(1),
    ...calendarAnswerShape,
  })
  .describe("Each day's `lowestPrice` is the all-in average nightly price per room of the cheapest hotel for a stay of `nights` nights from that day: the lowest `nightlyPrice` a search of that stay answers, without filters.")
  .meta({ id: 'HotelPriceCalendar' })
export type HotelPriceCalendar = z.infer<typeof HotelPriceCalendarSchema>
