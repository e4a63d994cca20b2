// The confirmation of a booking (§R2 confirmation of every line): the booked (or cancelled)
// notice with the reservation and order numbers and where the email went, the line's heading, the
// member's new points balance, the line's details, a printable receipt, add to calendar and the way to the reservation
// (a guest's Manage booking, decision 073).
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useMemberSession } from '~/features/session/use-member-session'
import { formatPoints } from '~/lib/format/money'
import { reservationsText } from '~/i18n/plain/reservations'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { AddToCalendarLink } from './add-to-calendar-link'
import { PrintReceiptButton } from './cancellation-refund'
import { ManageBookingLink } from './manage-booking-link'
import { ReservationPage, type ReservationQuery } from './reservation-page'
import { pageClass, pageHeadingClass, ReservationLink, ReservationLinks, type ReservationType } from './reservation-parts'
import { PageBanners } from '~/features/page-content/page-content-slot'
import { arrivalFocus } from '~/features/focus-and-announcements/focus-on-navigation'

type Confirmed = { reservationId: string; orderId: string; status: 'CONFIRMED' | 'CANCELLED' }

/** What a line says on its confirmation page: the props below, the notice in both its forms, and its details. */
type ConfirmationWords = Omit<Parameters<typeof ReservationConfirmation>[0], 'type' | 'reservation' | 'notice' | 'children'> & {
  notice: { booked: string; cancelled: string }
  details: ReactNode
}

/** A line's confirmation page: its reservation loaded as its view and cancel pages load it, confirmed in the line's words. */
export function lineConfirmationPage<Reservation extends Confirmed, Key extends QueryKey>(line: { type: ReservationType; query: ReservationQuery<Reservation, Key>; missing: ReactNode }, describe: (reservation: Reservation) => ConfirmationWords) {
  return function LineConfirmationPage() {
    return (
      <ReservationPage query={line.query} missing={line.missing}>
        {(reservation) => {
          const { notice, details, ...words } = describe(reservation)
          return (
            <ReservationConfirmation type={line.type} reservation={reservation} notice={reservation.status === 'CANCELLED' ? notice.cancelled : notice.booked} {...words}>
              {details}
            </ReservationConfirmation>
          )
        }}
      </ReservationPage>
    )
  }
}

function ReservationConfirmation({ type, reservation, notice, email, heading, afterHeading, viewLink, children }: {
  type: ReservationType
  reservation: Confirmed
  /** The notice's title: booked, or cancelled when it already is. */
  notice: string
  /** Where the confirmation email went. */
  email: string
  heading: string
  /** Under the heading, before the balance (the hotel's payment summary). */
  afterHeading?: ReactNode
  /** The words of the link to the reservation's page, shown to members. */
  viewLink: string
  /** The line's details of the reservation. */
  children: ReactNode
}) {
  const { status, activeProfile } = useMemberSession()
  const { reservationId, orderId } = reservation
  return (
    <Container className={pageClass}>
      {/* Arriving from Book, the keyboard and the screen reader start at the news, named by its title (issue 43 item 2). */}
      <Alert variant="page-info" title={notice} tabIndex={-1} {...arrivalFocus}>
        <p>{reservationsText.rich('confirmation.summary', { reservationId: <strong key="reservation">{reservationId}</strong>, orderId: <strong key="order">{orderId}</strong>, email })}</p>
      </Alert>
      <h1 className={pageHeadingClass}>{heading}</h1>
      {afterHeading}
      {status === 'authenticated' && activeProfile && <p>{reservationsText('confirmation.points-balance', { points: formatPoints(activeProfile.points.balance) })}</p>}
      {children}
      <PageBanners />
      <PrintReceiptButton />
      <ReservationLinks>
        <AddToCalendarLink type={type} reservation={reservation} />
        <ManageBookingLink type={type} reservationId={reservationId} />
        {status === 'authenticated' && (
          <ReservationLink type={type} page="view" reservationId={reservationId}>
            {viewLink}
          </ReservationLink>
        )}
      </ReservationLinks>
    </Container>
  )
}
