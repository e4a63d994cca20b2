// A member's payment at checkout (docs/decisions/077, 139): §R4.19 payment modes (the card by default,
// the split control's steps and typed amount) and §R5 card rules (the security code
// of a card on file asked by network; a token pays only for its own member).
import { describe, expect, it } from 'vitest'
import { PaymentMode } from '@contracts/domain/payment'
import { savedCardNeedsCvv } from '@contracts/validation/card-networks'
import { paymentRequestOf, emptyCheckoutValues } from '~/features/checkout/checkout-form'
import { clampPoints, pointsStep, typedPoints } from '~/features/checkout/payment-choices'
import { memberPayment } from '~/features/checkout/checkout-values'
import { cardsOnFileOf, cardTokenOf, chargeCardOnFile, withCardTokens } from '@simulator/loyalty/cards-on-file'
import { demoCard } from '@contracts/lxp/demo-loyalty'
import { refusalOf } from '../../fixtures/simulator-refusal'

describe('the default payment for a member (§R4.19, docs/decisions/139)', () => {
  it('is the card on file, whatever the balance: points are spent only when the member chooses them (issue 36, fifth pass item 12)', () => {
    const cards = [{ token: 'tok-mc', isDefault: false }, { token: 'tok-visa', isDefault: true }]
    const unchosen = emptyCheckoutValues()
    expect(unchosen['payment.mode']).toBe(PaymentMode.CASH)
    expect(unchosen['payment.points']).toBe(0)
    expect(memberPayment(cards, unchosen)).toEqual({ 'payment.savedCard.token': 'tok-visa' })
    expect(memberPayment([{ isDefault: true }], unchosen)).toEqual({ 'payment.savedCard.token': '' })
  })

  it('leaves what the member chose before their profile came: the way to pay, a card', () => {
    const cards = [{ token: 'tok-visa', isDefault: true }]
    const chose = { ...emptyCheckoutValues(), 'payment.mode': PaymentMode.SPLIT, 'payment.points': 5_000 }
    expect({ ...chose, ...memberPayment(cards, chose) }).toMatchObject({ 'payment.mode': PaymentMode.SPLIT, 'payment.points': 5_000, 'payment.savedCard.token': 'tok-visa' })
    expect(memberPayment(cards, { ...chose, 'payment.savedCard.token': 'tok-mc' })).toEqual({})
  })
})

describe('the split control (§R4 SPLIT)', () => {
  it('moves in steps of about a hundredth of the range', () => {
    expect([pointsStep(300), pointsStep(4_000), pointsStep(40_000), pointsStep(1_250_000)]).toEqual([1, 10, 100, 1_000])
  })

  it('takes a typed whole number from 1 to the most usable, and refuses anything else', () => {
    expect(typedPoints('12345', 50_000)).toBe(12_345)
    expect(typedPoints('12,345', 50_000)).toBe(12_345)
    expect([typedPoints('0', 50_000), typedPoints('50001', 50_000), typedPoints('12.5', 50_000), typedPoints('', 50_000), typedPoints('-3', 50_000)]).toEqual([null, null, null, null, null])
  })

  it('keeps the slider within 1 and the most usable', () => {
    expect([clampPoints(0, 500), clampPoints(900, 500), clampPoints(250.4, 500)]).toEqual([1, 500, 250])
  })
})

describe('a card on file (§R5 card rules, docs/decisions/077)', () => {
  const amex = demoCard('Avery Platinum', '1005', 'AX', true)
  const visa = demoCard('Devon Account', '6004', 'VI', true)
  const cards = [...cardsOnFileOf('CC-100001', { cards: [amex] } as never), ...cardsOnFileOf('CC-100004', { cards: [visa] } as never)]
  const amexToken = cardTokenOf('CC-100001', amex)
  const visaToken = cardTokenOf('CC-100004', visa)

  it('asks for the security code where the network asks for it on a saved card: American Express only', () => {
    expect(savedCardNeedsCvv).toEqual({ AX: true, DS: false, MC: false, VI: false })
  })

  it('charges a Visa on file without a code, and an American Express with its 4 digits, keeping the card masked', () => {
    expect(chargeCardOnFile({ token: visaToken }, cards)).toEqual({ network: 'VI', maskedCardNumber: '•••• 6004', holderName: 'Devon Account' })
    expect(chargeCardOnFile({ token: amexToken, cardCVV: '1234' }, cards)).toMatchObject({ network: 'AX', maskedCardNumber: '•••• 1005' })
  })

  it('refuses an American Express without its code or with 3 digits, beside the code field', () => {
    expect(refusalOf(() => chargeCardOnFile({ token: amexToken }, cards))).toMatchObject({ code: 'PAYMENT_NOT_ALLOWED', field: 'payment.savedCard.cardCVV' })
    expect(refusalOf(() => chargeCardOnFile({ token: amexToken, cardCVV: '123' }, cards))).toMatchObject({ field: 'payment.savedCard.cardCVV' })
  })

  it("refuses a token that is not one of this member's cards", () => {
    const own = cardsOnFileOf('CC-100004', { cards: [visa] } as never)
    expect(refusalOf(() => chargeCardOnFile({ token: amexToken, cardCVV: '1234' }, own))).toMatchObject({ code: 'PAYMENT_NOT_ALLOWED', field: 'payment.savedCard.token' })
    // The same card of another customer has another token.
    expect(cardTokenOf('CC-100002', amex)).not.toBe(amexToken)
  })

  it('hands the tokens out with the profile, never a number', () => {
    const loyalty = withCardTokens('CC-100004', { type: 'ACCOUNT_BASED', cards: [visa] } as never)
    expect(loyalty).toMatchObject({ cards: [{ token: visaToken, obfuscatedNumber: '•••••6004' }] })
  })

  it('is what the checkout sends, with the code only when typed, and no typed card beside it', () => {
    const values = emptyCheckoutValues({ 'payment.savedCard.token': visaToken })
    expect(paymentRequestOf(values, { forDueNow: 1_000 })).toEqual({ mode: PaymentMode.CASH, points: 0, card: undefined, savedCard: { token: visaToken, cardCVV: undefined } })
    expect(paymentRequestOf({ ...values, 'payment.mode': PaymentMode.POINTS }, { forDueNow: 1_000 }).savedCard).toBeUndefined()
  })
})
