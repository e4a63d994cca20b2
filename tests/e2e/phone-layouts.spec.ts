// Issue 42 item 2 (§R2.99): on a phone the hotel page's first price is three screens down; a bar at the window's foot
// says the stay's lowest price, the same figure as its rate, and takes the traveller to the rooms. Wide screens have no bar.
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

test.use({ viewport: { width: 390, height: 800 } })

test('a phone\'s hotel page: the bar at its foot says the lowest rate\'s price and goes to the rooms', async ({ page }) => {
  await gotoHydrated(page, `/accommodations/search-results?destination=Paris&checkIn=${inDays(30)}&checkOut=${inDays(33)}`)
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/accommodations\/offer\?/)
  const choose = page.getByRole('link', { name: 'Choose a room' })
  await expect(choose).toBeInViewport()
  const rooms = page.getByRole('region', { name: /^Rooms and rates/ })
  await expect(rooms).not.toBeInViewport()
  // One truth per number: the bar's figure is the lowest of the rates' own.
  const dollars = (text: string | null) => Number(/\$([\d,.]+)/.exec(text ?? '')?.[1]?.replaceAll(',', ''))
  const rates = (await rooms.getByText(/^\$[\d,]+(\.\d\d)? total for 1 room$/).allTextContents()).map(dollars)
  expect(rates.length).toBeGreaterThan(1)
  const barPrice = dollars(await choose.locator('xpath=..').locator('strong').textContent())
  expect(barPrice).toBe(Math.min(...rates))
  await choose.click()
  await expect(page.getByRole('heading', { name: /^Rooms and rates/ })).toBeInViewport()
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(choose).toBeHidden()
})
