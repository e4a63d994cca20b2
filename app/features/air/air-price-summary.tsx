// The price summary beside flight checkout: fare, taxes, bags, points, trip protection and what the
// card is charged now. Loaded beside the checkout page, off its first load.
import { css } from 'styled-system/css'
import type { AirQuote } from '@contracts/lxp/air-checkout.schema'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { sectionTitleClass } from '../checkout/checkout-fields'
import { airText } from '~/i18n/plain/air'
import { checkoutText } from '~/i18n/plain/checkout'

type Props = {
  quote: AirQuote
  passengerCount: number
  pointsUsed: number
  pointsPay: number
  premium: number
  /** The total with the premium (paymentTotals' `dueNow`): what the points and the card pay between them. */
  dueNow: number
  cardNow: number
  earned: number
  signedIn: boolean
}

export function PriceSummary({ quote, passengerCount, pointsUsed, pointsPay, premium, dueNow, cardNow, earned, signedIn }: Props) {
  const price = (amount: number) => formatPriceFull(amount, { currency: quote.price.currency })
  return (
    <aside
      aria-labelledby="summary"
      className={css({
        position: { lg: 'sticky' },
        top: '4',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        p: '6',
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
      })}
    >
      <h2 id="summary" className={sectionTitleClass}>
        {airText('price-summary.summary')}
      </h2>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          columnGap: '4',
          rowGap: '1',
        })}
      >
        <dt>{airText.plural('price-summary.fare', passengerCount)}</dt>
        <dd>{price(quote.price.base)}</dd>
        <dt>{airText('price-summary.taxes-and-fees')}</dt>
        <dd>{price(quote.price.taxes)}</dd>
        {quote.price.baggage > 0 && (
          <>
            <dt>{airText('passenger-fields.checked-bags')}</dt>
            <dd>{price(quote.price.baggage)}</dd>
          </>
        )}
        <dt className={css({ fontWeight: 'bold' })}>{airText('reservation-details.total')}</dt>
        <dd className={css({ fontWeight: 'bold' })}>{price(quote.price.total)}</dd>
        {/* The premium before what pays: the points and the card pay the total with it, and the rows add up, in the words of every line's summary (issue 36). */}
        {premium > 0 && (
          <>
            <dt>{airText('reservation-details.trip-protection')}</dt>
            <dd>{price(premium)}</dd>
            <dt className={css({ fontWeight: 'bold' })}>{checkoutText('summary.total-with-protection')}</dt>
            <dd className={css({ fontWeight: 'bold' })}>{price(dueNow)}</dd>
          </>
        )}
        {pointsPay > 0 && (
          <>
            <dt>{airText('summary.paid-with', { points: formatPoints(pointsUsed) })}</dt>
            <dd>−{price(pointsPay)}</dd>
          </>
        )}
        <dt className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{airText('price-summary.charged-to-your')}</dt>
        <dd className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{price(cardNow)}</dd>
      </dl>
      {quote.earn.perCurrencyUnit > 0 && signedIn && (
        <p className={css({ color: 'success.default', fontWeight: 'semibold' })}>
          {airText('summary.you-earn-on', { points: formatPoints(earned) })}
        </p>
      )}
    </aside>
  )
}
