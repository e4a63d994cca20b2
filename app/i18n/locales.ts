// The locales of §R9: en-US is the default (and, for now, the only one offered); en-GB is ready.
export const locales = ['en-US', 'en-GB'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en-US'

/**
 * Maps a language tag (a cookie, a query parameter, the first tag of Accept-Language) to a locale we
 * have messages for. Case and `_` separators are forgiven; anything else, including plain `en`, is en-US.
 */
export function resolveLocale(input: string | null | undefined): Locale {
  if (!input) return defaultLocale
  // Nearly every call passes a locale as written here; canonicalising it is a measurable cost per message.
  if ((locales as readonly string[]).includes(input)) return input as Locale
  let canonical: string | undefined
  try {
    canonical = Intl.getCanonicalLocales(input.trim().replaceAll('_', '-'))[0]
  } catch {
    return defaultLocale
  }
  return locales.find((locale) => locale === canonical) ?? defaultLocale
}
