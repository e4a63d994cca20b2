// Tours and transport routes of the lxp contract (the ACTIVITY product, API value `activity`): search,
// details, checkout quote, booking, and the reservation's view, cancellation quote and cancellation.
import { initContract } from '@ts-rest/core'
import { ActivityIdSchema, ActivityOfferQuerySchema, ActivityOfferSchema, ActivitySearchCriteriaSchema, ActivitySearchResultSchema } from './activity.schema'
import {
  ActivityBookRequestSchema,
  ActivityCancellationQuoteSchema,
  ActivityQuoteSchema,
  ActivityReservationSchema,
  ActivitySelectionSchema,
} from './activity-checkout.schema'
import { reservationRoutes } from './reservation-routes'
import { withTag } from './route-metadata'
import { checkoutRoutes } from './checkout-routes'
import { offerRoutes, searchRoutes } from './shopping-routes'

const c = initContract()

const refusals =
  'Refusals in the error object: INVALID_DATES for a date in the past or too far ahead, INVALID_CRITERIA for more travelers than the activity takes or a ride without an airport end, DESTINATION_NOT_FOUND, E0000023 for a sanctioned destination (§R8).'

export const activityContract = c.router({
  ...searchRoutes('activity', { criteria: ActivitySearchCriteriaSchema, result: ActivitySearchResultSchema }, {
    summary: 'Search tours (kind tour) or airport transfers (kind transport)',
    description: `Tours of a destination with a departure between the dates that has room for the travelers, or the transfers between an airport and the city (or a hotel) at the pick-up time. Filters by category, duration, price and free cancellation; sorted and paged; facets count the offers for each filter value. Prices in integer minor units, taxes and fees included. ${refusals}`,
  }, 'reader'),
  ...offerRoutes('activity', 'activityId', { id: ActivityIdSchema, query: ActivityOfferQuerySchema, offer: ActivityOfferSchema }, {
    summary: 'A tour or transfer with its options and availability on a date',
    description: `Description, itinerary or route, duration, meeting point or pick-up, inclusions and exclusions, languages, accessibility, reviews, the cancellation policy, the supplier's contacts (phone number and url), and each option (group or private tour, vehicle) with its start times and what is left. Transport needs \`time\`, \`from\` and \`to\`. ${refusals}`,
  }, 'reader'),
  ...checkoutRoutes('activity', { selection: ActivitySelectionSchema, quote: ActivityQuoteSchema, bookRequest: ActivityBookRequestSchema }, {
    quote: {
      summary: 'Price a chosen option, date and time for checkout',
      description: 'The all-in price, the payment modes this traveller may use (CASH 0, POINTS 1, SPLIT 2, PLAN 3), points needed and available, points earned, the payment plan and the trip protection offer. SOLD_OUT (422) when the departure has no room left for the party.',
    },
    book: {
      summary: 'Book a tour or transfer (idempotent)',
      description: 'Needs an `idempotency-key` header: a retry with the same key and body answers the first booking again; the same key with another body is refused (422). PRICE_CHANGED (409), SOLD_OUT, INVALID_CRITERIA (a missing pick-up point, a language not offered), INSUFFICIENT_POINTS, PAYMENT_NOT_ALLOWED and CARD_DECLINED answer in `bookErrors`. The card number and CVV are used once and never stored.',
    },
  }),
})

export const activityReservationsContract = reservationRoutes('activity', { reservation: ActivityReservationSchema, cancellationQuote: ActivityCancellationQuoteSchema }, {
  reservation: 'a tour or transfer',
  policy: 'Free until 24 hours before the start, nothing back after that; a non-refundable activity cannot be cancelled (`cancellable` false, `reasonCode` E1002080).',
  cancellation: 'Gives back the seats or vehicles and the points; refuses with E1002080 (activity cancellation not available, §R8) for a non-cancellable or started activity, or ALREADY_CANCELLED (409), in `cancelErrors`.',
})

/** The activity routes as one router, composed into lxpContract under `activity`, each in its group of the API reference (`withTag`: the OpenAPI tag). */
export const activityLxpContract = c.router({ ...withTag(activityContract, { name: 'Tours and transport', description: 'Tours and airport transfers, their start times, quote and booking.' }), reservations: withTag(activityReservationsContract, { name: 'Tour and transport reservations', description: 'View and cancel a tour or transfer booking.' }) })
