// A tour or transfer as booked: when and where, the option and party, the lead traveler, pick-up and
// language, the supplier's contacts, and what was paid in cash and points (shared by the confirmation
// and the reservation view).
import { css } from 'styled-system/css'
import type { ActivityReservation } from '@contracts/lxp/activity.schema'
import { formatPoints } from '~/lib/format/money'
import { activityPrice, formatStart, plural } from './activity-format'
import { SupplierContacts } from './activity-supplier'
import { activityTripText } from '~/i18n/plain/activity-trip'

const dlClass = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })
const dt = css({ fontWeight: 'medium' })

export function ActivityReservationDetails({ reservation }: { reservation: ActivityReservation }) {
  const money = (amount: number) => activityPrice(amount, reservation.payment.currency)
  const { payment, activity } = reservation
  const tour = reservation.kind === 'tour'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {activity.title} · {reservation.option.name}
      </p>
      <dl className={dlClass}>
        <dt className={dt}>{activityTripText('confirmation.reservation')}</dt>
        <dd>{reservation.reservationId}</dd>
        <dt className={dt}>{activityTripText('reservation-details.order')}</dt>
        <dd>{reservation.orderId}</dd>
        <dt className={dt}>{tour ? 'Starts' : 'Pick-up'}</dt>
        <dd>{formatStart(reservation.date, reservation.time)}</dd>
        {activity.route && (
          <>
            <dt className={dt}>{activityTripText('checkout.route')}</dt>
            <dd>
              {activity.route.from.name} to {activity.route.to.name}
            </dd>
          </>
        )}
        {activity.meetingPoint && (
          <>
            <dt className={dt}>{activityTripText('checkout.meeting-point')}</dt>
            <dd>
              {activity.meetingPoint.name}. {activity.meetingPoint.instructions}
            </dd>
          </>
        )}
        {reservation.pickUpPoint && (
          <>
            <dt className={dt}>{activity.pickUp.label.replace(/ \(optional\)$/, '')}</dt>
            <dd>{reservation.pickUpPoint}</dd>
          </>
        )}
        <dt className={dt}>{tour ? 'Travelers' : 'Passengers'}</dt>
        <dd>{plural(reservation.travelers, tour ? 'traveler' : 'passenger')}</dd>
        <dt className={dt}>{activityTripText('reservation-details.lead-traveler')}</dt>
        <dd>
          {reservation.leadTraveler.firstName} {reservation.leadTraveler.lastName}
        </dd>
        <dt className={dt}>{activityTripText('checkout.language')}</dt>
        <dd>{reservation.language.label}</dd>
        <dt className={dt}>{activityTripText('reservation-details.total')}</dt>
        <dd>{money(reservation.price.total)}</dd>
        <dt className={dt}>{activityTripText('reservation-details.paid-by-card')}</dt>
        <dd>
          {money(payment.cardCharged)}
          {payment.card ? ` (${payment.card.maskedCardNumber})` : ''}
          {payment.plan ? `, in ${payment.plan.installments} monthly payments of ${money(payment.plan.installment.amount)}` : ''}
        </dd>
        <dt className={dt}>{activityTripText('reservation-details.paid-with-points')}</dt>
        <dd>{payment.pointsUsed > 0 ? `${formatPoints(payment.pointsUsed)} (${money(payment.pointsValue)})` : 'None'}</dd>
        {reservation.tripProtection.selected && (
          <>
            <dt className={dt}>{activityTripText('reservation-details.trip-protection')}</dt>
            <dd>{money(reservation.tripProtection.premium.amount)}</dd>
          </>
        )}
        {reservation.earnedPoints > 0 && (
          <>
            <dt className={dt}>{activityTripText('reservation-details.points-earned')}</dt>
            <dd>{formatPoints(reservation.earnedPoints)}</dd>
          </>
        )}
        <dt className={dt}>{activityTripText('reservation-details.cancellation')}</dt>
        <dd>{reservation.cancellationPolicy.description}</dd>
      </dl>
      <div>
        <p className={dt}>{activity.supplier.name}</p>
        <SupplierContacts name={activity.supplier.name} contacts={activity.supplier.contacts} />
      </div>
    </div>
  )
}
