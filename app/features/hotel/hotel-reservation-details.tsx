// The itinerary of a hotel reservation, shared by the confirmation and the reservation view; and its
// schema.org LodgingReservation (JSON-LD).
import { css } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import { fullName } from '@contracts/domain/person'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { inVenueTime } from '~/lib/format/instant-day'
import { formatClock, formatStayDate } from '~/lib/format/stay-date'
import { hotelTripText } from '~/i18n/plain/hotel-trip'
import { partyText } from '~/i18n/party-text'
import { cancellationPolicyText } from './hotel-cancellation-policy'
import { formatSupplierAddress } from '@contracts/lxp/shared/address-lines'

// Message names, read at render in the visitor's locale.
const roomPreferenceLabels = { NON_SMOKING: 'page.non-smoking', SMOKING: 'page.smoking', WHEELCHAIR_ACCESSIBLE: 'page.wheelchair-accessible' } as const satisfies Record<HotelReservation['roomPreference'], string>

export function ReservationDetails({ reservation }: { reservation: HotelReservation }) {
  const { hotel, stay } = reservation
  const term = css({ fontWeight: 'medium' })
  return (
    <section aria-labelledby="itinerary" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="itinerary" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {hotelTripText('reservation-details.itinerary')}
      </h2>
      <dl className={termList({ gap: 'wide' })}>
        <dt className={term}>{hotelTripText('reservation-details.hotel')}</dt>
        <dd>
          {hotel.name}, {formatSupplierAddress(hotel.address)}
        </dd>
        <dt className={term}>{hotelTripText('form.check-in')}</dt>
        <dd>
          {inVenueTime(hotelTripText('reservation-details.check-in-from', { date: formatStayDate(stay.checkIn), time: formatClock(hotel.checkInFrom) }), hotel.timeZone)}
        </dd>
        <dt className={term}>{hotelTripText('form.check-out')}</dt>
        <dd>
          {inVenueTime(hotelTripText('reservation-details.check-out-until', { date: formatStayDate(stay.checkOut), time: formatClock(hotel.checkOutUntil) }), hotel.timeZone)}
        </dd>
        <dt className={term}>{hotelTripText('page.room')}</dt>
        <dd>
          {hotelTripText('reservation-details.room-summary', { roomName: reservation.room.name, rooms: hotelTripText.plural('reservation-details.rooms', stay.rooms), nights: hotelTripText.plural('reservation-details.nights', stay.nights), party: stayPartyText(stay) })}
        </dd>
        <dt className={term}>{hotelTripText('reservation-details.guest')}</dt>
        <dd>
          {reservation.traveler.firstName} {reservation.traveler.lastName}
        </dd>
        <dt className={term}>{hotelTripText('page.room-preference')}</dt>
        <dd>{hotelTripText(roomPreferenceLabels[reservation.roomPreference])}</dd>
        {reservation.specialRequests && (
          <>
            <dt className={term}>{hotelTripText('page.special-requests')}</dt>
            <dd>{reservation.specialRequests}</dd>
          </>
        )}
        {reservation.loyaltyCardNumber && (
          <>
            <dt className={term}>{hotelTripText('page.loyalty-number')}</dt>
            <dd>{reservation.loyaltyCardNumber}</dd>
          </>
        )}
        <dt className={term}>{hotelTripText('page.rate')}</dt>
        <dd>{reservation.rate.name}</dd>
        {/* The rate's terms are the traveller's to use only while the stay is booked (issue 36: a cancelled one read "Free cancellation until …"). */}
        {reservation.status === 'CONFIRMED' && (
          <>
            <dt className={term}>{hotelTripText('reservation-details.cancellation')}</dt>
            <dd>{cancellationPolicyText(reservation.rate.cancellationPolicy, reservation.hotel.timeZone)}</dd>
          </>
        )}
      </dl>
    </section>
  )
}

/** schema.org LodgingReservation, with `<` escaped so the JSON cannot close its script element. */
export function lodgingReservationJsonLd(reservation: HotelReservation) {
  const { hotel, stay } = reservation
  const document = {
    '@context': 'https://schema.org',
    '@type': 'LodgingReservation',
    reservationNumber: reservation.reservationId,
    reservationStatus: reservation.status === 'CANCELLED' ? 'https://schema.org/ReservationCancelled' : 'https://schema.org/ReservationConfirmed',
    underName: { '@type': 'Person', name: fullName(reservation.traveler) },
    reservationFor: {
      '@type': 'LodgingBusiness',
      name: hotel.name,
      address: { '@type': 'PostalAddress', streetAddress: [hotel.address.addressLine1, hotel.address.addressLine2, hotel.address.addressLine3].filter(Boolean).join(', '), addressLocality: hotel.address.cityName, postalCode: hotel.address.postalCode, addressCountry: hotel.address.countryCode },
    },
    checkinTime: `${stay.checkIn}T${hotel.checkInFrom}`,
    checkoutTime: `${stay.checkOut}T${hotel.checkOutUntil}`,
    lodgingUnitDescription: reservation.room.name,
    numAdults: stay.adults,
    numChildren: stay.childAges.length,
    totalPrice: (reservation.price.total / 100).toFixed(2),
    priceCurrency: reservation.price.currency,
  }
  return JSON.stringify(document).replace(/</g, '\\u003c')
}

/** A booked stay's party in words: "2 adults", "2 adults, 2 children (ages 4 and 9)". */
export function stayPartyText({ adults, childAges }: { adults: number; childAges: readonly number[] }) {
  return partyText({ adults, childAges })
}
