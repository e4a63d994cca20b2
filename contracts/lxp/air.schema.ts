// Flights (air): search criteria and results, an itinerary's fare families, baggage and seat maps, the offer, and the
// fare calendar and grid, shared by the simulator, the BFF, the pages and the OpenAPI document. The checkout and the
// reservation are in ./air-checkout.schema, an exchange in ./air-exchange.schema. §R3 passenger types and baggage,
// §R9.11 passenger maxima.
import { z } from 'zod'
import { passengerLimits } from '../domain/travel'
import { validationMessages } from '../validation/messages'
import { pageShape, pagingShape } from './shared/search.schema'
import { CurrencyCodeSchema, IsoDateSchema, TimeOfDaySchema } from './shared/values.schema'
import { calendarAnswerShape, calendarRangeShape, checkCalendarRange } from './shared/price-calendar.schema'

export const airCabins = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const
export const AirCabinSchema = z.enum(airCabins)
export type AirCabin = z.infer<typeof AirCabinSchema>

export const fareFamilies = ['BASIC', 'STANDARD', 'FLEX'] as const
export const FareFamilySchema = z.enum(fareFamilies)
export type FareFamily = z.infer<typeof FareFamilySchema>

export const airSorts = ['price', 'duration', 'departure'] as const
export const AirSortSchema = z.enum(airSorts)

const count = (type: keyof typeof passengerLimits) =>
  z
    .int()
    .min(passengerLimits[type].min, `must be at least ${passengerLimits[type].min}`)
    .max(passengerLimits[type].max, `must be at most ${passengerLimits[type].max}`)

/** §R9.11: adults 1 to 9, children 8, infants in a seat 8, infants on a lap 9; an infant on a lap needs an adult. */
export const AirPassengerCountsSchema = z
  .object({
    adults: count('ADULT').default(1),
    children: count('CHILD').default(0),
    infantsInSeat: count('INFANT_SEATED').default(0),
    infantsOnLap: count('INFANT_IN_LAP').default(0),
  })
  .superRefine((counts, context) => {
    if (counts.infantsOnLap > counts.adults) context.addIssue({ code: 'custom', path: ['infantsOnLap'], message: 'Each infant on a lap needs an adult.' })
  })
export type AirPassengerCounts = z.output<typeof AirPassengerCountsSchema>


export const AirSearchFiltersSchema = z.object({
  stops: z.array(z.union([z.literal(0), z.literal(1)])).max(2).optional(),
  carriers: z.array(z.string().regex(/^[A-Z0-9]{2}$/, 'must be a two-character carrier code')).max(20).optional(),
  departureFrom: TimeOfDaySchema.optional(),
  departureTo: TimeOfDaySchema.optional(),
  maxPrice: z.int().min(0).optional().describe('Most total price in minor units'),
})

export function checkReturnDate(criteria: { departDate: string; returnDate?: string }, context: z.RefinementCtx) {
  if (criteria.returnDate && criteria.returnDate < criteria.departDate) context.addIssue({ code: 'custom', path: ['returnDate'], message: 'must be on or after the departure date' })
}

const PlaceSchema = z.string().trim().min(1, validationMessages.required).max(100).describe('An IATA airport code, or a city we fly to')

export const AirSearchCriteriaSchema = z
  .object({
    origin: PlaceSchema,
    destination: PlaceSchema,
    departDate: IsoDateSchema,
    returnDate: IsoDateSchema.optional(),
    cabin: AirCabinSchema.default('ECONOMY'),
    passengers: AirPassengerCountsSchema.default({ adults: 1, children: 0, infantsInSeat: 0, infantsOnLap: 0 }),
    filters: AirSearchFiltersSchema.default({}),
    sort: AirSortSchema.default('price'),
    ...pagingShape,
  })
  .superRefine(checkReturnDate)
  .meta({ id: 'AirSearchCriteria' })
export type AirSearchCriteria = z.input<typeof AirSearchCriteriaSchema>
export type AirSearchData = z.output<typeof AirSearchCriteriaSchema>

export const AirportSchema = z.object({ code: z.string(), name: z.string(), city: z.string(), countryCode: z.string(), timeZone: z.string() })

export const FlightSegmentSchema = z.object({
  id: z.string().describe('Carrier, flight number, route and date, e.g. RA123-JFKLHR-20270312'),
  carrier: z.object({ code: z.string(), name: z.string() }),
  flightNumber: z.string().describe('1 to 4 digits (§R5)'),
  from: AirportSchema,
  to: AirportSchema,
  departure: z.string().describe('Local date-time at the departure airport, yyyy-MM-ddTHH:mm:ss'),
  arrival: z.string().describe('Local date-time at the arrival airport'),
  departureOffset: z.string().describe('UTC offset at departure, e.g. -05:00'),
  arrivalOffset: z.string(),
  durationMinutes: z.int(),
  distanceKm: z.int(),
  aircraft: z.string(),
  seatsLeft: z.int().describe('Free seats in the searched cabin'),
})
export type FlightSegment = z.infer<typeof FlightSegmentSchema>

export const FlightBoundSchema = z.object({
  segments: z.array(FlightSegmentSchema).min(1),
  stops: z.int(),
  durationMinutes: z.int().describe('Departure to arrival, layovers included'),
  layovers: z.array(z.object({ airport: z.string(), minutes: z.int() })),
})
export type FlightBound = z.infer<typeof FlightBoundSchema>

export const BaggageAllowanceSchema = z.object({
  carryOnBag: z.object({ included: z.boolean(), fee: z.int() }),
  firstCheckedBag: z.object({ included: z.boolean(), fee: z.int() }),
  secondCheckedBag: z.object({ included: z.boolean(), fee: z.int() }),
})

export const FareRulesSchema = z.object({
  changeable: z.boolean(),
  changeFee: z.int().describe('Per passenger, minor units'),
  refundable: z.boolean(),
  cancellationFee: z.int().describe('Per passenger, minor units; the whole fare but taxes when not refundable'),
  seatSelectionIncluded: z.boolean(),
  description: z.string(),
})

export const FareOptionSchema = z.object({
  family: FareFamilySchema,
  name: z.string(),
  total: z.int().describe('All passengers, all flights, taxes included, minor units'),
  base: z.int(),
  taxes: z.int(),
  perAdult: z.int(),
  baggage: BaggageAllowanceSchema,
  rules: FareRulesSchema,
})
export type FareOption = z.infer<typeof FareOptionSchema>

export const ItinerarySchema = z
  .object({
    offerId: z.string(),
    cabin: AirCabinSchema,
    bounds: z.array(FlightBoundSchema).min(1).max(2).describe('Outbound, then the return of a round trip'),
    carriers: z.array(z.string()),
    fares: z.array(FareOptionSchema).min(1),
    lowestPrice: z.int(),
    currency: CurrencyCodeSchema,
    seatsLeft: z.int(),
  })
  .meta({ id: 'AirItinerary' })
export type Itinerary = z.infer<typeof ItinerarySchema>

const FacetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.int() }))

export const AirSearchResultSchema = z
  .object({
    origin: z.object({ query: z.string(), airports: z.array(z.string()), name: z.string(), timeZone: z.string().optional().describe("IANA time zone of the first airport's clock, which judges whether the departure date has passed (issue 37)") }),
    destination: z.object({ query: z.string(), airports: z.array(z.string()), name: z.string() }),
    ...pageShape(ItinerarySchema),
    facets: z.object({ stops: FacetSchema, carriers: FacetSchema, price: z.object({ min: z.int(), max: z.int() }) }),
  })
  .meta({ id: 'AirSearchResult' })
export type AirSearchResult = z.infer<typeof AirSearchResultSchema>

export const AirOfferIdSchema = z.string().regex(/^[YWJF]\.[A-Z0-9_~-]{10,400}$/, 'must be a flight offer id')

export const AirOfferQuerySchema = z.object({
  adults: z.coerce.number<number>().int().min(1).max(9).default(1),
  children: z.coerce.number<number>().int().min(0).max(8).default(0),
  infantsInSeat: z.coerce.number<number>().int().min(0).max(8).default(0),
  infantsOnLap: z.coerce.number<number>().int().min(0).max(9).default(0),
})

export const SeatSchema = z.object({ seat: z.string(), row: z.int(), letter: z.string(), available: z.boolean(), window: z.boolean(), aisle: z.boolean() })
export const SeatMapSchema = z.object({ segmentId: z.string(), cabin: AirCabinSchema, letters: z.array(z.string()), aisleAfter: z.array(z.string()), rows: z.array(z.object({ row: z.int(), seats: z.array(SeatSchema) })) })
export type SeatMap = z.infer<typeof SeatMapSchema>

export const AirOfferSchema = ItinerarySchema.extend({
  passengers: AirPassengerCountsSchema,
  seatMaps: z.array(SeatMapSchema),
}).meta({ id: 'AirOffer' })
export type AirOffer = z.infer<typeof AirOfferSchema>

/** How many days before and after the searched dates the fare grid prices. */
export const fareGridSpanDays = 3

const fareRouteShape = {
  origin: PlaceSchema,
  destination: PlaceSchema,
  cabin: AirCabinSchema.default('ECONOMY'),
  passengers: AirPassengerCountsSchema.default({ adults: 1, children: 0, infantsInSeat: 0, infantsOnLap: 0 }),
}

/** The fare calendar: the lowest fare departing on each day of a range, one way or for a round trip of a fixed length. */
export const AirFareCalendarRequestSchema = z
  .object({
    ...fareRouteShape,
    ...calendarRangeShape,
    tripDays: z.int().min(0).max(60).optional().describe('A round trip returning this many days after each departure day; one way without it'),
  })
  .superRefine(checkCalendarRange)
  .meta({ id: 'AirFareCalendarRequest', examples: [{ origin: 'New York', destination: 'London', from: '2027-03-01', to: '2027-04-30', tripDays: 7, passengers: { adults: 1 } }] })

export const AirFareCalendarSchema = z
  .object({ tripDays: z.int().nullable(), ...calendarAnswerShape })
  .describe("Each day's `lowestPrice` is the lowest total for all passengers a search departing that day (returning `tripDays` later) answers: its `facets.price.min`.")
  .meta({ id: 'AirFareCalendar' })
export type AirFareCalendar = z.infer<typeof AirFareCalendarSchema>

/** The fare grid around a search: departure days × return days, three days either side. */
export const AirFareGridRequestSchema = z
  .object({ ...fareRouteShape, departDate: IsoDateSchema, returnDate: IsoDateSchema.optional() })
  .superRefine(checkReturnDate)
  .meta({ id: 'AirFareGridRequest', examples: [{ origin: 'New York', destination: 'London', departDate: '2027-03-12', returnDate: '2027-03-19' }] })

export const AirFareGridCellSchema = z.object({
  departDate: IsoDateSchema,
  returnDate: IsoDateSchema.nullable(),
  lowestPrice: z.int().min(0).nullable().describe('Total for all passengers in minor units; null when nothing flies or can be sold (past, beyond the horizon, a return before the departure)'),
})
export type AirFareGridCell = z.infer<typeof AirFareGridCellSchema>

export const AirFareGridSchema = z
  .object({
    currency: CurrencyCodeSchema,
    departDates: z.array(IsoDateSchema).describe(`The searched departure day and ${fareGridSpanDays} days either side`),
    returnDates: z.array(IsoDateSchema).describe('The same around the return day; empty one way'),
    cells: z.array(AirFareGridCellSchema).describe('Departure-major: every departure day with every return day (one cell per departure day one way)'),
  })
  .meta({ id: 'AirFareGrid' })
export type AirFareGrid = z.infer<typeof AirFareGridSchema>
