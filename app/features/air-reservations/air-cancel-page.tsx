// Cancelling a flight reservation (SPEC.md §2 cancellation review): what comes back in cash and points
// and what the fare rules keep, a confirmation, and the result. One cancellation per key.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { AirReservation } from '@contracts/lxp/air.schema'
import { cancelAirReservation } from '@server/air/air.functions'
import { createIdempotencyKeys } from '~/features/checkout/checkout-form'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { AirReservationMissing } from './air-reservation-page'
import { airCancellationQuoteQueryOptions, airReservationViewQueryOptions } from './air-reservations.queries'

const route = getRouteApi('/_member/reservations/cancel/air')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function AirCancelPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <AirReservationMissing />
  return <CancelReview reservationId={reservationId} />
}

function CancelReview({ reservationId }: { reservationId: string }) {
  const { data: reservation } = useSuspenseQuery(airReservationViewQueryOptions(reservationId))
  const { data: quote } = useSuspenseQuery(airCancellationQuoteQueryOptions(reservationId))
  const [state, setState] = useState<{ status: 'review' | 'loading' | 'done' | 'error'; message?: string; result?: AirReservation }>({ status: 'review' })
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const resultRef = useRef<HTMLHeadingElement>(null)
  const queryClient = useQueryClient()
  if (!reservation.ok || !quote.ok) return <AirReservationMissing />
  const offer = quote.value
  const price = (amount: number) => formatPriceFull(amount, { currency: offer.refund.currency })
  const first = reservation.value.itinerary.bounds[0]!.segments[0]!
  const title = `${first.from.city} to ${reservation.value.itinerary.bounds[0]!.segments.at(-1)!.to.city}`

  async function cancel() {
    if (state.status === 'loading') return
    setState({ status: 'loading' })
    try {
      const outcome = await cancelAirReservation({ data: { reservationId, idempotencyKey: keys.keyFor(reservationId) } })
      if (!outcome.ok) {
        setState({ status: 'error', message: outcome.errors[0]?.message })
        return
      }
      setState({ status: 'done', result: outcome.value })
      queryClient.setQueryData(airReservationViewQueryOptions(reservationId).queryKey, outcome)
      await Promise.all([queryClient.invalidateQueries({ queryKey: customerProfileQueryKey }), queryClient.invalidateQueries({ queryKey: ['my-trips'] })])
      requestAnimationFrame(() => resultRef.current?.focus())
    } catch {
      setState({ status: 'error', message: 'We could not reach the booking service. Your reservation is unchanged or already cancelled; please try again.' })
    }
  }

  if (state.status === 'done' && state.result?.cancellation) {
    const { cancellation } = state.result
    return (
      <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 ref={resultRef} tabIndex={-1} className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
          Reservation cancelled
        </h1>
        <p>
          {title}, reservation {reservationId}. We refund {price(cancellation.refund.amount)} to your card
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

  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Cancel your flights, {title}?</h1>
      <p>
        Reservation {reservationId}, departing {first.departure.slice(0, 10)}.
      </p>
      {state.status === 'error' && state.message && (
        <Alert variant="block-error" title="Not cancelled">
          {state.message}
        </Alert>
      )}
      {offer.cancellable ? (
        <>
          <p>{offer.description}</p>
          <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })}>
            <dt className={css({ fontWeight: 'medium' })}>Refund to your card</dt>
            <dd>{price(offer.refund.amount)}</dd>
            <dt className={css({ fontWeight: 'medium' })}>Points back</dt>
            <dd>{formatPoints(offer.pointsRefund)}</dd>
            <dt className={css({ fontWeight: 'medium' })}>Cancellation charge</dt>
            <dd>{price(offer.penalty.amount)}</dd>
          </dl>
          <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'center' })}>
            <Button variant="solid" onClick={() => void cancel()} disabled={state.status === 'loading'}>
              {state.status === 'loading' ? 'Cancelling…' : 'Cancel reservation'}
            </Button>
            <Link to="/reservations/view/air" search={{ reservationId }} className={linkClass}>
              Keep my reservation
            </Link>
          </div>
        </>
      ) : (
        <Alert variant="block-info" title="This reservation can't be cancelled here">
          {offer.reason}
        </Alert>
      )}
    </Container>
  )
}
