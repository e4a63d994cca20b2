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
import { OtherBookingsLink, pageHeadingClass, ReservationLink, ReservationLinks, type ReservationType } from './reservation-parts'
import { cancellationQuoteText, cancellationRefusalText } from './cancellation-answer-text'

type Cancelled = PaidWith & { status: 'CONFIRMED' | 'CANCELLED'; cancellation: RecordedCancellation | null; cancellationPolicy?: { refundable: boolean; cancellable?: boolean } }

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

/** What a line's cancel page is made of: its reservation's queries, its cancel call and its missing screen. */
type CancelLine<Reservation, Quote, Key extends QueryKey, QuoteKey extends QueryKey> = {
  type: ReservationType
  query: ReservationQuery<Reservation, Key>
  quoteQuery: ReservationQuery<Quote, QuoteKey>
  cancel: CancelCall<Reservation>
  missing: ReactNode
}

/** The quote is null for a reservation already cancelled, which is not quoted again. */
type Describe<Reservation, Quote> = (reservation: Reservation, quote: Quote | null) => CancelDescription

type CancelPageProps<Reservation, Quote, Key extends QueryKey, QuoteKey extends QueryKey> = CancelLine<Reservation, Quote, Key, QuoteKey> & { describe: Describe<Reservation, Quote> }

/** A line's cancel page: the review below on the line's queries and cancel call, speaking of the reservation as `describe` says. */
export function lineCancelPage<Reservation extends Cancelled, Quote extends CancellationQuote, Key extends QueryKey, QuoteKey extends QueryKey>(line: CancelLine<Reservation, Quote, Key, QuoteKey>, describe: Describe<Reservation, Quote>) {
  return function LineCancelPage() {
    return <CancelReservationPage {...line} describe={describe} />
  }
}

function CancelReservationPage<Reservation extends Cancelled, Quote extends CancellationQuote, Key extends QueryKey, QuoteKey extends QueryKey>(props: CancelPageProps<Reservation, Quote, Key, QuoteKey>) {
  const reservationId = useReservationId()
  if (!reservationId) return props.missing
  return <CancelReview reservationId={reservationId} {...props} />
}

function CancelReview<Reservation extends Cancelled, Quote extends CancellationQuote, Key extends QueryKey, QuoteKey extends QueryKey>(props: CancelPageProps<Reservation, Quote, Key, QuoteKey> & { reservationId: string }) {
  const { reservationId, type, query, missing, describe } = props
  const { data: reservation } = useSuspenseQuery(query(reservationId))
  // Cancelled on this visit (the result takes the focus and says what was cancelled), or before it.
  const [cancelledHere, setCancelledHere] = useState(false)
  if (!reservation.ok) return missing
  // A cancelled reservation is not offered its cancellation again, nor quoted what it would give back (issue 36):
  // the page says it was cancelled, with what the cancellation recorded.
  const { cancellation } = reservation.value
  if (reservation.value.status === 'CANCELLED' && cancellation) {
    const { words, resultSummary } = describe(reservation.value, null)
    return (
      <CancelledResult
        type={type}
        reservationId={reservationId}
        heading={words.cancelled}
        sentence={reservationsText(cancelledHere ? 'cancel.result' : 'cancel.already', { summary: resultSummary })}
        cancellation={cancellation}
        paid={reservation.value}
        justNow={cancelledHere}
      />
    )
  }
  return <QuotedCancelReview {...props} reservation={reservation.value} onCancelled={() => setCancelledHere(true)} />
}

function QuotedCancelReview<Reservation extends Cancelled, Quote extends CancellationQuote, Key extends QueryKey, QuoteKey extends QueryKey>({ reservationId, reservation, type, query, quoteQuery, cancel, missing, describe, onCancelled }: CancelPageProps<Reservation, Quote, Key, QuoteKey> & { reservationId: string; reservation: Reservation; onCancelled: () => void }) {
  const { data: quote } = useSuspenseQuery(quoteQuery(reservationId))
  const queryClient = useQueryClient()
  if (!quote.ok) return missing
  return (
    <CancelReservation
      type={type}
      reservationId={reservationId}
      paid={reservation}
      quote={quote.value}
      {...describe(reservation, quote.value)}
      cancel={(idempotencyKey) => cancel({ data: { params: { reservationId }, headers: { 'idempotency-key': idempotencyKey } } })}
      // The reservation's cached view is replaced by the cancelled one, which the page then shows as cancelled.
      onCancelled={(outcome) => {
        onCancelled()
        queryClient.setQueryData<Outcome<Reservation>>(query(reservationId).queryKey, outcome)
      }}
    />
  )
}

/**
 * What a cancellation did, once it is done: just now (the heading takes the focus) or before, when the page is
 * visited again. The recorded refund, never a quote; the ways back to the reservation and to the other bookings.
 */
function CancelledResult({ type, reservationId, heading, sentence, cancellation, paid, justNow }: { type: ReservationType; reservationId: string; heading: string; sentence: string; cancellation: RecordedCancellation; paid: PaidWith; justNow: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The result takes the focus as it replaces the loader, which held it (issue 43): waiting for the header's balance
  // and My Trips to refresh first left the focus on the page's body meanwhile, for good when a refresh hung.
  useEffect(() => {
    if (!justNow) return
    // The question the page's arrival said ("Cancel your stay at …?") is gone with it: not left in the live region.
    clearAnnouncement()
    headingRef.current?.focus()
  }, [justNow])
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 ref={headingRef} tabIndex={-1} className={pageHeadingClass}>
        {heading}
      </h1>
      <p>{sentence}</p>
      <RecordedRefund cancellation={cancellation} paid={paid} />
      <PrintReceiptButton />
      <ReservationLinks>
        <ReservationLink type={type} page="view" reservationId={reservationId}>
          {reservationsText('cancel.view-reservation')}
        </ReservationLink>
        <OtherBookingsLink />
      </ReservationLinks>
    </Container>
  )
}

/**
 * The code of a quote's refusal: the activity line names it (`reasonCode`); the other lines' quotes refuse only a
 * booking that has begun, which their cancellation refuses with NOT_CANCELLABLE, the platform's default code.
 */
const quoteRefusalCode = (quote: CancellationQuote & { reasonCode?: string | null }) => ('reasonCode' in quote ? quote.reasonCode : 'NOT_CANCELLABLE')

function CancelReservation<Reservation extends Cancelled>({ type, reservationId, paid, quote, words, subtitle, details, cancel, onCancelled }: CancelDescription & {
  type: ReservationType
  reservationId: string
  paid: Cancelled
  quote: CancellationQuote
  cancel: (idempotencyKey: string) => Promise<Outcome<Reservation>>
  onCancelled: (outcome: Outcome<Reservation>) => void
}) {
  const [state, setState] = useState<{ status: 'review' | 'loading' | 'error'; message?: string }>({ status: 'review' })
  // A refusal in our words where its code has some (decision 162): the quote's, or the cancellation's if it is refused after all.
  const neverCancellable = paid.cancellationPolicy?.cancellable === false
  const refusalText = (code: string | null | undefined, message: string | null | undefined) => cancellationRefusalText({ code, status: paid.status, neverCancellable }, type) ?? message
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const queryClient = useQueryClient()

  async function confirm() {
    if (state.status === 'loading') return
    setState({ status: 'loading' })
    try {
      const outcome = await cancel(keys.keyFor(reservationId))
      if (!outcome.ok) {
        setState({ status: 'error', message: refusalText(outcome.errors[0]?.code, outcome.errors[0]?.message) ?? undefined })
        return
      }
      onCancelled(outcome)
      // The points balance in the header and My Trips change with the cancellation: refreshed behind the result,
      // which does not wait for them to take the focus.
      void queryClient.invalidateQueries({ queryKey: customerProfileQueryKey })
      void queryClient.invalidateQueries({ queryKey: ['my-trips'] })
    } catch {
      setState({ status: 'error', message: reservationsText('cancel.unreachable') })
    }
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
            <p>{cancellationQuoteText(quote)}</p>
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
            {refusalText(quoteRefusalCode(quote), quote.reason)}
          </Alert>
        )}
      </Container>
    </InterstitialLoader>
  )
}
