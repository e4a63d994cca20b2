// Flight exchange (air): new flights for a booked trip, what the change costs or gives back, its quote with the
// seats carried over, and the request that books it.
import { z } from 'zod'
import { checkPaymentChoice, paymentOfferShape, PaymentChoiceSchema, PaymentPlanSchema } from './shared/payment.schema'
import { pagingShape } from './shared/search.schema'
import { CurrencyCodeSchema, IsoDateSchema } from './shared/values.schema'
import { AirOfferIdSchema, AirSearchResultSchema, AirSortSchema, checkReturnDate, FareOptionSchema, ItinerarySchema, SeatMapSchema } from './air.schema'

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
export type AirExchangeBookData = z.output<typeof AirExchangeBookRequestSchema>
