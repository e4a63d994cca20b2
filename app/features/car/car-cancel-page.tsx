// Cancelling a car rental (SPEC.md §2 cancellation review): what comes back in cash and points and
// what the policy keeps, a confirmation, and the result; one cancellation per key (SPEC.md §9 retries).
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { CarReservation } from '@contracts/lxp/car.schema'
import { cancelCarRental } from '@server/car/car.functions'
import { createIdempotencyKeys } from '~/features/checkout/checkout-form'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { InterstitialLoader } from '~/features/shell/interstitial-loader'
import { formatPoints } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { CarReservationMissing } from './car-confirmation-page'
import { carPrice, formatRentalMoment } from './car-format'
import { carCancellationQuoteQueryOptions, carReservationQueryOptions } from './car.queries'

const route = getRouteApi('/_member/reservations/cancel/car')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function CarCancelPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <CarReservationMissing />
  return <CancelReview reservationId={reservationId} />
}

function CancelReview({ reservationId }: { reservationId: string }) {
  const { data: reservation } = useSuspenseQuery(carReservationQueryOptions(reservationId))
  const { data: quote } = useSuspenseQuery(carCancellationQuoteQueryOptions(reservationId))
  const [state, setState] = useState<{ status: 'review' | 'loading' | 'done' | 'error'; message?: string; result?: CarReservation }>({ status: 'review' })
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const resultRef = useRef<HTMLHeadingElement>(null)
  const queryClient = useQueryClient()
  if (!reservation.ok || !quote.ok) return <CarReservationMissing />
  const offer = quote.value
  const money = (amount: number) => carPrice(amount, offer.refund.currency)
  const title = `${reservation.value.offer.vehicle.model} or similar, ${reservation.value.offer.supplier.name}`

  async function cancel() {
    if (state.status === 'loading') return
    setState({ status: 'loading' })
    try {
      const outcome = await cancelCarRental({ data: { reservationId, idempotencyKey: keys.keyFor(reservationId) } })
      if (!outcome.ok) {
        setState({ status: 'error', message: outcome.errors[0]?.message })
        return
      }
      setState({ status: 'done', result: outcome.value })
      queryClient.setQueryData(carReservationQueryOptions(reservationId).queryKey, outcome)
      await Promise.all([queryClient.invalidateQueries({ queryKey: customerProfileQueryKey }), queryClient.invalidateQueries({ queryKey: ['my-trips'] })])
      requestAnimationFrame(() => resultRef.current?.focus())
    } catch {
      setState({ status: 'error', message: 'We could not reach the booking service. Your rental is unchanged or already cancelled; please try again.' })
    }
  }

  if (state.status === 'done' && state.result?.cancellation) {
    const { cancellation } = state.result
    return (
      <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 ref={resultRef} tabIndex={-1} className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
          Car rental cancelled
        </h1>
        <p>
          {title}. We refund {money(cancellation.refund.amount)} to your card
          {cancellation.pointsRefunded > 0 && ` and ${formatPoints(cancellation.pointsRefunded)} to your account`}.
        </p>
        <p>
          <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
            Back to My Trips
          </Link>
        </p>
      </Container>
    )
  }

  const { rental } = reservation.value
  return (
    <InterstitialLoader loading={state.status === 'loading'} title="Cancelling your car rental" subtitle={title}>
      <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Cancel your car rental?</h1>
        <p>
          Reservation {reservationId}: {title}, {formatRentalMoment(rental.pickUpDate, rental.pickUpTime)} to {formatRentalMoment(rental.dropOffDate, rental.dropOffTime)}.
        </p>
        {state.status === 'error' && state.message && <Alert variant="block-error" title="Not cancelled">{state.message}</Alert>}
        {offer.cancellable ? (
          <>
            <p>{offer.description}</p>
            <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })}>
              <dt className={css({ fontWeight: 'medium' })}>Refund to your card</dt>
              <dd>{money(offer.refund.amount)}</dd>
              <dt className={css({ fontWeight: 'medium' })}>Points back</dt>
              <dd>{formatPoints(offer.pointsRefund)}</dd>
              <dt className={css({ fontWeight: 'medium' })}>Cancellation charge</dt>
              <dd>{money(offer.penalty.amount)}</dd>
            </dl>
            <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
              <Button variant="solid" onClick={() => void cancel()} disabled={state.status === 'loading'}>
                Cancel car rental
              </Button>
              <Link to="/reservations/view/car" search={{ reservationId }} className={linkClass}>
                Keep my car rental
              </Link>
            </div>
          </>
        ) : (
          <Alert variant="block-info" title="This car rental can't be cancelled here">
            {offer.reason}
          </Alert>
        )}
      </Container>
    </InterstitialLoader>
  )
}
