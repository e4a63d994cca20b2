// Issue 19 item 5, §R2 landing routes (/accommodations/, /dining/, /flights/, /mobility/, /tours/,
// /transport/), at a phone's and a desktop's width: below the search, popular destinations with their
// picture and a "from" price in the site currency, each opening the results of the search it was priced
// for; the traveller's recent searches of the line after a search; the season's suggestions (winter sun
// from November to February: the date rule itself is unit-tested with fixed dates). Nothing scrolls
// sideways and axe finds nothing; each landing page's screenshot is kept with the run.
import type { Page } from '@playwright/test'
import { typePlace } from './fixtures/search'
import { expect, expectAccessible, gotoHydrated, keepScreenshots, test } from './fixtures/test'

const landings = [
  { path: '/accommodations/', price: /^from \$[\d,]+ a night$/ },
  { path: '/dining/', price: /^from \$[\d,]+ per traveler$/ },
  { path: '/flights/', price: /^from \$[\d,]+ round trip$/ },
  { path: '/mobility/', price: /^from \$[\d,]+ a day$/ },
  { path: '/tours/', price: /^from \$[\d,]+ per traveler$/ },
  { path: '/transport/', price: /^from \$[\d,]+ per (traveler|vehicle)$/ },
]

const destinations = (page: Page) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: /^Popular (destinations|flights from JFK)$/ }) }).getByRole('listitem')

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('every landing shows popular destinations with a picture and a price, and nothing scrolls sideways', async ({ page }) => {
      // Six landing pages, each pricing its destinations once, on a machine shared with other test runs.
      test.slow()
      for (const { path, price } of landings) {
        await gotoHydrated(page, path)
        const cards = destinations(page)
        await expect(cards).toHaveCount(6)
        for (const card of await cards.all()) {
          // The picture is decorative (alt=""), so the link reads as the city and its price, not a picture's words first.
          await expect(card.getByRole('img')).toHaveCount(0)
          await expect(card.getByRole('link')).not.toHaveAccessibleName(/skyline|sailing boat/)
          await expect(card.getByText(price)).toBeVisible()
        }
        await expect(page.getByRole('region', { name: 'Winter sun' }).or(page.getByRole('region', { name: /^(Spring city breaks|Summer by the sea|Autumn in the city)$/ }))).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width)
        await keepScreenshots(page, `landing-${path.replaceAll('/', '') || 'home'}`)
        await expectAccessible(page)
      }
    })

    test("a popular destination opens the results of the search it was priced for, at that price", async ({ page }) => {
      await gotoHydrated(page, '/accommodations/')
      const first = destinations(page).first()
      const name = (await first.getByRole('link').locator('span span').first().textContent())!.trim()
      const price = (await first.getByText(/^from \$[\d,]+ a night$/).textContent())!.match(/\$[\d,]+/)![0]
      await first.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/accommodations/search-results\\?destination=${encodeURIComponent(name).replace(/%20/g, '\\+')}&checkIn=`))
      // Sorted by price (once the page has hydrated: the footer comes with the first client render), the first hotel costs what the landing page said.
      await page.locator('footer').waitFor()
      await page.getByLabel('Sort by').selectOption('price-asc')
      await expect(page).toHaveURL(/sort=price-asc/)
      await expect(page.getByRole('article').first()).toContainText(price, { timeout: 20_000 })
    })

    test("a line's recent searches appear on its landing page after a search, and run it again", async ({ page }) => {
      await gotoHydrated(page, '/mobility/')
      await expect(page.getByRole('heading', { name: 'Your recent searches' })).toHaveCount(0)
      const form = page.getByRole('form', { name: 'Search cars' })
      await typePlace(page, form, 'Pick-up location', 'Lisbon')
      await form.getByRole('button', { name: 'Search cars' }).click()
      await expect(page).toHaveURL(/\/mobility\/search-results\?pickUpLocation=Lisbon/)

      await gotoHydrated(page, '/mobility/')
      const recent = page.getByRole('region', { name: 'Your recent searches' })
      await expect(recent.getByRole('link', { name: /^Lisbon, / })).toBeVisible()
      await recent.getByRole('link', { name: /^Lisbon, / }).click()
      await expect(page).toHaveURL(/\/mobility\/search-results\?pickUpLocation=Lisbon/)
    })
  })
}

test('popular flights leave from the main airport of the visitor\'s region: JFK in en-US, LHR in en-GB', async ({ page, context, baseURL }) => {
  await gotoHydrated(page, '/flights/')
  await expect(page.getByRole('heading', { level: 2, name: 'Popular flights from JFK' })).toBeVisible()
  await context.addCookies([{ name: 'locale', value: 'en-GB', url: baseURL ?? 'http://127.0.0.1' }])
  await gotoHydrated(page, '/flights/')
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Popular flights from LHR' }) })
  await expect(section.getByRole('listitem').first()).toBeVisible()
  for (const link of await section.getByRole('link').all()) await expect(link).toHaveAttribute('href', /[?&]origin=LHR&/)
  await expect(section).not.toContainText(/London/)
})
