// Issue 42's stranger's pass, issue 43: on a slow phone a traveller scrolls before the page has hydrated; the page
// stays where they scrolled to (the router scrolled it back to the top once it hydrated, and a tap meant for a
// picture landed on what came up under the finger). Pages reached by a link still open at their top.
import { holdScripts } from './fixtures/held-scripts'
import { inDays } from './fixtures/member'
import { expect, test } from './fixtures/test'

test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true })

test('a page scrolled before it has hydrated stays where the traveller scrolled to', async ({ page }) => {
  const held = await holdScripts(page, /\/assets\/[\w-]+\.js$/)
  await page.goto(`/accommodations/offer?hotelId=paris-028&checkIn=${inDays(30)}&checkOut=${inDays(32)}&rooms=1&adults=2`, { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => window.scrollTo(0, 600))
  held.release()
  await page.locator('footer').waitFor()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  // A beat for the router's first render to have placed the page, had it meant to.
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => window.scrollY)).toBe(600)

  // A link followed from far down the page opens the next page at its top.
  await page.getByRole('contentinfo').getByRole('link', { name: /partner resources/i }).click()
  await expect(page).toHaveURL(/\/partner-resources$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
