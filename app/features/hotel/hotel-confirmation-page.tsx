// Confirmation (§R2) on the shared confirmation (reservations/reservation-confirmation.tsx): the
// itinerary, what was paid in cash and points, the points the stay earns, and the schema.org
// LodgingReservation for mail clients and assistants.
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { Fact, Facts, PaymentFacts } from '~/features/reservations/reservation-facts'
import { lineConfirmationPage } from '~/features/reservations/reservation-confirmation'
import { lineReservations } from '~/features/reservations/reservation-missing'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { hotelReservationQueryOptions } from './hotel.queries'
import { ReservationDetails, lodgingReservationJsonLd } from './hotel-reservation-details'
import { hotelTripText } from '~/i18n/plain/hotel-trip'

export const HotelConfirmationPage = lineConfirmationPage(lineReservations('hotel', hotelReservationQueryOptions, () => ({ heading: hotelTripText('confirmation.we-can-t') })), (reservation) => ({
  notice: { booked: hotelTripText('confirmation.your-stay-is'), cancelled: hotelTripText('confirmation.this-reservation-is') },
  email: reservation.traveler.email,
  heading: reservation.hotel.name,
  afterHeading: (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: lodgingReservationJsonLd(reservation) }} />
      <PaidSummary reservation={reservation} />
    </>
  ),
  viewLink: hotelTripText('confirmation.manage-this-reservation'),
  details: <ReservationDetails reservation={reservation} />,
}))

/** What the stay cost and how it was paid (the rule every line shares), what is due at the hotel (on a prepaid rate, its property fees, as the rate said) and the points the stay earns. */
export function PaidSummary({ reservation }: { reservation: HotelReservation }) {
  const price = (amount: number) => formatPriceFull(amount, { currency: reservation.payment.currency })
  return (
    <Facts>
      <PaymentFacts reservation={reservation} money={price} dueLater={
          reservation.payment.dueAtProperty > 0 && <Fact term={hotelTripText('page.due-at-the')}>{reservation.price.dueNow > 0 ? hotelTripText('page.due-at-the-fees', { amount: price(reservation.payment.dueAtProperty) }) : price(reservation.payment.dueAtProperty)}</Fact>
        } />
      {/* A cancelled stay earns nothing and credits nothing after a stay that will not happen. */}
      {reservation.status === 'CONFIRMED' && <Fact term={hotelTripText('confirmation.points-earned')}>{reservation.earnedPoints > 0 ? hotelTripText('confirmation.credited-after-stay', { points: formatPoints(reservation.earnedPoints) }) : hotelTripText('confirmation.none')}</Fact>}
    </Facts>
  )
}
