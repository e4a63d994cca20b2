// What the lines' simulator routes share: who is calling, and where a refusal's field belongs in the
// request, so a caller reads `params.offerId` or `body.pickUpTime` as the HTTP API answers it.
import type { ErrorWrapper } from '@contracts/api/api-error'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { SimulatorError } from './simulator-error'

/** The member the BFF calls for, when it calls for one. */
export const customerOf = (request: Request) => request.headers.get(lxpHeaders.customerId) ?? undefined

/**
 * A line's answer wrapper: a refusal about the reservation id, or about the line's path id (`offerId`,
 * `restaurantId`, `activityId`) on a route that reads it from the path, goes under `params`; one about
 * the idempotency key under `headers`; anything else under the part it was read from, in the error
 * wrapper of the route (`bookErrors`, `cancelErrors`) when it has one. The hotel's routes place
 * `hotelId` under `params` from a body too (a quote's or a comparison's unknown hotel), as they always
 * have (`pathIdFrom: 'any'`); routes with no id in their path name none.
 */
export function refusalsPlaced(pathId?: string, pathIdFrom: 'query' | 'any' = 'query') {
  return async function from<T>(part: 'body' | 'query', answer: Promise<T>, wrapper?: ErrorWrapper): Promise<T> {
    try {
      return await answer
    } catch (error) {
      if (!(error instanceof SimulatorError)) throw error
      const inPath = error.field === 'reservationId' || (pathId !== undefined && error.field === pathId && (part === 'query' || pathIdFrom === 'any'))
      const placed = error.under(inPath ? 'params' : error.field === 'idempotency-key' ? 'headers' : part)
      throw wrapper ? placed.in(wrapper) : placed
    }
  }
}
