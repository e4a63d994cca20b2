// Cancelling a hotel reservation (SPEC.md §2 cancellation review): what comes back in cash and
// points and what the policy keeps, a confirmation, and the result. One cancellation per key, retried
// by the BFF 10 times 5 s apart while the loader shows progress (SPEC.md §9).
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { cancelHotelReservation } from '@server/hotel/checkout.functions'
import { createIdempotencyKeys } from '~/features/checkout/checkout-form'
import { hotelReservationQueryOptions } from '~/features/hotel-checkout/hotel-checkout.queries'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { InterstitialLoader } from '~/features/shell/interstitial-loader'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { ReservationMissing } from './hotel-reservation-page'
import { cancellationQuoteQueryOptions } from './reservations.queries'

const route = getRouteApi('/_member/reservations/cancel/hotel')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function HotelCancelPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <ReservationMissing />
  return <CancelReview reservationId={reservationId} />
}

function CancelReview({ reservationId }: { reservationId: string }) {
  const { data: reservation } = useSuspenseQuery(hotelReservationQueryOptions(reservationId))
  const { data: quote } = useSuspenseQuery(cancellationQuoteQueryOptions(reservationId))
  const [state, setState] = useState<{ status: 'review' | 'loading' | 'done' | 'error'; message?: string; result?: HotelReservation }>({ status: 'review' })
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const resultRef = useRef<HTMLHeadingElement>(null)
  const queryClient = useQueryClient()
  if (!reservation.ok || !quote.ok) return <ReservationMissing />
  const offer = quote.value
  const price = (amount: number) => formatPriceFull(amount, { currency: offer.refund.currency })

  async function cancel() {
    if (state.status === 'loading') return
    setState({ status: 'loading' })
    try {
      const outcome = await cancelHotelReservation({ data: { reservationId, idempotencyKey: keys.keyFor(reservationId) } })
      if (!outcome.ok) {
        setState({ status: 'error', message: outcome.errors[0]?.message })
        return
      }
      setState({ status: 'done', result: outcome.value })
      queryClient.setQueryData(hotelReservationQueryOptions(reservationId).queryKey, outcome)
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
          {state.result.hotel.name}, {state.result.stay.checkIn} to {state.result.stay.checkOut}. We refund {price(cancellation.refund.amount)} to your card
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
    <InterstitialLoader loading={state.status === 'loading'} title="Cancelling your reservation" subtitle={reservation.value.hotel.name}>
      <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Cancel your stay at {reservation.value.hotel.name}?</h1>
        <p>
          Reservation {reservationId}, {reservation.value.stay.checkIn} to {reservation.value.stay.checkOut}.
        </p>
        {state.status === 'error' && state.message && <Alert variant="block-error" title="Not cancelled">{state.message}</Alert>}
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
              {offer.protectionReimbursement.amount > 0 && (
                <>
                  <dt className={css({ fontWeight: 'medium' })}>Trip protection reimburses</dt>
                  <dd>{price(offer.protectionReimbursement.amount)}</dd>
                </>
              )}
            </dl>
            <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
              <Button variant="solid" onClick={() => void cancel()} disabled={state.status === 'loading'}>
                Cancel reservation
              </Button>
              <Link to="/reservations/view/hotel" search={{ reservationId }} className={linkClass}>
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
    </InterstitialLoader>
  )
}
