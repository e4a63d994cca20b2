// Tours and transport (the ACTIVITY product type, §R3: API value `activity`, one kind each):
// search criteria and results, and an activity's details with its options and departures (§D4; §R2 "tour
// details", §R2 contact types phone number and url). The party is in ./activity-party.schema; the checkout, the
// reservation and its cancellation in ./activity-checkout.schema.
import { z } from 'zod'
import { validationMessages } from '../validation/messages'
import { FacetSchema, pageShape, pagingShape } from './shared/search.schema'
import { CurrencyCodeSchema, DestinationRefSchema, DueNowSchema, FreeCancellationEndsAtSchema, ImageSchema, IsoDateSchema, MoneySchema, TimeOfDaySchema, TravellerReviewSchema } from './shared/values.schema'
import { checkAdultInParty, ChildAgesSchema, ChildAgesTextSchema, TravelersSchema } from './activity-party.schema'

export const activityKinds = ['tour', 'transport'] as const
export const ActivityKindSchema = z.enum(activityKinds).describe('tour: tours and activities (/tours); transport: transfers and rides (/transport)')
export type ActivityKind = z.infer<typeof ActivityKindSchema>

export const tourCategories = ['SIGHTSEEING', 'FOOD_AND_DRINK', 'MUSEUMS_AND_CULTURE', 'DAY_TRIPS', 'OUTDOORS', 'WATER', 'NIGHTLIFE', 'CLASSES'] as const
export const transportCategories = ['SHARED', 'PRIVATE', 'LUXURY'] as const
export const activityCategories = [...tourCategories, ...transportCategories] as const
export const ActivityCategorySchema = z.enum(activityCategories)
export type ActivityCategory = z.infer<typeof ActivityCategorySchema>
export const activityCategoryLabels: Record<ActivityCategory, string> = {
  SIGHTSEEING: 'Sightseeing',
  FOOD_AND_DRINK: 'Food and drink',
  MUSEUMS_AND_CULTURE: 'Museums and culture',
  DAY_TRIPS: 'Day trips',
  OUTDOORS: 'Outdoors',
  WATER: 'On the water',
  NIGHTLIFE: 'Evening and nightlife',
  CLASSES: 'Classes and workshops',
  SHARED: 'Shared shuttle',
  PRIVATE: 'Private transfer',
  LUXURY: 'Luxury chauffeur',
}

/** Duration bands of the duration filter: up to 3 hours, 3 to 6 hours, longer. */
export const activityDurations = ['UP_TO_3_HOURS', 'HALF_DAY', 'FULL_DAY'] as const
export const ActivityDurationSchema = z.enum(activityDurations)
export type ActivityDuration = z.infer<typeof ActivityDurationSchema>
export const activityDurationLabels: Record<ActivityDuration, string> = { UP_TO_3_HOURS: 'Up to 3 hours', HALF_DAY: '3 to 6 hours', FULL_DAY: 'More than 6 hours' }
export function durationBandOf(minutes: number): ActivityDuration {
  return minutes <= 180 ? 'UP_TO_3_HOURS' : minutes <= 360 ? 'HALF_DAY' : 'FULL_DAY'
}

export const activitySorts = ['recommended', 'price-asc', 'price-desc', 'rating', 'duration'] as const
export const ActivitySortSchema = z.enum(activitySorts)

export { activityLimits } from './activity-limits'

export const ActivityIdSchema = z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be an activity id')
export const ActivityOptionIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be an option id')
export const PlaceIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a place id')
const PlaceTextSchema = z.string().trim().min(1, validationMessages.required).max(100, validationMessages.maxLength(100))

export const ActivityFiltersSchema = z.object({
  categories: z.array(ActivityCategorySchema).max(activityCategories.length).optional(),
  durations: z.array(ActivityDurationSchema).max(activityDurations.length).optional(),
  /** Highest price per traveler (tours) or for the whole ride (transport), in minor units. */
  priceMax: z.int().min(0).optional(),
  freeCancellation: z.boolean().optional(),
})

const paging = {
  filters: ActivityFiltersSchema.default({}),
  sort: ActivitySortSchema.default('recommended'),
  ...pagingShape,
}

export const TourSearchCriteriaSchema = z.object({
  kind: z.literal('tour'),
  destination: PlaceTextSchema.describe('A destination name, alias or id'),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema.optional().describe('Last day to look at (at most 14 days after the first); the first day alone when left out'),
  travelers: TravelersSchema.default(2).describe('Everyone going: adults and children'),
  childAges: ChildAgesSchema.optional(),
  ...paging,
}).superRefine(checkAdultInParty)

export const TransportSearchCriteriaSchema = z.object({
  kind: z.literal('transport'),
  origin: PlaceTextSchema.describe('Where the ride starts: an airport code, a destination (its city centre), a hotel name or a place id'),
  destination: PlaceTextSchema.describe('Where the ride ends; one end is an airport of the same destination'),
  date: IsoDateSchema,
  time: TimeOfDaySchema.default('12:00').describe('Pick-up time, local to the destination'),
  passengers: TravelersSchema.default(1),
  ...paging,
})

export const ActivitySearchCriteriaSchema = z.discriminatedUnion('kind', [TourSearchCriteriaSchema, TransportSearchCriteriaSchema]).meta({
  id: 'ActivitySearchCriteria',
  examples: [
    { kind: 'tour', destination: 'Rome', startDate: '2027-05-03', endDate: '2027-05-05', travelers: 3, childAges: [4], filters: { categories: ['FOOD_AND_DRINK'], freeCancellation: true }, sort: 'rating' },
    { kind: 'transport', origin: 'CDG', destination: 'Paris', date: '2027-05-03', time: '14:30', passengers: 3, sort: 'price-asc' },
  ],
})
export type ActivitySearchCriteria = z.input<typeof ActivitySearchCriteriaSchema>
export type ActivitySearchData = z.output<typeof ActivitySearchCriteriaSchema>
export type TourSearchData = z.output<typeof TourSearchCriteriaSchema>
export type TransportSearchData = z.output<typeof TransportSearchCriteriaSchema>

export const DestinationBriefSchema = DestinationRefSchema

export const PlaceSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['AIRPORT', 'CITY', 'HOTEL']),
    name: z.string(),
    iata: z.string().nullable(),
    address: z.string(),
  })
  .meta({ id: 'ActivityPlace' })
export type Place = z.infer<typeof PlaceSchema>

export const RatingSchema = z.object({ score: z.number().min(0).max(5), count: z.int(), source: z.literal('TRIP_ADVISOR') })

/** §R2: service kinds for tours and transport offer contact types phone number and url. */
export const SupplierContactSchema = z.object({ type: z.enum(['PHONE_NUMBER', 'URL']), value: z.string(), label: z.string() })
export type SupplierContact = z.infer<typeof SupplierContactSchema>
export const ActivitySupplierSchema = z.object({ code: z.string(), name: z.string(), contacts: z.array(SupplierContactSchema) })

/** Free cancellation until 24 hours before the start, or non-refundable and non-cancellable (E1002080). */
export const ActivityCancellationPolicySchema = z
  .object({
    type: z.enum(['FREE_CANCELLATION', 'NON_REFUNDABLE']),
    cancellable: z.boolean(),
    refundable: z.boolean(),
    freeCancellationUntil: z.string().nullable().describe('Deprecated: read freeCancellationEndsAt. Local date and time (yyyy-MM-ddTHH:mm) until which cancelling is free'),
    freeCancellationEndsAt: FreeCancellationEndsAtSchema,
    penaltyAfterDeadline: MoneySchema,
    description: z.string(),
  })
  .meta({ id: 'ActivityCancellationPolicy' })
export type ActivityCancellationPolicy = z.infer<typeof ActivityCancellationPolicySchema>

/**
 * What a result can truly say of cancelling, departure by departure (issue 37): free on the departure shown
 * (`next`); free on later departures only, the one shown starting within 24 hours; no refund on any departure with
 * room in the dates searched (each starts within 24 hours); or non-refundable.
 */
export const ActivityCancellationNoteSchema = z
  .enum(['FREE', 'FREE_ON_LATER_DEPARTURES', 'NO_REFUND_WITHIN_24_HOURS', 'NON_REFUNDABLE'])
  .describe("Cancelling the departure shown (`next`): FREE until 24 hours before it; FREE_ON_LATER_DEPARTURES when it starts within 24 hours but a later departure in the dates searched is still free to cancel; NO_REFUND_WITHIN_24_HOURS when every departure with room does; NON_REFUNDABLE")
  .meta({ id: 'ActivityCancellationNote' })
export type ActivityCancellationNote = z.infer<typeof ActivityCancellationNoteSchema>

export const ActivitySummarySchema = z
  .object({
    activityId: z.string(),
    kind: ActivityKindSchema,
    title: z.string(),
    summary: z.string(),
    category: ActivityCategorySchema,
    categoryLabel: z.string(),
    image: ImageSchema,
    durationMinutes: z.int(),
    durationLabel: z.string(),
    rating: RatingSchema,
    supplier: z.object({ code: z.string(), name: z.string() }),
    price: z.object({
      from: MoneySchema.describe('The lowest price per traveler (an adult\'s seat; a child\'s costs 70 % of it) or per vehicle or group, taxes and fees included'),
      pricedPer: z.enum(['TRAVELER', 'GROUP']),
      total: MoneySchema.describe('For the whole party on the first available departure'),
    }),
    freeCancellation: z.boolean().describe('A departure with room in the dates searched can still be cancelled free of charge (the Free cancellation filter)'),
    cancellation: ActivityCancellationNoteSchema,
    pointsEligible: z.boolean(),
    earnPoints: z.int().describe('Points the caller earns paying the total by card, as their quote says: 0 for a guest, or where their card or the site does not earn'),
    next: z.object({ date: IsoDateSchema, time: z.string(), optionId: z.string(), left: z.int() }).nullable().describe('The first departure with room for the party'),
    route: z.object({ from: PlaceSchema, to: PlaceSchema }).nullable().describe('Transport only'),
  })
  .meta({ id: 'ActivitySummary' })
export type ActivitySummary = z.infer<typeof ActivitySummarySchema>

export const ActivitySearchResultSchema = z
  .object({
    kind: ActivityKindSchema,
    destination: DestinationBriefSchema,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    time: z.string().nullable(),
    travelers: z.int().describe('Everyone: adults and children'),
    childAges: z.array(z.int()).describe('The children among the travelers (tours); empty for none and for transport'),
    route: z.object({ from: PlaceSchema, to: PlaceSchema }).nullable(),
    ...pageShape(ActivitySummarySchema),
    facets: z.object({ categories: z.array(FacetSchema), durations: z.array(FacetSchema), freeCancellation: z.int() }),
  })
  .meta({ id: 'ActivitySearchResult' })
export type ActivitySearchResult = z.infer<typeof ActivitySearchResultSchema>

export const DepartureSchema = z.object({
  time: z.string(),
  left: z.int().describe('Seats (priced per traveler) or vehicles and private groups left'),
  available: z.boolean(),
  /** This departure's own: free cancellation ends 24 hours before its start. */
  cancellationPolicy: ActivityCancellationPolicySchema,
})

export const ActivityOptionSchema = z
  .object({
    optionId: z.string(),
    name: z.string(),
    description: z.string(),
    pricedPer: z.enum(['TRAVELER', 'GROUP']),
    maxTravelersPerUnit: z.int().nullable().describe('Seats of a vehicle or size of a private group; null when priced per traveler'),
    maxTravelers: z.int().describe('Most travelers in one booking'),
    unitPrice: MoneySchema.describe('An adult\'s seat (priced per traveler) or a vehicle or group, taxes and fees included'),
    childUnitPrice: MoneySchema.nullable().describe('A child\'s seat, taxes and fees included (70 % of an adult\'s before them); null when priced per group (children cost nothing more)'),
    unitsNeeded: z.int(),
    total: MoneySchema.describe('For the whole party (adults and children), taxes and fees included'),
    departures: z.array(DepartureSchema).describe('Start times on the date (tours), or the requested pick-up time (transport)'),
    unavailableReason: z.string().nullable(),
  })
  .meta({ id: 'ActivityOption' })
export type ActivityOption = z.infer<typeof ActivityOptionSchema>

export const ActivityOfferQuerySchema = z
  .object({
  date: IsoDateSchema,
  travelers: z.coerce.number<number>().pipe(TravelersSchema).default(2).describe('Everyone going: adults and children').meta({ examples: [3] }),
  childAges: ChildAgesTextSchema.optional().meta({ examples: ['4'] }),
  time: TimeOfDaySchema.optional().describe('Transport: the pick-up time'),
  from: PlaceIdSchema.optional().describe('Transport: where the ride starts'),
  to: PlaceIdSchema.optional().describe('Transport: where the ride ends'),
})
  .superRefine(checkAdultInParty)

const PickUpSchema = z.object({
  offered: z.boolean(),
  required: z.boolean().describe('The booking needs a pick-up point (hotel or address)'),
  label: z.string().describe('What the pick-up field asks for'),
  description: z.string(),
})

export const ActivityPriceSchema = z.object({
  currency: CurrencyCodeSchema,
  pricedPer: z.enum(['TRAVELER', 'GROUP']),
  unitPrice: z.int().describe('An adult\'s seat, or a vehicle or group, before fees and taxes'),
  unitTotal: z.int().optional().describe('An adult\'s seat, or a vehicle or group, all-in (surcharge, fee and taxes): the offer\'s per-person price; absent on bookings made before it was stated'),
  units: z.int().describe('Seats (children\'s included) or vehicles and groups'),
  childUnits: z.int().default(0).describe('Children\'s seats among the units (0 when priced per group)'),
  childUnitPrice: z.int().default(0).describe('A child\'s seat before fees and taxes: 70 % of unitPrice, rounded half up (0 when priced per group)'),
  childUnitTotal: z.int().optional().describe('A child\'s seat all-in (0 when priced per group): the offer\'s price for a child; absent on bookings made before it was stated'),
  base: z.int().describe('unitPrice × (units − childUnits) + childUnitPrice × childUnits'),
  nightSurcharge: z.int().describe('Rounded per seat or vehicle, then multiplied'),
  bookingFee: z.int().describe('Rounded per seat or vehicle, then multiplied'),
  taxes: z.int().describe('Rounded per seat or vehicle, then multiplied'),
  total: z.int().describe('All-in: base, surcharges, fee and taxes; a seat\'s all-in price times the seats (children\'s at theirs)'),
  dueNow: DueNowSchema,
})
export type ActivityPrice = z.infer<typeof ActivityPriceSchema>

export const ActivityDetailsSchema = z.object({
  description: z.string(),
  highlights: z.array(z.string()),
  itinerary: z.array(z.object({ title: z.string(), description: z.string(), durationMinutes: z.int() })),
  meetingPoint: z.object({ name: z.string(), address: z.string(), instructions: z.string() }).nullable(),
  pickUp: PickUpSchema,
  dropOff: PickUpSchema.optional().describe('Transport: what the drop-off field asks for (absent for tours)'),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  languages: z.array(z.object({ code: z.string(), label: z.string() })),
  accessibility: z.object({ wheelchairAccessible: z.boolean(), strollerAccessible: z.boolean(), notes: z.array(z.string()) }),
  distanceKm: z.number().nullable().describe('Transport: the ride'),
})

export const ActivityOfferSchema = ActivitySummarySchema.extend({
  ...ActivityDetailsSchema.shape,
  images: z.array(ImageSchema).describe('The gallery, the main image first: a tour’s stops, a ride’s vehicle'),
  destination: DestinationBriefSchema,
  supplier: ActivitySupplierSchema,
  reviews: z.array(TravellerReviewSchema),
  /** The first available departure's; each departure carries its own (`options[].departures[].cancellationPolicy`). */
  cancellationPolicy: ActivityCancellationPolicySchema,
  date: IsoDateSchema,
  travelers: z.int(),
  childAges: z.array(z.int()).describe('The children among the travelers'),
  options: z.array(ActivityOptionSchema),
}).meta({ id: 'ActivityOffer' })
export type ActivityOffer = z.infer<typeof ActivityOfferSchema>
