// §R1 (partner resources area): reached from the footer, resources grouped by category with
// title, description, kind and date, each opening in a new tab with its external-link icon (§R2
// isLinksHaveIcons); axe-clean (fixture).
import { expect, gotoHydrated, test } from './fixtures/test'

test('a traveller opens the partner resources from the footer and finds them grouped', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Card partner resources' }).click()
  await expect(page).toHaveURL(/\/partner-resources$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Card partner resources' })).toBeVisible()

  for (const category of ['Card benefits', 'Travel protection', 'Points and rewards', 'Help while traveling']) {
    await expect(page.getByRole('region', { name: category })).toBeVisible()
  }
  const protection = page.getByRole('region', { name: 'Travel protection' })
  const policy = protection.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Trip cancellation and interruption insurance/ }) })
  await expect(policy).toContainText('Document (PDF)')
  await expect(policy).toContainText('Updated June 30, 2026')
  const link = policy.getByRole('link', { name: /Trip cancellation and interruption insurance/ })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('href', /trip-cancellation-interruption-policy\.pdf$/)
  await expect(link).toHaveAccessibleName(/opens in a new tab/)
  // The site's isLinksHaveIcons is on (§R2): a new-tab link shows the external-link icon.
  await expect(link.locator('[data-part="external-icon"]')).toBeVisible()
})

test('the page is server-rendered with its resources', async ({ request }) => {
  const response = await request.get('/partner-resources')
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('Global assist hotline')
})
