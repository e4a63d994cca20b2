// §R2, §R8: a page whose server call fails shows the site-level error banner (the interceptor
// message when the failure names a code, else common:banners.site-level-error), and the banner
// clears when the traveller moves to another page. §R7: ?expdenv= shows a site-level message.
import type { Page } from '@playwright/test'
import { chooseDates } from './fixtures/search'
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'


async function searchParis(page: Page) {
  const form = page.getByRole('form', { name: 'Search hotels' })
  await form.getByLabel('Destination').fill('Paris')
  await chooseDates(page, form, inDays(40), inDays(42))
  await form.getByRole('button', { name: 'Search hotels' }).click()
}

test('a failed search shows the site-level error banner, which clears on navigation', async ({ page }) => {
  await gotoHydrated(page, '/accommodations/')
  await page.route('**/_serverFn/**', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream exploded' }))
  await searchParis(page)

  const banner = page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })
  await expect(banner).toBeVisible()

  await page.unroute('**/_serverFn/**')
  await page.getByRole('banner').getByRole('link', { name: 'Dining' }).click()
  await expect(page).toHaveURL(/\/dining\/?$/)
  await expect(banner).toHaveCount(0)
})

test('a failure that names its code shows the localized message of that code', async ({ page }) => {
  await gotoHydrated(page, '/accommodations/')
  await page.route('**/_serverFn/**', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', headers: { 'x-error-code': 'NetworkError', 'x-error-status': '502' }, body: 'no answer' }),
  )
  await searchParis(page)
  const banner = page.getByRole('alert').filter({ hasText: 'The travel service did not answer. Please try again.' })
  await expect(banner).toBeVisible()
  await page.unroute('**/_serverFn/**')
  await banner.getByRole('button', { name: 'Close' }).click()
  await expect(banner).toHaveCount(0)
})

test('a page asked for a test environment says so', async ({ page }) => {
  await gotoHydrated(page, '/accommodations/?expdenv=sandbox')
  await expect(page.getByRole('note').filter({ hasText: 'Test environment' })).toContainText('sandbox')
  await gotoHydrated(page, '/dining/?expdenv=sandbox')
  await expect(page.getByText('Test environment')).toHaveCount(0)
})
