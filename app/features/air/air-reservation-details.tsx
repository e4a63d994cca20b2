// A flight reservation in full (confirmation and reservation view): reservation and order numbers and
// the airline reference (PNR), the fare with the change and refund terms checkout showed, the flights, passengers with seats, bags and documents (passport masked), and what was paid in cash and points.
import { css } from 'styled-system/css'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { formatInstantDayIn, useInstantDayZone } from '~/lib/format/instant-day'
import { Fact, Facts, PaymentFacts } from '~/features/reservations/reservation-facts'
import { cabinName, ItinerarySummary } from './air-itinerary-summary'
import { fareTermsText } from './air-fare-rules'
import { airFreeCancellationFact } from './air-free-cancellation'
import { airTripText } from '~/i18n/plain/air-trip'
import { seatsInItineraryOrder } from './air-seats-in-order'

export function AirReservationDetails({ reservation }: { reservation: AirReservation }) {
  const price = (amount: number) => formatPriceFull(amount, { currency: reservation.price.currency })
  const segments = reservation.itinerary.bounds.flatMap((bound) => bound.segments)
  const flightOf = (segmentId: string) => {
    const segment = segments.find((candidate) => candidate.id === segmentId)
    return segment ? `${segment.carrier.code}${segment.flightNumber}` : segmentId
  }
  const signed = (amount: number) => (amount < 0 ? `−${price(-amount)}` : `+${price(amount)}`)
  // A change's day on the traveller's clock, named; before hydration the first departure airport's (docs/decisions/141).
  const changeDayZone = useInstantDayZone(segments[0]?.from.timeZone)
  const freeCancellation = reservation.status === 'CONFIRMED' ? airFreeCancellationFact(reservation, changeDayZone) : null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <Facts>
        <Fact term={airTripText('reservation-details.reservation-number')}>{reservation.reservationId}</Fact>
        <Fact term={airTripText('reservation-details.airline-reference')}>{reservation.airlineReference}</Fact>
        <Fact term={airTripText('reservation-details.order-number')}>{reservation.orderId}</Fact>
        <Fact term={airTripText('reservation-details.status')}>{airTripText(reservation.status === 'CONFIRMED' ? 'reservation-details.status-confirmed' : 'reservation-details.status-cancelled')}</Fact>
        <Fact term={airTripText('reservation-details.cabin-and-fare')}>
          {cabinName(reservation.itinerary.cabin)}, {reservation.fare.name}
        </Fact>
        {/* What changing or refunding would cost is no offer once the flights are cancelled (issue 36). */}
        {reservation.status === 'CONFIRMED' && <Fact term={airTripText('reservation-details.fare-terms')}>{fareTermsText(reservation.fare.rules, price)}</Fact>}
        {freeCancellation && <Fact term={freeCancellation.term}>{freeCancellation.text}</Fact>}
      </Facts>
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
              {passenger.firstName} {passenger.lastName} ({airTripText(`reservation-details.type.${passenger.type}`)}){Object.keys(passenger.seats).length > 0 && `, ${seatsInItineraryOrder(reservation.itinerary, passenger.seats).map(({ segmentId, seat }) => airTripText('reservation-details.seat-on', { seat, flight: flightOf(segmentId) })).join(', ')}`}
              {passenger.type !== 'INFANT_IN_LAP' && airTripText.plural('reservation-details.checked-bags', passenger.checkedBags)}
              {passenger.passport && `, ${airTripText('reservation-details.passport', { number: passenger.passport.number, country: passenger.passport.country })}`}
              {passenger.frequentFlyer && `, ${airTripText('reservation-details.frequent-flyer', { airline: passenger.frequentFlyer.airline, number: passenger.frequentFlyer.number })}`}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="payment-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="payment-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {airTripText('reservation-details.what-you-paid')}
        </h2>
        <Facts>
          {/* The fare is before taxes, in the checkout's words: "Fare" once said the fare with taxes here (issue 36). */}
          <Fact term={airTripText('reservation-details.fare')}>{price(reservation.price.base)}</Fact>
          <Fact term={airTripText('reservation-details.taxes-and-fees')}>{price(reservation.price.taxes)}</Fact>
          {reservation.price.baggage > 0 && <Fact term={airTripText('reservation-details.bags')}>{price(reservation.price.baggage)}</Fact>}
          {reservation.price.changeFees > 0 && <Fact term={airTripText('reservation-details.change-fees')}>{price(reservation.price.changeFees)}</Fact>}
          <PaymentFacts reservation={reservation} money={price} />
          {reservation.earnedPoints > 0 && <Fact term={airTripText('reservation-details.points-earned')}>{formatPoints(reservation.earnedPoints)}</Fact>}
        </Facts>
        {reservation.exchanges.length > 0 && (
          <>
            <h3 className={css({ fontWeight: 'semibold' })}>{airTripText('reservation-details.changes')}</h3>
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              {reservation.exchanges.map((change) => {
                const values = { date: formatInstantDayIn(change.exchangedAt, changeDayZone), difference: signed(change.fareDifference), fee: price(change.changeFee) }
                const paid = [change.charged > 0 ? price(change.charged) : '', change.pointsUsed > 0 ? formatPoints(change.pointsUsed) : ''].filter(Boolean).join(' + ')
                return (
                  <li key={change.exchangedAt}>
                    {change.credit > 0
                      ? airTripText('reservation-details.change-back', { ...values, back: price(change.credit), as: change.creditAs === 'POINTS' ? 'points' : 'travel credit' })
                      : paid
                        ? airTripText('reservation-details.change-paid', { ...values, paid })
                        : airTripText('reservation-details.change-free', values)}
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </section>
    </div>
  )
}
