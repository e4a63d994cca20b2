import { createFileRoute } from '@tanstack/react-router'
import { HotelConfirmationPage } from '~/features/hotel/hotel-confirmation-page'
import { hotelReservationQueryOptions } from '~/features/hotel/hotel-checkout.queries'
import { optionalText } from '~/lib/search-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/accommodations/confirmation')({
  validateSearch: (raw: Record<string, unknown>): { reservationId?: string } => {
    const reservationId = optionalText(raw.reservationId, 40)
    return { reservationId: reservationId && /^[A-Z0-9-]{6,40}$/.test(reservationId) ? reservationId : undefined }
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(hotelReservationQueryOptions(reservationId))
    if (!outcome.ok) return markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('accommodations.confirmation') }, { name: 'robots', content: 'noindex' }] }),
  component: HotelConfirmationPage,
})
