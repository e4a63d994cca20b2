// Prices and points (SPEC.md §9): prices arrive as integer minor units (cents for USD). The short form
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

/** Short form: $1,235 */
export function formatPriceShort(minorUnits: number, options: Omit<PriceOptions, 'form'> = {}) {
  return formatPrice(minorUnits, { ...options, form: 'short' })
}

/** Full form: $1,234.56 */
export function formatPriceFull(minorUnits: number, options: Omit<PriceOptions, 'form'> = {}) {
  return formatPrice(minorUnits, { ...options, form: 'full' })
}

/** Points with grouping and the short unit: 125,000 pts. Fractions (from conversions) are rounded. */
export function formatPoints(points: number, options: { locale?: string } = {}) {
  if (!Number.isFinite(points)) return ''
  return `${numberFormat(options.locale ?? visitorSettings().locale, { maximumFractionDigits: 0 }).format(points)} pts`
}
