// Issue 42 item 2 (§R2.99, §R2.105): on a phone the hotel page's first price is three screens down; a bar at the
// window's foot says the stay's lowest price, the same figure as its rate, and takes the traveller to the rooms. Wide
// screens have no bar.
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, keepScreenshots, test, testWithoutScript } from './fixtures/test'

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

// Issue 42 item 2: a phone's results page opens with its search in one line, the first result on the first screen;
// the line opens to the form, filled; a new search comes back to the line. Wide screens and browsers without script
// show the form as before.
test("a phone's results page opens with its search in one line, which opens to the form", async ({ page }) => {
  await gotoHydrated(page, `/dining/search-results?destination=Paris&date=${inDays(30)}&time=19%3A00&guests=2`)
  const change = page.getByText('Change search', { exact: true })
  await expect(change).toBeInViewport()
  await expect(change.locator('xpath=..')).toHaveText(/^Paris · \w{3}, \w{3} \d+, 7:00\sPM · 2 guests\s*Change search$/)
  const destination = page.getByLabel('Destination')
  await expect(destination).toBeHidden()
  await expect(page.getByRole('article').first()).toBeInViewport()
  await change.click()
  await expect(destination).toBeVisible()
  await expect(destination).toHaveValue('Paris')
  await page.getByLabel('Party size').selectOption('4')
  await page.getByRole('button', { name: 'Search restaurants' }).click()
  await expect(page).toHaveURL(/guests=4/)
  await expect(change.locator('xpath=..')).toHaveText(/ · 4 guests\s*Change search$/)
  await expect(destination).toBeHidden()
  // Tours say their dates and party the same way.
  await gotoHydrated(page, `/tours/search-results?destination=Rome&startDate=${inDays(30)}&endDate=${inDays(32)}&adults=2`)
  await expect(change.locator('xpath=..')).toHaveText(/^Rome · \w{3}, \w{3} \d+ – \w{3}, \w{3} \d+ · 2 adults\s*Change search$/)
  await keepScreenshots(page, 'tours-results-summary', [390])
  // Widened, the form is there and the line is not.
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(change).toBeHidden()
  await expect(page.getByLabel('Destination')).toBeVisible()
})

testWithoutScript.describe('without script', () => {
  testWithoutScript.use({ javaScriptEnabled: false })

  testWithoutScript("a phone's results page shows the search form itself", async ({ page }) => {
    await page.goto(`/dining/search-results?destination=Paris&date=${inDays(30)}&time=19%3A00&guests=2`)
    await expect(page.getByLabel('Destination')).toBeVisible()
  })
})
