// What each line registers for My Trips, beside app/line-registry.ts (the home page's search forms) and apart from
// it so the home page loads no reservation texts: the words of a trip's cancellation deadline, the very function the
// line's reservation page states it with (issue 36: one rule, one text). Shared features read this registry and never
// import a line's folder (.dependency-cruiser.cjs).
import type { ProductType } from '@contracts/domain/products'
import type { ReservationSummary, TripCancellation } from '@contracts/lxp/reservations.schema'
import { airFreeCancellationLine } from '~/features/air/air-free-cancellation'
import { cancellationPolicyText } from '~/features/hotel/hotel-cancellation-policy'
import { cancellationPolicyDescriptionText } from '~/features/reservations/cancellation-policy-text'

/**
 * A trip's deadline in words, or null when the line states none. `instantZone`: the clock an instant (a flight's
 * 24 hours after booking) is read on, `useInstantDayZone` of the trip's zone (docs/decisions/141).
 */
export type TripDeadlineText = (trip: Pick<ReservationSummary, 'createdAt'> & { cancellation: TripCancellation }, instantZone: string) => string | null

const policyDescription: TripDeadlineText = ({ cancellation }) => (cancellation.policy ? cancellationPolicyDescriptionText(cancellation.policy, cancellation.timeZone) : null)

/** The lines whose reservation page words its deadline otherwise than by describing its cancellation policy. */
const ownDeadlineTexts: Partial<Record<ProductType, TripDeadlineText>> = {
  // As the hotel's reservation page: its rate's policy on the hotel's clock.
  HOTEL: ({ cancellation }) => (cancellation.policy && cancellation.timeZone ? cancellationPolicyText(cancellation.policy, cancellation.timeZone) : null),
  // As the flight's reservation page, its term and its words: 24 hours after booking, on the traveller's clock once
  // hydrated, or that they have passed, as the platform reads it.
  AIR: ({ createdAt, cancellation }, instantZone) => airFreeCancellationLine({ createdAt, freeCancellationEnded: cancellation.freeCancellationEnded }, instantZone),
}

/**
 * A booked product's deadline text: its line's own words where registered above, else its cancellation policy
 * described, as every other line's reservation page states it; so a new line needs no edit here (issue 39).
 */
export const tripDeadlineText = (type: ProductType): TripDeadlineText => ownDeadlineTexts[type] ?? policyDescription
