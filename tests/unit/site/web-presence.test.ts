// §R2.100–§R2.102: the sitemap, robots.txt, the web app manifest and security.txt, as written for a site
// configuration (PUBLIC_SITE_URL, BASE_PATH, SECURITY_CONTACT).
import { describe, expect, it } from 'vitest'
import { parseConfig } from '@server/config/env'
import { robotsTxt, securityTxt, sitemapXml, webManifest } from '@server/site/web-presence.server'

const site = parseConfig({ PUBLIC_SITE_URL: 'https://travel.example', BASE_PATH: '/travel' })

describe('the sitemap (§R2.100)', () => {
  it('lists each page at its absolute address under the base path, escaped, with the day its content changed', () => {
    const xml = sitemapXml([{ path: '/', lastModified: new Date('2026-11-30T23:59:00Z') }, { path: '/dining/search-results?destination=Paris&time=19:00' }], site)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(xml).toContain('<url><loc>https://travel.example/travel/</loc><lastmod>2026-11-30</lastmod></url>')
    expect(xml).toContain('<url><loc>https://travel.example/travel/dining/search-results?destination=Paris&amp;time=19:00</loc></url>')
  })
})

describe('robots.txt (§R2.100)', () => {
  it('keeps one traveller\'s pages and the API out and names the sitemap by its absolute address', () => {
    const robots = robotsTxt(site)
    for (const path of ['/api/', '/auth/', '/my-trips/', '/my-profile', '/reservations/', '/*/checkout', '/*/confirmation']) expect(robots).toContain(`Disallow: /travel${path}\n`)
    expect(robots).toContain('Sitemap: https://travel.example/travel/sitemap.xml\n')
    // Link previews fetch a page's picture through the image endpoint, and their fetchers obey robots.txt.
    expect(robots).toContain('Allow: /travel/api/image\n')
  })
})

describe('the web app manifest (§R2.101)', () => {
  it('opens the home page standalone, in the site\'s name and colours, with icons of 192 and 512 px and a maskable one', () => {
    const manifest = webManifest({ name: 'Rewards Travel', description: 'Book travel', lang: 'en-GB' }, site)
    expect(manifest).toMatchObject({ name: 'Rewards Travel', lang: 'en-GB', start_url: '/travel/', scope: '/travel/', display: 'standalone', theme_color: '#00175a' })
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['any any', '192x192 any', '512x512 any', '512x512 maskable'])
    expect(manifest.icons.every(({ src }) => src.startsWith('/travel/'))).toBe(true)
  })
})

describe('security.txt (§R2.102, RFC 9116)', () => {
  const fields = (text: string) => Object.fromEntries(text.trim().split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]))

  it('names a contact and a canonical address, and expires in less than a year but never before the next months', () => {
    for (const now of ['2026-12-02T10:00:00Z', '2027-01-31T23:59:59Z', '2027-07-01T00:00:00Z']) {
      const { Contact, Expires, Canonical } = fields(securityTxt(new Date(now), site))
      expect(Contact).toBe('mailto:security@travel.example')
      expect(Canonical).toBe('https://travel.example/travel/.well-known/security.txt')
      const days = (Date.parse(Expires!) - Date.parse(now)) / 86_400_000
      expect(days).toBeGreaterThan(140)
      expect(days).toBeLessThan(365)
      expect(Expires).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/)
    }
  })

  it('uses SECURITY_CONTACT, and refuses one that is neither mailto: nor https:', () => {
    expect(fields(securityTxt(new Date(), parseConfig({ PUBLIC_SITE_URL: 'https://travel.example', SECURITY_CONTACT: 'https://travel.example/report' }))).Contact).toBe('https://travel.example/report')
    expect(() => parseConfig({ SECURITY_CONTACT: 'ftp://travel.example' })).toThrow(/SECURITY_CONTACT/)
    expect(fields(securityTxt(new Date(), parseConfig({ PUBLIC_SITE_URL: 'http://127.0.0.1:3000' }))).Contact).toBe('mailto:security@[127.0.0.1]')
  })
})
