// Generated from the lxp contract (contracts/lxp) by `npm run generate`; do not edit. The pages'
// server functions of the `customer` routes, one per route (server/bff/lxp-relay.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { relayForPage, type LxpInput } from '../lxp-relay.server'

/** GET /api/lxp/customer/profile: The signed-in member's profile */
export const customerProfile = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.customer.profile>) => input)
  .handler(({ data }) => relayForPage(lxpContract.customer.profile, data))

/** GET /api/lxp/customer/traveler-profile: The member's saved travelers */
export const customerTravelerProfiles = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.customer.travelerProfiles>) => input)
  .handler(({ data }) => relayForPage(lxpContract.customer.travelerProfiles, data))

/** POST /api/lxp/customer/traveler-profile/get-traveler: One saved traveler */
export const customerGetTraveler = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.customer.getTraveler>) => input)
  .handler(({ data }) => relayForPage(lxpContract.customer.getTraveler, data))

/** POST /api/lxp/customer/traveler-profile/add-travelers: Save travelers to the profile */
export const customerAddTravelers = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.customer.addTravelers>) => input)
  .handler(({ data }) => relayForPage(lxpContract.customer.addTravelers, data))

/** POST /api/lxp/customer/traveler-profile/modify-travelers: Change saved travelers */
export const customerModifyTravelers = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.customer.modifyTravelers>) => input)
  .handler(({ data }) => relayForPage(lxpContract.customer.modifyTravelers, data))

/** POST /api/lxp/customer/traveler-profile/remove-travelers: Remove saved travelers */
export const customerRemoveTravelers = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.customer.removeTravelers>) => input)
  .handler(({ data }) => relayForPage(lxpContract.customer.removeTravelers, data))

/** GET /api/lxp/customer/reservations: The signed-in member's reservations */
export const customerReservations = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.customer.reservations>) => input)
  .handler(({ data }) => relayForPage(lxpContract.customer.reservations, data))

/** GET /api/lxp/customer/points/activity: The signed-in member's points activity */
export const customerPointsActivity = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.customer.pointsActivity>) => input)
  .handler(({ data }) => relayForPage(lxpContract.customer.pointsActivity, data))
