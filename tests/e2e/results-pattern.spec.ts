// §R2 search results (filter, sort, tags; filters dialog 728 px, full screen on phones): every line's
// results page follows the hotel pattern — on a phone the filters are in the "All filters" dialog, the
// filters that are on show as tags, and removing a tag removes its filter from the address.
import { expect, gotoHydrated, test } from './fixtures/test'
import { inDays } from './fixtures/member'

const lines = [
  { line: 'dining', url: () => `/dining/search-results?destination=Paris&date=${inDays(40)}&time=19:00&guests=2`, filter: /^Rewards partners/, tag: 'Rewards partners', param: /partners=true/ },
  { line: 'tours', url: () => `/tours/search-results?destination=Rome&startDate=${inDays(40)}`, filter: /^Free cancellation/, tag: 'Free cancellation', param: /freeCancellation=true/ },
  { line: 'flights', url: () => `/flights/search-results?origin=New+York&destination=London&departDate=${inDays(45)}&adults=1`, filter: /^Nonstop/, tag: 'Nonstop', param: /stops=/ },
] as const

test.use({ viewport: { width: 390, height: 844 } })

for (const { line, url, filter, tag, param } of lines) {
  test(`${line} results on a phone: filters in the dialog, the filter on as a removable tag`, async ({ page }) => {
    await gotoHydrated(page, url())
    // The filter column is for wide screens; a phone reaches the filters through the dialog.
    await expect(page.getByRole('checkbox', { name: filter })).toBeHidden()
    await page.getByRole('button', { name: 'All filters' }).click()
    const dialog = page.getByRole('dialog', { name: 'All filters' })
    // A controlled box: it shows ticked once the address (the source of truth) has the filter.
    await dialog.getByRole('checkbox', { name: filter }).click()
    await expect(page).toHaveURL(param)
    await expect(dialog.getByRole('checkbox', { name: filter })).toBeChecked()
    await dialog.getByRole('button', { name: 'Show results' }).click()
    await expect(dialog).toBeHidden()

    await expect(page.getByRole('button', { name: 'All filters (1 on)' })).toBeVisible()
    const tags = page.getByRole('list', { name: 'Active filters' })
    await tags.getByRole('button', { name: `${tag} (remove filter)` }).click()
    await expect(page).not.toHaveURL(param)
    await expect(tags).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
}

// Issue 19 item 9: the keyboard skips the search form and the filter column to the results. "Skip to
// results" is the first stop of the page's main content, on a phone as on a wide screen; it moves focus to
// the results heading, and the next Tabs reach the first result.
for (const { line, url, heading, width } of [
  { line: 'hotels', url: () => `/accommodations/search-results?destination=Paris&checkIn=${inDays(41)}&checkOut=${inDays(43)}`, heading: /^\d+ hotels?$/, width: 1280 },
  { line: 'flights', url: () => `/flights/search-results?origin=New+York&destination=London&departDate=${inDays(46)}&adults=1`, heading: /^\d+ flights?$/, width: 1280 },
  { line: 'cars', url: () => `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(41)}&pickUpTime=10:00&dropOffDate=${inDays(44)}&dropOffTime=10:00`, heading: /^\d+ cars? for 3 days$/, width: 390 },
] as const) {
  test(`${line} results at ${width} px: "Skip to results" is the first stop and takes the keyboard past the search and the filters`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, url())
    await page.getByRole('main').focus()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to results' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused()
    // Past the sort and view controls, the first focusable element inside a result.
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('article')))) return
    }
    throw new Error('the first result is more than 8 presses after the results heading')
  })
}
