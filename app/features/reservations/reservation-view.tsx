// A member's reservation (§R2.6 reservation view of every line): the heading, marked when
// cancelled, what the cancellation gave back, the line's details, and the links: add to calendar and
// the line's own (a flight's change) and cancel while it is confirmed, back to My Trips (a guest: Find my booking).
import type { ReactNode } from 'react'
import { reservationsText } from '~/i18n/plain/reservations'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { AddToCalendarLink } from './add-to-calendar-link'
import { PrintReceiptButton, RecordedRefund, type PaidWith, type RecordedCancellation } from './cancellation-refund'
import { OtherBookingsLink, pageClass, pageHeadingClass, ReservationLink, ReservationLinks, type ReservationType } from './reservation-parts'
import { PageBanners } from '~/features/page-content/page-content-slot'

export function ReservationView({ type, reservation, heading, intro, cancelLink, links, timeZone, children }: {
  type: ReservationType
  reservation: PaidWith & { reservationId: string; status: 'CONFIRMED' | 'CANCELLED'; cancellation: RecordedCancellation | null }
  heading: string
  /** Under the heading (the hotel's numbers and status). */
  intro?: ReactNode
  /** The words of the link to the cancellation review, while the reservation is confirmed. */
  cancelLink: string
  /** The line's own links, before the cancel link. */
  links?: ReactNode
  /** The venue's IANA zone: a cancellation's day before the page hydrates on the traveller's (docs/decisions/141). */
  timeZone?: string
  /** The line's details of the reservation. */
  children: ReactNode
}) {
  const { reservationId, status, cancellation } = reservation
  return (
    <Container className={pageClass}>
      <h1 className={pageHeadingClass}>{status === 'CANCELLED' ? reservationsText('heading.cancelled', { heading }) : heading}</h1>
      {intro}
      {cancellation && <CancellationNotice cancellation={cancellation} paid={reservation} timeZone={timeZone} />}
      {children}
      {/* The page's banners speak of changing and using the booking: not of a cancelled one (issue 36, second pass item 3). */}
      {status === 'CONFIRMED' && <PageBanners />}
      <PrintReceiptButton />
      <ReservationLinks>
        <AddToCalendarLink type={type} reservation={reservation} />
        {links}
        {status === 'CONFIRMED' && (
          <ReservationLink type={type} page="cancel" reservationId={reservationId}>
            {cancelLink}
          </ReservationLink>
        )}
        <OtherBookingsLink />
      </ReservationLinks>
    </Container>
  )
}

/** Its number, when it was cancelled, what came back to the card and in points, and what the policy kept. */
function CancellationNotice({ cancellation, paid, timeZone }: { cancellation: RecordedCancellation; paid: PaidWith; timeZone?: string }) {
  return (
    <Alert variant="page-info" title={reservationsText('cancelled.title')}>
      <RecordedRefund cancellation={cancellation} paid={paid} timeZone={timeZone} />
    </Alert>
  )
}
