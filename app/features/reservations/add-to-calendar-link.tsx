// "Add to calendar" (SPEC.md §2 confirmation and reservation view): downloads the reservation's .ics
// file from the calendar endpoint, which serves it only to the member or the guest who booked it.
import { reservationsText } from '~/i18n/plain/reservations'
import { textLinkClass, type ReservationType } from './reservation-parts'

const calendarTypes = ['hotel', 'car', 'dining', 'air'] as const
export type CalendarReservationType = (typeof calendarTypes)[number]

function calendarHref(type: CalendarReservationType, reservationId: string) {
  return `${import.meta.env.BASE_URL}api/calendar/${type}/${encodeURIComponent(reservationId)}`
}

/** The link, for the types the calendar endpoint serves (nothing for the others). */
export function AddToCalendarLink({ type, reservationId }: { type: ReservationType; reservationId: string }) {
  if (!(calendarTypes as readonly string[]).includes(type)) return null
  return (
    <a href={calendarHref(type as CalendarReservationType, reservationId)} download={`${reservationId}.ics`} className={textLinkClass}>
      {reservationsText('calendar.link')}
    </a>
  )
}
