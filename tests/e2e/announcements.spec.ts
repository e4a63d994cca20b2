// Issue 43, heard as well as seen: what the live regions say and where the focus goes, recorded by the
// announcement harness (fixtures/announcements.ts), for a sort, another page of results, a filter in the
// "All filters" dialog (the only way to filter on a phone), a failed Book and the booking loader; star
// ratings read as words; the carousel's script honours reduced motion (§R2 search results and
// accessibility, §R4.21 form submission).
import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated } from './fixtures/test'
import { test, type Heard } from './fixtures/announcements'
import { inDays } from './fixtures/member'

const hotelResults = () => `/accommodations/search-results?destination=New+York&checkIn=${inDays(30)}&checkOut=${inDays(32)}`
const diningResults = () => `/dining/search-results?destination=Paris&date=${inDays(40)}&time=19:00&guests=2`

/** In the open filters dialog: ticks the first choice that leaves fewer results than `total`, and says which. */
async function tickNarrowingChoice(dialog: Locator, total: number) {
  for (const box of await dialog.getByRole('checkbox').all()) {
    const count = /\((\d+)\)$/.exec(((await box.getAttribute('aria-label')) ?? (await box.locator('xpath=ancestor::label').textContent()) ?? '').trim())?.[1]
    if (count && Number(count) > 0 && Number(count) < total) {
      // A controlled box: ticked once the address (the source of truth) has the filter.
      await box.click()
      await expect(box).toBeChecked()
      return Number(count)
    }
  }
  throw new Error('no filter choice narrows the results')
}

/** The count in the results heading ("22 hotels", "9 restaurants for …"). */
async function resultsCount(heading: Locator) {
  return Number(/^(\d+)/.exec((await heading.textContent()) ?? '')?.[1])
}

async function sortAndTurnPage(page: Page, heard: Heard, heading: Locator, nextPage: Locator) {
  await heard.forget()
  const sort = page.getByRole('combobox', { name: 'Sort by' })
  const option = (await sort.getByRole('option').allTextContents())[1]!
  await sort.selectOption({ label: option })
  await heard.expectSaid(new RegExp(`^Sorted by ${option.replace(/[()]/g, '\\$&')}$`))

  await heard.forget()
  await nextPage.click()
  await heard.expectSaid(/^Page 2 of \d+$/)
  // The keyboard goes back to the top of the new page of results, not left on the link far below.
  await expect(heading).toBeFocused()
  await heard.expectFocused(/^h2: /)
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('hotel results: the sort and the next page are said, the focus goes to the results, stars read as words', async ({ page, heard }) => {
    await gotoHydrated(page, hotelResults())
    const heading = page.getByRole('heading', { level: 2, name: /^\d+ hotels?$/ })
    await expect(heading).toBeVisible()
    await expect(page.getByRole('article').first().getByRole('img', { name: /^\d star hotel$/ })).toBeVisible()
    await sortAndTurnPage(page, heard, heading, page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }))
  })

  test('dining results: the sort and the next page are said, the focus goes to the results', async ({ page, heard }) => {
    await gotoHydrated(page, diningResults())
    const heading = page.getByRole('heading', { level: 2, name: /^\d+ restaurants? for / })
    await expect(heading).toBeVisible()
    await sortAndTurnPage(page, heard, heading, page.getByRole('link', { name: 'Next page' }))
  })
})

test.describe('on a phone, filtering in the dialog', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const { line, url, heading, dialogName, count } of [
    { line: 'hotel', url: hotelResults, heading: /^\d+ hotels?$/, dialogName: 'Filters', count: (n: number) => new RegExp(`^${n} hotels?$`) },
    { line: 'dining', url: diningResults, heading: /^\d+ restaurants? for /, dialogName: 'All filters', count: (n: number) => new RegExp(`^${n} restaurants? for `) },
  ]) {
    test(`${line}: the dialog says the new count as a filter is ticked`, async ({ page, heard }) => {
      await gotoHydrated(page, url())
      const total = await resultsCount(page.getByRole('heading', { level: 2, name: heading }))
      await page.getByRole('button', { name: /^All filters/ }).click()
      const dialog = page.getByRole('dialog', { name: dialogName })
      await expect(dialog).toBeVisible()
      await heard.forget()
      const left = await tickNarrowingChoice(dialog, total)
      await heard.expectSaid(count(left))
    })
  }
})

test('the featured offers turn without smooth scrolling when the traveller asks for reduced motion', async ({ page, heard }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoHydrated(page, '/')
  const offers = page.getByRole('region', { name: 'Featured offers' }).last()
  await offers.scrollIntoViewIfNeeded()
  const next = offers.getByRole('button', { name: 'Next offers' })
  await expect(next).toBeEnabled()
  await heard.forget()
  await next.click()
  await expect.poll(() => heard.scrolls()).toContainEqual(expect.stringMatching(/^scrollTo (instant|auto)$/))
  expect(await heard.scrolls()).not.toContainEqual(expect.stringMatching(/smooth$/))
})

// Issue 43 items 1, 8, 9, 15 and issue 36 item 13: the flight checkout, pressed with everything empty.
test('a failed flight Book focuses the error summary, which leads to each field in page order, passengers first', async ({ page, heard }) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(52)}&adults=1&stops=0`)
  await page.getByRole('article').first().getByRole('link', { name: /^Choose Flex for/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 20_000 })
  const passenger = page.getByRole('region', { name: 'Traveler information' }).getByRole('group', { name: /^Passenger 1/ })
  // Nothing is invalid before any input; the country fills from the browser; the terms are required from the start.
  for (const label of ['Date of birth', 'Issuing country', 'Passport expiry date']) await expect(passenger.getByLabel(label)).toHaveAttribute('aria-invalid', 'false')
  await expect(page.getByRole('region', { name: 'Payment' }).getByLabel(/^Country/)).toHaveAttribute('autocomplete', 'country')
  await expect(page.getByRole('checkbox', { name: /^I accept/ })).toHaveAttribute('required', '')

  await heard.forget()
  await page.getByRole('button', { name: /^Book and pay/ }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'Some details need your attention.' })
  await expect(summary).toBeFocused()
  await heard.expectFocused(/^alert: /)
  expect(await heard.focused()).not.toContainEqual(expect.stringMatching(/^body/))
  const links = await summary.getByRole('link').allTextContents()
  const firstCard = links.findIndex((link) => /Card number/.test(link))
  const lastPassenger = links.findLastIndex((link) => /^Passenger 1/.test(link))
  // A first name is optional (a person with one name gives it as the last name: decision 112).
  expect(links[0]).toMatch(/^Passenger 1\b.*: Last name$/)
  expect(lastPassenger).toBeGreaterThan(0)
  expect(firstCard).toBeGreaterThan(lastPassenger)
  expect(links.at(-1)).toMatch(/^I accept/)

  // The passport's expiry, once not reachable at all, is a link away and says what it needs in words.
  await summary.getByRole('link', { name: /: Passport expiry date$/ }).click()
  await expect(passenger.getByLabel('Passport expiry date')).toBeFocused()
  await expect(passenger.getByText('Enter the passport expiry date.')).toBeVisible()
})
