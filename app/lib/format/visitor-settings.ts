// Whose formats a render uses (§R9): the visitor's locale (en-US or en-GB, chosen with the
// language switch and kept in a cookie) and the site's currency settings (`currency.code`,
// `showCurrencyCode`). Every formatter and message reads them here, so no screen passes a locale.
// In the browser there is one visitor: the settings are this module's. On the server requests run
// side by side, so the server entry registers a source that answers the current request's settings
// (server/http/request-context.server.ts); the root layout fills in the site's currency for both.
import { defaultLocale, resolveLocale, type Locale } from '~/i18n/locales'
import { defaultCurrency } from './defaults'

export type VisitorSettings = { locale: Locale; currency: string; showCurrencyCode: boolean }

/** The cookie that keeps the visitor's locale (a year; read by the server for its render). */
export const localeCookieName = 'locale'

export function initialVisitorSettings(locale?: string | null): VisitorSettings {
  return { locale: resolveLocale(locale), currency: defaultCurrency, showCurrencyCode: false }
}

let browserSettings: VisitorSettings | undefined
let requestSettings: (() => VisitorSettings | undefined) | undefined

/** For the server entry: where the current request's settings are. */
export function readVisitorSettingsFrom(source: () => VisitorSettings | undefined) {
  requestSettings = source
}

/** The settings of the current render: the request's on the server, the page's in the browser (its `<html lang>`). */
export function visitorSettings(): VisitorSettings {
  const current = requestSettings?.()
  if (current) return current
  browserSettings ??= initialVisitorSettings(typeof document === 'undefined' ? defaultLocale : document.documentElement.lang)
  return browserSettings
}

/** The visitor's locale. */
export function visitorLocale(): Locale {
  return visitorSettings().locale
}

/** The site's currency (`currency.code`): what prices without a currency of their own are in. */
export function siteCurrency(): string {
  return visitorSettings().currency
}

/** The site's currency settings, from its configuration (the root layout calls this on every render). */
export function applySiteCurrency(currency: string, showCurrencyCode: boolean) {
  const settings = visitorSettings()
  settings.currency = currency
  settings.showCurrencyCode = showCurrencyCode
}

/**
 * Where a render with no traveller (the server's) takes today: the zone whose date comes last (UTC−12),
 * so no date a traveller anywhere may still book is struck out before the page hydrates; the venue's
 * own clock judges on the server (docs/decisions/111).
 */
export const earliestTimeZone = 'Etc/GMT+12'

/** The traveller's own time zone: the browser's; a server has none. */
export function travellerTimeZone(): string {
  return typeof document === 'undefined' ? earliestTimeZone : Intl.DateTimeFormat().resolvedOptions().timeZone
}
