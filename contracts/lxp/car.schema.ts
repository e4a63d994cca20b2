// Car rental (mobility) on the platform: search criteria and results, an offer with its extras and
// rental rules, the checkout quote and booking request, and the reservation (§D4, §R2
// car offer cards, §R3.53 car defaults, §R5 driver age 18–99, §R8 supplier codes).
import { z } from 'zod'
import { validationMessages } from '../validation/messages'
import { bookingTermsShape } from './shared/booking.schema'
import { checkPaymentChoice, paymentOfferShape, PaymentPlanSchema } from './shared/payment.schema'
import { CancellationPolicySchema, reservationHeaderShape, reservationSettlementShape } from './shared/reservation.schema'
import { FacetSchema, pageShape, pagingShape } from './shared/search.schema'
import { TravelerSchema } from './shared/traveller.schema'
import { CurrencyCodeSchema, DestinationRefSchema, DueNowSchema, ImageSchema, IsoDateSchema, MoneySchema, TimeOfDaySchema } from './shared/values.schema'
import { SupplierAddressSchema } from './shared/address.schema'

export const carClasses = ['ECONOMY', 'COMPACT', 'MIDSIZE', 'FULLSIZE', 'SUV', 'VAN', 'LUXURY'] as const
export const carClassLabels: Record<(typeof carClasses)[number], string> = {
  ECONOMY: 'Economy',
  COMPACT: 'Compact',
  MIDSIZE: 'Midsize',
  FULLSIZE: 'Full-size',
  SUV: 'SUV',
  VAN: 'Van',
  LUXURY: 'Luxury',
}
export const CarClassSchema = z.enum(carClasses)
export type CarClass = z.infer<typeof CarClassSchema>
export const FuelSchema = z.enum(['PETROL', 'DIESEL', 'HYBRID', 'ELECTRIC'])
export const TransmissionSchema = z.enum(['AUTOMATIC', 'MANUAL'])
export const LocationKindSchema = z.enum(['AIRPORT', 'CITY'])
export const carSorts = ['recommended', 'price-asc', 'price-desc', 'class'] as const
export const CarSortSchema = z.enum(carSorts)

/** §R5: drivers are 18 to 99; §R3: pick-up and drop-off default to 12:00 PM. */
export const driverAgeLimits = { min: 18, max: 99, default: 30 } as const
export const carDefaults = { pickUpTime: '12:00', dropOffTime: '12:00', validAgeRange: true } as const
export const rentalLimits = { maxDays: 30, maxDaysAhead: 500 } as const

const LocationTextSchema = z.string().trim().min(1, validationMessages.required).max(100, validationMessages.maxLength(100))
export const CarOfferIdSchema = z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a car offer id')
const LocationIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a rental location id')

/** When and by whom a car is rented: shared by search, offer, quote and booking. */
export const RentalSchema = z.object({
  pickUpDate: IsoDateSchema,
  pickUpTime: TimeOfDaySchema.default(carDefaults.pickUpTime),
  dropOffDate: IsoDateSchema,
  dropOffTime: TimeOfDaySchema.default(carDefaults.dropOffTime),
  driverAge: z.int().min(driverAgeLimits.min, 'Drivers are 18 to 99 years old.').max(driverAgeLimits.max, 'Drivers are 18 to 99 years old.').default(driverAgeLimits.default),
})

export const CarFiltersSchema = z.object({
  classes: z.array(CarClassSchema).max(carClasses.length).optional(),
  suppliers: z.array(z.string().regex(/^[a-z]{2,20}$/, 'must be a supplier code')).max(10).optional(),
  transmission: TransmissionSchema.optional(),
  fuel: z.array(FuelSchema).max(4).optional(),
  locationKinds: z.array(LocationKindSchema).max(2).optional(),
  unlimitedMileage: z.boolean().optional(),
  /** Highest daily price in minor units. */
  priceMax: z.int().min(0).optional(),
})
export type CarFilters = z.infer<typeof CarFiltersSchema>

export const CarSearchCriteriaSchema = RentalSchema.extend({
  pickUpLocation: LocationTextSchema.describe('A destination name, alias or id, an airport code, or a rental location id'),
  dropOffLocation: LocationTextSchema.optional().describe('A rental location id or airport code in the same destination; a different one is a one-way rental'),
  filters: CarFiltersSchema.default({}),
  sort: CarSortSchema.default('recommended'),
  ...pagingShape,
}).meta({ id: 'CarSearchCriteria' })
export type CarSearchCriteria = z.input<typeof CarSearchCriteriaSchema>
export type CarSearchData = z.output<typeof CarSearchCriteriaSchema>

const OpeningHoursSchema = z.object({ weekday: z.int().min(1).max(7), open: z.string().nullable(), close: z.string().nullable(), label: z.string() })

export const RentalLocationSchema = z.object({
  id: z.string(),
  kind: LocationKindSchema,
  name: z.string(),
  iata: z.string().nullable(),
  address: SupplierAddressSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeZone: z.string().describe('IANA time zone of the opening hours and of the rental times at this location'),
  openingHours: z.array(OpeningHoursSchema).describe('Monday (1) to Sunday (7); open and close null when closed that day'),
})
export type RentalLocation = z.infer<typeof RentalLocationSchema>
/** A location as results list it: enough to name it and place it on the map. */
export const RentalLocationBriefSchema = RentalLocationSchema.pick({ id: true, kind: true, name: true, iata: true, latitude: true, longitude: true })

export const VehicleSchema = z.object({
  class: CarClassSchema,
  classLabel: z.string(),
  model: z.string(),
  description: z.string(),
  image: ImageSchema,
  seats: z.int(),
  bags: z.int(),
  doors: z.int(),
  transmission: TransmissionSchema,
  airConditioning: z.boolean(),
  fuel: FuelSchema,
  mileage: z.object({ unlimited: z.boolean(), limitKmPerDay: z.int().nullable() }),
})
export type Vehicle = z.infer<typeof VehicleSchema>

export const SupplierSchema = z.object({ code: z.string(), name: z.string() })

export const CarOfferSummarySchema = z
  .object({
    offerId: z.string(),
    vehicle: VehicleSchema,
    supplier: SupplierSchema,
    pickUpLocation: RentalLocationBriefSchema,
    dropOffLocation: RentalLocationBriefSchema,
    days: z.int(),
    daily: MoneySchema.describe('Average daily price: the total (taxes and fees included, before extras) over the days'),
    total: MoneySchema.describe('Approximate total with taxes and fees, before extras'),
    carsLeft: z.int(),
    freeCancellation: z.boolean(),
    pointsEligible: z.boolean(),
  })
  .meta({ id: 'CarOfferSummary' })
export type CarOfferSummary = z.infer<typeof CarOfferSummarySchema>

export const CarSearchResultSchema = z
  .object({
    destination: z.object({ id: z.string(), name: z.string(), country: z.string(), latitude: z.number(), longitude: z.number(), timeZone: z.string().optional().describe('IANA time zone of its clock, which judges whether a date has passed (issue 37)') }),
    rental: RentalSchema.extend({ days: z.int() }),
    ...pageShape(CarOfferSummarySchema),
    facets: z.object({ classes: z.array(FacetSchema), suppliers: z.array(FacetSchema), transmission: z.array(FacetSchema), fuel: z.array(FacetSchema), locationKinds: z.array(FacetSchema) }),
  })
  .meta({ id: 'CarSearchResult' })
export type CarSearchResult = z.infer<typeof CarSearchResultSchema>

export const CarExtraSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  perDay: MoneySchema,
  maxPerRental: MoneySchema.describe('The most one unit costs for the whole rental'),
  maxQuantity: z.int(),
})
export type CarExtra = z.infer<typeof CarExtraSchema>

export const RentalRulesSchema = z
  .object({
    minimumDriverAge: z.int(),
    youngDriverAgeBelow: z.int(),
    youngDriverFeePerDay: MoneySchema,
    deposit: MoneySchema,
    fuelPolicy: z.string(),
    crossBorder: z.string(),
    mileage: z.string(),
    oneWayFee: MoneySchema,
  })
  .meta({ id: 'RentalRules' })
export type RentalRules = z.infer<typeof RentalRulesSchema>

export const RentalPriceSchema = z.object({
  currency: CurrencyCodeSchema,
  daily: z.array(z.object({ date: IsoDateSchema, amount: z.int() })),
  base: z.int(),
  oneWayFee: z.int(),
  youngDriverFee: z.int(),
  extras: z.int(),
  taxes: z.int(),
  total: z.int().describe('All-in: rental, fees, extras and taxes'),
  dueNow: DueNowSchema,
})
export type RentalPrice = z.infer<typeof RentalPriceSchema>

export const CarOfferQuerySchema = z.object({
  pickUpDate: IsoDateSchema,
  pickUpTime: TimeOfDaySchema.default(carDefaults.pickUpTime),
  dropOffDate: IsoDateSchema,
  dropOffTime: TimeOfDaySchema.default(carDefaults.dropOffTime),
  driverAge: z.coerce.number<number>().int().min(driverAgeLimits.min, 'Drivers are 18 to 99 years old.').max(driverAgeLimits.max, 'Drivers are 18 to 99 years old.').default(driverAgeLimits.default),
  dropOffLocationId: LocationIdSchema.optional(),
  extras: z
    .string()
    .regex(/^[a-z-]{2,30}:[1-4](,[a-z-]{2,30}:[1-4]){0,9}$/, 'must be extra:quantity pairs, comma separated')
    .optional()
    .describe('Extras to price in, as id:quantity pairs (child-seat:2,full-cover:1); the price then includes them and their taxes'),
})
export type CarOfferQuery = z.input<typeof CarOfferQuerySchema>

/** The extras of an offer query (`child-seat:2,full-cover:1`) as choices. */
export function extraChoicesOf(extras: string | undefined) {
  return (extras ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [id = '', quantity = '1'] = entry.split(':')
      return { id, quantity: Number(quantity) }
    })
}

export const CarOfferSchema = CarOfferSummarySchema.extend({
  pickUpLocation: RentalLocationSchema,
  dropOffLocation: RentalLocationSchema,
  destination: DestinationRefSchema,
  rental: RentalSchema.extend({ days: z.int() }),
  extras: z.array(CarExtraSchema),
  rules: RentalRulesSchema,
  price: RentalPriceSchema,
  cancellationPolicy: CancellationPolicySchema,
}).meta({ id: 'CarOffer' })
export type CarOffer = z.infer<typeof CarOfferSchema>

export const ExtraChoiceSchema = z.object({ id: z.string().regex(/^[a-z-]{2,30}$/, 'must be an extra id'), quantity: z.int().min(1).max(4) })

/** One car for one rental with its extras: what a checkout quotes and books. */
export const CarSelectionSchema = RentalSchema.extend({
  offerId: CarOfferIdSchema,
  dropOffLocationId: LocationIdSchema.optional(),
  extras: z.array(ExtraChoiceSchema).max(10).default([]),
}).meta({ id: 'CarSelection' })
export type CarSelection = z.input<typeof CarSelectionSchema>
export type CarSelectionData = z.output<typeof CarSelectionSchema>

export const CarQuoteSchema = z
  .object({
    selection: CarSelectionSchema,
    offer: CarOfferSummarySchema.extend({ pickUpLocation: RentalLocationSchema, dropOffLocation: RentalLocationSchema }),
    destination: DestinationRefSchema,
    rental: RentalSchema.extend({ days: z.int() }),
    extras: z.array(CarExtraSchema.extend({ quantity: z.int(), total: MoneySchema })),
    rules: RentalRulesSchema,
    price: RentalPriceSchema,
    cancellationPolicy: CancellationPolicySchema,
    ...paymentOfferShape(PaymentPlanSchema),
  })
  .meta({ id: 'CarQuote' })
export type CarQuote = z.infer<typeof CarQuoteSchema>

export const CarBookRequestSchema = CarSelectionSchema.extend({
  /** The main driver (named `traveler` like every line's checkout form). */
  traveler: TravelerSchema,
  ...bookingTermsShape,
})
  .superRefine(checkPaymentChoice)
  .meta({ id: 'CarBookRequest' })
export type CarBookRequest = z.input<typeof CarBookRequestSchema>
export type CarBookData = z.output<typeof CarBookRequestSchema>

export const CarReservationSchema = z
  .object({
    ...reservationHeaderShape('CAR'),
    offer: CarQuoteSchema.shape.offer,
    destination: CarQuoteSchema.shape.destination,
    rental: CarQuoteSchema.shape.rental,
    extras: CarQuoteSchema.shape.extras,
    rules: RentalRulesSchema,
    price: RentalPriceSchema,
    cancellationPolicy: CancellationPolicySchema,
    driver: TravelerSchema,
    ...reservationSettlementShape(PaymentPlanSchema),
  })
  .meta({ id: 'CarReservation' })
export type CarReservation = z.infer<typeof CarReservationSchema>
