// The checkout every line of business shares (§R2.20 checkout sections, §R4 payment and focus
// rules): the frame with its error banner and Book button, and the traveller, trip protection, terms and
// price summary sections. The form's values are ./checkout-values.ts's, its booking ./checkout-booking.ts's.
// A line's page adds only what is its own: what it reviews, its extra fields and its price lines.
import { Suspense, lazy, useEffect, useRef, type ComponentType, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { useAuthStatus, useMemberSession } from '~/features/session/use-member-session'
import { checkoutText } from '~/i18n/plain/checkout'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { ScriptedForm } from '~/ui/scripted-form'
import { FlagInput, TextInput, familyNameInput, fieldGridClass, givenNameInput, SectionHeadingWithTip, sectionClass, sectionTitleClass, type FieldBinding } from './checkout-fields'
import type { CheckoutValues, FieldErrors, PaymentTotals, TripProtectionOffer } from './checkout-form'
import type { Booking } from './checkout-booking'
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
