// Add to calendar: a hotel reservation as an .ics download, for its member or the guest who booked it.
import { createFileRoute } from '@tanstack/react-router'
import { calendarResponse } from '@server/hotel/reservation-calendar.server'

export const Route = createFileRoute('/api/calendar/hotel/$reservationId')({
  server: {
    handlers: {
      GET: ({ request, params }) => calendarResponse(request, params.reservationId),
    },
  },
})
