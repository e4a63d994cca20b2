// The platform's products (§R3): each line's reservation type in capitals, and gift cards, which no line of business
// sells. Plain data, without zod: pages (My Trips) and plain Node (the demo members' earn rules, read by
// `npm run bench`) use them without the schemas.
import { reservationTypes, type ReservationType } from '../lxp/reservation-types.ts'

export type ProductType = Uppercase<ReservationType> | 'GIFTCARD'

/** The product of a reservation type: `hotel` → `HOTEL`. */
export function productOf<Type extends ReservationType>(type: Type) {
  return type.toUpperCase() as Uppercase<Type>
}

/** Every product, in alphabetical order (the API's enumeration). */
export const productTypes: readonly ProductType[] = [...reservationTypes.map(productOf), 'GIFTCARD' as const].sort()
