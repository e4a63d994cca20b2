// The lines that sell each product, as a type: what a product's feature folder registers for the shared screens
// (app/line-registrations.ts) and the analytics (app/lib/analytics/route-events.ts) is typed by it.
import type { ReservationType } from '@contracts/lxp/reservation-types'
import type { apiTypeOfLine, LineOfBusiness } from '@contracts/site/lines-of-business'

/** The lines that sell a product: `activity` is sold by tours and transport. */
export type LinesSelling<Product extends ReservationType> = { [Line in LineOfBusiness]: (typeof apiTypeOfLine)[Line] extends Product ? Line : never }[LineOfBusiness]
