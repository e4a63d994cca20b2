// Issue 42 item 11 (§R2.100–§R2.103): the site to the rest of the web. A crawler finds every landing page and the
// popular destinations they link to in /sitemap.xml, named by robots.txt; a phone installs the site from its web app
// manifest, whose icons load; favicon.ico and security.txt answer; a shared hotel's link shows its name, description and
// picture, a landing page's its own title. Read as a crawler does: by address, without a browser.
import type { APIRequestContext } from '@playwright/test'
import { linesOfBusiness } from '@contracts/site/lines-of-business'
import { inDays } from './fixtures/member'
import { expect, test } from './fixtures/test'

/** A page's `<meta property|name=… content=…>` values, as a link preview reads them from the server's HTML. */
async function metaOf(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const meta = new Map<string, string>()
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) if (!meta.has(key!)) meta.set(key!, content!.replaceAll('&amp;', '&'))
  return { meta, html }
}

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (body: Buffer) => `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`

test('a crawler reads the sitemap robots.txt names: every landing page, and each popular destination, which opens', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toContain('Disallow: /my-trips/')

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const locations = [...(await sitemap.text()).matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)].map(([, loc]) => loc!.replaceAll('&amp;', '&'))
  expect(locations).toContain(`${baseURL}/`)
  for (const line of linesOfBusiness) {
    expect(locations).toContain(`${baseURL}/${line}/`)
    expect(locations.filter((location) => location.startsWith(`${baseURL}/${line}/search-results?`)).length, `${line}'s destinations`).toBeGreaterThan(0)
  }
  const destination = locations.find((location) => location.includes('/accommodations/search-results?'))!
  expect((await request.get(destination)).status()).toBe(200)
})

test('a phone installs the site from its manifest, whose icons load at their sizes; favicon.ico and security.txt answer', async ({ request }) => {
  const { html } = await metaOf(request, '/')
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"')
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.headers()['content-type']).toContain('application/manifest+json')
  const { name, start_url: startUrl, display, icons } = (await manifest.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string }[] }
  expect({ name, startUrl, display }).toEqual({ name: 'Rewards Travel', startUrl: '/', display: 'standalone' })
  for (const icon of icons.filter(({ type }) => type === 'image/png')) {
    const file = await request.get(icon.src)
    expect(file.headers()['content-type'], icon.src).toBe('image/png')
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes)
  }

  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))

  const security = await (await request.get('/.well-known/security.txt')).text()
  expect(security).toMatch(/^Contact: mailto:security@\[127\.0\.0\.1\]$/m)
  expect(Date.parse(/^Expires: (.+)$/m.exec(security)![1]!)).toBeGreaterThan(Date.now())
})

test('a shared hotel shows its name, description and picture, which loads; a landing page its own title', async ({ request, baseURL }) => {
  const { meta } = await metaOf(request, `/accommodations/offer?hotelId=paris-028&checkIn=${inDays(30)}&checkOut=${inDays(32)}&rooms=1&adults=2`)
  expect(meta.get('og:title')).toMatch(/\S/)
  expect(meta.get('og:title')).not.toBe('Rewards Travel')
  expect(meta.get('og:description')!.length).toBeGreaterThan(20)
  expect(meta.get('twitter:card')).toBe('summary_large_image')
  expect(meta.get('og:type')).toBe('website')
  const picture = meta.get('og:image')!
  expect(picture.startsWith(`${baseURL}/api/image?`)).toBe(true)
  // As a preview fetcher that takes WebP asks; one that takes neither WebP nor AVIF gets the drawing itself (decision 178).
  const image = await request.get(picture, { headers: { accept: 'image/webp,image/*;q=0.8,*/*;q=0.5' } })
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toMatch(/^image\/(webp|png|jpeg)$/)

  const landing = await metaOf(request, '/accommodations/')
  expect(landing.meta.get('og:title')).not.toBe('Rewards Travel')
  expect(landing.meta.get('og:image')).toMatch(new RegExp(`^${baseURL}/`))
})
