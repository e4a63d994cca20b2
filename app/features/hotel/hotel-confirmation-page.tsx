// Confirmation (§R2) on the shared confirmation (reservations/reservation-confirmation.tsx): the
// itinerary, what was paid in cash and points, the points the stay earns, and the schema.org
// LodgingReservation for mail clients and assistants.
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { cardLineShown, Fact, Facts } from '~/features/reservations/reservation-facts'
import { ReservationConfirmation } from '~/features/reservations/reservation-confirmation'
import { ReservationMissing } from '~/features/reservations/reservation-missing'
import { ReservationPage } from '~/features/reservations/reservation-page'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { paymentPlanText } from '~/lib/format/payment-plan'
import { hotelReservationQueryOptions } from './hotel-checkout.queries'
import { ReservationDetails, lodgingReservationJsonLd } from './hotel-reservation-details'
import { hotelTripText } from '~/i18n/plain/hotel-trip'

export function HotelConfirmationPage() {
  return (
    <ReservationPage query={hotelReservationQueryOptions} missing={<ReservationMissing heading={hotelTripText('confirmation.we-can-t')} />}>
      {(reservation) => (
        <ReservationConfirmation
          type="hotel"
          reservation={reservation}
          notice={reservation.status === 'CANCELLED' ? hotelTripText('confirmation.this-reservation-is') : hotelTripText('confirmation.your-stay-is')}
          email={reservation.traveler.email}
          heading={reservation.hotel.name}
          afterHeading={
            <>
              <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: lodgingReservationJsonLd(reservation) }} />
              <PaidSummary reservation={reservation} />
            </>
          }
          viewLink={hotelTripText('confirmation.manage-this-reservation')}
        >
          <ReservationDetails reservation={reservation} />
        </ReservationConfirmation>
      )}
    </ReservationPage>
  )
}

/** What was paid in cash and points, what is due at the hotel, protection and the points the stay earns. */
export function PaidSummary({ reservation }: { reservation: HotelReservation }) {
  const { payment } = reservation
  const price = (amount: number) => formatPriceFull(amount, { currency: payment.currency })
  return (
    <Facts>
      {cardLineShown(payment) && (
        <Fact term={hotelTripText('confirmation.charged-to-your')}>
          {price(payment.cardCharged)}
          {payment.card && ` (${payment.card.maskedCardNumber})`}
          {payment.plan && hotelTripText('confirmation.in-plan', { plan: paymentPlanText(payment.plan, price) })}
        </Fact>
      )}
      <Fact term={hotelTripText('confirmation.paid-with-points')}>{payment.pointsUsed > 0 ? `${formatPoints(payment.pointsUsed)} (${price(payment.pointsValue)})` : hotelTripText('confirmation.none')}</Fact>
      <Fact term={hotelTripText('page.due-at-the')}>{price(payment.dueAtProperty)}</Fact>
      {reservation.tripProtection.selected && <Fact term={hotelTripText('confirmation.trip-protection')}>{price(reservation.tripProtection.premium.amount)}</Fact>}
      <Fact term={hotelTripText('confirmation.points-earned')}>{reservation.earnedPoints > 0 ? hotelTripText('confirmation.credited-after-stay', { points: formatPoints(reservation.earnedPoints) }) : hotelTripText('confirmation.none')}</Fact>
    </Facts>
  )
}
