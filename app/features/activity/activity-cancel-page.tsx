// Cancelling a tour or transfer, on the shared cancellation review (reservations/cancel-reservation.tsx).
// A non-refundable or started activity cannot be cancelled: the page says so with the message of
// E1002080, activity cancellation not available (§R8), and the supplier's contacts, and offers
// no cancel button.
import { activityReservationsCancel } from '@server/bff/functions/activity.functions'
import { lineCancelPage } from '~/features/reservations/cancel-reservation'
import { errorsText } from '~/i18n/plain/errors'
import { activityTripText } from '~/i18n/plain/activity-trip'
import { formatStart, kindWords } from './activity-format'
import { activityReservations } from './activity-reservations'
import { SupplierContacts } from './activity-supplier'
import { activityCancellationQuoteQueryOptions } from './activity.queries'
import { inVenueTime } from '~/lib/format/instant-day'

/** The title of the refusal: the traveller's message for its supplier code when there is one. */
function refusalTitle(code: string | null, noun: string) {
  return code === 'E1002080' ? errorsText('supplier.E1002080') : activityTripText('cancel.this-can-t', { noun })
}

export const ActivityCancelPage = lineCancelPage({ ...activityReservations, quoteQuery: activityCancellationQuoteQueryOptions, cancel: activityReservationsCancel }, ({ reservationId, activity, date, time, timeZone, kind, dropOffPoint }, quote) => {
  const { noun } = kindWords[kind]
  return {
    words: { question: activityTripText('cancel.cancel-your', { noun }), button: activityTripText('cancel.cancel', { noun }), keep: activityTripText('cancel.keep-my', { noun }), cancelled: activityTripText(kind === 'tour' ? 'cancel.tour-cancelled' : 'cancel.transfer-cancelled'), notCancellable: refusalTitle(quote?.reasonCode ?? null, noun), loading: activityTripText('cancel.cancelling-your', { noun }) },
    subtitle: activity.title,
    details: (
      <>
        <p>
          {activityTripText('cancel.details', { reservationId, title: activity.title, start: inVenueTime(formatStart(date, time), timeZone) })}
        </p>
        {/* A transfer in its own words: where it goes, and the drop-off the traveller gave. */}
        {activity.route && (
          <p>
            {activityTripText('cancel.transfer-route', { from: activity.route.from.name, to: activity.route.to.name })}
            {dropOffPoint && activity.dropOff && ` ${activityTripText('cancel.drop-off', { label: activity.dropOff.label, place: dropOffPoint })}`}
          </p>
        )}
        {quote && !quote.cancellable && <SupplierContacts name={activity.supplier.name} contacts={activity.supplier.contacts} />}
      </>
    ),
    resultSummary: activity.title,
  }
})
