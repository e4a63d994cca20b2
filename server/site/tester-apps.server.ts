// The tester app-id switcher (§R2/§R6), one of the developer tools: a tester picks which app's
// site configuration this browser sees, kept in a session cookie (no expiry, so it ends when the
// browser closes). App ids are the site ids in the database plus a few variants of the default site
// for testing what travellers see when a line of business or the site navigation is switched off.
// Without the developer tools the cookie is never read: every visitor sees the site the operator
// configured (issue 35).
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { config, type Config } from '../config/env'
import { readCookie } from './draft-mode.server'

export const appIdPattern = /^[a-z0-9-]{1,64}$/

type CookieSettings = Pick<Config, 'devTools' | 'PUBLIC_SITE_URL'>

/** The cookie's name: with `__Host-` (Secure, Path=/, no Domain) over HTTPS, as the sign-in cookies. */
export function appIdCookieName(settings: CookieSettings = config()) {
  return settings.PUBLIC_SITE_URL.startsWith('https:') ? '__Host-tester_app_id' : 'tester_app_id'
}

/** Variants of the default site, by app id. */
export const testerApps: Record<string, { description: string; apply: (site: SiteConfig) => SiteConfig }> = {
  'tester-no-dining-transport': {
    description: 'Dining and transport switched off',
    apply: (site) => ({
      ...site,
      linesOfBusiness: {
        ...site.linesOfBusiness,
        dining: { ...site.linesOfBusiness.dining, enabled: false },
        transport: { ...site.linesOfBusiness.transport, enabled: false },
      },
    }),
  },
  'tester-embedded': {
    description: 'Embedded in a partner site: no site navigation, external home page',
    apply: (site) => ({ ...site, siteNavigation: false, externalHomePageUrl: 'https://partner.example/travel' }),
  },
  'tester-short-session': {
    description: 'Inactivity dialog after 5 seconds idle',
    apply: (site) => ({ ...site, inactivityIdleMs: 5_000 }),
  },
  'tester-no-my-trips': {
    description: 'My Trips switched off, and a third-party script on every page',
    apply: (site) => ({ ...site, myTripsEnabled: false, thirdPartyScripts: [{ id: 'partner-tag', src: 'https://tags.partner.example/tag.js' }] }),
  },
  'tester-sign-in-required': {
    description: 'Authentication policy required: every page needs a session',
    apply: (site) => ({ ...site, authenticationPolicy: 'required' }),
  },
}

/** The app id this request's tester chose, if any and well-formed, while the developer tools are on. */
export function appIdOf(request: Request, settings: CookieSettings = config()): string | undefined {
  if (!settings.devTools) return undefined
  const value = readCookie(request.headers.get('cookie'), appIdCookieName(settings))
  return value && appIdPattern.test(value) ? value : undefined
}

/** The cookie that keeps a tester's choice until the browser closes (§R2); null clears it. */
export function appIdCookie(appId: string | null, settings: CookieSettings = config()) {
  const secure = settings.PUBLIC_SITE_URL.startsWith('https:')
  return {
    name: appIdCookieName(settings),
    value: appId ?? '',
    options: { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, ...(appId === null ? { maxAge: 0 } : {}) },
  }
}
