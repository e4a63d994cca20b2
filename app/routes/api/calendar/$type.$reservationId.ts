// Add to calendar: a hotel, car, dining or flight reservation as an .ics download, for its member (session or access token) or the guest who booked it.
import { createFileRoute } from '@tanstack/react-router'
import { calendarForCaller } from '@server/calendar/calendar.server'

export const Route = createFileRoute('/api/calendar/$type/$reservationId')({
  server: {
    handlers: {
      GET: ({ request, params }) => calendarForCaller(request, params.type, params.reservationId),
    },
  },
})
