// §R2 /accommodations/compare: hotels picked on the results compared side by side.
import { inDays } from './fixtures/member'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'


test('a traveller picks two hotels on the results and compares them side by side', async ({ page }) => {
  await gotoHydrated(page, `/accommodations/search-results?destination=Lisbon&checkIn=${inDays(60)}&checkOut=${inDays(62)}`)
  const cards = page.getByRole('article')
  const names = [await cards.nth(0).getByRole('heading').textContent(), await cards.nth(1).getByRole('heading').textContent()]
  await cards.nth(0).getByRole('button', { name: /^Compare / }).click()
  await expect(cards.nth(0).getByRole('button', { name: /^Compare / })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Pick one more to compare.')).toBeVisible()
  await cards.nth(1).getByRole('button', { name: /^Compare / }).click()
  await page.getByRole('link', { name: 'Compare 2 hotels' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Compare hotels' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Hotels compared side by side' })
  for (const name of names) await expect(table.getByRole('columnheader', { name: name ?? '' })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Price per night' })).toBeVisible()
  await expectAccessible(page)
})

test('the compare page without hotels explains what to do and answers 400', async ({ page }) => {
  const response = await page.goto('/accommodations/compare')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { name: 'Pick hotels to compare' })).toBeVisible()
})
