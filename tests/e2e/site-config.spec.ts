// §R3 site config switches, as a tester's app id sets them (server/site/tester-apps.server.ts):
// myTripsEnabled off hides My Trips from the header, its menu and the narrow-screen menu, and its page is
// a 404; thirdPartyScripts load with the page's CSP nonce; a switched-off line is linked from nowhere.
import type { Page } from '@playwright/test'
import { signIn } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

async function useTesterApp(page: Page, appId: string) {
  await page.context().addCookies([{ name: 'tester_app_id', value: appId, url: test.info().project.use.baseURL! }])
}

test('with My Trips switched off a member finds no link to it, and its page is a 404 for anyone', async ({ page }) => {
  await useTesterApp(page, 'tester-no-my-trips')
  const visitor = await page.goto('/my-trips/')
  expect(visitor?.status()).toBe(404)

  await signIn(page, 'gold', '/')
  const account = page.getByRole('navigation', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(account.getByRole('link', { name: 'My Trips' })).toHaveCount(0)
  await account.getByRole('button', { name: 'Menu' }).click()
  await expect(account.getByRole('link', { name: 'My Profile' })).toBeVisible()
  await expect(account.getByRole('link', { name: 'Manage my trips' })).toHaveCount(0)

  const member = await page.goto('/my-trips/')
  expect(member?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible()

  await page.setViewportSize({ width: 390, height: 800 })
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Manage my trips' })).toHaveCount(0)
})

test('a third-party script of the site configuration runs, carrying the page’s CSP nonce', async ({ page }) => {
  await page.route('https://tags.partner.example/tag.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.partnerTagLoaded = true' }))
  await useTesterApp(page, 'tester-no-my-trips')
  const response = await gotoHydrated(page, '/')
  const nonce = /'nonce-([^']+)'/.exec((await response?.headerValue('content-security-policy')) ?? '')?.[1]
  expect(nonce).toBeTruthy()
  // Browsers hide the nonce attribute from the DOM; the element's nonce property keeps it.
  expect(await page.evaluate(() => (document.getElementById('partner-tag') as HTMLScriptElement | null)?.nonce)).toBe(nonce)
  await expect.poll(() => page.evaluate(() => (window as { partnerTagLoaded?: boolean }).partnerTagLoaded)).toBe(true)
})

test('with dining and transport switched off the home page offers no link to them', async ({ page }) => {
  await useTesterApp(page, 'tester-no-dining-transport')
  await gotoHydrated(page, '/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Plan the rest of your trip' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Featured offers' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Rent a car' }).first()).toBeVisible()
  for (const href of await main.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))) {
    expect(href).not.toMatch(/^\/(dining|transport)(\/|$)/)
  }
})
