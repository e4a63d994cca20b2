// Tour and transport checkout (the ACTIVITY product type): the selection of an option on a date, its quote, the
// booking request with the pick-up and drop-off an activity asks for, the reservation and its cancellation quote
// (§D4; §R8.5 E1002080 activity cancellation not available). What every line shares is in ./shared.
import { z } from 'zod'
import { validationMessages } from '../validation/messages'
import { bookingTermsShape } from './shared/booking.schema'
import { checkPaymentChoice, InstallmentsSchema, paymentOfferShape } from './shared/payment.schema'
import { CancellationQuoteSchema, reservationHeaderShape, reservationSettlementShape } from './shared/reservation.schema'
import { TravelerSchema } from './shared/traveller.schema'
import { IsoDateSchema, TimeOfDaySchema } from './shared/values.schema'
import { checkAdultInParty, ChildAgesSchema, TravelersSchema } from './activity-party.schema'
import {
  ActivityCancellationPolicySchema,
  ActivityDetailsSchema,
  ActivityIdSchema,
  ActivityKindSchema,
  ActivityOptionIdSchema,
  ActivityOptionSchema,
  ActivityPriceSchema,
  ActivitySummarySchema,
  ActivitySupplierSchema,
  DestinationBriefSchema,
  PlaceIdSchema,
} from './activity.schema'

/** A transfer's id (`london-transfer-lhr-private`: destination, airport, company), as the catalogue gives them. */
export const transferIdPattern = '-transfer-[a-z]{3}-'

const rideEndDescription = (end: string) =>
  `Transport (a transfer, an activityId with \`-transfer-\`): required, the place id where the ride ${end}: the airport (\`london-lhr\`), the city centre (\`london-city\`) or a hotel id there. Tours: leave it out`

/**
 * A transfer's booking needs both ends of its ride (issue 41): the platform refuses one without them, so
 * the contract does, field by field, and its JSON Schema says so (`if` the id is a transfer's, `then` both).
 */
function checkRideEnds(selection: { activityId: string; from?: string | undefined; to?: string | undefined }, context: z.core.$RefinementCtx) {
  if (!new RegExp(transferIdPattern).test(selection.activityId)) return
  if (!selection.from) context.addIssue({ code: 'custom', message: 'Say where the ride starts (a place id).', path: ['from'] })
  if (!selection.to) context.addIssue({ code: 'custom', message: 'Say where the ride ends (a place id).', path: ['to'] })
}

/** The JSON Schema of that rule, for the document. */
const rideEndsRequired = { if: { properties: { activityId: { pattern: transferIdPattern } }, required: ['activityId'] }, then: { required: ['from', 'to'] } }

const selectionShape = {
  activityId: ActivityIdSchema,
  optionId: ActivityOptionIdSchema,
  date: IsoDateSchema,
  time: TimeOfDaySchema.describe('A start time of the option (tours) or the pick-up time (transport)'),
  travelers: TravelersSchema.describe('Everyone going: adults and children'),
  childAges: ChildAgesSchema.optional(),
  from: PlaceIdSchema.optional().describe(rideEndDescription('starts')),
  to: PlaceIdSchema.optional().describe(rideEndDescription('ends')),
}

/** One option of an activity on a date and time for a party: what a checkout quotes and books. */
export const ActivitySelectionSchema = z
  .object(selectionShape)
  .superRefine(checkAdultInParty)
  .superRefine(checkRideEnds)
  .meta({ id: 'ActivitySelection', ...rideEndsRequired, examples: [{ activityId: 'rome-tour-food-tasting', optionId: 'group', date: '2027-05-04', time: '11:00', travelers: 3, childAges: [4] }] })
export type ActivitySelection = z.input<typeof ActivitySelectionSchema>
export type ActivitySelectionData = z.output<typeof ActivitySelectionSchema>

const QuotedActivitySchema = ActivitySummarySchema.omit({ next: true, price: true, cancellation: true }).extend({
  ...ActivityDetailsSchema.pick({ meetingPoint: true, pickUp: true, dropOff: true, languages: true, inclusions: true }).shape,
  supplier: ActivitySupplierSchema,
})

const QuotedOptionSchema = ActivityOptionSchema.pick({ optionId: true, name: true, description: true, pricedPer: true, maxTravelersPerUnit: true, unitsNeeded: true })

/** What the quote and the reservation both say of the departure booked. */
const bookedDepartureShape = {
  activity: QuotedActivitySchema,
  destination: DestinationBriefSchema,
  option: QuotedOptionSchema,
  date: IsoDateSchema,
  time: z.string(),
  timeZone: z.string().optional().describe('IANA time zone of the start (`date` and `time` are local there); bookings made before it was kept have none'),
  travelers: z.int().describe('Everyone: adults and children'),
  childAges: z.array(z.int()).default([]).describe('The children among the travelers, by age'),
}

export const ActivityQuoteSchema = z
  .object({
    selection: ActivitySelectionSchema,
    ...bookedDepartureShape,
    left: z.int(),
    // A quote always states each seat's all-in price: checkout lists tickets at the price the offer said (issue 36).
    price: ActivityPriceSchema.required({ unitTotal: true, childUnitTotal: true }),
    cancellationPolicy: ActivityCancellationPolicySchema,
    ...paymentOfferShape(InstallmentsSchema),
  })
  .meta({ id: 'ActivityQuote' })
export type ActivityQuote = z.infer<typeof ActivityQuoteSchema>

const pointText = () => z.string().trim().max(200, validationMessages.maxLength(200))

const activityBookRequestShape = {
  ...selectionShape,
  /** The lead traveler (named `traveler` like every line's checkout form). */
  traveler: TravelerSchema,
  pickUpPoint: pointText().default('').describe('Hotel or address to be picked up at, or a flight number; required when the activity says so'),
  dropOffPoint: pointText().default('').describe('Transport: the hotel or address to be driven to; required when the ride says so (door to door to an address)'),
  language: z.string().regex(/^[a-z]{2}$/, 'Choose a language.').describe('One of the activity’s languages'),
  specialRequests: z.string().trim().max(500, validationMessages.maxLength(500)).default(''),
  ...bookingTermsShape,
}

export const ActivityBookRequestSchema = z.object(activityBookRequestShape)
  .superRefine(checkPaymentChoice)
  .superRefine(checkAdultInParty)
  .superRefine(checkRideEnds)
  .meta({ id: 'ActivityBookRequest', ...rideEndsRequired })
export type ActivityBookRequest = z.input<typeof ActivityBookRequestSchema>
export type ActivityBookData = z.output<typeof ActivityBookRequestSchema>

type PointAsked = { required: boolean; label: string }
type PointsAsked = { pickUp: PointAsked; dropOff?: PointAsked | undefined }

/** The pick-up and drop-off fields as an activity asks for them: one it requires needs three characters or more. */
function pointsShape(activity: PointsAsked) {
  const point = (asked: PointAsked | undefined) => (asked?.required ? pointText().min(3, `Enter the ${asked.label.toLowerCase()}.`) : pointText().default(''))
  return { pickUpPoint: point(activity.pickUp), dropOffPoint: point(activity.dropOff) }
}

/**
 * The pick-up and drop-off an activity requires and the request leaves empty, each with its field and
 * words: the rule the platform books by, and the checkout checks with it on the first Book press
 * (issue 36, third pass item 3: a transfer's drop-off address was flagged only on the second press).
 */
export function missingActivityPoints(activity: PointsAsked, request: { pickUpPoint: string; dropOffPoint: string }) {
  const checked = z.object(pointsShape(activity)).safeParse(request)
  return checked.success ? [] : checked.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }))
}

/**
 * The booking request as a checkout for this activity checks it: the contract's, with the fields the
 * activity requires checked as fields (a refinement of the whole request would wait for every other
 * field to be right first).
 */
export function activityBookRequestSchemaFor(activity: PointsAsked) {
  return z.object({ ...activityBookRequestShape, ...pointsShape(activity) }).superRefine(checkPaymentChoice).superRefine(checkAdultInParty)
}

export const ActivityReservationSchema = z
  .object({
    ...reservationHeaderShape('ACTIVITY'),
    kind: ActivityKindSchema,
    ...bookedDepartureShape,
    pickUpPoint: z.string(),
    dropOffPoint: z.string().default(''),
    language: z.object({ code: z.string(), label: z.string() }),
    specialRequests: z.string(),
    price: ActivityPriceSchema,
    cancellationPolicy: ActivityCancellationPolicySchema,
    leadTraveler: TravelerSchema,
    ...reservationSettlementShape(InstallmentsSchema),
  })
  .meta({ id: 'ActivityReservation' })
export type ActivityReservation = z.infer<typeof ActivityReservationSchema>

/** The cancellation quote of §R3 with the supplier code of a refusal (E1002080 for a non-cancellable activity). */
export const ActivityCancellationQuoteSchema = CancellationQuoteSchema.extend({
  reasonCode: z.string().nullable().describe('The code of `reason`: E1002080 when the activity cannot be cancelled, ALREADY_CANCELLED'),
}).meta({ id: 'ActivityCancellationQuote' })
export type ActivityCancellationQuote = z.infer<typeof ActivityCancellationQuoteSchema>
