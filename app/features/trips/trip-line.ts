// What My Trips says of a trip's dates and price (issue 37 item 10): a flight's dates are each its
// airport's local date, so one that crosses the date line may land "before" it leaves; and a trip paid
// wholly in points reads as points, not as a price beside them.
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import { tripsText } from '~/i18n/plain/trips'
import { formatPriceShort } from '~/lib/format/money'
import { formatStayDate } from '~/lib/format/stay-date'

export function tripDatesText(trip: Pick<ReservationSummary, 'type' | 'startDate' | 'endDate'>) {
  return tripsText(trip.type === 'AIR' ? 'my.flight-dates' : 'my.dates', { start: formatStayDate(trip.startDate), end: formatStayDate(trip.endDate) })
}

export function tripPaidText(trip: Pick<ReservationSummary, 'total' | 'pointsUsed' | 'pointsValue'>) {
  const price = (amount: number) => formatPriceShort(amount, { currency: trip.total.currency })
  if (trip.pointsUsed === 0) return price(trip.total.amount)
  const points = tripsText.plural('my.points-used', trip.pointsUsed)
  // A summary kept before the points' value was recorded says both, as it always did.
  if (trip.pointsValue === undefined) return `${price(trip.total.amount)} · ${points}`
  const rest = trip.total.amount - trip.pointsValue
  return rest > 0 ? tripsText('my.paid-and-points', { amount: price(rest), points }) : points
}
