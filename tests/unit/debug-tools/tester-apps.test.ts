// The tester app-id switcher's server side: which app a request chose (with the developer tools only,
// issue 35), the cookie that keeps the choice, and what each variant changes.
import { describe, expect, it } from 'vitest'
import { appIdCookie, appIdOf, testerApps } from '@server/site/tester-apps.server'
import { defaultSiteConfig } from '@server/db/seed.server'

const requestWith = (cookie: string) => new Request('http://localhost/', { headers: { cookie } })
const devTools = { devTools: true, PUBLIC_SITE_URL: 'http://localhost:3000' }
const published = { devTools: false, PUBLIC_SITE_URL: 'http://localhost:3000' }
const overHttps = { devTools: true, PUBLIC_SITE_URL: 'https://travel.example' }

describe('tester app ids', () => {
  it('reads a well-formed app id from its cookie and ignores anything else', () => {
    expect(appIdOf(requestWith('a=1; tester_app_id=tester-embedded'), devTools)).toBe('tester-embedded')
    expect(appIdOf(requestWith('tester_app_id=Bad%20Id'), devTools)).toBeUndefined()
    expect(appIdOf(new Request('http://localhost/'), devTools)).toBeUndefined()
  })

  it('never reads the cookie without the developer tools: a visitor cannot choose another site', () => {
    expect(appIdOf(requestWith('tester_app_id=tester-no-my-trips'), published)).toBeUndefined()
  })

  it('keeps the choice in a session cookie, `__Host-` and Secure over HTTPS like the sign-in cookies', () => {
    expect(appIdCookie('tester-embedded', devTools)).toEqual({ name: 'tester_app_id', value: 'tester-embedded', options: { path: '/', httpOnly: true, sameSite: 'lax', secure: false } })
    const secure = appIdCookie('tester-embedded', overHttps)
    expect(secure).toEqual({ name: '__Host-tester_app_id', value: 'tester-embedded', options: { path: '/', httpOnly: true, sameSite: 'lax', secure: true } })
    expect(appIdCookie(null, overHttps).options).toMatchObject({ maxAge: 0, secure: true })
    // Over HTTPS only the prefixed cookie counts: one set over plain HTTP or by a sibling domain is ignored.
    expect(appIdOf(requestWith('__Host-tester_app_id=tester-embedded'), overHttps)).toBe('tester-embedded')
    expect(appIdOf(requestWith('tester_app_id=tester-embedded'), overHttps)).toBeUndefined()
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
