// The feature flags in use (issue 7): their keys, defaults, descriptions and the FEATURE_FLAGS overrides.
// Plain data, safe for the browser to import.
import { mapLines, recordOf } from '@contracts/site/lines-of-business'

/** One flag per line of business, to dark-launch it: `line-` and the line's name, on by default. */
export const lineFlags = mapLines((line) => `line-${line}` as const)
const lineFlagKeys = Object.values(lineFlags)
const lineFlagDefaults = recordOf(lineFlagKeys, () => true as const)

export const flagDefaults = {
  /** Hotel calls carry the cr-labs test-environment header (§R7). */
  'labs-rapid': false,
  /** The Uber marketing banner (§R3.52 marketing banners). */
  'uber-marketing-banner': true,
  /** The tester app-id switcher is visible (§R2). */
  'tester-app-id-switcher': false,
  ...lineFlagDefaults,
} as const satisfies Record<string, boolean>

export type FlagKey = keyof typeof flagDefaults
export type FlagValues = Record<FlagKey, boolean>
export const flagKeys = Object.keys(flagDefaults) as FlagKey[]

/** What each flag does, for the development page. */
export const flagDescriptions: Record<FlagKey, string> = {
  'labs-rapid': 'Hotel calls carry the cr-labs test-environment header.',
  'uber-marketing-banner': 'The Uber marketing banner on the home page.',
  'tester-app-id-switcher': 'The tester app-id switcher in the header.',
  ...recordOf(lineFlagKeys, (flag) => `The ${flag.slice('line-'.length)} line of business.`),
}

/** Flags that are developer tools: on only while the developer tools are (DEV_TOOLS, `npm run dev`). */
export const developerToolFlags = ['tester-app-id-switcher'] as const satisfies readonly FlagKey[]

/** Defaults that depend on the developer tools: testers get the app-id switcher when they are on. */
export function environmentFlagDefaults(devTools: boolean): Partial<FlagValues> {
  return devTools ? { 'tester-app-id-switcher': true } : {}
}

export function isFlagKey(value: string): value is FlagKey {
  return Object.hasOwn(flagDefaults, value)
}

/**
 * FEATURE_FLAGS="labs-rapid=on,uber-marketing-banner=off": overrides of the defaults. Values are
 * on/off, true/false or 1/0; an unknown key or value is a configuration error naming it.
 */
export function parseFlagOverrides(raw: string | undefined): Partial<FlagValues> {
  const overrides: Partial<FlagValues> = {}
  for (const entry of (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [key = '', value = ''] = entry.split('=').map((part) => part.trim().toLowerCase())
    if (!isFlagKey(key)) throw new Error(`FEATURE_FLAGS names an unknown flag "${key}" (known: ${flagKeys.join(', ')})`)
    if (['on', 'true', '1'].includes(value)) overrides[key] = true
    else if (['off', 'false', '0'].includes(value)) overrides[key] = false
    else throw new Error(`FEATURE_FLAGS gives "${key}" the value "${value}"; use on or off`)
  }
  return overrides
}
