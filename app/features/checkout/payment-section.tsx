// Payment (SPEC.md §3, §4, §5): the method (Card, Points, Both, monthly payments) among those the
// quote allows, a points slider for Both, and the card with its billing address. Guests pay by card.
import { css } from 'styled-system/css'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { detectCardNetwork, type CardNetwork } from '@contracts/validation/card-networks'
import { hasPostcodes, postcodeMaxLength } from '@contracts/validation/postcodes'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { paymentPlanText } from '~/lib/format/payment-plan'
import { checkoutText } from '~/i18n/plain/checkout'
import { useCountryOptions } from '~/lib/options/use-country-options'
import { ChoiceGroup, SelectInput, TextInput, fieldGridClass, sectionClass, sectionTitleClass, type FieldBinding } from './checkout-fields'
import { needsCard, paymentMethods, pointsValue } from './checkout-form'
import { formatCardExpiry, groupCardNumber } from '~/lib/format/card-input'
import { PageBanner, PageLabel } from '~/features/shell/page-content-slot'

export type PaymentOffer = {
  currency: string
  dueNow: number
  paymentModes: readonly number[]
  points: { usable: boolean; reason: string | null; balance: number | null; value: { points: number; minorUnits: number }; forDueNow: number; max: number }
  plan: { installments: number; installment: { amount: number }; lastInstallment?: { amount: number } } | null
}

const networkNames: Record<CardNetwork, string> = { AX: 'American Express', DS: 'Discover', MC: 'Mastercard', VI: 'Visa' }


export function PaymentSection({ binding, offer, signedIn }: { binding: FieldBinding; offer: PaymentOffer; signedIn: boolean }) {
  const { values } = binding
  const countries = useCountryOptions()
  const mode = values['payment.mode']
  const price = (amount: number) => formatPriceFull(amount, { currency: offer.currency })
  const network = detectCardNetwork(values['payment.card.cardNumber'])
  const options = paymentMethods
    .filter((method) => offer.paymentModes.includes(method.mode))
    .map((method) => ({
      value: String(method.mode),
      title:
        method.mode === PaymentMode.POINTS
          ? checkoutText('payment.points-option', { points: formatPoints(offer.points.forDueNow) })
          : method.mode === PaymentMode.PLAN && offer.plan
            ? checkoutText('payment.plan-option', { plan: paymentPlanText(offer.plan, price) })
            : method.label,
    }))
  const splitMax = Math.max(1, Math.min(offer.points.max, offer.points.forDueNow - 1))
  const splitPoints = Math.min(Math.max(1, values['payment.points']), splitMax)

  return (
    <section aria-labelledby="payment" className={sectionClass}>
      <h2 id="payment" className={sectionTitleClass}>
        {checkoutText('payment.title')}
      </h2>
      <PageBanner field="paymentsBanner" />
      <PageLabel field="benefitsDescription" />
      {offer.points.balance !== null && (
        <p>
          {checkoutText.rich('payment.balance', { points: <strong key="points">{formatPoints(offer.points.balance)}</strong> })}
        </p>
      )}
      {offer.points.reason && <p className={css({ color: 'fg.muted' })}>{signedIn ? offer.points.reason : checkoutText('payment.sign-in-for-points')}</p>}
      {options.length > 1 && (
        <ChoiceGroup
          legend={checkoutText('payment.pay-with')}
          name="payment.mode"
          options={options}
          value={String(mode)}
          error={binding.errors['payment.mode']}
          onChange={(value) => {
            const next = Number(value) as PaymentMode
            binding.onChange('payment.mode', next)
            if (next === PaymentMode.SPLIT && values['payment.points'] < 1) binding.onChange('payment.points', Math.floor(splitMax / 2) || 1)
          }}
        />
      )}
      {mode === PaymentMode.SPLIT && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <label htmlFor="points-slider" className={css({ fontWeight: 'medium' })}>
            {checkoutText('payment.points-to-use')}
          </label>
          <input
            id="points-slider"
            name="payment.points"
            type="range"
            min={1}
            max={splitMax}
            step={1}
            value={splitPoints}
            aria-valuetext={checkoutText('payment.split-value', { points: formatPoints(splitPoints), amount: price(pointsValue(splitPoints, offer)) })}
            onChange={(event) => binding.onChange('payment.points', Number(event.target.value))}
            className={css({ w: 'full', accentColor: 'accent.default' })}
          />
          <p aria-live="polite">
            {checkoutText('payment.split', { points: formatPoints(splitPoints), amount: price(pointsValue(splitPoints, offer)), rest: price(offer.dueNow - pointsValue(splitPoints, offer)) })}
          </p>
          {binding.errors['payment.points'] && <p className={css({ color: 'danger.default', fontSize: 'sm', fontWeight: 'medium' })}>{binding.errors['payment.points']}</p>}
        </div>
      )}
      {options.length <= 1 && binding.errors['payment.mode'] && <p className={css({ color: 'danger.default', fontSize: 'sm', fontWeight: 'medium' })}>{binding.errors['payment.mode']}</p>}
      {needsCard(values) && (
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{checkoutText(mode === PaymentMode.POINTS ? 'payment.card-for-premium' : 'payment.card')}</legend>
          <div className={fieldGridClass}>
            <TextInput
              binding={binding}
              name="payment.card.cardNumber"
              label={checkoutText('payment.card-number')}
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
              format={groupCardNumber}
              helperText={network ? checkoutText('payment.card-network', { network: networkNames[network] }) : checkoutText('payment.card-networks')}
            />
            <TextInput binding={binding} name="payment.card.cardExpDate" label={checkoutText('payment.expiry')} autoComplete="cc-exp" placeholder={checkoutText('payment.expiry-placeholder')} inputMode="numeric" maxLength={5} format={formatCardExpiry} />
            <TextInput binding={binding} name="payment.card.cardCVV" label={checkoutText('payment.cvv')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
            <span aria-hidden="true" className={css({ display: { base: 'none', sm: 'block' } })} />
            <TextInput binding={binding} name="payment.card.cardHolderFirstName" label={checkoutText('payment.holder-first-name')} autoComplete="cc-given-name" />
            <TextInput binding={binding} name="payment.card.cardHolderLastName" label={checkoutText('payment.holder-last-name')} autoComplete="cc-family-name" />
          </div>
          <div className={fieldGridClass}>
            <TextInput binding={binding} name="payment.card.billingAddress.address" label={checkoutText('payment.address')} autoComplete="address-line1" maxLength={50} />
            <TextInput binding={binding} name="payment.card.billingAddress.city" label={checkoutText('payment.city')} autoComplete="address-level2" maxLength={40} />
            <TextInput binding={binding} name="payment.card.billingAddress.state" label={checkoutText('payment.state')} required={false} autoComplete="address-level1" maxLength={30} />
            <TextInput binding={binding} name="payment.card.billingAddress.zipCode" label={checkoutText('payment.zip')} required={hasPostcodes(values['payment.card.billingAddress.country'])} autoComplete="postal-code" maxLength={postcodeMaxLength} />
            <SelectInput binding={binding} name="payment.card.billingAddress.country" label={checkoutText('payment.country')} options={countries} />
          </div>
        </fieldset>
      )}
    </section>
  )
}
