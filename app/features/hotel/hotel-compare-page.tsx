// Two to four hotels side by side (§R2 /accommodations/compare): price, rating, location,
// policies, amenities and accessibility, one row each, in a real table with row and column headers.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { HotelComparison } from '@contracts/lxp/hotel.schema'
import { formatMoney, payNowText } from '~/features/hotel/hotel-money'
import { Container } from '~/ui/container'
import { hotelCompareQueryOptions } from './hotel.queries'
import { hotelIdsOf, type CompareParams } from './hotel-compare-params'
import { formatClock, formatCount, formatStayDate } from '~/lib/format/stay-date'
import { hotelOfferText } from '~/i18n/plain/hotel-offer'
import { hotelText } from '~/i18n/plain/hotel'
import { hotelPartyText } from './hotel-party'
import { OfferUnavailable } from '~/features/lines/offer-unavailable'
import { StarRating } from '~/ui/star-rating'

const route = getRouteApi('/accommodations/compare')

/** What the platform is asked, or undefined when fewer than two hotels or no dates are given (with the page, not with the address's reading in every page's first load, nor with the line's queries on every hotel page; issues 39, 40). */
export function compareRequestOf(params: CompareParams) {
  const hotelIds = hotelIdsOf(params.hotelIds)
  const { checkIn, checkOut, rooms, adults, children } = params
  if (hotelIds.length < 2 || !checkIn || !checkOut || checkOut <= checkIn) return undefined
  return { hotelIds, checkIn, checkOut, rooms, adults, childAges: children ?? [] }
}

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function HotelComparePage() {
  const request = compareRequestOf(route.useSearch())
  if (!request) return <OfferUnavailable line="accommodations" heading={hotelOfferText('page.pick-hotels-to')} message={hotelOfferText('page.choose-two-to')} />
  return <Comparison request={request} />
}

function Comparison({ request }: { request: NonNullable<ReturnType<typeof compareRequestOf>> }) {
  const { data: outcome } = useSuspenseQuery(hotelCompareQueryOptions(request))
  if (!outcome.ok) return <OfferUnavailable line="accommodations" heading={hotelOfferText('page.these-hotels-can')} message={outcome.errors[0]?.message ?? ''} />
  const comparison = outcome.value
  const yesNo = (value: boolean) => hotelText(value ? 'compare.yes' : 'compare.no')
  const rows: { label: string; cell: (hotel: HotelComparison['hotels'][number]) => ReactNode }[] = [
    { label: hotelOfferText('page.price-per-night'), cell: (hotel) => (hotel.price ? formatMoney(hotel.price.nightly) : hotelOfferText('page.sold-out')) },
    { label: hotelOfferText('page.total-for-nights', { nights: comparison.stay.nights }), cell: (hotel) => (hotel.price ? formatMoney(hotel.price.total) : hotelOfferText('page.sold-out')) },
    { label: hotelOfferText('page.cheapest-rate'), cell: (hotel) => hotel.price?.rateName ?? '–' },
    { label: hotelText('compare.rating'), cell: (hotel) => hotelText('compare.rating-cell', { score: hotel.review.score.toFixed(1), count: formatCount(hotel.review.count) }) },
    { label: hotelText('compare.stars'), cell: (hotel) => <StarRating stars={hotel.stars} label={hotelText('compare.stars-label', { stars: hotel.stars })} /> },
    { label: hotelText('compare.location'), cell: (hotel) => hotelText('compare.location-cell', { area: hotel.location.area, distance: hotel.location.distanceKm }) },
    { label: hotelText('results-filters.property-type'), cell: (hotel) => hotel.propertyTypeLabel + (hotel.chainName ? ` · ${hotel.chainName}` : '') },
    { label: hotelText('compare.check-in-out'), cell: (hotel) => hotelOfferText('page.from-until', { checkInFrom: formatClock(hotel.policies.checkInFrom), checkOutUntil: formatClock(hotel.policies.checkOutUntil) }) },
    // The cheapest rate's own terms, beside its price (issue 36 item 3).
    { label: hotelText('card.free-cancellation'), cell: (hotel) => (hotel.price ? yesNo(hotel.price.freeCancellation) : '–') },
    { label: hotelText('card.pay-at-the'), cell: (hotel) => (hotel.price ? yesNo(hotel.price.payLater) : '–') },
    // What is paid now and at the hotel, as the results card says it (issue 36, fifth pass item 8).
    { label: hotelText('compare.when-paid'), cell: (hotel) => (hotel.price ? payNowText({ dueNow: hotel.price.dueNow.amount, dueAtProperty: hotel.price.dueAtProperty.amount, currency: hotel.price.total.currency }) : '–') },
    // Points are earned on what the card is charged now: a rate paid at the hotel earns none through us.
    { label: hotelOfferText('page.earn-and-use'), cell: (hotel) => yesNo(hotel.policies.pointsEligible && hotel.earnPointsEstimate > 0) },
    { label: hotelOfferText('page.adults-only'), cell: (hotel) => yesNo(hotel.policies.adultsOnly) },
    ...comparison.amenities.map((amenity) => ({ label: amenity.label, cell: (hotel: HotelComparison['hotels'][number]) => yesNo(hotel.amenities.includes(amenity.value)) })),
    ...comparison.accessibility.map((feature) => ({ label: feature.label, cell: (hotel: HotelComparison['hotels'][number]) => yesNo(hotel.accessibility.includes(feature.value)) })),
  ]
  const stay = { checkIn: request.checkIn, checkOut: request.checkOut, rooms: request.rooms, adults: request.adults, children: request.childAges.length > 0 ? request.childAges : undefined }
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{hotelText('compare-controls.compare-hotels')}</h1>
      <p>
        {hotelText('compare.stay', { checkIn: formatStayDate(comparison.stay.checkIn), checkOut: formatStayDate(comparison.stay.checkOut), rooms: hotelText.plural('count.rooms', comparison.stay.rooms), party: hotelPartyText(comparison.stay.adults, comparison.stay.children) })}
      </p>
      {/* A scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby="compare-caption" tabIndex={0} className={css({ overflowX: 'auto' })}>
        <table className={css({ borderCollapse: 'collapse', minW: 'full', '& th, & td': { borderBottomWidth: '1px', borderColor: 'border.default', p: '3', textAlign: 'left', verticalAlign: 'top' } })}>
          <caption id="compare-caption" className={css({ srOnly: true })}>
            {hotelOfferText('page.hotels-compared-side')}
          </caption>
          <thead>
            <tr>
              <td />
              {comparison.hotels.map((hotel) => (
                <th key={hotel.id} scope="col">
                  <Link to="/accommodations/offer" search={{ hotelId: hotel.id, ...stay }} className={linkClass}>
                    {hotel.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={css({ fontWeight: 'medium' })}>
                  {row.label}
                </th>
                {comparison.hotels.map((hotel) => (
                  <td key={hotel.id}>{row.cell(hotel)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Container>
  )
}
