// SPEC.md §4 form submission (failing field focused and scrolled into view after 2 s; checkout state
// kept per line and removed off its pages), §3 payment method labels, DESIGN.md §6 (card number and
// CVV never stored; one idempotency key per request).
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createIdempotencyKeys,
  emptyCheckoutValues,
  fieldErrorsOf,
  firstFailingField,
  focusFirstFailingField,
  needsCard,
  paymentMethods,
  paymentRequestOf,
  secretFields,
} from '~/features/checkout/checkout-form'
import { readCheckout, removeStaleCheckouts, writeCheckout } from '~/features/checkout/checkout-storage'

describe('checkout form model', () => {
  it('labels the payment methods as SPEC.md §3 does', () => {
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

  it('places server field errors beside their fields, first one first in screen order', () => {
    const errors = fieldErrorsOf([
      { code: 'CARD_DECLINED', message: 'Declined.', field: 'body.payment.card.cardNumber' },
      { code: 'VALIDATION_ERROR', message: 'body.traveler.email: Enter a valid email address.', field: 'body.traveler.email' },
      { code: 'SOLD_OUT', message: 'Gone.' },
    ])
    expect(errors).toEqual({ 'payment.card.cardNumber': 'Declined.', 'traveler.email': 'Enter a valid email address.' })
    expect(firstFailingField(errors)).toBe('traveler.email')
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

describe('focusing the first failing field', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 2 s, then focuses and scrolls to the first failing field', () => {
    document.body.innerHTML = '<form><input name="traveler.firstName"><input name="payment.card.cardNumber"></form>'
    const form = document.querySelector('form')
    const card = document.querySelector<HTMLInputElement>('[name="payment.card.cardNumber"]')!
    card.scrollIntoView = vi.fn()
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia
    focusFirstFailingField(form, { 'payment.card.cardNumber': 'Enter a valid card number.' })
    vi.advanceTimersByTime(1_999)
    expect(document.activeElement).not.toBe(card)
    vi.advanceTimersByTime(1)
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
    writeCheckout('activities-checkout', { b: 2 }, [])
    removeStaleCheckouts('/accommodations/offer')
    expect(readCheckout('accommodations-checkout-data')).toEqual({ a: 1 })
    expect(readCheckout('activities-checkout')).toBeUndefined()
    removeStaleCheckouts('/transport/checkout')
    expect(readCheckout('accommodations-checkout-data')).toBeUndefined()
  })

  it('drops a corrupt record', () => {
    sessionStorage.setItem('dining-checkout-data', '{not json')
    expect(readCheckout('dining-checkout-data')).toBeUndefined()
    expect(sessionStorage.getItem('dining-checkout-data')).toBeNull()
  })
})
