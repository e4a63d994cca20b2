// The payment section as every checkout shows it: its code (card formats, postcode rules, country flags)
// loads beside the page rather than in its first-load JavaScript; until it arrives the server's markup
// stays in place, and a client-side navigation shows a line saying it is loading (docs/decisions/083).
// The server loads that code when it starts (app/server.ts), so its render always holds the card fields: a
// first render that streamed "Loading payment options…" left a page without script with no way to pay
// (issue 36, fourth pass item 6).
import { Suspense, lazy, memo, useEffect, useState, type ComponentProps } from 'react'
import { checkoutText } from '~/i18n/plain/checkout'
import type * as PaymentSectionModule from './payment-section'

let loaded: typeof PaymentSectionModule | undefined
let loading: Promise<typeof PaymentSectionModule> | undefined
/** The section's code, once loaded: the server entry calls it at start, before any checkout renders. */
export const loadPaymentSection = () => (loading ??= import('./payment-section').then((module) => (loaded = module)))
/**
 * The section's code while it is on its way to a page that shows it (undefined once there, or on a page without
 * it): a Book pressed meanwhile waits for it, since the card fields it checks are not on the page yet (issue 43).
 */
export const paymentSectionArriving = () => (loaded ? undefined : loading)

const PaymentSectionCode = lazy(() => loadPaymentSection().then((module) => ({ default: module.PaymentSection })))
type Props = ComponentProps<typeof PaymentSectionCode>

const Boundary = memo(function Boundary(props: Props) {
  // The same Suspense boundary on both sides, so the browser keeps the server's markup while its code arrives.
  const Loaded = import.meta.env.SSR ? loaded?.PaymentSection : undefined
  return <Suspense fallback={<p data-payment-loading="">{checkoutText('payment.loading')}</p>}>{Loaded ? <Loaded {...props} /> : <PaymentSectionCode {...props} />}</Suspense>
})

export function PaymentSection(props: Props) {
  // Until its code has come the section is the server's markup, which React has not hydrated: a render with other
  // props (the checkout taking in what was typed, a member's card) would make React draw it anew, dropping a press or
  // the focus meanwhile. It keeps its first props until then, and takes the checkout's once its code is there.
  const [first] = useState(props)
  const [arrived, setArrived] = useState(() => loaded !== undefined)
  useEffect(() => {
    if (!arrived) void loadPaymentSection().then(() => setArrived(true))
  }, [arrived])
  return <Boundary {...(arrived ? props : first)} />
}
