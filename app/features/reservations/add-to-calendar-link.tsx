// "Add to calendar" (§R2 confirmation and reservation view): downloads the reservation's .ics
// file from the calendar endpoint, which serves every line's to the member or the guest who booked it.
// A cancelled reservation offers none: there is nothing to add (the endpoint still answers its
// cancellation, METHOD:CANCEL, for a calendar that imported it before; decision 132).
import { reservationsText } from '~/i18n/plain/reservations'
import { textLinkClass, type ReservationType } from './reservation-parts'

function calendarHref(type: ReservationType, reservationId: string) {
  return `${import.meta.env.BASE_URL}api/calendar/${type}/${encodeURIComponent(reservationId)}`
}

export function AddToCalendarLink({ type, reservation: { reservationId, status } }: { type: ReservationType; reservation: { reservationId: string; status: 'CONFIRMED' | 'CANCELLED' } }) {
  if (status === 'CANCELLED') return null
  return (
    <a href={calendarHref(type, reservationId)} download={`${reservationId}.ics`} className={textLinkClass}>
      {reservationsText('calendar.link')}
    </a>
  )
}
