// The checkout every line of business shares (§R2.20 checkout sections, §R4 payment and focus
// rules): the form's values (restored after a reload, card secrets excepted, and prefilled for a
// member), one booking per attempt however often Book is pressed, the frame with its error banner and
// Book button, and the traveller, trip protection, terms and price summary sections. A line's page
// adds only what is its own: what it reviews, its extra fields and its price lines.
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import { flushSync } from 'react-dom'
import { css, cx } from 'styled-system/css'
import type { ApiErrorObject } from '@contracts/api/api-error'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { pointsEarnedOn, totalWithProtection } from '@contracts/domain/points'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { useAuthStatus, useMemberSession } from '~/features/session/use-member-session'
import { travelerProfilesQueryKey } from '~/features/travelers/traveler-profiles.queries'
import { checkoutText } from '~/i18n/plain/checkout'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { ScriptedForm } from '~/ui/scripted-form'
import { FlagInput, TextInput, familyNameInput, fieldGridClass, givenNameInput, SectionHeadingWithTip, sectionClass, sectionTitleClass, type FieldBinding } from './checkout-fields'
import { createIdempotencyKeys, emptyCheckoutValues, fieldErrorsOf, fieldErrorsOfIssues, pointsValue, premiumOf, secretFields, type CheckoutValues, type FieldErrors } from './checkout-form'
import { readCheckout, removeCheckout, writeCheckout, type CheckoutStorageKey } from './checkout-storage'
import type { PaymentOffer } from './payment-section'
import { paymentSectionArriving } from './lazy-payment-section'
import { announce } from '~/features/focus-and-announcements/page-announcer'
import { SaveTravelerFlag, SavedTravelers } from './saved-travelers'
import type { CheckoutProgressStep } from './checkout-progress'
import type { TravelerProfile } from '@contracts/lxp/traveler-profile.schema'
import { PageDisclaimers } from '~/features/page-content/page-disclaimers'

// The step progress (the stepper and its reading of the form) loads beside the page, not in its first-load
// JavaScript: until it arrives the server's markup stays in place (docs/decisions/088).
const CheckoutProgress = lazy(() => import('./checkout-progress').then((module) => ({ default: module.CheckoutProgress })))
// Parts shown only once Book is pressed (the booking loader, the error summary of a failed Book) load when the
// traveller first focuses the form (not with the page, D7.5), so they are there to take the focus the moment Book is
// pressed, however fast the answer (issue 43 items 1 and 2). Once arrived they render at once: through `lazy` alone
// they would wait for React's reveal of a suspended part (about 300 ms), longer than a booking answered quickly.
function partLoadedOnFocus<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  const preload = () => load().then((component) => (loaded = component))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Part(props: Props) {
    const Loaded = loaded ?? Lazy
    return <Loaded {...props} />
  }
  return { preload, Part }
}
const { preload: preloadLoader, Part: InterstitialLoader } = partLoadedOnFocus(() => import('~/features/loading/interstitial-loader').then((module) => module.InterstitialLoader))
const { preload: preloadErrorSummary, Part: CheckoutErrorSummary } = partLoadedOnFocus(() => import('./checkout-error-summary').then((module) => module.CheckoutErrorSummary))

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
        // The points balance in the header and My Trips change with the booking.
        await queryClient.invalidateQueries({ queryKey: customerProfileQueryKey })
        await queryClient.invalidateQueries({ queryKey: ['my-trips'] })
        await queryClient.invalidateQueries({ queryKey: travelerProfilesQueryKey })
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

/**
 * The text a traveller typed into a checkout's fields before its script was ready (a slow phone):
 * the fields are named as the values are, so each non-empty text field whose value is text is taken
 * (issue 35: the early submit is held, and what was typed must not be lost when the page takes over).
 */
export function typedBeforeHydration(current: CheckoutValues): Partial<CheckoutValues> {
  const typed: Record<string, string> = {}
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form[data-needs-script] input[name], form[data-needs-script] textarea[name]')) {
    const textual = field instanceof HTMLTextAreaElement || ['text', 'email', 'tel', 'search', ''].includes(field.type)
    if (textual && field.value !== '' && typeof (current as Record<string, unknown>)[field.name] === 'string') typed[field.name] = field.value
  }
  return typed
}

/**
 * The form's values and their binding to the fields: restored after hydration (storage is the
 * browser's), prefilled from the member's profile where still empty, written back on each change.
 * A member who has not chosen yet starts with their default card on file, paying by card: points are
 * theirs to choose (docs/decisions/139).
 * A payment mode the (re)priced quote no longer allows falls back to the card.
 */
export function useCheckoutValues(
  storageKey: CheckoutStorageKey,
  paymentModes: readonly number[],
  { errors, setErrors }: Pick<Booking, 'errors' | 'setErrors'>,
) {
  const { profile, activeProfile } = useMemberSession()
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckoutValues())
  // A payment chosen before a reload is the traveller's, not a default to replace.
  const restoredPayment = useRef(false)
  useEffect(() => {
    const stored = readCheckout<CheckoutValues>(storageKey)
    restoredPayment.current = stored?.['payment.mode'] !== undefined
    // Restoring after hydration keeps the server and client renders equal. What was typed before the
    // page's script was ready is still in the fields and comes last: the next render would blank them.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(stored ?? {}).filter(([, value]) => value !== '')), ...typedBeforeHydration(current) }))
  }, [storageKey])
  // Once per member (adjusting state while rendering).
  const [prefilledFor, setPrefilledFor] = useState<string>()
  if (profile && prefilledFor !== profile.clientCustomerId) {
    setPrefilledFor(profile.clientCustomerId)
    setValues((current) => ({
      ...current,
      'traveler.firstName': current['traveler.firstName'] || profile.personalInfo.firstName,
      'traveler.lastName': current['traveler.lastName'] || profile.personalInfo.lastName,
      'traveler.email': current['traveler.email'] || activeProfile?.email || '',
      'traveler.phone': current['traveler.phone'] || (activeProfile ? `${activeProfile.phone.countryCode} ${activeProfile.phone.number}` : ''),
      ...(restoredPayment.current ? {} : memberPayment(activeProfile?.cards ?? [])),
    }))
  }
  const mode = paymentModes.includes(values['payment.mode']) ? values['payment.mode'] : PaymentMode.CASH
  const current = { ...values, 'payment.mode': mode }
  const binding: FieldBinding = {
    values: current,
    errors,
    onChange: (name, value) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value }
        writeCheckout(storageKey, next, secretFields)
        return next
      })
      if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }))
    },
  }
  return { values: current, setValues: setValues as Dispatch<SetStateAction<CheckoutValues>>, binding }
}

/**
 * A member's starting payment: the default card on file (else the first), paying by card. The member
 * chooses to spend points; the site never spends them by default (docs/decisions/139, issue 36 fifth pass item 12).
 */
export function memberPayment(cards: readonly { token?: string; isDefault: boolean }[]): Partial<CheckoutValues> {
  const onFile = cards.filter((card) => card.token)
  const card = onFile.find((entry) => entry.isDefault) ?? onFile[0]
  return { 'payment.savedCard.token': card?.token ?? '', 'payment.mode': PaymentMode.CASH, 'payment.points': 0 }
}

type TripProtectionOffer = { available: boolean; premium: { amount: number }; reimbursedShare: number }
export type CheckoutQuote = PaymentOffer & { tripProtection: TripProtectionOffer; earn: { perCurrencyUnit: number } }

/**
 * What the traveller pays and how: the part paid with points, the trip protection premium, what is due now with it
 * (`dueNow`: what the points and the card pay between them), what the card is charged now and the points that earns (as the booking will).
 */
export function paymentTotals(values: CheckoutValues, quote: CheckoutQuote) {
  const mode = values['payment.mode']
  const pointsUsed = mode === PaymentMode.POINTS ? quote.points.forDueNow : mode === PaymentMode.SPLIT ? values['payment.points'] : 0
  const pointsPay = mode === PaymentMode.POINTS ? quote.dueNow : pointsValue(pointsUsed, quote)
  const premium = premiumOf(values, quote)
  return { pointsUsed, pointsPay, premium, dueNow: totalWithProtection(quote.dueNow, premium), cardNow: quote.dueNow - pointsPay + premium, earned: pointsEarnedOn(quote.dueNow - pointsPay, quote.earn.perCurrencyUnit) }
}
export type PaymentTotals = ReturnType<typeof paymentTotals>

const linkButtonClass = css({ mt: '2' })

/**
 * The page around a line's sections: the loader while booking, the heading, the form with the error
 * summary on top and Book at the bottom (a ScriptedForm: never sent before its script runs), and the
 * summary beside it.
 */
export function CheckoutFrame({ booking, errors: shownErrors, onSubmit, title: pageTitle, formTitle, loading, summary, submitLabel, soldOut, steps, children }: {
  booking: Pick<Booking, 'submission' | 'formRef' | 'reviewNewPrice' | 'errors' | 'preloadSchema'>
  /** The field errors as the fields show them, when a line names some differently from the request (the flight's contact). */
  errors?: FieldErrors
  onSubmit: () => void
  /** The page's heading, when not "Checkout" (the flight exchange reviews a change). */
  title?: string
  formTitle: string
  loading: { title: string; subtitle: string }
  summary: ReactNode
  submitLabel: string
  /** What a sold-out answer offers instead, with the banner's title. */
  soldOut?: { title: string; action: ReactNode }
  /** The steps shown above the form, when the checkout lacks some (a change with nothing to pay). */
  steps?: readonly CheckoutProgressStep[]
  children: ReactNode
}) {
  const { submission, formRef, reviewNewPrice, errors, preloadSchema } = booking
  const busy = submission.state === 'loading' || submission.state === 'checking'
  const title = submission.code === 'PRICE_CHANGED' ? checkoutText('price-changed.title') : submission.code === 'SOLD_OUT' && soldOut ? soldOut.title : checkoutText('error.title')
  return (
    <>
      {/* Until the confirmation replaces the page: gone at 'success', it would drop the focus to the body. */}
      {(submission.state === 'loading' || submission.state === 'success') && (
        <Suspense fallback={null}>
          <InterstitialLoader loading title={loading.title} subtitle={loading.subtitle} info={checkoutText('loader.info')} />
        </Suspense>
      )}
      <Container className={css({ py: '8' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '6' })}>{pageTitle ?? checkoutText('title')}</h1>
        <Suspense fallback={null}>
          <CheckoutProgress formRef={formRef} steps={steps} />
        </Suspense>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: '8', alignItems: 'start' })}>
          <ScriptedForm
            ref={formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              // Pressed before the payment section's code has come (a slow connection): said, and sent again once
              // its fields are on the page, never a press that does nothing (issue 43).
              const arriving = paymentSectionArriving()
              if (!arriving) return onSubmit()
              announce(checkoutText('book.waiting-for-payment'))
              const form = event.currentTarget
              const sendWhenShown = () => (form.querySelector('[data-payment-loading]') ? requestAnimationFrame(sendWhenShown) : form.requestSubmit())
              void arriving.then(sendWhenShown)
            }}
            aria-labelledby="checkout-form-title"
            onFocus={() => {
              preloadSchema()
              void preloadLoader()
              void preloadErrorSummary()
            }}
            className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
          >
            <h2 id="checkout-form-title" className={css({ srOnly: true })}>
              {formTitle}
            </h2>
            {submission.state === 'error' && submission.message && (
              <Suspense fallback={null}>
                <CheckoutErrorSummary attempt={submission} title={title} message={submission.message} errors={shownErrors ?? errors}>
                {submission.code === 'PRICE_CHANGED' && (
                  <Button variant="outline" size="sm" className={linkButtonClass} onClick={() => void reviewNewPrice()}>
                    {checkoutText('price-changed.review')}
                  </Button>
                )}
                {submission.code === 'SOLD_OUT' && soldOut?.action}
                </CheckoutErrorSummary>
              </Suspense>
            )}
            {children}
            <CheckoutDisclaimers />
            {/* Not disabled while busy: a disabled button drops the focus to the page's body (issue 43 item 2); a second press is refused by useBooking. */}
            <Button type="submit" size="lg" aria-disabled={busy} aria-busy={busy}>
              {busy && <span aria-hidden="true" className={css({ w: '4', h: '4', borderRadius: 'full', borderWidth: '2px', borderColor: 'currentColor', borderTopColor: 'transparent', animation: 'spin 0.8s linear infinite', _motionReduce: { animation: 'none' } })} />}
              {submitLabel}
            </Button>
          </ScriptedForm>
          {summary}
        </div>
      </Container>
    </>
  )
}

/** The content's disclaimers for everyone ('always') and for a member's or a guest's booking, by Book. */
function CheckoutDisclaimers() {
  const { profile } = useMemberSession()
  return <PageDisclaimers conditions={[profile ? 'member' : 'guest']} />
}

/** Book's label: what the card is charged now, else the points it takes. */
export function submitLabelOf(totals: PaymentTotals, quote: { currency: string; points: { forDueNow: number } }, values: CheckoutValues, nothingNow?: string) {
  if (totals.cardNow > 0) return checkoutText('book.pay', { amount: formatPriceFull(totals.cardNow, { currency: quote.currency }) })
  return values['payment.mode'] === PaymentMode.POINTS && quote.points.forDueNow > 0 ? checkoutText('book.points', { points: formatPoints(quote.points.forDueNow) }) : (nothingNow ?? checkoutText('book.now'))
}

/**
 * The traveller's name, email and phone (§R5 rules), with what the line asks beside them; a
 * member picks from their saved travelers and may save this one (saved-travelers.tsx).
 */
export function TravelerSection({ binding, hint, before, onPickSaved, children }: { binding: FieldBinding; hint: string; before?: ReactNode; onPickSaved?: (traveler: TravelerProfile) => void; children?: ReactNode }) {
  return (
    <section aria-labelledby="traveler" className={sectionClass}>
      <h2 id="traveler" className={sectionTitleClass}>
        {checkoutText('traveler.title')}
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{hint}</p>
      <SavedTravelers binding={binding} onPick={onPickSaved} />
      {before}
      <div className={fieldGridClass}>
        <TextInput binding={binding} name="traveler.firstName" label={checkoutText('traveler.first-name')} autoComplete="given-name" {...givenNameInput()} />
        <TextInput binding={binding} name="traveler.lastName" label={checkoutText('traveler.last-name')} autoComplete="family-name" {...familyNameInput()} />
        <TextInput binding={binding} name="traveler.email" label={checkoutText('traveler.email')} type="email" autoComplete="email" inputMode="email" helperText={checkoutText('traveler.email-help')} />
        <TextInput binding={binding} name="traveler.phone" label={checkoutText('traveler.phone')} type="tel" autoComplete="tel" inputMode="tel" />
      </div>
      {children}
      <SaveTravelerFlag binding={binding} />
    </section>
  )
}

/**
 * What trip protection covers, in the booking's own refund terms (see TripProtectionSection), and that its premium
 * is never refunded: every cancellation keeps it, a free one too (simulator/booking/cancellation-quote.ts).
 */
export function tripProtectionWords(offer: Pick<TripProtectionOffer, 'reimbursedShare' | 'premium'>, currency: string, after: string | null) {
  const share = Math.round(offer.reimbursedShare * 100)
  const premium = formatPriceFull(offer.premium.amount, { currency })
  return after === null
    ? `${checkoutText('protection.description-non-refundable', { share })} ${checkoutText('protection.premium-kept-non-refundable', { premium })}`
    : `${checkoutText('protection.description', { after, share })} ${checkoutText('protection.premium-kept', { premium })}`
}

const protectionAcceptances = [
  ['tripProtection.tripProtectionProductAgree', 'protection.agree'],
  ['tripProtection.tripProtectionElectronicCommunicationAccept', 'protection.electronic'],
  ['tripProtection.tripProtectionSignAccept', 'protection.sign'],
] as const

/**
 * Trip protection (§R3) where the platform offers it (never on a booking that cannot be cancelled), in words that
 * match the booking's refund terms: `after` names when a refundable booking starts to cost something; null for a
 * non-refundable one, whose whole charge it reimburses a share of (decision 132). What it covers, its price and the
 * three acceptances adding it asks for are all on the page before the traveller chooses (issue 36: they appeared
 * only once it was ticked); the acceptances are open once it is added, and cleared when it is taken off.
 */
export function TripProtectionSection({ binding, offer, currency, after }: { binding: FieldBinding; offer: TripProtectionOffer; currency: string; after: string | null }) {
  if (!offer.available) return null
  const added = binding.values['tripProtection.tripProtectionProduct']
  const choosing: FieldBinding = {
    ...binding,
    onChange: (name, value) => {
      binding.onChange(name, value)
      if (name === 'tripProtection.tripProtectionProduct' && !value) for (const [acceptance] of protectionAcceptances) binding.onChange(acceptance, false)
    },
  }
  return (
    <section aria-labelledby="trip-protection" className={sectionClass}>
      <SectionHeadingWithTip id="trip-protection" title={checkoutText('protection.title')} tip={{ name: 'trip-protection', label: checkoutText('protection.about') }} />
      <p>{tripProtectionWords(offer, currency, after)}</p>
      <FlagInput binding={choosing} name="tripProtection.tripProtectionProduct">
        {checkoutText('protection.add', { premium: formatPriceFull(offer.premium.amount, { currency }) })}
      </FlagInput>
      <fieldset disabled={!added} className={css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', m: '0', p: '0', pl: '6', color: added ? undefined : 'fg.muted' })}>
        <legend className={css({ fontSize: 'sm', mb: '2' })}>{added ? checkoutText('protection.accept-to-add') : checkoutText('protection.asks-to-accept')}</legend>
        {protectionAcceptances.map(([name, text]) => (
          <FlagInput key={name} binding={binding} name={name}>
            {checkoutText(text)}
          </FlagInput>
        ))}
      </fieldset>
    </section>
  )
}

/** Terms and conditions: the line's conditions, and the box that accepts them. */
export function TermsSection({ binding, accept, children }: { binding: FieldBinding; accept: string; children: ReactNode }) {
  return (
    <section aria-labelledby="terms" className={sectionClass}>
      <h2 id="terms" className={sectionTitleClass}>
        {checkoutText('terms.title')}
      </h2>
      {children}
      <FlagInput binding={binding} name="acceptTerms" required>
        {accept}
      </FlagInput>
    </section>
  )
}

const rowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '4' })
const strongClass = css({ fontWeight: 'bold' })
const dividedClass = css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '2', mt: '1' })

/** One line of a price summary; a strong one (a total) may be set off from the lines above. */
export function SummaryRow({ term, amount, strong = false, divided = false }: { term: ReactNode; amount: string; strong?: boolean; divided?: boolean }) {
  return (
    <div className={cx(rowClass, strong && strongClass, divided && dividedClass)}>
      <dt>{term}</dt>
      <dd>{amount}</dd>
    </div>
  )
}

/**
 * What is due, said once when the traveller changes it (trip protection added or taken off): the summary stands beside
 * the form, or below it on a phone, and changes out of hearing (issue 43, WCAG 4.1.3). Not said for a value restored
 * as the page loads (the focus is then on no control of the form), nor for a new split between points and card, which
 * changes no total and is said by the payment section.
 */
export function useDueNowAnnounced(dueNow: number, currency: string) {
  const said = useRef(dueNow)
  useEffect(() => {
    if (said.current === dueNow) return
    said.current = dueNow
    if (document.activeElement?.closest('form')) announce(checkoutText('summary.due-now-changed', { amount: formatPriceFull(dueNow, { currency }) }))
  }, [dueNow, currency])
}

/**
 * The price summary beside the form: the line's price lines, then how it is paid and what the card is charged now.
 * `total`: the booking's; when all of it is due now, the price due now with the premium is "Total with trip protection",
 * in the words of the flight's summary and every reservation page for the same figure (issue 36: a car said "Due now
 * with trip protection"); only a booking partly paid later (a stay's fees at the hotel, a table's bill) says "Due now".
 */
export function PriceSummary({ currency, totals, total, earned, children }: { currency: string; totals: PaymentTotals; total?: number; earned?: string; children: ReactNode }) {
  const price = (amount: number) => formatPriceFull(amount, { currency })
  useDueNowAnnounced(totals.dueNow, currency)
  // A guest's booking earns nothing: no points are promised to them (issue 36, fifth pass item 2), as on the flight's summary.
  const signedIn = useAuthStatus().status === 'authenticated'
  return (
    <aside aria-labelledby="summary" className={css({ position: { lg: 'sticky' }, top: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '6', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="summary" className={sectionTitleClass}>
        {checkoutText('summary.title')}
      </h2>
      <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {children}
        {/* The premium before what pays: the rows add up, the points and the card paying the total with it (issue 36). */}
        {totals.premium > 0 && <SummaryRow term={checkoutText('summary.protection')} amount={price(totals.premium)} />}
        {totals.premium > 0 && <SummaryRow term={checkoutText(totals.dueNow - totals.premium === total ? 'summary.total-with-protection' : 'summary.due-now-with-protection')} amount={price(totals.dueNow)} strong />}
        {totals.pointsUsed > 0 && <SummaryRow term={checkoutText('summary.points', { points: formatPoints(totals.pointsUsed) })} amount={`−${price(totals.pointsPay)}`} />}
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontWeight: 'bold', fontSize: 'lg' })}>
          <dt>{checkoutText('summary.card-now')}</dt>
          {/* Nothing to pay (a free table, a stay paid at the hotel) reads as nothing, not "$0.00" (issue 36, fifth pass item 4). */}
          <dd>{totals.cardNow === 0 && totals.pointsUsed === 0 ? checkoutText('summary.nothing') : price(totals.cardNow)}</dd>
        </div>
      </dl>
      {earned && signedIn && <p className={css({ color: 'success.default', fontWeight: 'semibold' })}>{earned}</p>}
    </aside>
  )
}
