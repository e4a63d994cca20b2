// Message formatting with @formatjs/intl: one formatter per locale over the bundled messages, or over
// messages a loader read. Dates inside messages use the §R9 default time zone (UTC), so the
// server and the browser render the same text.
import { createIntl, createIntlCache, type IntlShape, type OnErrorFn } from '@formatjs/intl'
import { defaultTimeZone } from '~/lib/format/defaults'
import { visitorLocale } from '~/lib/format/visitor-settings'
import { catalogue, type MessageKey } from './catalogue'
import { flattenNamespaces, type FlatMessages } from './flat-messages'
import { defaultLocale, resolveLocale, type Locale } from './locales'

// Intl formatters are costly to build; the cache keys them by locale and options, so one cache serves all.
const cache = createIntlCache()
const bundled = new Map<Locale, IntlShape>()

const onError: OnErrorFn = (error) => {
  // A missing message shows its key; worth a warning, not an error report.
  if (error.code === 'MISSING_TRANSLATION') console.warn(error.message)
  else console.error(error)
}

/**
 * A formatter for `locale` (anything but en-US or en-GB becomes en-US). Without `messages` it uses every
 * bundled message of the locale and is shared; with them (from `loadMessages`) it is new.
 */
export function createIntlFor(locale: string | null | undefined, messages?: FlatMessages): IntlShape {
  const resolved = resolveLocale(locale)
  if (messages) return createIntl({ locale: resolved, defaultLocale, messages, timeZone: defaultTimeZone, onError }, cache)
  let intl = bundled.get(resolved)
  if (!intl) {
    intl = createIntl({ locale: resolved, defaultLocale, messages: flattenNamespaces(catalogue[resolved]), timeZone: defaultTimeZone, onError }, cache)
    bundled.set(resolved, intl)
  }
  return intl
}

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>
export type Translate = (key: MessageKey, values?: MessageValues) => string

/** `t` bound to a formatter. */
export function translatorFor(intl: IntlShape): Translate {
  return (key, values) => intl.formatMessage({ id: key }, values)
}

/** Formats one message in `locale` (the visitor's unless given) from the bundled messages. */
export function t(key: MessageKey, values?: MessageValues, locale: string = visitorLocale()): string {
  return createIntlFor(locale).formatMessage({ id: key }, values)
}
