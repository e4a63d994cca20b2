// Issue 36 ("axe finds nothing on any page at 390 and 1280 px"): the line journeys check every page type with axe
// at 1280 px; here each line's landing, results, offer and checkout pages are checked at 390 px, as a phone opens
// them from the links the pages themselves carry, and the pages of a booking and an account beside them.
import type { Page } from '@playwright/test'
import { inDays } from './fixtures/member'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'

test.use({ viewport: { width: 390, height: 844 } })

const lines = [
  { landing: '/accommodations/', results: `/accommodations/search-results?destination=Paris&checkIn=${inDays(30)}&checkOut=${inDays(33)}`, offer: '/accommodations/offer?', checkout: '/accommodations/checkout?' },
  { landing: '/dining/', results: `/dining/search-results?destination=Paris&date=${inDays(30)}&time=19%3A00&guests=2&sort=recommended&page=1`, offer: '/dining/offer?', checkout: '/dining/checkout?' },
  { landing: '/flights/', results: `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(40)}&adults=1`, checkout: '/flights/checkout?' },
  { landing: '/mobility/', results: `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(30)}&pickUpTime=10%3A00&dropOffDate=${inDays(33)}&dropOffTime=10%3A00&driverAge=30&sort=recommended&view=list&page=1`, offer: '/mobility/offer?', checkout: '/mobility/checkout?', checkoutIsOfferAddress: true },
  { landing: '/tours/', results: `/tours/search-results?destination=Rome&startDate=${inDays(30)}&endDate=${inDays(36)}&travelers=2&sort=recommended&page=1&adults=2`, offer: '/tours/offer?', checkout: '/tours/checkout?' },
  { landing: '/transport/', results: `/transport/search-results?origin=CDG&destination=Paris&date=${inDays(30)}&time=14%3A30&passengers=2&sort=recommended&page=1`, offer: '/transport/offer?', checkout: '/transport/checkout?' },
]

/** The first link in the page's main content whose address starts with `prefix`. */
async function firstLink(page: Page, prefix: string) {
  const link = page.getByRole('main').locator(`a[href^="${prefix}"]`).first()
  await expect(link).toBeAttached()
  return (await link.getAttribute('href'))!
}

for (const line of lines) {
  test(`${line.landing}: landing, results, offer and checkout pages pass axe at 390 px`, async ({ page }) => {
    await gotoHydrated(page, line.landing)
    await expectAccessible(page)
    await gotoHydrated(page, line.results)
    await expectAccessible(page)
    if (line.offer) {
      await gotoHydrated(page, await firstLink(page, line.offer))
      await expectAccessible(page)
    }
    // A car's checkout takes the rental the car page was opened with (its Reserve button goes there with it).
    const checkout = 'checkoutIsOfferAddress' in line ? page.url().replace('/mobility/offer', '/mobility/checkout') : await firstLink(page, line.checkout)
    await gotoHydrated(page, checkout)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page)
  })
}

test('find a booking, sign-in, My Trips and the profile pass axe at 390 px', async ({ page }) => {
  await gotoHydrated(page, '/reservations/find')
  await expectAccessible(page)
  await gotoHydrated(page, `/auth/sign-in?callbackUrl=${encodeURIComponent('/my-trips/')}`)
  await expectAccessible(page)
  await page.getByLabel('User ID').fill('platinum')
  await page.getByLabel('Password').fill('travel-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible({ timeout: 15_000 })
  await expectAccessible(page)
  await gotoHydrated(page, '/my-profile/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
})
