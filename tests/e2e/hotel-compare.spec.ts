// §R2 /accommodations/compare: hotels picked on the results compared side by side; a pick is heard
// (issue 43, the announcement harness: fixtures/announcements.ts).
import { inDays } from './fixtures/member'
import { expectAccessible, gotoHydrated } from './fixtures/test'
import { expect, test } from './fixtures/announcements'

test('a traveller picks two hotels on the results, hears each pick, and compares them side by side', async ({ page, heard }) => {
  await gotoHydrated(page, `/accommodations/search-results?destination=Lisbon&checkIn=${inDays(60)}&checkOut=${inDays(62)}`)
  const cards = page.getByRole('article')
  const names = [await cards.nth(0).getByRole('heading').textContent(), await cards.nth(1).getByRole('heading').textContent()]
  const escaped = (text?: string | null) => (text ?? '').trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await heard.forget()
  await cards.nth(0).getByRole('button', { name: /^Compare / }).click()
  await expect(cards.nth(0).getByRole('button', { name: /^Compare / })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Pick one more to compare.')).toBeVisible()
  // The bar appears with its text, which a screen reader would not hear: the pick is said, and the focus stays on the button.
  await heard.expectSaid(new RegExp(`^${escaped(names[0])} added to compare\\. 1 of \\d hotels picked\\.$`))
  await expect(cards.nth(0).getByRole('button', { name: /^Compare / })).toBeFocused()
  await cards.nth(1).getByRole('button', { name: /^Compare / }).click()
  await heard.expectSaid(new RegExp(`^${escaped(names[1])} added to compare\\. 2 of \\d hotels picked\\.$`))
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
