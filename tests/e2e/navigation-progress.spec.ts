// Issue 19 (feedback): a navigation that waits on the server shows a progress bar after 300 ms and
// the bar leaves once the next page is ready.
import { expect, gotoHydrated, test } from './fixtures/test'

test('a slow navigation shows a progress bar until the page is ready', async ({ page }) => {
  await gotoHydrated(page, '/')
  // Everything the next page asks for (its code and its data) answers 1.5 s late, as on a slow connection.
  await page.route('**/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Travel' }).getByRole('link', { name: 'Dining' }).click()
  const progress = page.getByRole('progressbar', { name: 'Loading the page' })
  await expect(progress).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a table', { timeout: 30_000 })
  await expect(progress).toBeHidden()
})
