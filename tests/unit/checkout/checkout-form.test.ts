// §R4.21 form submission (failing fields listed in page order, each focused and scrolled into view
// from the error summary, docs/decisions/115; checkout state
// kept per line and removed off its pages), §R3.47 payment method labels, §D6 (card number and
// CVV never stored; one idempotency key per request).
// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createIdempotencyKeys,
  emptyCheckoutValues,
  fieldErrorsOf,
  needsCard,
  paymentRequestOf,
  secretFields,
} from '~/features/checkout/checkout-form'
import { failingFieldsInOrder, focusField } from '~/features/checkout/failing-fields'
import { paymentMethods } from '~/features/checkout/payment-choices'
import { readCheckout, removeStaleCheckouts, writeCheckout } from '~/features/checkout/checkout-storage'

describe('checkout form model', () => {
  it('labels the payment methods as §R3 does', () => {
    expect(paymentMethods.map((method) => [method.mode, method.label])).toEqual([
      [0, 'Card'],
      [1, 'Points'],
      [2, 'Both'],
      [3, 'Card, in monthly payments'],
    ])
  })

  it('asks for a card except when points pay everything and no trip protection is added', () => {
    expect(needsCard({ 'payment.mode': 1, 'tripProtection.tripProtectionProduct': false })).toBe(false)
    expect(needsCard({ 'payment.mode': 1, 'tripProtection.tripProtectionProduct': true })).toBe(true)
    expect(needsCard({ 'payment.mode': 2, 'tripProtection.tripProtectionProduct': false })).toBe(true)
  })

  it('sends all the points for Points, the chosen points for Both, and none for the card', () => {
    const values = emptyCheckoutValues({ 'payment.points': 500 })
    expect(paymentRequestOf({ ...values, 'payment.mode': 1 }, { forDueNow: 9_000 })).toMatchObject({ mode: 1, points: 9_000, card: undefined })
    expect(paymentRequestOf({ ...values, 'payment.mode': 2 }, { forDueNow: 9_000 })).toMatchObject({ mode: 2, points: 500 })
    expect(paymentRequestOf({ ...values, 'payment.mode': 0 }, { forDueNow: 9_000 }).points).toBe(0)
  })

  it('places server field errors beside their fields', () => {
    const errors = fieldErrorsOf([
      { code: 'CARD_DECLINED', message: 'Declined.', field: 'body.payment.card.cardNumber' },
      { code: 'VALIDATION_ERROR', message: 'body.traveler.email: Enter a valid email address.', field: 'body.traveler.email' },
      { code: 'SOLD_OUT', message: 'Gone.' },
    ])
    expect(errors).toEqual({ 'payment.card.cardNumber': 'Declined.', 'traveler.email': 'Enter a valid email address.' })
  })

  it('reuses the idempotency key for the same request and makes a new one when it changes', () => {
    const keys = createIdempotencyKeys()
    const first = keys.keyFor({ a: 1 })
    expect(keys.keyFor({ a: 1 })).toBe(first)
    expect(keys.keyFor({ a: 2 })).not.toBe(first)
    keys.reset()
    expect(keys.keyFor({ a: 2 })).toMatch(/^[\w-]{16,64}$/)
  })
})

describe('the failing fields of the error summary', () => {
  it('lists them in page order whatever a line adds (passengers before the card), a group named by its fieldset, and errors without a field last', () => {
    document.body.innerHTML = `<form>
      <input id="email" name="traveler.email">
      <fieldset><legend>Passenger 1 (Adult)</legend>
        <label for="first">First name<span aria-hidden="true"> *</span><span> required</span></label><input id="first" name="passengers.0.firstName">
        <input id="birth" name="passengers.0.dateOfBirth" type="date">
        <fieldset data-field="passengers.0.passport"><legend>Passport</legend><label for="expiry">Expiry date</label><input id="expiry" name="passengers.0.passport.expiresOn" type="date"></fieldset>
      </fieldset>
      <fieldset><legend>Payment method</legend><label><input id="card" type="radio" name="payment.mode" value="0">Card</label><input type="radio" name="payment.mode" value="1"></fieldset>
      <label for="number">Card number</label><input id="number" name="payment.card.cardNumber">
      <label><input type="checkbox" id="terms" name="acceptTerms"><span>I accept the terms</span></label>
    </form>`
    const form = document.querySelector('form')!
    const listed = failingFieldsInOrder(form, {
      acceptTerms: 'Accept the terms.',
      'payment.card.cardNumber': 'Enter a valid card number.',
      'passengers.0.seats': 'Choose a seat.',
      'passengers.0.passport.expiresOn': 'Enter the passport expiry date.',
      'passengers.0.passport': 'Give the passport.',
      'payment.mode': 'Choose how to pay.',
      'passengers.0.firstName': 'Enter the first name.',
      'traveler.email': undefined,
    })
    expect(listed.map((field) => [field.name, field.target?.id, field.group, field.label])).toEqual([
      ['passengers.0.firstName', 'first', 'Passenger 1 (Adult)', 'First name'],
      // The passport's own error and its expiry share the first control: listed once.
      ['passengers.0.passport.expiresOn', 'expiry', 'Passenger 1 (Adult)', 'Expiry date'],
      ['payment.mode', 'card', undefined, 'Payment method'],
      ['payment.card.cardNumber', 'number', undefined, 'Card number'],
      ['acceptTerms', 'terms', undefined, 'I accept the terms'],
      ['passengers.0.seats', undefined, undefined, undefined],
    ])
  })

  it('focuses a field and scrolls it into view, without motion when the traveller asks for less', () => {
    document.body.innerHTML = '<form><input name="payment.card.cardNumber"></form>'
    const card = document.querySelector<HTMLInputElement>('input')!
    card.scrollIntoView = vi.fn()
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia
    focusField(card)
    expect(document.activeElement).toBe(card)
    expect(card.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' })
  })
})

describe('checkout storage', () => {
  beforeEach(() => sessionStorage.clear())

  it('never stores the card number or CVV', () => {
    writeCheckout('accommodations-checkout-data', { 'traveler.firstName': 'Jo', 'payment.card.cardNumber': '4111111111111111', 'payment.card.cardCVV': '123' }, secretFields)
    expect(readCheckout('accommodations-checkout-data')).toEqual({ 'traveler.firstName': 'Jo' })
    expect(sessionStorage.getItem('accommodations-checkout-data')).not.toMatch(/4111|123/)
  })

  it('removes a line’s checkout once the path leaves its pages', () => {
    writeCheckout('accommodations-checkout-data', { a: 1 }, [])
    writeCheckout('tours-checkout-data', { b: 2 }, [])
    writeCheckout('flights-exchange-data', { c: 3 }, [])
    removeStaleCheckouts('/accommodations/offer')
    expect(readCheckout('accommodations-checkout-data')).toEqual({ a: 1 })
    expect(readCheckout('tours-checkout-data')).toBeUndefined()
    expect(readCheckout('flights-exchange-data')).toBeUndefined()
    writeCheckout('tours-checkout-data', { b: 2 }, [])
    removeStaleCheckouts('/tours/checkout')
    expect(readCheckout('accommodations-checkout-data')).toBeUndefined()
    expect(readCheckout('tours-checkout-data')).toEqual({ b: 2 })
    removeStaleCheckouts('/transport/checkout')
    expect(readCheckout('tours-checkout-data')).toBeUndefined()
  })

  it('drops a corrupt record', () => {
    sessionStorage.setItem('dining-checkout-data', '{not json')
    expect(readCheckout('dining-checkout-data')).toBeUndefined()
    expect(sessionStorage.getItem('dining-checkout-data')).toBeNull()
  })
})
