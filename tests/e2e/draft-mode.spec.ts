// §R2 draft mode: 'Draft Mode' banner showing unpublished changes, Exit Draft Mode link; the
// page content of every page (not only home) in its draft version.
import { inDays, signIn } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

test('an editor previews draft content, then leaves draft mode', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Earn 5X points on prepaid hotels' })).toBeVisible()

  const response = await page.goto('/api/draft?secret=preview-drafts&redirect=/')
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  const banner = page.getByRole('complementary', { name: 'Draft Mode' })
  await expect(banner).toContainText('showing unpublished changes')
  await expect(page.getByRole('heading', { name: 'Winter preview: earn 10X points on prepaid hotels' })).toBeVisible()
  await expect(page).toHaveTitle('Rewards Travel: winter getaways with points')

  await banner.getByRole('link', { name: 'Exit Draft Mode' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('complementary', { name: 'Draft Mode' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Earn 5X points on prepaid hotels' })).toBeVisible()
})

test('draft mode shows unpublished content on a results page too', async ({ page }) => {
  const results = `/accommodations/search-results?destination=New+York&checkIn=${inDays(45)}&checkOut=${inDays(48)}&pointsEligible=true`
  // A member: a card's earn badge is shown to whoever earns on the booking, and a guest earns nothing (decision 152).
  await signIn(page, 'gold', '/accommodations/')
  await gotoHydrated(page, results)
  await expect(page.getByText('The whole stay’s price up front')).toBeVisible()

  await page.goto(`/api/draft?secret=preview-drafts&redirect=${encodeURIComponent(results)}`)
  await expect(page.getByRole('complementary', { name: 'Draft Mode' })).toBeVisible()
  await expect(page.getByText('Winter preview: 10X points on hotels in the Alps')).toBeVisible()
  await expect(page.getByText('Earn 10X points').first()).toBeVisible()
  await expect(page.getByText('The whole stay’s price up front')).toHaveCount(0)

  await page.getByRole('complementary', { name: 'Draft Mode' }).getByRole('link', { name: 'Exit Draft Mode' }).click()
  await expect(page.getByText('The whole stay’s price up front')).toBeVisible()
})

test('a wrong draft secret is refused', async ({ request }) => {
  const response = await request.get('/api/draft?secret=guess&redirect=/', { maxRedirects: 0 })
  expect(response.status()).toBe(401)
  expect((await response.json()).errors[0].code).toBe('DRAFT_SECRET_INVALID')
})
