// The platform's products (§R3) and the one each line of business sells. Plain data, without zod: pages (My Trips)
// and plain Node (the demo members' earn rules, read by `npm run bench`) use them without the schemas.
import type { LineOfBusiness } from '../site/lines-of-business'
import type { ReservationType } from '../lxp/reservation-types'

export const productTypes = ['ACTIVITY', 'AIR', 'CAR', 'DINING', 'GIFTCARD', 'HOTEL'] as const
export type ProductType = (typeof productTypes)[number]

/** API product of each line of business; tours and transport are both activities. */
export const apiTypeOfLine = { accommodations: 'hotel', dining: 'dining', flights: 'air', mobility: 'car', tours: 'activity', transport: 'activity' } as const satisfies Record<LineOfBusiness, ReservationType>
