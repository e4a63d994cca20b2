// What My Trips says of a trip's dates and price (issue 37 item 10): a flight's dates are each its
// airport's local date, named by that airport's clock, so one that crosses the date line may land "before" it
// leaves; and a trip paid wholly in points reads as points with their dollar worth, as the reservation page says it.
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import { tripsText } from '~/i18n/plain/trips'
import { formatPriceFull } from '~/lib/format/money'
import { inVenueTime } from '~/lib/format/instant-day'
import { formatStayDate } from '~/lib/format/stay-date'

export function tripDatesText(trip: Pick<ReservationSummary, 'type' | 'startDate' | 'endDate' | 'timeZones'>) {
  // A tour, transfer or table on one day says that day once, not "Sun, Dec 13 to Sun, Dec 13".
  if (trip.type !== 'AIR' && trip.startDate === trip.endDate) return formatStayDate(trip.startDate)
  if (trip.type !== 'AIR') return tripsText('my.dates', { start: formatStayDate(trip.startDate), end: formatStayDate(trip.endDate) })
  // Each day named by its airport's clock, as the itinerary's times are (issue 37); a summary without zones says "local dates".
  const { timeZones } = trip
  if (!timeZones) return tripsText('my.flight-dates', { start: formatStayDate(trip.startDate), end: formatStayDate(trip.endDate) })
  return tripsText('my.flight-dates-in-zones', { start: inVenueTime(formatStayDate(trip.startDate), timeZones.start), end: inVenueTime(formatStayDate(trip.endDate), timeZones.end) })
}

/** What was paid, and for a stay with a part paid at the hotel that part apart (issue 36): a pay-at-the-hotel
 * booking reads "Nothing paid · $880.00 due at the hotel", never "$880" as if paid. To the cent, as the
 * reservation page says it: rounded, a card's $102.47 read "$102" (issue 36, the traveller's pass). A cancelled
 * trip says what its cancellation gave back instead (`tripRefundText`), nothing as owed. */
export function tripPaidText(trip: Pick<ReservationSummary, 'status' | 'total' | 'pointsUsed' | 'pointsValue' | 'dueAtProperty' | 'cancelled'>) {
  const price = (amount: number) => formatPriceFull(amount, { currency: trip.total.currency })
  const dueAtProperty = trip.dueAtProperty ?? 0
  const paid = trip.total.amount - dueAtProperty
  if (trip.status === 'CANCELLED' && trip.cancelled) return tripRefundText(trip.cancelled, { nothingPaid: nothingPaidFor(trip.cancelled) })
  const paidText = paidPartText(paid, trip, price)
  // A canceled trip owes nothing: what was paid says so ("paid"), never a bare amount or a part due at the hotel.
  const paidLabel = paid === 0 ? tripsText('my.nothing-paid') : tripsText('my.paid', { paid: paidText })
  if (trip.status === 'CANCELLED') return paidLabel
  if (dueAtProperty === 0) return paidText
  return tripsText('my.paid-and-due-at-hotel', { paid: paidLabel, due: price(dueAtProperty) })
}

/**
 * What a cancellation gave back, as it recorded it (the refund the reservation page states, not recomputed): the
 * amount back to the card, the points back to the account, or that nothing was, or that nothing had been paid.
 */
export function tripRefundText(cancelled: NonNullable<ReservationSummary['cancelled']>, { nothingPaid }: { nothingPaid: boolean }) {
  const { refund, pointsRefunded } = cancelled
  const amount = formatPriceFull(refund.amount, { currency: refund.currency })
  const points = tripsText.plural('my.points-used', pointsRefunded)
  if (refund.amount > 0 && pointsRefunded > 0) return tripsText('my.refunded-and-points-returned', { amount, points })
  if (refund.amount > 0) return tripsText('my.refunded', { amount })
  if (pointsRefunded > 0) return tripsText('my.points-returned', { points })
  return tripsText(nothingPaid ? 'my.nothing-paid' : 'my.nothing-refunded')
}

/**
 * Whether a cancelled trip had cost nothing, read from its cancellation: nothing kept and nothing given back. Its
 * summary no longer says what was due at the hotel (issue 36: a cancelled booking owes nothing there), so the part
 * paid is not worked out from it.
 */
function nothingPaidFor({ penalty, refund, pointsRefunded }: NonNullable<ReservationSummary['cancelled']>) {
  return penalty.amount === 0 && refund.amount === 0 && pointsRefunded === 0
}

function paidPartText(paid: number, trip: Pick<ReservationSummary, 'total' | 'pointsUsed' | 'pointsValue'>, price: (amount: number) => string) {
  if (trip.pointsUsed === 0) return price(paid)
  const points = tripsText.plural('my.points-used', trip.pointsUsed)
  // A summary kept before the points' value was recorded says both, as it always did.
  if (trip.pointsValue === undefined) return `${price(paid)} · ${points}`
  const rest = paid - trip.pointsValue
  // Wholly in points: their dollar worth beside them, as the reservation page's "Paid with points" says it (issues 36/43).
  return rest > 0 ? tripsText('my.paid-and-points', { amount: price(rest), points }) : `${points} (${price(trip.pointsValue)})`
}
