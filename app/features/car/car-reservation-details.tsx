// A car rental as booked: pick-up and drop-off, vehicle, extras, driver, and what was paid in cash
// and points (shared by the confirmation and the reservation view).
import { css } from 'styled-system/css'
import type { CarReservation } from '@contracts/lxp/car.schema'
import { Fact, Facts, NumberFacts, SettlementFacts } from '~/features/reservations/reservation-facts'
import { VehicleFeatures, vehicleTitle } from './car-parts'
import { carPrice, formatRentalMoment } from './car-format'
import { carTripText } from '~/i18n/plain/car-trip'
import { inVenueTime } from '~/lib/format/instant-day'

export function CarReservationDetails({ reservation }: { reservation: CarReservation }) {
  const money = (amount: number) => carPrice(amount, reservation.payment.currency)
  const { offer, rental } = reservation
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {vehicleTitle(offer, { withSupplier: true })}
      </p>
      <VehicleFeatures vehicle={offer.vehicle} />
      <Facts>
        <NumberFacts reservation={reservation} />
        <Fact term={carTripText('card.pick-up')}>
          {inVenueTime(formatRentalMoment(rental.pickUpDate, rental.pickUpTime), offer.pickUpLocation.timeZone)}, {offer.pickUpLocation.name}
        </Fact>
        <Fact term={carTripText('card.drop-off')}>
          {inVenueTime(formatRentalMoment(rental.dropOffDate, rental.dropOffTime), offer.dropOffLocation.timeZone)}, {offer.dropOffLocation.name}
        </Fact>
        <Fact term={carTripText('reservation-details.main-driver')}>
          {carTripText('reservation-details.driver', { firstName: reservation.driver.firstName, lastName: reservation.driver.lastName, age: rental.driverAge })}
        </Fact>
        <Fact term={carTripText('checkout.extras')}>{reservation.extras.length > 0 ? reservation.extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(', ') : carTripText('reservation-details.none')}</Fact>
        <SettlementFacts reservation={reservation} money={money} timeZone={offer.pickUpLocation.timeZone} />
      </Facts>
    </div>
  )
}
