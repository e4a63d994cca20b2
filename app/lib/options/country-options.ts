// Countries by ISO 3166-1 alpha-2 code. Names come from the platform (Intl.DisplayNames, present in
// Node and every current browser), so no name list ships; only the 249 assigned codes do. Chromium
// names four countries differently from Node's ICU data; those are pinned to Node's (CLDR) names so
// the server-rendered list and the hydrated one say the same.
import { defaultCountry } from '~/lib/format/defaults'
import type { SelectOption } from './select-option'
import { visitorLocale } from '~/lib/format/visitor-settings'

export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
  'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
  'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const

// Chromium 156: "Falkland Islands (Islas Malvinas)", "Hong Kong", "Macao", "Palestine".
const pinnedNames: Partial<Record<string, string>> = {
  FK: 'Falkland Islands',
  HK: 'Hong Kong SAR China',
  MO: 'Macao SAR China',
  PS: 'Palestinian Territories',
}

const namesByLocale = new Map<string, Intl.DisplayNames>()

/** The country's name in `locale`, or the code itself for a code the platform does not know. */
export function countryName(code: string, locale: string = visitorLocale()): string {
  const pinned = pinnedNames[code]
  if (pinned) return pinned
  let names = namesByLocale.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
    namesByLocale.set(locale, names)
  }
  try {
    return names.of(code) ?? code
  } catch {
    return code
  }
}

const optionsByLocale = new Map<string, readonly SelectOption[]>()

/** Every country, the default (US) first, then the rest by name in the locale's alphabetical order. */
export function countryOptions(locale: string = visitorLocale()): SelectOption[] {
  let options = optionsByLocale.get(locale)
  if (!options) {
    const collator = new Intl.Collator(locale)
    const rest = countryCodes
      .filter((code) => code !== defaultCountry)
      .map((code) => ({ value: code, title: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.title, b.title))
    options = [{ value: defaultCountry, title: countryName(defaultCountry, locale) }, ...rest]
    optionsByLocale.set(locale, options)
  }
  // A copy, so a caller that adds or sorts cannot change the next caller's list.
  return [...options]
}
