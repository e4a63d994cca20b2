// A tour or transfer as booked: when and where, the option and party, the lead traveler, pick-up and
// language, the supplier's contacts, and what was paid in cash and points (shared by the confirmation
// and the reservation view).
import { css } from 'styled-system/css'
import type { ActivityReservation } from '@contracts/lxp/activity-checkout.schema'
import { Fact, Facts, NumberFacts, SettlementFacts } from '~/features/reservations/reservation-facts'
import { activityPrice, formatStart, partyLabel, partySummary, startLabel } from './activity-format'
import { SupplierContacts } from './activity-supplier'
import { activityTermsText } from '~/i18n/plain/activity-terms'
import { activityTripText } from '~/i18n/plain/activity-trip'
import { inVenueTime } from '~/lib/format/instant-day'


export function ActivityReservationDetails({ reservation }: { reservation: ActivityReservation }) {
  const money = (amount: number) => activityPrice(amount, reservation.payment.currency)
  const { activity } = reservation
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {activity.title} · {reservation.option.name}
      </p>
      <Facts>
        <NumberFacts reservation={reservation} />
        <Fact term={startLabel(reservation.kind)}>{inVenueTime(formatStart(reservation.date, reservation.time), reservation.timeZone)}</Fact>
        {activity.route && (
          <Fact term={activityTripText('checkout.route')}>
              {activityTermsText('route.from-to', { from: activity.route.from.name, to: activity.route.to.name })}
          </Fact>
        )}
        {activity.meetingPoint && (
          <Fact term={activityTripText('checkout.meeting-point')}>
              {activity.meetingPoint.name}. {activity.meetingPoint.instructions}
          </Fact>
        )}
        {reservation.pickUpPoint && <Fact term={activity.pickUp.label.replace(/ \(optional\)$/, '')}>{reservation.pickUpPoint}</Fact>}
        {reservation.dropOffPoint && activity.dropOff && <Fact term={activity.dropOff.label}>{reservation.dropOffPoint}</Fact>}
        <Fact term={partyLabel(reservation.kind)}>{partySummary(reservation.kind, reservation.travelers, reservation.childAges, { withAges: true })}</Fact>
        <Fact term={activityTripText('reservation-details.lead-traveler')}>
          {reservation.leadTraveler.firstName} {reservation.leadTraveler.lastName}
        </Fact>
        <Fact term={activityTripText('checkout.language')}>{reservation.language.label}</Fact>
        <SettlementFacts reservation={reservation} money={money} timeZone={reservation.timeZone} />
      </Facts>
      <div>
        <p className={css({ fontWeight: 'medium' })}>{activity.supplier.name}</p>
        <SupplierContacts name={activity.supplier.name} contacts={activity.supplier.contacts} />
      </div>
    </div>
  )
}
