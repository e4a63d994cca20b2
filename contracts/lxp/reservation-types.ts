// The lines' reservation types, as the API's paths name them (`/api/lxp/hotel/book`, `/api/lxp/reservations/hotel/:id`):
// the products of the lines of business (`apiTypeOfLine`), each once. Plain data, without zod: pages (My Trips, a
// confirmation's links) use the list without the contracts' schemas.
import { apiTypeOfLine, type LineOfBusiness } from '../site/lines-of-business.ts'

export type ReservationType = (typeof apiTypeOfLine)[LineOfBusiness]

/** The lines' reservation types, as the reservation routes' paths name them, in the order of the lines. */
export const reservationTypes = [...new Set(Object.values(apiTypeOfLine))] as readonly ReservationType[]

/** The line an API path is of (`/api/lxp/hotel/book`, `/api/lxp/reservations/hotel/:reservationId`); undefined for shared routes. */
export function reservationTypeOfPath(path: string): ReservationType | undefined {
  return reservationTypes.find((type) => path.startsWith(`/api/lxp/${type}/`) || path.startsWith(`/api/lxp/reservations/${type}/`))
}
