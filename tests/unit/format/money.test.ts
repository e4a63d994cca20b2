// SPEC.md §9 formats: prices from minor units without decimals in short form, currency code only when configured; points.
import { describe, expect, it } from 'vitest'
import { formatPoints, formatPrice, formatPriceFull, formatPriceShort, minorUnitDigits } from '~/lib/format'
import { paymentPlanText } from '~/lib/format/payment-plan'

// Intl puts a no-break space between a currency code and the amount.
const nbsp = '\u00a0'

describe('prices', () => {
  it('drops the decimals in the short form and keeps them in the full form', () => {
    expect(formatPriceShort(123_456)).toBe('$1,235')
    expect(formatPriceShort(123_449)).toBe('$1,234')
    expect(formatPriceFull(123_456)).toBe('$1,234.56')
    expect(formatPriceFull(100_000)).toBe('$1,000.00')
    expect(formatPrice(123_456)).toBe('$1,235')
    expect(formatPrice(0)).toBe('$0')
  })

  it('shows the currency code instead of the symbol only when the site config asks for it', () => {
    expect(formatPriceShort(123_456, { showCurrencyCode: false })).toBe('$1,235')
    expect(formatPriceShort(123_456, { showCurrencyCode: true })).toBe(`USD${nbsp}1,235`)
    expect(formatPriceFull(123_456, { showCurrencyCode: true })).toBe(`USD${nbsp}1,234.56`)
  })

  it('uses each currency’s minor unit', () => {
    expect(minorUnitDigits('USD')).toBe(2)
    expect(minorUnitDigits('JPY')).toBe(0)
    expect(formatPriceFull(123_456, { currency: 'JPY' })).toBe('¥123,456')
    expect(formatPriceFull(1_234_567, { currency: 'KWD', showCurrencyCode: true })).toBe(`KWD${nbsp}1,234.567`)
    expect(formatPriceShort(123_456, { currency: 'EUR' })).toBe('€1,235')
  })

  it('writes the currency as the locale does', () => {
    expect(formatPriceShort(123_456, { locale: 'en-GB' })).toBe('US$1,235')
    expect(formatPriceShort(123_456, { locale: 'en-GB', currency: 'GBP' })).toBe('£1,235')
    expect(formatPriceShort(123_456, { locale: 'en-GB', showCurrencyCode: true })).toBe(`USD${nbsp}1,235`)
  })

  it('shows negative amounts and nothing for a non-number', () => {
    expect(formatPriceFull(-2_550)).toBe('-$25.50')
    expect(formatPrice(Number.NaN)).toBe('')
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('')
  })
})

describe('points', () => {
  it('groups thousands and adds the unit', () => {
    expect(formatPoints(125_000)).toBe('125,000 pts')
    expect(formatPoints(0)).toBe('0 pts')
    expect(formatPoints(1_234.6)).toBe('1,235 pts')
    expect(formatPoints(Number.NaN)).toBe('')
  })
})

describe('paymentPlanText', () => {
  const price = (amount: number) => formatPriceFull(amount, { currency: 'USD' })
  it('names one amount when the instalments are equal, and the last apart when rounding made it differ', () => {
    expect(paymentPlanText({ installments: 3, installment: { amount: 3_334 }, lastInstallment: { amount: 3_334 } }, price)).toBe('3 monthly payments of $33.34')
    expect(paymentPlanText({ installments: 3, installment: { amount: 3_333 }, lastInstallment: { amount: 3_335 } }, price)).toBe('3 monthly payments: 2 of $33.33 and a last one of $33.35')
  })
})
