// Find my booking (issue 21): a guest's way back to a booking, by number and email.
import { createFileRoute } from '@tanstack/react-router'
import { FindReservationPage } from '~/features/reservations/find-reservation-page'
import { validateFindReservationSearch } from '~/features/reservations/reservation-params'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/reservations/find')({
  validateSearch: validateFindReservationSearch,
  head: () => ({ meta: [{ title: pageTitle('reservations.find') }, { name: 'robots', content: 'noindex' }] }),
  component: FindReservationPage,
})
