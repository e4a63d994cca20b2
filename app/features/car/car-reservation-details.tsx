// A car rental as booked: pick-up and drop-off, vehicle, extras, driver, and what was paid in cash
// and points (shared by the confirmation and the reservation view).
import { css } from 'styled-system/css'
import type { CarReservation } from '@contracts/lxp/car.schema'
import { formatPoints } from '~/lib/format/money'
import { paymentPlanText } from '~/lib/format/payment-plan'
import { VehicleFeatures } from './car-parts'
import { carPrice, formatRentalMoment } from './car-format'
import { carTripText } from '~/i18n/plain/car-trip'

const dlClass = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })
const dt = css({ fontWeight: 'medium' })

export function CarReservationDetails({ reservation }: { reservation: CarReservation }) {
  const money = (amount: number) => carPrice(amount, reservation.payment.currency)
  const { payment, offer, rental } = reservation
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {offer.vehicle.model} or similar · {offer.vehicle.classLabel} · {offer.supplier.name}
      </p>
      <VehicleFeatures vehicle={offer.vehicle} />
      <dl className={dlClass}>
        <dt className={dt}>{carTripText('confirmation.reservation')}</dt>
        <dd>{reservation.reservationId}</dd>
        <dt className={dt}>{carTripText('reservation-details.order')}</dt>
        <dd>{reservation.orderId}</dd>
        <dt className={dt}>{carTripText('card.pick-up')}</dt>
        <dd>
          {formatRentalMoment(rental.pickUpDate, rental.pickUpTime)}, {offer.pickUpLocation.name}
        </dd>
        <dt className={dt}>{carTripText('card.drop-off')}</dt>
        <dd>
          {formatRentalMoment(rental.dropOffDate, rental.dropOffTime)}, {offer.dropOffLocation.name}
        </dd>
        <dt className={dt}>{carTripText('reservation-details.main-driver')}</dt>
        <dd>
          {reservation.driver.firstName} {reservation.driver.lastName} (age {rental.driverAge})
        </dd>
        <dt className={dt}>{carTripText('checkout.extras')}</dt>
        <dd>{reservation.extras.length > 0 ? reservation.extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(', ') : 'None'}</dd>
        <dt className={dt}>{carTripText('reservation-details.total')}</dt>
        <dd>{money(reservation.price.total)}</dd>
        <dt className={dt}>{carTripText('reservation-details.paid-by-card')}</dt>
        <dd>
          {money(payment.cardCharged)}
          {payment.card ? ` (${payment.card.maskedCardNumber})` : ''}
          {payment.plan ? `, in ${paymentPlanText(payment.plan, money)}` : ''}
        </dd>
        <dt className={dt}>{carTripText('reservation-details.paid-with-points')}</dt>
        <dd>{payment.pointsUsed > 0 ? `${formatPoints(payment.pointsUsed)} (${money(payment.pointsValue)})` : 'None'}</dd>
        {reservation.tripProtection.selected && (
          <>
            <dt className={dt}>{carTripText('reservation-details.trip-protection')}</dt>
            <dd>{money(reservation.tripProtection.premium.amount)}</dd>
          </>
        )}
        {reservation.earnedPoints > 0 && (
          <>
            <dt className={dt}>{carTripText('reservation-details.points-earned')}</dt>
            <dd>{formatPoints(reservation.earnedPoints)}</dd>
          </>
        )}
        <dt className={dt}>{carTripText('reservation-details.cancellation')}</dt>
        <dd>{reservation.cancellationPolicy.description}</dd>
      </dl>
    </div>
  )
}
