// Dining on the platform: restaurant search, a restaurant with its time slots and booking options
// (a table, free or with a deposit, or a set menu priced per person), the checkout quote, the booking
// request and the reservation (§D4 "dining time slots", §R3.15 product type DINING,
// §R4.19 payment modes, §R5 validation, §R9.13 count options 1 to 20).
import { z } from 'zod'
import { reviewSource } from '../domain/travel'
import { validationMessages } from '../validation/messages'
import { bookingTermsShape } from './shared/booking.schema'
import { checkPaymentChoice, InstallmentsSchema, paymentOfferShape } from './shared/payment.schema'
import { CancellationPolicySchema, reservationHeaderShape, reservationSettlementShape } from './shared/reservation.schema'
import { FacetSchema, pageShape, pagingShape } from './shared/search.schema'
import { TravelerSchema } from './shared/traveller.schema'
import { CurrencyCodeSchema, DestinationRefSchema, ImageSchema, IsoDateSchema, MoneySchema, TimeOfDaySchema, TravellerReviewSchema } from './shared/values.schema'
import { SupplierAddressSchema } from './shared/address.schema'

export const cuisines = [
  'AMERICAN',
  'ARGENTINE',
  'BRAZILIAN',
  'BRITISH',
  'CHINESE',
  'FRENCH',
  'GERMAN',
  'GREEK',
  'INDIAN',
  'INDONESIAN',
  'INTERNATIONAL',
  'ITALIAN',
  'JAPANESE',
  'KOREAN',
  'MEDITERRANEAN',
  'MEXICAN',
  'MIDDLE_EASTERN',
  'MOROCCAN',
  'PORTUGUESE',
  'SEAFOOD',
  'SPANISH',
  'STEAKHOUSE',
  'THAI',
  'TURKISH',
  'VEGETARIAN',
  'VIETNAMESE',
] as const
export const CuisineSchema = z.enum(cuisines)
export type Cuisine = z.infer<typeof CuisineSchema>
export const cuisineLabels: Record<Cuisine, string> = {
  AMERICAN: 'American',
  ARGENTINE: 'Argentine',
  BRAZILIAN: 'Brazilian',
  BRITISH: 'British',
  CHINESE: 'Chinese',
  FRENCH: 'French',
  GERMAN: 'German',
  GREEK: 'Greek',
  INDIAN: 'Indian',
  INDONESIAN: 'Indonesian',
  INTERNATIONAL: 'International',
  ITALIAN: 'Italian',
  JAPANESE: 'Japanese',
  KOREAN: 'Korean',
  MEDITERRANEAN: 'Mediterranean',
  MEXICAN: 'Mexican',
  MIDDLE_EASTERN: 'Middle Eastern',
  MOROCCAN: 'Moroccan',
  PORTUGUESE: 'Portuguese',
  SEAFOOD: 'Seafood',
  SPANISH: 'Spanish',
  STEAKHOUSE: 'Steakhouse',
  THAI: 'Thai',
  TURKISH: 'Turkish',
  VEGETARIAN: 'Vegetarian',
  VIETNAMESE: 'Vietnamese',
}

/** Price level 1 ($, inexpensive) to 4 ($$$$, fine dining). */
export const priceLevels = [1, 2, 3, 4] as const
export const PriceLevelSchema = z.int().min(1, 'must be a price level from 1 to 4').max(4, 'must be a price level from 1 to 4')
export const priceLevelLabels: Record<(typeof priceLevels)[number], string> = { 1: 'Inexpensive', 2: 'Moderate', 3: 'Expensive', 4: 'Fine dining' }

export const diningSorts = ['recommended', 'rating', 'price-asc', 'price-desc'] as const
export const DiningSortSchema = z.enum(diningSorts)
export const occasions = ['NONE', 'BIRTHDAY', 'ANNIVERSARY', 'DATE', 'BUSINESS', 'CELEBRATION'] as const
export const OccasionSchema = z.enum(occasions)
export type Occasion = z.infer<typeof OccasionSchema>
export const occasionLabels: Record<Occasion, string> = { NONE: 'No occasion', BIRTHDAY: 'Birthday', ANNIVERSARY: 'Anniversary', DATE: 'Date night', BUSINESS: 'Business meal', CELEBRATION: 'Celebration' }

/** §R9.13 count options 1 to 20; seatings every 30 minutes; tables up to 180 days ahead. */
export const diningLimits = { minPartySize: 1, maxPartySize: 20, defaultPartySize: 2, defaultTime: '19:00', maxDaysAhead: 180, slotMinutes: 30, slotWindowMinutes: 90 } as const

export const RestaurantIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a restaurant id')
const OptionIdSchema = z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a booking option id')
const partySizeMessage = `Parties are ${diningLimits.minPartySize} to ${diningLimits.maxPartySize} guests.`
const PartySizeSchema = z.int().min(diningLimits.minPartySize, partySizeMessage).max(diningLimits.maxPartySize, partySizeMessage)

/** When and for how many: shared by search, offer, quote and booking. */
export const DiningPartySchema = z.object({
  date: IsoDateSchema,
  time: TimeOfDaySchema.default(diningLimits.defaultTime).describe("The wished time, in the restaurant's local time"),
  partySize: PartySizeSchema.default(diningLimits.defaultPartySize),
})

export const DiningFiltersSchema = z.object({
  cuisines: z.array(CuisineSchema).max(cuisines.length).optional(),
  priceLevels: z.array(PriceLevelSchema).max(4).optional(),
  pointsEligible: z.boolean().optional().describe('Only rewards partners: they take points and earn 3X'),
})
export type DiningFilters = z.infer<typeof DiningFiltersSchema>

export const DiningSearchCriteriaSchema = DiningPartySchema.extend({
  destination: z.string().trim().min(1, validationMessages.required).max(100, validationMessages.maxLength(100)).describe('A destination name, alias, id or airport code'),
  filters: DiningFiltersSchema.default({}),
  sort: DiningSortSchema.default('recommended'),
  ...pagingShape,
}).meta({
  id: 'DiningSearchCriteria',
  examples: [{ destination: 'Paris', date: '2027-03-12', time: '19:30', partySize: 2, filters: { cuisines: ['FRENCH'], priceLevels: [2, 3] }, sort: 'rating' }],
})
export type DiningSearchCriteria = z.input<typeof DiningSearchCriteriaSchema>
export type DiningSearchData = z.output<typeof DiningSearchCriteriaSchema>

export const DiningSlotSchema = z.object({
  time: z.string().describe('Seating time, HH:mm local'),
  available: z.boolean().describe('Whether the party fits at this seating'),
  seatsLeft: z.int().describe('Covers still free at this seating'),
})
export type DiningSlot = z.infer<typeof DiningSlotSchema>

const ReviewScoreSchema = z.object({ score: z.number().min(1).max(5), count: z.int(), source: z.literal(reviewSource) })

export const RestaurantSummarySchema = z
  .object({
    restaurantId: z.string(),
    name: z.string(),
    cuisine: CuisineSchema,
    cuisineLabel: z.string(),
    priceLevel: PriceLevelSchema,
    priceLabel: z.string().describe('$ to $$$$'),
    neighbourhood: z.string(),
    image: ImageSchema,
    rating: ReviewScoreSchema,
    pointsEligible: z.boolean().describe('A rewards partner: points pay for deposits and set menus'),
    earn: z.object({ perCurrencyUnit: z.int().describe('Points the caller earns per currency unit paid by card, on every cent, rounded down once, as their quote says: 0 for a guest') }),
    fromPerPerson: MoneySchema.nullable().describe('The lowest set-menu price per person, when there is one'),
    tableDeposit: MoneySchema.nullable().describe('Deposit per person to reserve a table; null when reserving is free'),
    slots: z.array(DiningSlotSchema).describe('Seatings around the wished time'),
  })
  .meta({ id: 'RestaurantSummary' })
export type RestaurantSummary = z.infer<typeof RestaurantSummarySchema>

const BookingMomentSchema = z.object({ date: IsoDateSchema, time: z.string(), partySize: z.int() })

export const DiningSearchResultSchema = z
  .object({
    destination: DestinationRefSchema,
    booking: BookingMomentSchema,
    ...pageShape(RestaurantSummarySchema),
    facets: z.object({ cuisines: z.array(FacetSchema), priceLevels: z.array(FacetSchema), pointsEligible: z.int() }),
  })
  .meta({ id: 'DiningSearchResult' })
export type DiningSearchResult = z.infer<typeof DiningSearchResultSchema>

export const DiningPriceSchema = z.object({
  currency: CurrencyCodeSchema,
  perPerson: z.int(),
  partySize: z.int(),
  subtotal: z.int(),
  taxes: z.int(),
  total: z.int().describe('All-in for the party'),
  dueNow: z.int().describe('Prepaid now: the set menu, or the table deposit (taken off the bill at the restaurant)'),
})
export type DiningPrice = z.infer<typeof DiningPriceSchema>

export const DiningCancellationPolicySchema = CancellationPolicySchema.extend({
  hoursBefore: z.int().describe('Free cancellation until this many hours before the seating'),
  freeUntil: z.string().describe("The last free moment, YYYY-MM-DDTHH:mm in the restaurant's local time"),
  chargedToCard: z.boolean().describe('The late fee is charged to the guarantee card (nothing was prepaid)'),
})
export type DiningCancellationPolicy = z.infer<typeof DiningCancellationPolicySchema>

/** A booked table's policy: as the offer's, with no last free moment once it is cancelled (issue 36). */
export const DiningReservationCancellationPolicySchema = DiningCancellationPolicySchema.extend({
  freeUntil: DiningCancellationPolicySchema.shape.freeUntil.optional().describe("The last free moment, YYYY-MM-DDTHH:mm in the restaurant's local time; absent once the reservation is cancelled"),
}).meta({ id: 'DiningReservationCancellationPolicy' })

export const diningOptionKinds = ['TABLE', 'EXPERIENCE'] as const
export const DiningOptionSchema = z.object({
  id: z.string(),
  kind: z.enum(diningOptionKinds),
  name: z.string(),
  description: z.string(),
  includes: z.array(z.string()),
  pricePerPerson: MoneySchema.nullable().describe('Set menus: prepaid per person'),
  depositPerPerson: MoneySchema.nullable().describe('Tables: deposit per person, or null when reserving is free'),
})
export type DiningOption = z.infer<typeof DiningOptionSchema>

export const PricedDiningOptionSchema = DiningOptionSchema.extend({ price: DiningPriceSchema, cancellationPolicy: DiningCancellationPolicySchema })
export type PricedDiningOption = z.infer<typeof PricedDiningOptionSchema>

const OpeningHoursSchema = z.object({ weekday: z.int().min(1).max(7), open: z.string().nullable(), close: z.string().nullable(), label: z.string() })


export const DiningOfferQuerySchema = z.object({
  date: IsoDateSchema,
  time: TimeOfDaySchema.default(diningLimits.defaultTime),
  partySize: z.coerce.number<number>().pipe(PartySizeSchema).default(diningLimits.defaultPartySize),
})
export type DiningOfferQuery = z.input<typeof DiningOfferQuerySchema>

export const DiningOfferSchema = RestaurantSummarySchema.extend({
  images: z.array(ImageSchema).describe('The gallery, the main image first'),
  description: z.string(),
  address: SupplierAddressSchema,
  phone: z.string(),
  timeZone: z.string(),
  destination: DestinationRefSchema,
  openingHours: z.array(OpeningHoursSchema).describe('Monday (1) to Sunday (7); open and close null when closed that day'),
  dressCode: z.string(),
  menuHighlights: z.array(z.object({ name: z.string(), description: z.string(), lang: z.string().optional().describe('The language of the dish name (BCP 47) when it is not the page language, such as fr for Soupe à l’oignon') })),
  accessibility: z.array(z.string()),
  reviews: ReviewScoreSchema.extend({ items: z.array(TravellerReviewSchema) }),
  maxPartySize: z.int(),
  booking: BookingMomentSchema,
  openOnDate: z.boolean(),
  note: z.string().nullable().describe('Why no seating is offered, e.g. closed that day'),
  options: z.array(PricedDiningOptionSchema),
}).meta({ id: 'DiningOffer' })
export type DiningOffer = z.infer<typeof DiningOfferSchema>

/** One seating and one booking option for a party: what a checkout quotes and books. */
export const DiningSelectionSchema = DiningPartySchema.extend({
  restaurantId: RestaurantIdSchema,
  optionId: OptionIdSchema.default('table'),
}).meta({ id: 'DiningSelection', examples: [{ restaurantId: 'paris-r001', optionId: 'table', date: '2027-03-12', time: '19:30', partySize: 2 }] })
export type DiningSelection = z.input<typeof DiningSelectionSchema>
export type DiningSelectionData = z.output<typeof DiningSelectionSchema>

export const QuotedRestaurantSchema = RestaurantSummarySchema.pick({
  restaurantId: true,
  name: true,
  cuisine: true,
  cuisineLabel: true,
  priceLevel: true,
  priceLabel: true,
  neighbourhood: true,
  image: true,
  pointsEligible: true,
}).extend({ address: SupplierAddressSchema, phone: z.string(), timeZone: z.string(), dressCode: z.string() })

export const DiningQuoteSchema = z
  .object({
    selection: DiningSelectionSchema,
    restaurant: QuotedRestaurantSchema,
    destination: DestinationRefSchema,
    booking: BookingMomentSchema,
    option: DiningOptionSchema,
    seatsLeft: z.int(),
    price: DiningPriceSchema,
    cancellationPolicy: DiningCancellationPolicySchema,
    cardGuarantee: z.boolean().describe('A card guarantees the table although nothing is due now'),
    ...paymentOfferShape(InstallmentsSchema),
  })
  .meta({ id: 'DiningQuote' })
export type DiningQuote = z.infer<typeof DiningQuoteSchema>

export const DiningBookRequestSchema = DiningSelectionSchema.extend({
  /** The guest the table is booked under (named `traveler` like every line's checkout form). */
  traveler: TravelerSchema,
  occasion: OccasionSchema.default('NONE'),
  specialRequests: z.string().trim().max(500, validationMessages.maxLength(500)).default('').describe('Allergies, seating wishes; passed on to the restaurant'),
  ...bookingTermsShape,
})
  .superRefine(checkPaymentChoice)
  .meta({ id: 'DiningBookRequest' })
export type DiningBookRequest = z.input<typeof DiningBookRequestSchema>
export type DiningBookData = z.output<typeof DiningBookRequestSchema>

export const DiningReservationSchema = z
  .object({
    ...reservationHeaderShape('DINING'),
    restaurant: QuotedRestaurantSchema,
    destination: DestinationRefSchema,
    booking: BookingMomentSchema,
    option: DiningOptionSchema,
    price: DiningPriceSchema,
    cancellationPolicy: DiningReservationCancellationPolicySchema,
    traveler: TravelerSchema,
    occasion: OccasionSchema,
    specialRequests: z.string(),
    ...reservationSettlementShape(InstallmentsSchema),
  })
  .meta({ id: 'DiningReservation' })
export type DiningReservation = z.infer<typeof DiningReservationSchema>
