// §R3 site config: one accessor reads it (whole, a part, or a switch by its schema name); an area
// switched off is a 404 for everyone; no link leads to a switched-off line (home offers, cross-sell).
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { defaultSiteConfig } from '@server/db/seed.server'
import { lineFlags, type FlagValues } from '@server/flags/flags'
import { testerApps } from '@server/site/tester-apps.server'
import { leadsToAvailableLine, lineOfHref } from '~/features/lines/lines'
import { requireSwitchedOnArea, siteConfigOf, useSiteConfig, useSiteSwitch } from '~/features/site-config/site-config'

const allLinesOn = Object.fromEntries(Object.values(lineFlags).map((flag) => [flag, true])) as FlagValues
const noMyTrips = testerApps['tester-no-my-trips']!.apply(defaultSiteConfig)

function clientWith(site: SiteConfig) {
  const client = new QueryClient()
  client.setQueryData(['site-shell'], { site, flags: allLinesOn })
  return client
}

describe('the site configuration accessor', () => {
  it('reads the document’s configuration for loaders', async () => {
    expect(await siteConfigOf(clientWith(noMyTrips))).toBe(noMyTrips)
  })

  it('gives components the whole configuration, a part of it, or a switch by its name', () => {
    const client = clientWith(noMyTrips)
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
    expect(renderHook(() => useSiteConfig(), { wrapper }).result.current).toBe(noMyTrips)
    expect(renderHook(() => useSiteConfig((site) => site.thirdPartyScripts), { wrapper }).result.current).toEqual([{ id: 'partner-tag', src: 'https://tags.partner.example/tag.js' }])
    expect(renderHook(() => useSiteSwitch('myTripsEnabled'), { wrapper }).result.current).toBe(false)
    expect(renderHook(() => useSiteSwitch('isLinksHaveIcons'), { wrapper }).result.current).toBe(true)
  })

  it('makes My Trips a 404 when myTripsEnabled is off, and leaves other pages alone', async () => {
    await expect(requireSwitchedOnArea(clientWith(noMyTrips), '/my-trips/')).rejects.toSatisfy(isNotFound)
    await expect(requireSwitchedOnArea(clientWith(noMyTrips), '/my-trips')).rejects.toSatisfy(isNotFound)
    await expect(requireSwitchedOnArea(clientWith(noMyTrips), '/my-profile')).resolves.toBeUndefined()
    await expect(requireSwitchedOnArea(clientWith(noMyTrips), '/my-tripsy')).resolves.toBeUndefined()
    await expect(requireSwitchedOnArea(clientWith(defaultSiteConfig), '/my-trips/')).resolves.toBeUndefined()
  })
})

describe('links to lines of business', () => {
  it('know the line a site link leads to, and that another site’s link leads to none', () => {
    expect(lineOfHref('/dining/')).toBe('dining')
    expect(lineOfHref('/transport/search-results?from=CDG')).toBe('transport')
    expect(lineOfHref('/tours')).toBe('tours')
    expect(lineOfHref('/accommodations-guide')).toBeUndefined()
    expect(lineOfHref('/partner-resources')).toBeUndefined()
    expect(lineOfHref('https://partner.example/dining/')).toBeUndefined()
    expect(lineOfHref('#show_terms_conditions_modal')).toBeUndefined()
  })

  it('are shown only while their line is available (enabled and flagged on)', () => {
    const site = testerApps['tester-no-dining-transport']!.apply(defaultSiteConfig)
    expect(leadsToAvailableLine({ site, flags: allLinesOn }, '/dining/')).toBe(false)
    expect(leadsToAvailableLine({ site, flags: allLinesOn }, '/transport/')).toBe(false)
    expect(leadsToAvailableLine({ site, flags: allLinesOn }, '/mobility/')).toBe(true)
    expect(leadsToAvailableLine({ site, flags: allLinesOn }, '/partner-resources')).toBe(true)
    expect(leadsToAvailableLine({ site: defaultSiteConfig, flags: { ...allLinesOn, [lineFlags.mobility]: false } }, '/mobility/')).toBe(false)
  })
})
