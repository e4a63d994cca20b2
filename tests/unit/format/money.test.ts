// §R9 formats: prices from minor units without decimals in short form, currency code only when configured; points.
import { describe, expect, it } from 'vitest'
import { formatPoints, formatPrice, formatPriceFull, formatPriceShort, minorUnitDigits } from '~/lib/format'
import { wholeUnitsAddingUp } from '~/lib/format/money'
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
  // Issue 36: one word for points everywhere a traveller reads, the requirements' (R1.3; "pts" stood beside "points").
  it('groups thousands and names them points, as every text does', () => {
    expect(formatPoints(125_000)).toBe('125,000 points')
    expect(formatPoints(0)).toBe('0 points')
    expect(formatPoints(1)).toBe('1 point')
    expect(formatPoints(1_234.6)).toBe('1,235 points')
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

describe('whole-unit lines that add up (issue 37 item 10: the largest-remainder rule)', () => {
  const shown = (amounts: number[], currency = 'USD') => wholeUnitsAddingUp(amounts, currency)
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0)

  it('rounds the total to the nearest unit and gives the units left to the largest remainders', () => {
    // Two nights of $1,004.40 and taxes of $0.45: each rounds down to $2,008 in all, the total is $2,009.25 → $2,009.
    expect(shown([100_440, 100_440, 45])).toEqual([100_400, 100_400, 100])
    // Each line rounded on its own would say $1,005 + $1,005 = $2,010 beside a total of $2,009.
    expect(shown([100_460, 100_460, 0])).toEqual([100_500, 100_400, 0])
    expect(shown([])).toEqual([])
  })

  it('always sums to the total as the short form shows it, in currencies of 0, 2 and 3 decimals', () => {
    for (const [currency, unit] of [['USD', 100], ['JPY', 1], ['KWD', 1000]] as const) {
      for (let seed = 1; seed < 300; seed += 1) {
        const amounts = Array.from({ length: 1 + (seed % 9) }, (_, index) => (seed * 7919 * (index + 3)) % 250_000)
        const lines = shown(amounts, currency)
        expect(lines.every((line, index) => line % unit === 0 && Math.abs(line - amounts[index]!) < unit)).toBe(true)
        expect(formatPriceShort(sum(lines), { currency })).toBe(formatPriceShort(sum(amounts), { currency }))
      }
    }
  })
})
