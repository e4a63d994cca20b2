// Route options shared by every line's pages of one reservation (confirmation, view, cancel): the
// ?reservationId=… address, the status the page answers with, the title; each route file names its
// line's loading (./reservation-loader.ts) and page.
import { pageTitle } from '~/i18n/page-title'
import { validateReservationSearch, type ReservationParams } from './reservation-params'

/**
 * The address (?reservationId=…) and title of a reservation's page. Each route file writes its loader
 * with `reservationLoader` as its own `loader:` option, so the router's code splitting keeps the line's
 * queries and server functions off every page's first load.
 */
export function reservationRoute(title: Parameters<typeof pageTitle>[0]) {
  return {
    validateSearch: validateReservationSearch,
    loaderDeps: ({ search }: { search: ReservationParams }) => search,
    head: () => ({ meta: [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }] }),
  }
}
