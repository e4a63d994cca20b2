// §R1 (header, footer after first render), §R2 (home route, error layout, page head).
import { expect, gotoHydrated, test } from './fixtures/test'

test('the home page has a skip link, header, heading and footer', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Rewards Travel' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await skip.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('the home page leads to the hotel search', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Travel' }).getByRole('link', { name: 'Hotels' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible()
})

test('the header is hidden with uhf=off, while the browser session still runs', async ({ page }) => {
  await page.goto('/?uhf=off')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  // §R3/§R4: the session id is kept in session storage whatever the header shows.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('rewards-travel.session-id'))).toMatch(/"sessionId"/)
})

test('a missing page answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL('/')
})

test('pages carry a nonce-based Content-Security-Policy and hydrate under it', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text())
  })
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("base-uri 'none'")
  expect(response?.headers()['x-content-type-options']).toBe('nosniff')
  expect(response?.headers()['x-powered-by']).toBeUndefined()
  // The footer renders only after hydration, which proves the scripts ran under the policy.
  await expect(page.getByRole('contentinfo')).toBeVisible()
  expect(violations.filter((text) => text.includes('Content Security Policy'))).toEqual([])
})

// Issue 16: a component below the fold loads on visibility, not with the page (docs/decisions/072).
test("the featured offers' carousel code loads when the offers near the viewport, not with the page", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 839 })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => /\/carousel-[^/]+\.js$/.test(path))).toEqual([])
  await page.getByRole('heading', { name: 'Featured offers' }).scrollIntoViewIfNeeded()
  await expect.poll(() => scripts.some((path) => /\/carousel-[^/]+\.js$/.test(path))).toBe(true)
  await page.getByRole('region', { name: 'Featured offers' }).last().getByRole('button', { name: 'Next offers' }).click()
})

// Issue 19 (phones): the offers carousel shows one whole card at a time at 390 px (three cards broke words),
// each offer with its own picture, and Next brings the following card into view.
test('on a phone the featured offers show one card at a time, each with its picture', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/')
  const offers = page.getByRole('region', { name: 'Featured offers' }).last()
  await offers.scrollIntoViewIfNeeded()
  const first = offers.getByRole('heading', { name: 'Tokyo with points' })
  await expect(first).toBeVisible()
  expect((await first.boundingBox())!.width).toBeGreaterThan(250)
  await expect(offers.getByRole('img', { name: 'A city skyline over a river with a bridge' })).toBeVisible()
  await offers.getByRole('button', { name: 'Next offers' }).click()
  await expect(offers.getByRole('heading', { name: 'A weekend in New York' })).toBeInViewport()
  await expect(first).not.toBeInViewport()
})
