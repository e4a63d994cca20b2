// A flight reservation in full (confirmation and reservation view): reservation and order numbers,
// the flights, passengers with seats and bags, and what was paid in cash and points.
import { css } from 'styled-system/css'
import type { AirReservation } from '@contracts/lxp/air.schema'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { paymentPlanText } from '~/lib/format/payment-plan'
import { cabinName, ItinerarySummary } from './air-itinerary-summary'
import { airTripText } from '~/i18n/plain/air-trip'

const paymentNames = ['Card', 'Points', airTripText('reservation-details.points-and-card'), 'Card, in monthly payments'] as const

export function AirReservationDetails({ reservation }: { reservation: AirReservation }) {
  const price = (amount: number) => formatPriceFull(amount, { currency: reservation.price.currency })
  const { payment } = reservation
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })}>
        <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.reservation-number')}</dt>
        <dd>{reservation.reservationId}</dd>
        <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.order-number')}</dt>
        <dd>{reservation.orderId}</dd>
        <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.status')}</dt>
        <dd>{reservation.status === 'CONFIRMED' ? 'Confirmed' : 'Cancelled'}</dd>
        <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.cabin-and-fare')}</dt>
        <dd>
          {cabinName(reservation.itinerary.cabin)}, {reservation.fare.name}
        </dd>
      </dl>
      <section aria-labelledby="flights-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="flights-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {airTripText('reservation-details.flights')}
        </h2>
        <ItinerarySummary itinerary={reservation.itinerary} detailed />
      </section>
      <section aria-labelledby="passengers-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="passengers-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {airTripText('reservation-details.passengers')}
        </h2>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {reservation.passengers.map((passenger, index) => (
            <li key={index}>
              {passenger.firstName} {passenger.lastName} ({passenger.type.toLowerCase().replaceAll('_', ' ')}){Object.keys(passenger.seats).length > 0 && `, seats ${Object.values(passenger.seats).join(', ')}`}
              {passenger.type !== 'INFANT_IN_LAP' && `, ${passenger.checkedBags} checked ${passenger.checkedBags === 1 ? 'bag' : 'bags'}`}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="payment-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="payment-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {airTripText('reservation-details.what-you-paid')}
        </h2>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })}>
          <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.total')}</dt>
          <dd>{price(reservation.price.total)}</dd>
          <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.paid-by')}</dt>
          <dd>{paymentNames[payment.mode]}</dd>
          {payment.pointsUsed > 0 && (
            <>
              <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.points')}</dt>
              <dd>
                {formatPoints(payment.pointsUsed)} ({price(payment.pointsValue)})
              </dd>
            </>
          )}
          <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.charged-to-card')}</dt>
          <dd>
            {price(payment.cardCharged)}
            {payment.card && ` (${payment.card.maskedCardNumber})`}
          </dd>
          {payment.plan && (
            <>
              <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.monthly-payments')}</dt>
              <dd>{paymentPlanText(payment.plan, price)}</dd>
            </>
          )}
          {reservation.tripProtection.selected && (
            <>
              <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.trip-protection')}</dt>
              <dd>{price(reservation.tripProtection.premium.amount)}</dd>
            </>
          )}
          {reservation.earnedPoints > 0 && (
            <>
              <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.points-earned')}</dt>
              <dd>{formatPoints(reservation.earnedPoints)}</dd>
            </>
          )}
          {reservation.cancellation && (
            <>
              <dt className={css({ fontWeight: 'medium' })}>{airTripText('reservation-details.refunded')}</dt>
              <dd>
                {price(reservation.cancellation.refund.amount)}
                {reservation.cancellation.pointsRefunded > 0 && ` and ${formatPoints(reservation.cancellation.pointsRefunded)}`}
              </dd>
            </>
          )}
        </dl>
      </section>
    </div>
  )
}
