// The platform's number and date formatting costs most on its first use in a page: ICU loads its data
// for the first Intl.NumberFormat (~50 ms on a phone's CPU, Lighthouse's 4× slowdown) and the first
// Intl.DateTimeFormat (~10–25 ms). Paid inside hydration, that cost lands in whichever render first
// formats a price, a count or a date, and makes it a long task. Warmed here, each in a task of its own
// before hydration reaches the page, no render pays it (docs/decisions/105).
import type { Locale } from '~/i18n/locales'

/** The formatters whose first use is costly, each made (and dropped) in a task of its own. */
export const intlWarmUps: readonly ((locale: Locale) => unknown)[] = [
  (locale) => new Intl.NumberFormat(locale).format(0),
  (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric' }).format(0),
]

export function warmIntl(locale: Locale) {
  for (const warmUp of intlWarmUps) setTimeout(() => warmUp(locale))
}
