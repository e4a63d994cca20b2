// A checkout's booking (§R4 rules, issue 35): the request checked against the contract's schema once it has loaded,
// one booking per attempt however often Book is pressed (an idempotency key per request), the platform's refusals
// beside their fields or the whole form, and after a booking the member's balance, trips and travellers read again.
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { ApiErrorObject } from '@contracts/api/api-error'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { travelerProfilesQueryKey } from '~/features/travelers/traveler-profiles.queries'
import { checkoutText } from '~/i18n/plain/checkout'
import { createIdempotencyKeys, fieldErrorsOf, fieldErrorsOfIssues, type FieldErrors } from './checkout-form'
import { removeCheckout, type CheckoutStorageKey } from './checkout-storage'

export type BookingOutcome = { ok: true; value: { reservationId: string } } | { ok: false; errors: ApiErrorObject[] }
// 'checking': the details are being checked (the schema may still be loading on a slow connection).
type Submission = { state: 'unsubmitted' | 'checking' | 'loading' | 'success' | 'error'; message?: string; code?: string }
/**
 * The contract's request schema, as much of it as checking needs: zod stays off the first load, and the schema loads
 * when the traveller first focuses the form, so a Book pressed on a slow phone answers at once rather than after the
 * schema's download (issue 40).
 */
type RequestSchema<Request> = { safeParse(input: unknown): { success: true; data: Request } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } }

/** Codes answered beside the whole form rather than a field. */
const formCodes = new Set(['PRICE_CHANGED', 'SOLD_OUT'])

export type BookingOptions<Request> = {
  storageKey: CheckoutStorageKey
  /** The quote's query, refetched when the traveller reviews a changed price. */
  quoteQueryKey: QueryKey
  schema: () => Promise<RequestSchema<Request>>
  book: (request: Request, idempotencyKey: string) => Promise<BookingOutcome>
  /** After a booking: where to go (the line's confirmation page). */
  confirm: (reservationId: string) => Promise<void>
  /** Called once the request is valid, before booking (analytics' booking started), and after success. */
  onStarted?: (request: Request) => void
  onBooked?: (request: Request, reservationId: string) => Promise<void> | void
  /** Written to storage before checking (flights keep "payment form submitted"). */
  onSubmit?: () => void
}

/** Errors, the submission's state and the submit handler of a checkout form. */
export function useBooking<Request>(options: BookingOptions<Request>) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submission, setSubmission] = useState<Submission>({ state: 'unsubmitted' })
  const formRef = useRef<HTMLFormElement>(null)
  // Set at once, not on the next render: the second click of a double click arrives before React has
  // re-rendered with 'loading', and must not book again once the first has succeeded.
  const busy = useRef(false)
  const booked = useRef(false)
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const queryClient = useQueryClient()

  async function submit(request: unknown) {
    if (busy.current) return
    busy.current = true
    try {
      await attempt(request)
    } finally {
      // After a booking the page moves on to the confirmation; anything else may be tried again.
      if (!booked.current) busy.current = false
    }
  }

  async function attempt(request: unknown) {
    options.onSubmit?.()
    setSubmission({ state: 'checking' })
    const checked = (await options.schema()).safeParse(request)
    if (!checked.success) {
      setErrors(fieldErrorsOfIssues(checked.error.issues))
      setSubmission({ state: 'error', message: checkoutText('error.fields') })
      return
    }
    setSubmission({ state: 'loading' })
    options.onStarted?.(checked.data)
    try {
      const outcome = await options.book(checked.data, keys.keyFor(checked.data))
      if (outcome.ok) {
        booked.current = true
        keys.reset()
        removeCheckout(options.storageKey)
        setSubmission({ state: 'success' })
        await options.onBooked?.(checked.data, outcome.value.reservationId)
        // The points balance in the header and My Trips change with the booking: fetched again while the confirmation
        // comes, not before it (each waited for, a busy server kept the traveller on the loader for seconds).
        for (const queryKey of [customerProfileQueryKey, ['my-trips'], travelerProfilesQueryKey]) void queryClient.invalidateQueries({ queryKey })
        await options.confirm(outcome.value.reservationId)
        return
      }
      const first = outcome.errors[0]
      setErrors(fieldErrorsOf(outcome.errors.filter((error) => !formCodes.has(error.code))))
      setSubmission({ state: 'error', message: first?.message, code: first?.code })
    } catch {
      setSubmission({ state: 'error', message: checkoutText('error.unreachable') })
    }
  }

  async function reviewNewPrice() {
    await queryClient.invalidateQueries({ queryKey: options.quoteQueryKey })
    // The summary, and the button pressed in it, go: the focus goes to Book, which says the new price, never to the
    // page's body (issue 43).
    flushSync(() => setSubmission({ state: 'unsubmitted' }))
    formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus()
  }

  /** Starts loading the schema (the first focus of the form); `attempt` waits for the same module. */
  const preloadSchema = () => void options.schema().catch(() => undefined)

  return { errors, setErrors, submission, formRef, submit, reviewNewPrice, preloadSchema }
}
export type Booking = ReturnType<typeof useBooking>
