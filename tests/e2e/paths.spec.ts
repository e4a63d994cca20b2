// §R2: the routes are served at their paths as written, a section's landing page with its slash
// (`/accommodations/`, `/my-trips/`); the other form redirects there permanently, and the site's own
// links use the written form, so no entry link costs a redirect (docs/decisions/072).
import { expect, test } from './fixtures/test'

const landingPages = ['/accommodations/', '/dining/', '/flights/', '/mobility/', '/tours/', '/transport/']

test('the landing pages answer 200 at their written paths, and the other form redirects there permanently', async ({ request }) => {
  for (const path of landingPages) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
    const other = await request.get(path.slice(0, -1), { maxRedirects: 0 })
    expect(other.status(), path.slice(0, -1)).toBe(308)
    expect(new URL(other.headers().location ?? '', 'http://site.test').pathname).toBe(path)
  }
  const myTrips = await request.get('/my-trips', { maxRedirects: 0 })
  expect(myTrips.status()).toBe(308)
  expect(new URL(myTrips.headers().location ?? '', 'http://site.test').pathname).toBe('/my-trips/')
  const results = await request.get('/accommodations/search-results/?destination=Paris', { maxRedirects: 0 })
  expect(results.status()).toBe(308)
  expect(new URL(results.headers().location ?? '', 'http://site.test').pathname).toBe('/accommodations/search-results')
})

test("the header's travel links lead straight to the landing pages, without a redirect", async ({ page, request }) => {
  await page.goto('/')
  const links = page.getByRole('navigation', { name: 'Travel' }).getByRole('link')
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  expect(hrefs.toSorted()).toEqual(landingPages.toSorted())
  for (const href of hrefs) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200)
})
