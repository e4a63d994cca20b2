// Confirmation (SPEC.md §2): reservation and order numbers, the itinerary, what was paid in cash and
// points, the points the stay earns, the new balance, add to calendar (.ics) and the schema.org
// LodgingReservation for mail clients and assistants.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { ErrorLayout } from '~/features/errors/error-layout'
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { useMemberSession } from '~/features/session/use-member-session'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { paymentPlanText } from '~/lib/format/payment-plan'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { hotelReservationQueryOptions } from './hotel-checkout.queries'
import { ReservationDetails, lodgingReservationJsonLd } from './hotel-reservation-details'
import { hotelTripText } from '~/i18n/plain/hotel-trip'
import { ManageBookingLink } from '~/features/reservations/manage-booking-link'

const route = getRouteApi('/accommodations/confirmation')

export function HotelConfirmationPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <NotFound />
  return <Confirmation reservationId={reservationId} />
}

function NotFound() {
  return (
    <ErrorLayout heading={hotelTripText('confirmation.we-can-t')}>
      <p>
        Sign in to see your reservations in{' '}
        <a href={`${import.meta.env.BASE_URL}my-trips/`} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          {hotelTripText('confirmation.my-trips')}
        </a>
        {hotelTripText('confirmation.or-check-the')}
      </p>
    </ErrorLayout>
  )
}

function Confirmation({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(hotelReservationQueryOptions(reservationId))
  const { status, activeProfile } = useMemberSession()
  if (!outcome.ok) return <NotFound />
  const reservation = outcome.value
  const price = (amount: number) => formatPriceFull(amount, { currency: reservation.payment.currency })
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: lodgingReservationJsonLd(reservation) }} />
      <Alert variant="page-info" title={reservation.status === 'CANCELLED' ? hotelTripText('confirmation.this-reservation-is') : hotelTripText('confirmation.your-stay-is')}>
        <p>
          {hotelTripText.rich('confirmation.summary', { reservationId: <strong key="reservation">{reservation.reservationId}</strong>, orderId: <strong key="order">{reservation.orderId}</strong>, email: reservation.traveler.email })}
        </p>
      </Alert>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{reservation.hotel.name}</h1>
      <PaidSummary reservation={reservation} price={price} />
      {status === 'authenticated' && activeProfile && <p>{hotelTripText('confirmation.your-points-balance', { points: formatPoints(activeProfile.points.balance) })}</p>}
      <ReservationDetails reservation={reservation} />
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="hotel" reservationId={reservation.reservationId} />
        <ManageBookingLink type="hotel" reservationId={reservation.reservationId} />
        {status === 'authenticated' && (
          <Link to="/reservations/view/hotel" search={{ reservationId: reservation.reservationId }} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
            {hotelTripText('confirmation.manage-this-reservation')}
          </Link>
        )}
      </p>
    </Container>
  )
}

export function PaidSummary({ reservation, price }: { reservation: HotelReservation; price: (amount: number) => string }) {
  const { payment } = reservation
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })}>
      <dt className={css({ fontWeight: 'medium' })}>{hotelTripText('confirmation.charged-to-your')}</dt>
      <dd>
        {price(payment.cardCharged)}
        {payment.card && ` (${payment.card.maskedCardNumber})`}
        {payment.plan && `, in ${paymentPlanText(payment.plan, price)}`}
      </dd>
      <dt className={css({ fontWeight: 'medium' })}>{hotelTripText('confirmation.paid-with-points')}</dt>
      <dd>{payment.pointsUsed > 0 ? `${formatPoints(payment.pointsUsed)} (${price(payment.pointsValue)})` : 'None'}</dd>
      <dt className={css({ fontWeight: 'medium' })}>{hotelTripText('page.due-at-the')}</dt>
      <dd>{price(payment.dueAtProperty)}</dd>
      {reservation.tripProtection.selected && (
        <>
          <dt className={css({ fontWeight: 'medium' })}>{hotelTripText('confirmation.trip-protection')}</dt>
          <dd>{price(reservation.tripProtection.premium.amount)}</dd>
        </>
      )}
      <dt className={css({ fontWeight: 'medium' })}>{hotelTripText('confirmation.points-earned')}</dt>
      <dd>{reservation.earnedPoints > 0 ? `${formatPoints(reservation.earnedPoints)}, credited after your stay` : 'None'}</dd>
    </dl>
  )
}
