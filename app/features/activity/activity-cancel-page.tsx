// Cancelling a tour or transfer, on the shared cancellation review (reservations/cancel-reservation.tsx).
// A non-refundable or started activity cannot be cancelled: the page says so with the message of
// E1002080, activity cancellation not available (SPEC.md §8), and the supplier's contacts, and offers
// no cancel button.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { activityReservationsCancel } from '@server/bff/functions/activity.functions'
import { CancelReservation, reservationLinkClass } from '~/features/reservations/cancel-reservation'
import { errorsText } from '~/i18n/plain/errors'
import { formatStart, kindWords } from './activity-format'
import { ActivityReservationMissing } from './activity-parts'
import { SupplierContacts } from './activity-supplier'
import { activityCancellationQuoteQueryOptions, activityReservationQueryOptions } from './activity.queries'
import { activityTripText } from '~/i18n/plain/activity-trip'

const route = getRouteApi('/_member/reservations/cancel/activity')

export function ActivityCancelPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <ActivityReservationMissing />
  return <CancelReview reservationId={reservationId} />
}

/** The title of the refusal: the traveller's message for its supplier code when there is one. */
function refusalTitle(code: string | null, noun: string) {
  return code === 'E1002080' ? errorsText('supplier.E1002080') : activityTripText('cancel.this-can-t', { noun })
}

function CancelReview({ reservationId }: { reservationId: string }) {
  const { data: reservation } = useSuspenseQuery(activityReservationQueryOptions(reservationId))
  const { data: quote } = useSuspenseQuery(activityCancellationQuoteQueryOptions(reservationId))
  const queryClient = useQueryClient()
  if (!reservation.ok || !quote.ok) return <ActivityReservationMissing />
  const { activity, date, time, kind } = reservation.value
  const noun = kindWords[kind].noun
  return (
    <CancelReservation
      reservationId={reservationId}
      quote={quote.value}
      words={{ question: activityTripText('cancel.cancel-your', { noun }), button: activityTripText('cancel.cancel', { noun }), keep: activityTripText('cancel.keep-my', { noun }), cancelled: `${kind === 'tour' ? 'Tour' : 'Transfer'} cancelled`, notCancellable: refusalTitle(quote.value.reasonCode, noun), loading: activityTripText('cancel.cancelling-your', { noun }) }}
      subtitle={activity.title}
      details={
        <>
          <p>
            Reservation {reservationId}: {activity.title}, {formatStart(date, time)}.
          </p>
          {!quote.value.cancellable && <SupplierContacts name={activity.supplier.name} contacts={activity.supplier.contacts} />}
        </>
      }
      resultSummary={activity.title}
      keepLink={(text) => (
        <Link to="/reservations/view/activity" search={{ reservationId }} className={reservationLinkClass}>
          {text}
        </Link>
      )}
      cancel={(idempotencyKey) => activityReservationsCancel({ data: { params: { reservationId }, headers: { 'idempotency-key': idempotencyKey } } })}
      onCancelled={(outcome) => queryClient.setQueryData(activityReservationQueryOptions(reservationId).queryKey, outcome)}
    />
  )
}
