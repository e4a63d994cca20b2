// A dining reservation as booked: restaurant, seating, party, option, guest, occasion and requests,
// and what was paid in cash and points (shared by the confirmation and the reservation view).
import { css } from 'styled-system/css'
import type { DiningReservation } from '@contracts/lxp/dining.schema'
import { Fact, Facts, NumberFacts, SettlementFacts } from '~/features/reservations/reservation-facts'
import { diningPrice, formatParty, formatSeating } from './dining-format'
import { diningTripText } from '~/i18n/plain/dining-trip'
import { diningText } from '~/i18n/plain/dining'
import { formatSupplierAddress } from '@contracts/lxp/shared/address-lines'
import { inVenueTime } from '~/lib/format/instant-day'

// Message names, read at render in the visitor's locale.
const occasionLabels: Record<string, 'checkout.birthday' | 'checkout.anniversary' | 'checkout.date-night' | 'checkout.business-meal' | 'checkout.celebration' | undefined> = { BIRTHDAY: 'checkout.birthday', ANNIVERSARY: 'checkout.anniversary', DATE: 'checkout.date-night', BUSINESS: 'checkout.business-meal', CELEBRATION: 'checkout.celebration' }

export function DiningReservationDetails({ reservation }: { reservation: DiningReservation }) {
  const money = (amount: number) => diningPrice(amount, reservation.payment.currency)
  const { restaurant, booking } = reservation
  const occasion = occasionLabels[reservation.occasion]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {restaurant.name} · {restaurant.cuisineLabel} · {restaurant.priceLabel}
      </p>
      <Facts>
        <NumberFacts reservation={reservation} />
        <Fact term={diningTripText('checkout.when')}>{inVenueTime(formatSeating(booking.date, booking.time), restaurant.timeZone)}</Fact>
        <Fact term={diningTripText('checkout.party')}>{formatParty(booking.partySize)}</Fact>
        <Fact term={diningTripText('checkout.booking')}>{reservation.option.name}</Fact>
        <Fact term={diningTripText('checkout.address')}>
          {formatSupplierAddress(restaurant.address)} · {restaurant.phone}
        </Fact>
        <Fact term={diningTripText('reservation-details.name')}>
          {reservation.traveler.firstName} {reservation.traveler.lastName}
        </Fact>
        {occasion && <Fact term={diningTripText('checkout.occasion')}>{diningTripText(occasion)}</Fact>}
        {reservation.specialRequests && <Fact term={diningTripText('checkout.special-requests')}>{reservation.specialRequests}</Fact>}
        <SettlementFacts reservation={reservation} money={money} nothingDue={diningText('payment.free-table')} timeZone={restaurant.timeZone} />
      </Facts>
    </div>
  )
}
