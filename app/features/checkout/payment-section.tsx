// Payment (§R3, §R4, §R5): the method (Card, Points, Both, monthly payments) among those the
// quote allows (Points shown disabled, with what is missing, when the balance is short), the points
// for Both typed or on a slider, and the card: a member's cards on file first (paid by token, the
// security code only where the network asks: docs/decisions/077), else a new card with its billing
// address. Guests pay by a new card.
import { useQuery } from '@tanstack/react-query'
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { paymentPlanFor, totalWithProtection } from '@contracts/domain/points'
import { cvvLength, detectCardNetwork, savedCardNeedsCvv, type CardNetwork } from '@contracts/validation/card-networks'
import { hasPostcodes, postcodeMaxLength } from '@contracts/validation/postcodes'
import { formatPoints, formatPriceFull, formatWholeNumber } from '~/lib/format/money'
import { paymentPlanText } from '~/lib/format/payment-plan'
import { checkoutPartsText } from '~/i18n/plain/checkout-parts'
import { useCountryOptions } from '~/lib/options/use-country-options'
import { ChoiceGroup, SelectInput, TextInput, familyNameInput, fieldGridClass, givenNameInput, SectionHeadingWithTip, sectionClass, sectionTitleClass, type FieldBinding } from './checkout-fields'
import { needsCard, needsNewCard, pointsValue, premiumOf, type CheckoutValues, type PaymentOffer } from './checkout-form'
import { enteredBeforeHydration } from './checkout-values'
import { clampPoints, fewestSplitPoints, paymentMethods, pointsStep, splitPointsMost, typedPoints } from './payment-choices'
import { useMemberSession } from '~/features/session/use-member-session'
import { siteShellQueryOptions } from '~/features/site-config/site.queries'
import { CountryFlag } from '~/ui/country-flag'
import { formatCardExpiry, groupCardNumber } from '~/lib/format/card-input'
import { PageBanner, PageLabel } from '~/features/page-content/page-content-slot'

const networkNames: Record<CardNetwork, string> = { AX: 'American Express', DS: 'Discover', MC: 'Mastercard', VI: 'Visa' }
const errorTextClass = css({ color: 'danger.default', fontSize: 'sm', fontWeight: 'medium' })

/**
 * `paidLater`: where nothing is charged now (a stay paid at the hotel, a free table), what is paid when, in the line's
 * words; the section then neither offers nor describes paying with points (issue 36).
 */
export function PaymentSection({ binding, offer, signedIn, paidLater }: { binding: FieldBinding; offer: PaymentOffer; signedIn: boolean; paidLater?: string }) {
  const { values } = binding
  const countries = useCountryOptions()
  const { data: flagBase } = useQuery({ ...siteShellQueryOptions(), select: (shell) => shell.publicConfig.flagImageBaseUrl })
  const mode = values['payment.mode']
  const price = (amount: number) => formatPriceFull(amount, { currency: offer.currency })
  const network = detectCardNetwork(values['payment.card.cardNumber'])
  const short = pointsShortBy(offer.points)
  const premium = premiumOf(values, offer)
  // The plan spreads what the card is charged, trip protection included, as the booking will (issue 36).
  const plan = offer.plan && premium > 0 ? paymentPlanFor(totalWithProtection(offer.dueNow, premium), offer.currency, offer.plan.installments) : offer.plan
  const options = paymentMethods
    .filter((method) => offer.paymentModes.includes(method.mode) || (method.mode === PaymentMode.POINTS && short > 0))
    .map((method) => ({
      value: String(method.mode),
      title:
        method.mode === PaymentMode.POINTS
          ? checkoutPartsText('payment.points-option', { points: formatPoints(offer.points.forDueNow) })
          : method.mode === PaymentMode.PLAN && plan
            ? checkoutPartsText('payment.plan-option', { plan: paymentPlanText(plan, price) })
            : method.label,
      ...(method.mode === PaymentMode.POINTS && !offer.paymentModes.includes(method.mode) && { disabled: true, description: checkoutPartsText('payment.points-short', { points: formatPoints(short) }) }),
    }))
  const splitMax = splitPointsMost(offer.points, premium)
  const chooseMode = (next: PaymentMode) => {
    binding.onChange('payment.mode', next)
    if (next === PaymentMode.SPLIT && values['payment.points'] < 1) binding.onChange('payment.points', Math.floor(splitMax / 2) || 1)
  }
  // What was typed or chosen in the server's fields before this section's code came (after the page's): taken in as
  // it hydrates, once, or the next render would put the first values back.
  const section = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const { 'payment.mode': mode, ...entered } = enteredBeforeHydration(values, section.current)
    for (const [name, value] of Object.entries(entered)) binding.onChange(name as keyof CheckoutValues, value)
    if (mode !== undefined) chooseMode(mode)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const nothingNow = offer.dueNow === 0

  return (
    <section ref={section} aria-labelledby="payment" className={sectionClass}>
      {nothingNow ? (
        <>
          <h2 id="payment" className={sectionTitleClass}>
            {checkoutPartsText('payment.title')}
          </h2>
          {/* Nothing to pay now: no points offer, no point's value, no earn promise; what is paid when, and that a card earns nothing here. */}
          <p>{[checkoutPartsText('payment.nothing-now'), paidLater].filter(Boolean).join(' ')}</p>
          {signedIn && <p className={css({ color: 'fg.muted' })}>{checkoutPartsText('payment.nothing-now-earns-nothing')}</p>}
        </>
      ) : (
        <>
          <SectionHeadingWithTip id="payment" title={checkoutPartsText('payment.title')} tip={{ name: 'payment-methods', label: checkoutPartsText('payment.about') }} />
          <PageBanner field="paymentsBanner" />
          <PageLabel field="benefitsDescription" />
        </>
      )}
      {/* With nothing due now (a free table held by a card) points pay nothing: no balance or points words (issue 36, fifth pass item 4). */}
      {offer.points.balance !== null && offer.dueNow > 0 && (
        <p>
          {checkoutPartsText.rich('payment.balance', { points: <strong key="points">{formatPoints(offer.points.balance)}</strong> })}
        </p>
      )}
      {offer.points.reason && offer.dueNow > 0 && <p className={css({ color: 'fg.muted' })}>{signedIn ? offer.points.reason : checkoutPartsText('payment.sign-in-for-points')}</p>}
      {options.length > 1 && (
        <ChoiceGroup
          legend={checkoutPartsText('payment.pay-with')}
          name="payment.mode"
          options={options}
          value={String(mode)}
          error={binding.errors['payment.mode']}
          onChange={(value) => chooseMode(Number(value) as PaymentMode)}
        />
      )}
      {mode === PaymentMode.SPLIT && <SplitPoints binding={binding} max={splitMax} describe={(points) => checkoutPartsText('payment.split', { points: formatPoints(points), amount: price(pointsValue(points, offer)), rest: price(offer.dueNow - pointsValue(points, offer) + premium) })} />}
      {options.length <= 1 && binding.errors['payment.mode'] && <p className={errorTextClass}>{binding.errors['payment.mode']}</p>}
      {needsCard(values) && <CardsOnFile binding={binding} />}
      {needsNewCard(values) && (
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{checkoutPartsText(mode === PaymentMode.POINTS ? 'payment.card-for-premium' : 'payment.card')}</legend>
          <div className={fieldGridClass}>
            <TextInput
              binding={binding}
              name="payment.card.cardNumber"
              label={checkoutPartsText('payment.card-number')}
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
              format={groupCardNumber}
              helperText={network ? checkoutPartsText('payment.card-network', { network: networkNames[network] }) : checkoutPartsText('payment.card-networks')}
            />
            <TextInput binding={binding} name="payment.card.cardExpDate" label={checkoutPartsText('payment.expiry')} autoComplete="cc-exp" placeholder={checkoutPartsText('payment.expiry-placeholder')} inputMode="numeric" maxLength={5} format={formatCardExpiry} />
            <TextInput binding={binding} name="payment.card.cardCVV" label={checkoutPartsText('payment.cvv')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
            <span aria-hidden="true" className={css({ display: { base: 'none', sm: 'block' } })} />
            <TextInput binding={binding} name="payment.card.cardHolderFirstName" label={checkoutPartsText('payment.holder-first-name')} autoComplete="cc-given-name" {...givenNameInput()} />
            <TextInput binding={binding} name="payment.card.cardHolderLastName" label={checkoutPartsText('payment.holder-last-name')} autoComplete="cc-family-name" {...familyNameInput()} />
          </div>
          <div className={fieldGridClass}>
            <TextInput binding={binding} name="payment.card.billingAddress.address" label={checkoutPartsText('payment.address')} autoComplete="address-line1" maxLength={50} />
            <TextInput binding={binding} name="payment.card.billingAddress.city" label={checkoutPartsText('payment.city')} autoComplete="address-level2" maxLength={40} />
            <TextInput binding={binding} name="payment.card.billingAddress.state" label={checkoutPartsText('payment.state')} required={false} autoComplete="address-level1" maxLength={30} />
            <TextInput binding={binding} name="payment.card.billingAddress.zipCode" label={checkoutPartsText('payment.zip')} required={hasPostcodes(values['payment.card.billingAddress.country'])} autoComplete="postal-code" maxLength={postcodeMaxLength} />
            <SelectInput
              binding={binding}
              name="payment.card.billingAddress.country"
              label={
                <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
                  {checkoutPartsText('payment.country')}
                  {values['payment.card.billingAddress.country'] && flagBase && <CountryFlag code={values['payment.card.billingAddress.country']} base={flagBase} />}
                </span>
              }
              options={countries}
              autoComplete="country"
            />
          </div>
        </fieldset>
      )}
    </section>
  )
}

/** Points a member lacks to pay everything with points, where the points could otherwise be used (0 when not short). */
function pointsShortBy(points: PaymentOffer['points']) {
  if (points.balance === null || points.forDueNow <= 0 || points.balance >= points.forDueNow) return 0
  return points.usable || points.balance === 0 ? points.forDueNow - points.balance : 0
}

/**
 * The points for Both: a number field (checked as typed, brought within range when left) and a
 * slider that moves in steps fitting the range, kept in step with each other.
 */
function SplitPoints({ binding, max, describe }: { binding: FieldBinding; max: number; describe: (points: number) => string }) {
  const points = clampPoints(binding.values['payment.points'], max)
  // Keys move the slider by `step`; the slider itself takes every amount (step 1), so that it spans the
  // same range as the field and its help text, from the fewest to the most usable (issue 36, second pass item 5).
  const step = pointsStep(max)
  const min = fewestSplitPoints
  const [typed, setTyped] = useState<string>()
  const typedError = typed !== undefined && typedPoints(typed, max) === null ? checkoutPartsText('payment.points-invalid', { min: formatWholeNumber(min), max: formatPoints(max) }) : undefined
  const error = typedError ?? binding.errors['payment.points']
  const set = (next: number) => {
    setTyped(undefined)
    binding.onChange('payment.points', clampPoints(next, max))
  }
  // Keys move from the amount kept (which may be typed between steps), not from where the slider is drawn.
  const keyMoves: Record<string, (current: number) => number> = {
    ArrowRight: (current) => current + step,
    ArrowUp: (current) => current + step,
    ArrowLeft: (current) => current - step,
    ArrowDown: (current) => current - step,
    PageUp: (current) => current + 10 * step,
    PageDown: (current) => current - 10 * step,
    Home: () => min,
    End: () => max,
  }
  const onSliderKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = keyMoves[event.key]
    if (!move) return
    event.preventDefault()
    set(move(points))
  }
  const field = { w: 'full', h: '10', px: '3', borderWidth: '1px', borderColor: error ? 'danger.default' : 'border.default', borderRadius: 'md', bg: 'bg.default' } as const
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <label htmlFor="points-typed" className={css({ fontWeight: 'medium' })}>
        {checkoutPartsText('payment.points-typed')}
      </label>
      <input
        id="points-typed"
        name="payment.points"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={typed ?? String(points)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'points-help points-error' : 'points-help'}
        onChange={(event) => {
          const value = typedPoints(event.target.value, max)
          setTyped(event.target.value)
          if (value !== null) binding.onChange('payment.points', value)
        }}
        onBlur={() => {
          if (typed === undefined) return
          const digits = Number(typed.replace(/[\s,]/g, ''))
          set(Number.isFinite(digits) && typed.trim() !== '' ? digits : points)
        }}
        className={css({ ...field, maxW: '48' })}
      />
      <p id="points-help" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {checkoutPartsText('payment.points-range', { min: formatWholeNumber(min), max: formatPoints(max), step: formatPoints(step) })}
      </p>
      <input
        id="points-slider"
        type="range"
        aria-label={checkoutPartsText('payment.points-slider')}
        min={min}
        max={max}
        step={1}
        value={points}
        aria-valuetext={describe(points)}
        onChange={(event) => set(Number(event.target.value))}
        onKeyDown={onSliderKey}
        className={css({ w: 'full', accentColor: 'accent.default' })}
      />
      <p aria-live="polite">{describe(points)}</p>
      {error && (
        <p id="points-error" className={errorTextClass}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A member's cards on file, offered before a new card; the security code where the chosen card's network asks for it. */
function CardsOnFile({ binding }: { binding: FieldBinding }) {
  const { activeProfile } = useMemberSession()
  const cards = (activeProfile?.cards ?? []).filter((card) => card.token)
  if (cards.length === 0) return null
  const token = binding.values['payment.savedCard.token']
  const chosen = cards.find((card) => card.token === token)
  const options = [
    ...cards.map((card) => {
      const title = checkoutPartsText('payment.saved-card', { network: networkNames[card.brand.code], last4: card.obfuscatedNumber.slice(-4), holder: card.fullCardHolderName })
      return { value: card.token!, title: card.isDefault ? checkoutPartsText('payment.saved-card-default', { card: title }) : title }
    }),
    { value: '', title: checkoutPartsText('payment.new-card') },
  ]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ChoiceGroup legend={checkoutPartsText('payment.saved-cards')} name="payment.savedCard.token" options={options} value={token} error={binding.errors['payment.savedCard.token']} onChange={(value) => binding.onChange('payment.savedCard.token', value)} />
      {chosen && savedCardNeedsCvv[chosen.brand.code] && (
        <div className={css({ maxW: 'sm' })}>
          <TextInput
            binding={binding}
            name="payment.savedCard.cardCVV"
            label={checkoutPartsText('payment.saved-cvv')}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={cvvLength(chosen.brand.code)}
            helperText={checkoutPartsText('payment.saved-cvv-help', { network: networkNames[chosen.brand.code], digits: cvvLength(chosen.brand.code) })}
          />
        </div>
      )}
    </div>
  )
}
