// The tester app-id switcher (SPEC.md §2/§6): a tester picks which app's site configuration this
// browser sees, kept in a session cookie (no expiry, so it ends when the browser closes). App ids are
// the site ids in the database plus a few variants of the default site for testing what travellers
// see when a line of business or the site navigation is switched off.
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { readCookie } from './draft-mode.server'

export const appIdCookieName = 'tester_app_id'
export const appIdPattern = /^[a-z0-9-]{1,64}$/

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

/** The app id this request's tester chose, if any and well-formed. */
export function appIdOf(request: Request): string | undefined {
  const value = readCookie(request.headers.get('cookie'), appIdCookieName)
  return value && appIdPattern.test(value) ? value : undefined
}
