// The payment section as every checkout shows it: its code (card formats, postcode rules, country flags)
// loads beside the page rather than in its first-load JavaScript; until it arrives the server's markup
// stays in place, and a client-side navigation shows a line saying it is loading (docs/decisions/083).
// The server loads that code when it starts, so its render always holds the card fields: a first render
// that streamed "Loading payment options…" left a page without script with no way to pay (issue 36,
// fourth pass item 6).
import { Suspense, lazy, type ComponentProps } from 'react'
import { checkoutText } from '~/i18n/plain/checkout'

type PaymentSectionModule = typeof import('./payment-section')

let loaded: PaymentSectionModule | undefined
const load = () => import('./payment-section').then((module) => (loaded = module))
if (import.meta.env.SSR) void load()

const PaymentSectionCode = lazy(() => load().then((module) => ({ default: module.PaymentSection })))

export function PaymentSection(props: ComponentProps<typeof PaymentSectionCode>) {
  // The same Suspense boundary on both sides, so the browser keeps the server's markup while its code arrives.
  const Loaded = import.meta.env.SSR ? loaded?.PaymentSection : undefined
  return <Suspense fallback={<p>{checkoutText('payment.loading')}</p>}>{Loaded ? <Loaded {...props} /> : <PaymentSectionCode {...props} />}</Suspense>
}
