// The lines' reservation types, as the API's paths name them (`/api/lxp/hotel/book`, `/api/lxp/reservations/hotel/:id`).
// Plain data, without zod: pages (My Trips, a confirmation's links) use the list without the contracts' schemas.

/** The lines' reservation types, as the reservation routes' paths name them. */
export const reservationTypes = ['hotel', 'dining', 'air', 'car', 'activity'] as const
export type ReservationType = (typeof reservationTypes)[number]

/** The line an API path is of (`/api/lxp/hotel/book`, `/api/lxp/reservations/hotel/:reservationId`); undefined for shared routes. */
export function reservationTypeOfPath(path: string): ReservationType | undefined {
  return reservationTypes.find((type) => path.startsWith(`/api/lxp/${type}/`) || path.startsWith(`/api/lxp/reservations/${type}/`))
}
