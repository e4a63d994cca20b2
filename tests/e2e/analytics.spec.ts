// Issue 7 "Done when": in Chromium a hotel booking flow produces the events of §R4 with the
// fields of §R7, each exactly once where the spec says once, visible on the events page.
import type { Page } from '@playwright/test'
import { acceptTerms, fillCard, fillTraveler, paymentSection } from './fixtures/checkout'
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

type Row = { event: string; data: Record<string, unknown> }

/**
 * The session's events, oldest first, read in one pass: the page adds rows at the top as late events arrive (a page's
 * completion 5 s after its start), and reading row by row while they arrive counted one row twice and missed another.
 */
async function eventsOf(page: Page, sessionId: string): Promise<Row[]> {
  const rows = await page.getByRole('table').evaluate((table: HTMLTableElement) =>
    [...table.tBodies].flatMap((body) => [...body.rows]).map((row) => [...row.cells].map((cell) => cell.textContent ?? '')),
  )
  expect(rows[0]?.[4]).toBe(sessionId)
  return rows.map((cells) => ({ event: cells[1] ?? '', data: JSON.parse(cells[5] || '{}') as Record<string, unknown> })).reverse()
}

test('a guest booking a hotel emits the analytics flow, each once where the spec says once', async ({ page }) => {
  await gotoHydrated(page, `/accommodations/search-results?destination=New+York&checkIn=${inDays(52)}&checkOut=${inDays(54)}&pointsEligible=true`)
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/accommodations\/offer\?/)
  await page.getByRole('link', { name: /^Book the .*, Flexible rate$/ }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()

  await fillTraveler(page, { firstName: 'Jordan', lastName: 'Guest', email: 'jordan@example.com', phone: '+1 202 555 0143' })
  await fillCard(paymentSection(page), ['Jordan', 'Guest'])
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ }).click()
  await expect(page.getByText('Your stay is booked')).toBeVisible({ timeout: 20_000 })

  const sessionId = await page.evaluate(() => (window as { sessionId?: string }).sessionId)
  expect(sessionId).toMatch(/^RT[1-9A-HJ-NP-Z]{20}$/)
  await gotoHydrated(page, `/dev/events?sessionId=${sessionId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics events' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Hotel Booking Completed', exact: true })).toBeVisible({ timeout: 10_000 })

  const events = await eventsOf(page, sessionId!)
  const names = events.map((row) => row.event)
  const once = ['User Detected', 'Hotel Search', 'Hotel Detail Viewed', 'Hotel Booking Started', 'Hotel Booking Completed', 'Reservation Trip Assigned']
  for (const name of once) expect(names.filter((candidate) => candidate === name), name).toHaveLength(1)
  const steps = events.filter((row) => row.event === 'Checkout Step Encountered').map((row) => row.data.step)
  expect(steps).toEqual(expect.arrayContaining(['traveler information', 'payment', 'summary']))
  expect(new Set(steps).size).toBe(steps.length)

  const started = events.filter((row) => row.event === 'Page Load Started').map((row) => row.data.pageType)
  expect(started.slice(0, 4)).toEqual(['search results', 'offer details', 'checkout', 'confirmation'])
  // Each page completes once: by the next page's start, or 5 s after its own start when that comes first (on a
  // busy machine the first page's hydration alone took longer, and typing the checkout form can).
  const completed = events.filter((row) => row.event === 'Page Load Completed').map((row) => [row.data.pageType, row.data.reason])
  const endedBy = expect.stringMatching(/^(route change|debounce)$/)
  expect(completed.slice(0, 3)).toEqual([
    ['search results', endedBy],
    ['offer details', endedBy],
    ['checkout', endedBy],
  ])
  for (const pageType of ['search results', 'offer details', 'checkout']) expect(completed.filter(([type]) => type === pageType), pageType).toHaveLength(1)
  const order = ['Hotel Search', 'Hotel Detail Viewed', 'Hotel Booking Started', 'Hotel Booking Completed'].map((name) => names.indexOf(name))
  expect(order).toEqual([...order].sort((a, b) => a - b))
  expect(names).toEqual(expect.arrayContaining(['Navigation Link Click', 'Hotel Listing Viewed', 'Hotel Availability Checked']))
  expect(events.find((row) => row.event === 'User Detected')?.data).toEqual({ loginStatus: 'guest' })
  expect(events.find((row) => row.event === 'Reservation Trip Assigned')?.data).toEqual({ reservationId: expect.stringMatching(/^HT-/), tripId: expect.stringMatching(/^OR-/) })

  const text = JSON.stringify(events)
  expect(text).not.toMatch(/4111 ?1111 ?1111 ?1111|"123"/)
})

test('the events page filters by event name', async ({ page }) => {
  await gotoHydrated(page, '/')
  const sessionId = await page.evaluate(() => (window as { sessionId?: string }).sessionId)
  await gotoHydrated(page, `/dev/events?name=Page+Load+Started&sessionId=${sessionId}`)
  await expect(page.getByRole('cell', { name: 'Page Load Started', exact: true }).first()).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue('Page Load Started')
  const names = await page.getByRole('table').getByRole('row').locator('td:nth-child(2)').allTextContents()
  expect(new Set(names)).toEqual(new Set(['Page Load Started']))
})

test('a change of result view reports the listing again, from the view change (§R3.56 interaction sources)', async ({ page }) => {
  await gotoHydrated(page, `/accommodations/search-results?destination=Paris&checkIn=${inDays(40)}&checkOut=${inDays(42)}`)
  await page.getByRole('radio', { name: 'Grid' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/view=list/)
  const sessionId = await page.evaluate(() => (window as { sessionId?: string }).sessionId)
  await gotoHydrated(page, `/dev/events?name=Hotel+Listing+Viewed&sessionId=${sessionId}`)
  await expect(page.getByRole('cell', { name: 'Hotel Listing Viewed', exact: true }).nth(1)).toBeVisible({ timeout: 10_000 })
  const sources = (await eventsOf(page, sessionId!)).map((row) => row.data.source)
  expect(sources).toEqual([undefined, 'view change'])
})
