// The tester app-id switcher's server side: which app a request chose, and what each variant changes.
import { describe, expect, it } from 'vitest'
import { appIdOf, testerApps } from '@server/site/tester-apps.server'
import { defaultSiteConfig } from '@server/db/seed.server'

const requestWith = (cookie: string) => new Request('http://localhost/', { headers: { cookie } })

describe('tester app ids', () => {
  it('reads a well-formed app id from its cookie and ignores anything else', () => {
    expect(appIdOf(requestWith('a=1; tester_app_id=tester-embedded'))).toBe('tester-embedded')
    expect(appIdOf(requestWith('tester_app_id=Bad%20Id'))).toBeUndefined()
    expect(appIdOf(new Request('http://localhost/'))).toBeUndefined()
  })

  it('switches lines and navigation off without touching the default site', () => {
    const lite = testerApps['tester-no-dining-transport']!.apply(defaultSiteConfig)
    expect(lite.linesOfBusiness.dining?.enabled).toBe(false)
    expect(lite.linesOfBusiness.transport?.enabled).toBe(false)
    expect(lite.linesOfBusiness.flights?.enabled).toBe(true)
    expect(defaultSiteConfig.linesOfBusiness.dining?.enabled).toBe(true)

    const embedded = testerApps['tester-embedded']!.apply(defaultSiteConfig)
    expect(embedded.siteNavigation).toBe(false)
    expect(embedded.externalHomePageUrl).toBe('https://partner.example/travel')
  })
})
