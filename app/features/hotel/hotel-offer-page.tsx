// A hotel's page: description, amenities, accessibility, every room and rate with the all-in price
// broken down (nightly rates, taxes, fees, due now and at the property) and a change of dates or
// guests in place, then the policies (times, check-in age, children, pets, fees), the location
// (address, a small map, the maps search link) and the guest reviews.
import { Fragment, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { HotelOffer } from '@contracts/lxp/hotel.schema'
import { CompareBar, CompareToggle } from '~/features/hotel/hotel-compare-controls'
import { formatMoney, payNowText } from '~/features/hotel/hotel-money'
import { wholeUnitsAddingUp } from '~/lib/format/money'
import { PointsPrice, useMemberPoints } from '~/features/session/points-price'
import { HotelReviews } from '~/features/hotel/hotel-reviews'
import { MapSearchLink } from '~/features/places/map-search-link'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { HotelGallery, RoomPictures } from './hotel-gallery'
import { ChooseRoomBar } from './hotel-choose-room-bar'
import { ResultsMap } from '~/ui/lazy-results-map'
import { HotelStaySlot } from './hotel-stay-slot'
import { cancellationPolicyText } from './hotel-cancellation-policy'
import { hotelOfferQueryOptions } from './hotel.queries'
import { missingOfferDetails, type HotelOfferParams } from './hotel-offer-params'
import { venueClockName } from '@contracts/domain/venue-time'
import { formatClock, formatCount, formatList, formatStayDate } from '~/lib/format/stay-date'
import { hotelOfferText } from '~/i18n/plain/hotel-offer'
import { hotelText } from '~/i18n/plain/hotel'
import { OfferUnavailable } from '~/features/lines/offer-unavailable'
import { CancellationLabel, PageBanner } from '~/features/page-content/page-content-slot'
import { formatSupplierAddress, supplierAddressLines } from '@contracts/lxp/shared/address-lines'
import { useMapStyleUrl } from '~/features/site-config/site-config'
import { StarRating } from '~/ui/star-rating'
import { useRouteCodeOnUse } from '~/lib/route-code-on-use'

const route = getRouteApi('/accommodations/offer')
type HotelRate = HotelOffer['rooms'][number]['rates'][number]

const sectionTitle = css({ fontSize: 'xl', fontWeight: 'semibold', mb: '3' })

/** The hotel and stay the offer page asks for, or undefined while the address lacks one (with the page, not with the address's reading in every page's first load, nor with the line's queries on every hotel page; issues 39, 40). */
export function hotelOfferRequestOf(params: HotelOfferParams) {
  return missingOfferDetails(params).length > 0 ? undefined : (params as Required<HotelOfferParams>)
}

export function HotelOfferPage() {
  const params = route.useSearch()
  const missing = missingOfferDetails(params)
  if (missing.length > 0) return <OfferUnavailable line="accommodations" heading={hotelOfferText('page.which-hotel-and')} message={hotelOfferText('page.to-show-rooms', { missing: formatList(missing) })} />
  return <Offer params={params as Required<HotelOfferParams>} />
}

function Offer({ params }: { params: Required<HotelOfferParams> }) {
  const { hotelId, ...query } = params
  const { data: outcome } = useSuspenseQuery(hotelOfferQueryOptions(hotelId, query))
  if (!outcome.ok) {
    // Dates the hotel refuses (already past at the hotel) are a field error beside the dates, to change in place.
    const refused = outcome.errors.find((error) => /(^|\.)check(In|Out)$/.test(error.field ?? ''))
    if (refused) {
      return (
        <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{hotelOfferText('page.this-hotel-can')}</h1>
          <HotelStaySlot stay={params} refused={{ [refused.field?.endsWith('checkOut') ? 'checkOut' : 'checkIn']: refused.message }} />
        </Container>
      )
    }
    return <OfferUnavailable line="accommodations" heading={hotelOfferText('page.this-hotel-can')} message={outcome.errors[0]?.message ?? ''} />
  }
  return <OfferShown offer={outcome.value} params={params} />
}

function OfferShown({ offer, params }: { offer: HotelOffer; params: Required<HotelOfferParams> }) {
  // Book asks for the quote at once: the checkout's code is here by then.
  useRouteCodeOnUse('/accommodations/checkout')
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '8' })}>
      <header>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <StarRating stars={offer.stars} label={hotelText('card.stars', { stars: offer.stars })} /> · {hotelOfferText('offer.area', { area: offer.location.area, destination: offer.destination.name })}
        </p>
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{offer.name}</h1>
          <CompareToggle hotelId={offer.id} hotelName={offer.name} />
        </div>
        <p>
          {hotelText.rich('card.reviews', { score: <strong key="score">{offer.review.score.toFixed(1)}/5</strong>, count: formatCount(offer.review.count) })} · {formatSupplierAddress(offer.address)}{' '}
          <MapSearchLink address={[offer.name, ...supplierAddressLines(offer.address)]} />
        </p>
      </header>
      <PageBanner field="supplierBanner" />
      <PageBanner field="hotelPartnerLoyaltyBanner" />
      <CompareBar stay={{ checkIn: params.checkIn, checkOut: params.checkOut, rooms: params.rooms, adults: params.adults, children: params.children }} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' }, gap: '6' })}>
        <HotelGallery offer={offer} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <p>{offer.description}</p>
          <p>
            {hotelOfferText('offer.check-in-from', { checkInFrom: formatClock(offer.policies.checkInFrom), checkOutUntil: formatClock(offer.policies.checkOutUntil), distanceKm: offer.location.distanceKm, destinationName: offer.destination.name })}
          </p>
          {offer.pointsEligible && <p className={css({ color: 'success.default', fontWeight: 'semibold' })}>{hotelOfferText('page.earn-points-on')}</p>}
        </div>
      </div>
      <section aria-labelledby="amenities">
        <h2 id="amenities" className={sectionTitle}>
          {hotelOfferText('page.amenities')}
        </h2>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {offer.amenities.map((amenity) => (
            <li key={amenity.value} className={css({ bg: 'bg.subtle', px: '3', py: '1', borderRadius: 'full' })}>
              {amenity.label}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="accessibility">
        <h2 id="accessibility" className={sectionTitle}>
          {hotelOfferText('page.accessibility')}
        </h2>
        {offer.accessibility.length === 0 ? (
          <p>{hotelOfferText('page.the-hotel-has')}</p>
        ) : (
          <ul className={css({ listStyle: 'disc', pl: '6' })}>
            {offer.accessibility.map((feature) => (
              <li key={feature.value}>{feature.label}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rooms">
        <h2 id="rooms" className={sectionTitle}>
          {hotelOfferText('offer.rooms-and-rates', { date: formatStayDate(offer.checkIn), date2: formatStayDate(offer.checkOut) })}
        </h2>
        <HotelStaySlot key={`${params.checkIn}/${params.checkOut}/${params.rooms}/${params.adults}/${params.children?.join(',') ?? ''}`} stay={params} timeZone={offer.destination.timeZone} />
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' })}>
          {offer.rooms.map((room) => (
            <li key={room.id}>
              <Room room={room} hotelName={offer.name} params={params} timeZone={offer.destination.timeZone} />
            </li>
          ))}
        </ul>
      </section>
      <HotelPolicies policies={offer.policies} />
      <HotelLocation offer={offer} />
      <HotelReviews reviews={offer.reviews} titleClass={sectionTitle} />
      <ChooseRoomBar offer={offer} rooms={params.rooms} />
    </Container>
  )
}

const policyList = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '6', rowGap: { base: '0', sm: '2' }, '& dt': { fontWeight: 'semibold', mt: { base: '2', sm: '0' } } })

function HotelPolicies({ policies }: { policies: HotelOffer['policies'] }) {
  return (
    <section aria-labelledby="policies">
      <h2 id="policies" className={sectionTitle}>
        {hotelText('policies.heading')}
      </h2>
      <dl className={policyList}>
        <dt>{hotelText('policies.check-in')}</dt>
        <dd>{hotelText('policies.check-in-from', { time: formatClock(policies.checkInFrom) })}</dd>
        <dt>{hotelText('policies.check-out')}</dt>
        <dd>{hotelText('policies.check-out-until', { time: formatClock(policies.checkOutUntil) })}</dd>
        <dt>{hotelText('policies.check-in-age')}</dt>
        <dd>{policies.minimumCheckInAge > 0 ? hotelText('policies.age', { age: policies.minimumCheckInAge }) : hotelText('policies.no-minimum-age')}</dd>
        <dt>{hotelText('policies.children')}</dt>
        <dd>{policies.adultsOnly ? hotelText('policies.adults-only') : hotelText('policies.children-welcome')}</dd>
        <dt>{hotelText('policies.pets')}</dt>
        <dd>{policies.petsAllowed ? hotelText('policies.pets-allowed') : hotelText('policies.no-pets')}</dd>
        <dt>{hotelText('policies.fees')}</dt>
        <dd>
          {policies.fees.length === 0 ? (
            hotelText('policies.no-fees')
          ) : (
            <ul>
              {policies.fees.map((fee) => (
                <li key={fee}>{fee}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{hotelText('policies.payment')}</dt>
        <dd>{policies.payment}</dd>
      </dl>
    </section>
  )
}

function HotelLocation({ offer }: { offer: HotelOffer }) {
  const { address, destination, location } = offer
  const mapStyleUrl = useMapStyleUrl()
  return (
    <section aria-labelledby="location" className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 3fr' }, gap: '6', alignItems: 'start' })}>
      <div>
        <h2 id="location" className={sectionTitle}>
          {hotelText('location.heading')}
        </h2>
        <address className={css({ fontStyle: 'normal' })}>
          {offer.name}
          {supplierAddressLines(address).map((line) => (
            <Fragment key={line}>
              <br />
              {line}
            </Fragment>
          ))}
        </address>
        <p className={css({ mt: '2' })}>{hotelText('location.distance', { area: location.area, distanceKm: location.distanceKm, destinationName: destination.name })}</p>
        <p className={css({ mt: '2' })}>
          <MapSearchLink address={[offer.name, ...supplierAddressLines(address)]} />
        </p>
      </div>
      <div className={css({ maxW: 'lg' })}>
        <ResultsMap
          label={hotelText('location.map', { hotelName: offer.name, destinationName: destination.name })}
          centre={destination}
          markers={[{ id: offer.id, latitude: location.latitude, longitude: location.longitude, label: hotelText('location.marker'), name: offer.name }]}
          activeId={offer.id}
          onActivate={() => undefined}
          listItemId={() => 'location'}
          styleUrl={mapStyleUrl}
        />
      </div>
    </section>
  )
}

function Room({ room, hotelName, params, timeZone }: { room: HotelOffer['rooms'][number]; hotelName: string; params: Required<HotelOfferParams>; timeZone: string }) {
  const { rooms } = params
  const memberPoints = useMemberPoints()
  return (
    <Card padding="lg">
      <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
        <RoomPictures hotelName={hotelName} room={room} />
        <div>
          <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{room.name}</h3>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {hotelOfferText('offer.room-facts', { beds: room.beds, occupancy: room.maxOccupancy, size: room.sizeM2, smoking: hotelOfferText(room.smoking ? 'offer.smoking' : 'offer.non-smoking') })}
            {room.roomsLeft <= 3 && room.roomsLeft > 0 && hotelOfferText('offer.rooms-left', { count: room.roomsLeft })}
          </p>
        </div>
      </div>
      {room.accessibilityDetails.length > 0 && (
        <ul className={css({ fontSize: 'sm', mt: '2', listStyle: 'disc', pl: '6' })} aria-label={hotelOfferText('offer.accessibility-of-the', { roomName: room.name })}>
          {room.accessibilityDetails.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      {room.rates.length === 0 ? (
        <p className={css({ mt: '3', fontWeight: 'semibold' })}>{hotelOfferText('page.sold-out-for')}</p>
      ) : (
        <ul className={css({ mt: '3', display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '3' })}>
          {room.rates.map((rate) => (
            <li key={rate.id} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4' })}>
              <h4 className={css({ fontWeight: 'semibold' })}>{rate.name}</h4>
              {/* Free cancellation only while its last day (hotel time) has not passed: the platform's deadline says so, not the rate's kind. */}
              {rate.freeCancellationUntil && <CancellationLabel />}
              <p className={css({ fontSize: 'sm', color: rate.freeCancellationUntil ? 'success.default' : 'fg.muted' })}>
                {rate.freeCancellationUntil
                  ? hotelOfferText('page.free-cancellation-until', { freeCancellationUntil: formatStayDate(rate.freeCancellationUntil), zone: venueClockName(timeZone) })
                  : rate.refundable
                    ? cancellationPolicyText(rate.cancellationPolicy, timeZone)
                    : hotelOfferText('offer.non-refundable')}
              </p>
              <p className={css({ fontSize: 'xl', fontWeight: 'bold', mt: '2' })}>
                {formatMoney({ amount: rate.price.total, currency: rate.price.currency })} <span className={css({ fontSize: 'sm', fontWeight: 'normal' })}>{hotelOfferText.plural('page.total-for-rooms', rooms)}</span>
              </p>
              <p className={css({ fontSize: 'sm' })}>{payNowText(rate.price)}</p>
              <PointsPrice amount={rate.price.dueNow} memberPoints={memberPoints} />
              <RatePriceDetails rate={rate} />
              <Link
                to="/accommodations/checkout"
                search={{ hotelId: params.hotelId, roomTypeId: room.id, rateId: rate.id, checkIn: params.checkIn, checkOut: params.checkOut, rooms: params.rooms, adults: params.adults, children: params.children }}
                aria-label={hotelOfferText('page.book-the', { roomName: room.name, rateName: rate.name })}
                className={css({ display: 'inline-flex', mt: '3', px: '4', py: '2', borderRadius: 'md', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', _hover: { bg: 'accent.emphasized' } })}
              >
                {hotelOfferText('offer.book')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

/**
 * A rate's price broken down, behind "Price details": the table is rendered when the traveller opens it. Closed, it
 * was ~25 elements and a dozen formatted amounts per rate that every offer page parsed and hydrated unseen
 * (docs/decisions/105).
 */
function RatePriceDetails({ rate }: { rate: HotelRate }) {
  const [open, setOpen] = useState(false)
  return (
    <details className={css({ mt: '2', fontSize: 'sm' })} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={css({ cursor: 'pointer', color: 'fg.link' })}>{hotelOfferText('page.price-details')}</summary>
      {open && <RatePriceTable rate={rate} />}
    </details>
  )
}

function RatePriceTable({ rate: { name, price } }: { rate: HotelRate }) {
  // Whole units that add up: the nights, taxes and fees to the total, and due now and at the property to the same total.
  const lines = wholeUnitsAddingUp([...price.nightly.map((night) => night.amount), price.taxes, price.fees], price.currency)
  const dues = wholeUnitsAddingUp([price.dueNow, price.dueAtProperty], price.currency)
  const rows: [label: string, amount: number][] = [
    ...price.nightly.map((night, index): [string, number] => [hotelOfferText('offer.night-of', { night: formatStayDate(night.night) }), lines[index]!]),
    [hotelOfferText('page.taxes'), lines.at(-2)!],
    [hotelOfferText('page.property-fees'), lines.at(-1)!],
    [hotelOfferText('page.due-now'), dues[0]!],
    [hotelOfferText('page.due-at-the'), dues[1]!],
  ]
  return (
    <table className={css({ mt: '2', w: 'full', '& td, & th': { py: '0.5', textAlign: 'left' }, '& td:last-child': { textAlign: 'right' } })}>
      <caption className={css({ srOnly: true })}>{hotelOfferText('offer.price-details-for', { rateName: name })}</caption>
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{formatMoney({ amount, currency: price.currency })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
