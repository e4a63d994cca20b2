// The payment section as every checkout shows it: its code (card formats, postcode rules, country flags)
// loads beside the page rather than in its first-load JavaScript; until it arrives the server's markup
// stays in place, and a client-side navigation shows a line saying it is loading (docs/decisions/083).
import { Suspense, lazy, type ComponentProps } from 'react'
import { checkoutText } from '~/i18n/plain/checkout'

const PaymentSectionCode = lazy(() => import('./payment-section').then((module) => ({ default: module.PaymentSection })))

export function PaymentSection(props: ComponentProps<typeof PaymentSectionCode>) {
  return (
    <Suspense fallback={<p>{checkoutText('payment.loading')}</p>}>
      <PaymentSectionCode {...props} />
    </Suspense>
  )
}
