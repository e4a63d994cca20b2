// A dining reservation as booked: restaurant, seating, party, option, guest, occasion and requests,
// and what was paid in cash and points (shared by the confirmation and the reservation view).
import { css } from 'styled-system/css'
import type { DiningReservation } from '@contracts/lxp/dining.schema'
import { formatPoints } from '~/lib/format/money'
import { diningPrice, formatParty, formatSeating } from './dining-format'
import { diningTripText } from '~/i18n/plain/dining-trip'

const dlClass = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })
const dt = css({ fontWeight: 'medium' })
const occasionLabels: Record<string, string> = { BIRTHDAY: 'Birthday', ANNIVERSARY: 'Anniversary', DATE: diningTripText('checkout.date-night'), BUSINESS: diningTripText('checkout.business-meal'), CELEBRATION: 'Celebration' }

export function DiningReservationDetails({ reservation }: { reservation: DiningReservation }) {
  const money = (amount: number) => diningPrice(amount, reservation.payment.currency)
  const { payment, restaurant, booking } = reservation
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {restaurant.name} · {restaurant.cuisineLabel} · {restaurant.priceLabel}
      </p>
      <dl className={dlClass}>
        <dt className={dt}>{diningTripText('confirmation.reservation')}</dt>
        <dd>{reservation.reservationId}</dd>
        <dt className={dt}>{diningTripText('reservation-details.order')}</dt>
        <dd>{reservation.orderId}</dd>
        <dt className={dt}>{diningTripText('checkout.when')}</dt>
        <dd>{formatSeating(booking.date, booking.time)}</dd>
        <dt className={dt}>{diningTripText('checkout.party')}</dt>
        <dd>{formatParty(booking.partySize)}</dd>
        <dt className={dt}>{diningTripText('checkout.booking')}</dt>
        <dd>{reservation.option.name}</dd>
        <dt className={dt}>{diningTripText('checkout.address')}</dt>
        <dd>
          {restaurant.address.addressLine1}, {restaurant.address.postalCode} {restaurant.address.cityName} · {restaurant.phone}
        </dd>
        <dt className={dt}>{diningTripText('reservation-details.name')}</dt>
        <dd>
          {reservation.traveler.firstName} {reservation.traveler.lastName}
        </dd>
        {occasionLabels[reservation.occasion] && (
          <>
            <dt className={dt}>{diningTripText('checkout.occasion')}</dt>
            <dd>{occasionLabels[reservation.occasion]}</dd>
          </>
        )}
        {reservation.specialRequests && (
          <>
            <dt className={dt}>{diningTripText('checkout.special-requests')}</dt>
            <dd>{reservation.specialRequests}</dd>
          </>
        )}
        <dt className={dt}>{diningTripText('reservation-details.paid-now')}</dt>
        <dd>{money(reservation.price.dueNow)}</dd>
        <dt className={dt}>{diningTripText('reservation-details.paid-by-card')}</dt>
        <dd>
          {money(payment.cardCharged)}
          {payment.card ? ` (${payment.card.maskedCardNumber})` : ''}
          {payment.plan ? `, in ${payment.plan.installments} monthly payments of ${money(payment.plan.installment.amount)}` : ''}
        </dd>
        <dt className={dt}>{diningTripText('reservation-details.paid-with-points')}</dt>
        <dd>{payment.pointsUsed > 0 ? `${formatPoints(payment.pointsUsed)} (${money(payment.pointsValue)})` : 'None'}</dd>
        {reservation.tripProtection.selected && (
          <>
            <dt className={dt}>{diningTripText('reservation-details.trip-protection')}</dt>
            <dd>{money(reservation.tripProtection.premium.amount)}</dd>
          </>
        )}
        {reservation.earnedPoints > 0 && (
          <>
            <dt className={dt}>{diningTripText('reservation-details.points-earned')}</dt>
            <dd>{formatPoints(reservation.earnedPoints)}</dd>
          </>
        )}
        <dt className={dt}>{diningTripText('reservation-details.cancellation')}</dt>
        <dd>{reservation.cancellationPolicy.description}</dd>
      </dl>
    </div>
  )
}
