// "Add to calendar" (SPEC.md §2 confirmation and reservation view): downloads the reservation's .ics
// file from the calendar endpoint, which serves it only to the member or the guest who booked it.
import { css } from 'styled-system/css'
import { reservationsText } from '~/i18n/plain/reservations'

export type CalendarReservationType = 'hotel' | 'car' | 'dining' | 'air' | 'activity'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function calendarHref(type: CalendarReservationType, reservationId: string) {
  return `${import.meta.env.BASE_URL}api/calendar/${type}/${encodeURIComponent(reservationId)}`
}

export function AddToCalendarLink({ type, reservationId }: { type: CalendarReservationType; reservationId: string }) {
  return (
    <a href={calendarHref(type, reservationId)} download={`${reservationId}.ics`} className={linkClass}>
      {reservationsText('calendar.link')}
    </a>
  )
}
