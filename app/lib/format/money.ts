// Prices and points (§R9): prices arrive as integer minor units (cents for USD). The short form
// has no decimals; the full form has the currency's own number of decimals. When the site config turns
// on `showCurrencyCode`, the code replaces the symbol ("USD 1,235" rather than "$1,235"): it is what
// Intl writes for `currencyDisplay: 'code'`, and one currency marker reads better than "$1,235 USD".
import { visitorSettings } from './visitor-settings'

export type PriceOptions = {
  /** The price's own currency; the site's (`currency.code`) when left out. */
  currency?: string
  locale?: string
  /** The site config's `showCurrencyCode` unless given. */
  showCurrencyCode?: boolean
  /** `short` (default): whole units, rounded to the nearest; `full`: with decimals. */
  form?: 'short' | 'full'
}

const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

const minorDigits = new Map<string, number>()

/** Decimals of a currency's minor unit: 2 for USD, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string) {
  let digits = minorDigits.get(currency)
  if (digits === undefined) {
    digits = numberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    minorDigits.set(currency, digits)
  }
  return digits
}

/** A price from minor units; an amount that is not a finite number gives an empty string. */
export function formatPrice(minorUnits: number, options: PriceOptions = {}) {
  if (!Number.isFinite(minorUnits)) return ''
  // Unless told otherwise: the site's currency and currency display, in the visitor's locale (./visitor-settings.ts).
  const site = visitorSettings()
  const { currency = site.currency, locale = site.locale, showCurrencyCode = site.showCurrencyCode, form = 'short' } = options
  const digits = minorUnitDigits(currency)
  const decimals = form === 'short' ? 0 : digits
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: showCurrencyCode ? 'code' : 'symbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  return format.format(minorUnits / 10 ** digits)
}

/**
 * Lines shown in whole units that add up to their shown total (issue 37 item 10): the total is rounded
 * to the nearest unit, each line down, and the units left over go to the lines with the largest
 * remainders (the largest-remainder rule), so "$1,004 + $1,004 = $2,008", never $2,009. Answers minor
 * units, each a whole number of the currency's units, in the order given; amounts are not negative.
 */
export function wholeUnitsAddingUp(minorUnits: readonly number[], currency: string): number[] {
  const unit = 10 ** minorUnitDigits(currency)
  const floors = minorUnits.map((amount) => Math.floor(amount / unit))
  const target = Math.round(minorUnits.reduce((sum, amount) => sum + amount, 0) / unit)
  const byRemainder = minorUnits.map((amount, index) => ({ index, remainder: amount - floors[index]! * unit })).sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  const leftOver = target - floors.reduce((sum, floor) => sum + floor, 0)
  for (const { index } of byRemainder.slice(0, leftOver)) floors[index]! += 1
  return floors.map((units) => units * unit)
}

/** Short form: $1,235 */
export function formatPriceShort(minorUnits: number, options: Omit<PriceOptions, 'form'> = {}) {
  return formatPrice(minorUnits, { ...options, form: 'short' })
}

/** Full form: $1,234.56 */
export function formatPriceFull(minorUnits: number, options: Omit<PriceOptions, 'form'> = {}) {
  return formatPrice(minorUnits, { ...options, form: 'full' })
}

/** A whole number with grouping and no unit (the first of a range of points: "from 1 to 5,000 points"). */
export function formatWholeNumber(value: number, options: { locale?: string } = {}) {
  if (!Number.isFinite(value)) return ''
  return numberFormat(options.locale ?? visitorSettings().locale, { maximumFractionDigits: 0 }).format(value)
}

/**
 * Points with grouping and their one word, as the requirements (R1.3) and every other text name them: 125,000 points, 1 point
 * (issue 36: "pts" on cards and checkout beside "points" on the balance and My Trips). Fractions (from
 * conversions) are rounded.
 */
export function formatPoints(points: number, options: { locale?: string } = {}) {
  if (!Number.isFinite(points)) return ''
  const whole = formatWholeNumber(points, options)
  return `${whole} ${whole === '1' ? 'point' : 'points'}`
}

/** The cents a point pays for, as the visitor writes a decimal: "0.7". */
export function formatCentsPerPoint(cents: number, options: { locale?: string } = {}) {
  return numberFormat(options.locale ?? visitorSettings().locale, { maximumFractionDigits: 2 }).format(cents)
}
