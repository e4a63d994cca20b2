// The travel platform ("lxp") contract: what the BFF serves at /api/lxp for integrators, and what the
// upstream (the embedded simulator, or a real platform at LXP_BASE_URL) answers to the BFF.
import { initContract } from '@ts-rest/core'
import type { z } from 'zod'
import { ApiErrorsSchema, commonErrorResponses } from '../api/api-error'
import { activityLxpContract } from './activity.contract'
import { carLxpContract } from './car.contract'
import { diningLxpContract } from './dining.contract'
import { airLxpContract } from './air.contract'
import { CustomerProfileSchema } from './customer-profile.schema'
import { hotelLxpContract } from './hotel.contract'
import { PointsActivityQuerySchema, PointsActivitySchema } from './points-activity.schema'
import { ReservationListSchema, ReservationsQuerySchema } from './reservations.schema'
import {
  AddTravelersRequestSchema,
  GetTravelerRequestSchema,
  ModifyTravelersRequestSchema,
  RemoveTravelersRequestSchema,
  TravelerProfileListSchema,
  TravelerProfileSchema,
  TravelerProfilesQuerySchema,
  travelerProfileLimits,
} from './traveler-profile.schema'
import { findReservationContract } from './find-reservation.contract'
import { catalogueLxpContract } from './popular-destinations.contract'

const c = initContract()

/** A change to the member's saved travelers; it answers the list as it now is. */
function savedTravelersChange<Path extends string, Body extends z.ZodType, Refusals extends Record<number, z.ZodType> = Record<never, never>>(
  path: Path,
  body: Body,
  words: { summary: string; description?: string },
  refusals = {} as Refusals,
) {
  return {
    method: 'POST' as const,
    path,
    summary: words.summary,
    ...(words.description ? { description: words.description } : {}),
    body,
    responses: { 200: TravelerProfileListSchema, ...refusals, ...commonErrorResponses },
    metadata: { identity: 'member' },
  }
}

export const customerContract = c.router({
  profile: {
    method: 'GET',
    path: '/customer/profile',
    summary: "The signed-in member's profile",
    description: 'personalInfo, loyalty (CARD_BASED with card profiles, or ACCOUNT_BASED) and clientCustomerId (§R3). 401 without a session.',
    responses: { 200: CustomerProfileSchema, ...commonErrorResponses },
    metadata: { identity: 'member' },
  },
  travelerProfiles: {
    method: 'GET',
    path: '/customer/traveler-profile',
    summary: "The member's saved travelers",
    query: TravelerProfilesQuerySchema,
    responses: { 200: TravelerProfileListSchema, ...commonErrorResponses },
    metadata: { identity: 'member' },
  },
  getTraveler: {
    method: 'POST',
    path: '/customer/traveler-profile/get-traveler',
    summary: 'One saved traveler',
    body: GetTravelerRequestSchema,
    responses: { 200: TravelerProfileSchema, ...commonErrorResponses },
    metadata: { retry: 'read', identity: 'member' },
  },
  addTravelers: savedTravelersChange('/customer/traveler-profile/add-travelers', AddTravelersRequestSchema, {
    summary: 'Save travelers to the profile',
    description: `A traveler already saved with the same name and email is updated, not repeated; at most ${travelerProfileLimits.maxPerMember} per member.`,
  }, { 422: ApiErrorsSchema }),
  modifyTravelers: savedTravelersChange('/customer/traveler-profile/modify-travelers', ModifyTravelersRequestSchema, { summary: 'Change saved travelers' }),
  removeTravelers: savedTravelersChange('/customer/traveler-profile/remove-travelers', RemoveTravelersRequestSchema, {
    summary: 'Remove saved travelers',
    description: "Answers the travelers left. An id that is not on the member's profile is refused (404) and nothing is removed.",
  }),
  reservations: {
    method: 'GET',
    path: '/customer/reservations',
    summary: "The signed-in member's reservations",
    description: 'Filter by product type, status and upcoming or past; page size 1 to 50. Needs a signed-in session (401 otherwise).',
    query: ReservationsQuerySchema,
    responses: { 200: ReservationListSchema, ...commonErrorResponses },
    metadata: { identity: 'member' },
  },
  pointsActivity: {
    method: 'GET',
    path: '/customer/points/activity',
    summary: "The signed-in member's points activity",
    description:
      'Every change to the balance, newest first (earned once a trip is over, redeemed, refunded, adjusted), each with its booking, and the points confirmed bookings will earn. `openingBalance` plus every entry is `balance`. Page size 1 to 50; 401 without a session.',
    query: PointsActivityQuerySchema,
    responses: { 200: PointsActivitySchema, ...commonErrorResponses },
    metadata: { identity: 'member' },
  },
})

export const lxpContract = c.router(
  { hotel: hotelLxpContract, customer: customerContract, car: carLxpContract, dining: diningLxpContract, air: airLxpContract, activity: activityLxpContract, reservations: findReservationContract, catalogue: catalogueLxpContract },
  { pathPrefix: '/api/lxp', strictStatusCodes: true },
)
