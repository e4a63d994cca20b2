// Cancelling a reservation of any line (§R2 cancellation review): what comes back in cash and
// points and what the policy keeps, a confirmation, and the result, focused when it arrives. One
// cancellation per key, retried by the BFF 10 times 5 s apart while the loader shows progress
// (§R9). A line's cancel page names its queries, its cancel call and how it speaks of the reservation.
import { useQueryClient, useSuspenseQuery, type QueryKey } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { CancellationQuote } from '@contracts/lxp/reservations.schema'
import type { Outcome } from '@server/bff/outcome'
import { createIdempotencyKeys } from '~/features/checkout/checkout-form'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { clearAnnouncement } from '~/features/focus-and-announcements/page-announcer'
import { InterstitialLoader } from '~/features/loading/interstitial-loader'
import { reservationsText } from '~/i18n/plain/reservations'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { CancellationRefund, PrintReceiptButton, RecordedRefund, type PaidWith, type RecordedCancellation } from './cancellation-refund'
import { useReservationId, type ReservationQuery } from './reservation-page'
import { OtherBookingsLink, pageHeadingClass, ReservationLink, type ReservationType } from './reservation-parts'
import { withVisitorDates } from '~/lib/format/stay-date'

type Cancelled = PaidWith & { cancellation: RecordedCancellation | null }

/** How the page speaks of the reservation: "car rental", "reservation", "stay at …". */
export type CancelWords = { question: string; button: string; keep: string; cancelled: string; notCancellable: string; loading: string }

/** What a line says about the reservation being cancelled. */
export type CancelDescription = {
  words: CancelWords
  /** Under the loader's title. */
  subtitle: string
  /** What is being cancelled, under the question. */
  details: ReactNode
  /** What was cancelled, before the refund sentence. */
  resultSummary: string
}

/** A line's cancel server function, called with one idempotency key for every retry. */
type CancelCall<Reservation> = (input: { data: { params: { reservationId: string }; headers: { 'idempotency-key': string } } }) => Promise<Outcome<Reservation>>

type CancelPageProps<Reservation, Quote, Key extends QueryKey, QuoteKey extends QueryKey> = {
  type: ReservationType
  query: ReservationQuery<Reservation, Key>
  quoteQuery: ReservationQuery<Quote, QuoteKey>
  cancel: CancelCall<Reservation>
  missing: ReactNode
  describe: (reservation: Reservation, quote: Quote) => CancelDescription
}

export function CancelReservationPage<Reservation extends Cancelled, Quote extends CancellationQuote, Key extends QueryKey, QuoteKey extends QueryKey>(props: CancelPageProps<Reservation, Quote, Key, QuoteKey>) {
  const reservationId = useReservationId()
  if (!reservationId) return props.missing
  return <CancelReview reservationId={reservationId} {...props} />
}

function CancelReview<Reservation extends Cancelled, Quote extends CancellationQuote, Key extends QueryKey, QuoteKey extends QueryKey>({ reservationId, type, query, quoteQuery, cancel, missing, describe }: CancelPageProps<Reservation, Quote, Key, QuoteKey> & { reservationId: string }) {
  const { data: reservation } = useSuspenseQuery(query(reservationId))
  const { data: quote } = useSuspenseQuery(quoteQuery(reservationId))
  const queryClient = useQueryClient()
  if (!reservation.ok || !quote.ok) return missing
  return (
    <CancelReservation
      type={type}
      reservationId={reservationId}
      paid={reservation.value}
      quote={quote.value}
      {...describe(reservation.value, quote.value)}
      cancel={(idempotencyKey) => cancel({ data: { params: { reservationId }, headers: { 'idempotency-key': idempotencyKey } } })}
      // The reservation's cached view is replaced by the cancelled one.
      onCancelled={(outcome) => queryClient.setQueryData<Outcome<Reservation>>(query(reservationId).queryKey, outcome)}
    />
  )
}

function CancelReservation<Reservation extends Cancelled>({ type, reservationId, paid, quote, words, subtitle, details, resultSummary, cancel, onCancelled }: CancelDescription & {
  type: ReservationType
  reservationId: string
  paid: PaidWith
  quote: CancellationQuote
  cancel: (idempotencyKey: string) => Promise<Outcome<Reservation>>
  onCancelled: (outcome: Outcome<Reservation>) => void
}) {
  const [state, setState] = useState<{ status: 'review' | 'loading' | 'done' | 'error'; message?: string; result?: Reservation }>({ status: 'review' })
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const resultRef = useRef<HTMLHeadingElement>(null)
  const queryClient = useQueryClient()

  async function confirm() {
    if (state.status === 'loading') return
    setState({ status: 'loading' })
    try {
      const outcome = await cancel(keys.keyFor(reservationId))
      if (!outcome.ok) {
        setState({ status: 'error', message: outcome.errors[0]?.message })
        return
      }
      setState({ status: 'done', result: outcome.value })
      onCancelled(outcome)
      // The points balance in the header and My Trips change with the cancellation: refreshed behind the result,
      // which does not wait for them to take the focus (below).
      void queryClient.invalidateQueries({ queryKey: customerProfileQueryKey })
      void queryClient.invalidateQueries({ queryKey: ['my-trips'] })
    } catch {
      setState({ status: 'error', message: reservationsText('cancel.unreachable') })
    }
  }

  const result = state.status === 'done' ? state.result : undefined
  // The result takes the focus as it replaces the loader, which held it (issue 43): waiting for the header's balance
  // and My Trips to refresh first left the focus on the page's body meanwhile, for good when a refresh hung.
  useEffect(() => {
    if (!result?.cancellation) return
    // The question the page's arrival said ("Cancel your stay at …?") is gone with it: not left in the live region.
    clearAnnouncement()
    resultRef.current?.focus()
  }, [result])
  if (result?.cancellation) {
    return (
      <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 ref={resultRef} tabIndex={-1} className={pageHeadingClass}>
          {words.cancelled}
        </h1>
        <p>{reservationsText('cancel.result', { summary: resultSummary })}</p>
        <RecordedRefund cancellation={result.cancellation} paid={result} />
        <PrintReceiptButton />
        <p>
          <OtherBookingsLink />
        </p>
      </Container>
    )
  }

  return (
    <InterstitialLoader loading={state.status === 'loading'} title={words.loading} subtitle={subtitle}>
      <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 className={pageHeadingClass}>{words.question}</h1>
        {details}
        {state.status === 'error' && state.message && (
          <Alert variant="block-error" title={reservationsText('cancel.not-cancelled')}>
            {state.message}
          </Alert>
        )}
        {quote.cancellable ? (
          <>
            <p>{withVisitorDates(quote.description)}</p>
            <CancellationRefund refund={quote.refund} pointsBack={quote.pointsRefund} penalty={quote.penalty} protectionReimbursement={quote.protectionReimbursement} paid={paid} />
            <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
              <Button variant="solid" onClick={() => void confirm()} disabled={state.status === 'loading'}>
                {words.button}
              </Button>
              <ReservationLink type={type} page="view" reservationId={reservationId}>
                {words.keep}
              </ReservationLink>
            </div>
          </>
        ) : (
          <Alert variant="block-info" title={words.notCancellable}>
            {quote.reason}
          </Alert>
        )}
      </Container>
    </InterstitialLoader>
  )
}
