// Flights (air): search criteria and results, an itinerary's fare families, baggage and seat maps,
// the checkout quote and booking request, and the reservation, shared by the simulator, the BFF,
// the pages and the OpenAPI document. §R3 passenger types and baggage, §R5.9 passenger names,
// §R9.11 passenger maxima.
import { z } from 'zod'
import { passengerLimits, PassengerTypeSchema } from '../domain/travel'
import { validationMessages } from '../validation/messages'
import { PassengerFirstNameSchema, PassengerLastNameSchema } from '../validation/names'
import { FrequentFlyerSchema, GenderSchema, KnownTravelerNumberSchema, PassportSchema } from '../validation/travel-documents'
import { bookingTermsShape } from './shared/booking.schema'
import { checkPaymentChoice, paymentOfferShape, PaymentChoiceSchema, PaymentPlanSchema } from './shared/payment.schema'
import { reservationHeaderShape, reservationSettlementShape } from './shared/reservation.schema'
import { pageShape, pagingShape } from './shared/search.schema'
import { ContactSchema } from './shared/traveller.schema'
import { CurrencyCodeSchema, DueNowSchema, IsoDateSchema, TimeOfDaySchema, travellerDateSchema } from './shared/values.schema'
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

function checkReturnDate(criteria: { departDate: string; returnDate?: string }, context: z.RefinementCtx) {
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

/** Passengers: names by the §R5.9 flight passenger rule, a date of birth that fits the type. */
export const AirPassengerSchema = z.object({
  type: PassengerTypeSchema,
  firstName: PassengerFirstNameSchema.describe('Given names as on the passport; empty for a person with one name (then in lastName)'),
  lastName: PassengerLastNameSchema,
  dateOfBirth: travellerDateSchema('Enter the date of birth.'),
  /** Seat per flight segment id (none for an infant on a lap; chosen for the traveller when left out). */
  seats: z.record(z.string().regex(/^[A-Z0-9-]{8,40}$/), z.string().regex(/^\d{1,2}[A-K]$/, 'must be a seat such as 12C')).default({}),
  checkedBags: z.int().min(0).max(2).default(0),
  /** What airlines need beyond the name (optional for older clients; a passport is required on international itineraries). */
  gender: GenderSchema.optional(),
  frequentFlyer: FrequentFlyerSchema.optional(),
  knownTravelerNumber: KnownTravelerNumberSchema.optional(),
  passport: PassportSchema.optional(),
})
export type AirPassenger = z.input<typeof AirPassengerSchema>

export const AirSelectionSchema = z.object({
  offerId: AirOfferIdSchema,
  fareFamily: FareFamilySchema,
  passengers: AirPassengerCountsSchema,
})
export type AirSelection = z.input<typeof AirSelectionSchema>

export const AirQuoteRequestSchema = AirSelectionSchema.extend({
  /** Bags per passenger, in the order of the passenger types (adults, children, infants in seat). */
  checkedBags: z.array(z.int().min(0).max(2)).max(25).default([]),
}).meta({ id: 'AirQuoteRequest' })
export type AirQuoteRequest = z.input<typeof AirQuoteRequestSchema>

export const AirPriceSchema = z.object({
  currency: CurrencyCodeSchema,
  base: z.int(),
  taxes: z.int(),
  fare: z.int().describe('Base and taxes'),
  baggage: z.int(),
  changeFees: z.int().default(0).describe('Change fees paid for flight exchanges (kept on a cancellation after the free 24 hours)'),
  total: z.int().describe('Fare, bags and change fees paid: all due now'),
  dueNow: DueNowSchema,
})

export const AirQuoteSchema = z
  .object({
    selection: AirSelectionSchema,
    itinerary: ItinerarySchema,
    fare: FareOptionSchema,
    price: AirPriceSchema,
    ...paymentOfferShape(PaymentPlanSchema),
  })
  .meta({ id: 'AirQuote' })
export type AirQuote = z.infer<typeof AirQuoteSchema>

export const AirContactSchema = ContactSchema

export const AirBookRequestSchema = z
  .object({
    offerId: AirOfferIdSchema,
    fareFamily: FareFamilySchema,
    passengers: z.array(AirPassengerSchema).min(1).max(34),
    contact: AirContactSchema,
    ...bookingTermsShape,
  })
  .superRefine(checkPaymentChoice)
  .meta({ id: 'AirBookRequest' })
export type AirBookRequest = z.input<typeof AirBookRequestSchema>
export type AirBookData = z.output<typeof AirBookRequestSchema>

export const AirReservationSchema = z
  .object({
    ...reservationHeaderShape('AIR'),
    itinerary: ItinerarySchema,
    fare: FareOptionSchema,
    price: AirPriceSchema,
    /** The airline's booking reference (PNR): 6 letters or digits, given by the airline at booking. */
    airlineReference: z.string().regex(/^[A-Z0-9]{6}$/),
    /** Passengers as booked; a passport number is shown by its last three characters only. */
    passengers: z.array(AirPassengerSchema.extend({ seats: z.record(z.string(), z.string()), checkedBags: z.int(), passport: PassportSchema.extend({ number: z.string() }).optional() })),
    contact: AirContactSchema,
    ...reservationSettlementShape(PaymentPlanSchema),
    exchanges: z
      .array(
        z.object({
          exchangedAt: z.iso.datetime(),
          previousOfferId: z.string(),
          fareDifference: z.int(),
          changeFee: z.int(),
          charged: z.int().describe('Charged to the card'),
          pointsUsed: z.int().default(0).describe('Points that paid part or all of the amount due'),
          credit: z.int().describe('Given back when the new fare was cheaper, less the change fee'),
          creditAs: z.enum(['POINTS', 'TRAVEL_CREDIT']).default('TRAVEL_CREDIT'),
        }),
      )
      .default([]),
    scheduleChanges: z
      .array(
        z.object({
          changedAt: z.iso.datetime().describe('When the airline moved the flights'),
          minutes: z.int().describe('How far every flight moved: later when positive, earlier when negative'),
          flights: z
            .array(
              z.object({
                segmentId: z.string().describe('The segment as it was booked (`itinerary.bounds[].segments[].id`)'),
                flightNumber: z.string(),
                previousDeparture: z.string().describe('Local date-time the flight was to leave, yyyy-MM-ddTHH:mm:ss'),
                previousArrival: z.string(),
                departure: z.string().describe('Local date-time it leaves now, as in the itinerary'),
                arrival: z.string(),
              }),
            )
            .describe('Each flight moved, with its times before and after'),
        }),
      )
      .default([])
      .describe('The airline’s schedule changes since booking, oldest first: the itinerary already holds the new times (a `reservation.changed` event with the reason `schedule-change` announces each)'),
  })
  .meta({ id: 'AirReservation' })
export type AirReservation = z.infer<typeof AirReservationSchema>

/** Flight exchange: new dates for the same route, cabin, passengers and fare family. */
export const AirExchangeSearchSchema = z
  .object({
    departDate: IsoDateSchema,
    returnDate: IsoDateSchema.optional(),
    sort: AirSortSchema.default('price'),
    ...pagingShape,
    email: z.string().trim().max(254).optional(),
  })
  .superRefine(checkReturnDate)
  .meta({ id: 'AirExchangeSearch' })
export type AirExchangeSearch = z.input<typeof AirExchangeSearchSchema>

/** The money of an exchange (contracts/domain/exchange.ts), the same in the list, the quote and the charge. */
export const ExchangeMoneySchema = z
  .object({
    fareDifference: z.int().describe('New fare minus previous fare; negative when cheaper'),
    changeFee: z.int().describe("The fare family's change fee for every seated passenger"),
    amountDue: z.int().describe('To pay: a higher fare difference and the change fee'),
    credit: z.int().describe('Given back when the new fare is cheaper, less the change fee'),
  })
  .meta({ id: 'ExchangeMoney' })

export const AirExchangeSearchResultSchema = AirSearchResultSchema.extend({
  items: z.array(ItinerarySchema.extend({ exchange: ExchangeMoneySchema.describe('What exchanging for these flights costs or gives back, in the booked fare family') })),
}).meta({ id: 'AirExchangeSearchResult' })
export type AirExchangeSearchResult = z.infer<typeof AirExchangeSearchResultSchema>

export const AirExchangeQuoteRequestSchema = z.object({ offerId: AirOfferIdSchema, email: z.string().trim().max(254).optional() }).meta({ id: 'AirExchangeQuoteRequest' })

/** Where a passenger's seat on a flight being given up goes: the same seat on the new flight when it is free there. */
export const SeatCarryOverSchema = z.object({
  passenger: z.int().describe('Index in the reservation\'s passengers'),
  flight: z.string().describe('The new flight, e.g. BA117'),
  previousSeat: z.string(),
  kept: z.boolean().describe('True when the same seat is free on the new flight; else another seat is assigned'),
  segmentId: z.string().optional().describe('The new flight\'s segment id, when the new itinerary has a flight in that place'),
})

/** Seats chosen on the new flights of a change, by passenger (index in the reservation's passengers): seat per segment id. */
const ExchangeSeatChoicesSchema = z
  .array(z.record(z.string().regex(/^[A-Z0-9-]{8,40}$/), z.string().regex(/^\d{1,2}[A-K]$/, 'must be a seat such as 12C')))
  .max(18)
  .describe("Seats chosen on the quote's `seatMaps`, by passenger index; a passenger or flight left out keeps the carried-over seat or is given one")

export const AirExchangeQuoteSchema = z
  .object({
    reservationId: z.string(),
    itinerary: ItinerarySchema,
    fare: FareOptionSchema,
    previousFare: z.int().describe('Fare (base and taxes) of the flights being given up'),
    newFare: z.int(),
    ...ExchangeMoneySchema.shape,
    creditAs: z.enum(['POINTS', 'TRAVEL_CREDIT']).describe('Points when the trip was paid with points, else travel credit'),
    creditPoints: z.int(),
    seats: z.array(SeatCarryOverSchema).describe('Each chosen seat and whether it carries over to the new flights'),
    seatMaps: z.array(SeatMapSchema).describe('The seat maps of the flights the change gives (not of those it keeps, where every seat stays): the traveller may choose seats there'),
    price: z.object({ currency: CurrencyCodeSchema, total: z.int(), dueNow: z.int().describe('The amount due, payable like a booking') }),
    ...paymentOfferShape(PaymentPlanSchema),
    description: z.string(),
  })
  .meta({ id: 'AirExchangeQuote' })
export type AirExchangeQuote = z.infer<typeof AirExchangeQuoteSchema>

export const AirExchangeBookRequestSchema = z
  .object({
    offerId: AirOfferIdSchema,
    expectedAmountDue: z.int().min(0).describe('The amount the traveller agreed to; another answers 409 PRICE_CHANGED'),
    payment: PaymentChoiceSchema.optional().describe('How the amount due is paid (card, points or both, like a booking); not needed when nothing is due'),
    seats: ExchangeSeatChoicesSchema.optional(),
    acceptTerms: z.literal(true, 'Accept the terms and conditions to change your flights.'),
    email: z.string().trim().max(254).optional(),
  })
  .superRefine((request, context) => {
    if (request.payment) checkPaymentChoice({ payment: request.payment }, context)
  })
  .meta({ id: 'AirExchangeBookRequest' })
export type AirExchangeBookRequest = z.input<typeof AirExchangeBookRequestSchema>
export type AirExchangeBookData = z.output<typeof AirExchangeBookRequestSchema>

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
export type AirFareCalendarRequest = z.input<typeof AirFareCalendarRequestSchema>

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
export type AirFareGridRequest = z.input<typeof AirFareGridRequestSchema>

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
