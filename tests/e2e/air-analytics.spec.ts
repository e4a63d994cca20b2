// Issue 7 analytics on the flights line (§R3 events, §R4 flow): a guest's search, filter, fare
// choice and checkout emit Flight Search, Flight Listing Viewed, Listing Filter Added, Flight Booking
// Started and Flight Detail Viewed, and a checkout step per section seen, visible on the events page.
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'


test('a guest searching and choosing a flight emits the flight events, each once', async ({ page }) => {
  await gotoHydrated(page, `/flights/search-results?origin=New+York&destination=London&departDate=${inDays(45)}&adults=1`)
  await expect(page.getByRole('heading', { level: 1, name: 'Flights from New York to London' })).toBeVisible()
  await page.getByRole('checkbox', { name: /^Nonstop/ }).click()
  await expect(page).toHaveURL(/stops=/)
  // The filtered results have arrived (a fare chosen from the old list would abandon the filter's navigation).
  await expect(page.getByRole('region', { name: /flights?$/ })).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByRole('checkbox', { name: /^Nonstop/ })).toBeChecked()
  await page.getByRole('article').first().getByRole('link', { name: /^Choose Flex for/ }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  // A section counts once the page has observed it in view: the observer starts on the next frame after the
  // section renders (payment is a lazy chunk) and reports on a later one, so each scroll waits two frames.
  const nextFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  for (const section of ['Order details review', 'Traveler information', 'Seats', 'Payment']) {
    await page.getByRole('region', { name: section }).scrollIntoViewIfNeeded()
    await nextFrames()
    await nextFrames()
  }

  const sessionId = await page.evaluate(() => (window as { sessionId?: string }).sessionId)
  expect(sessionId).toMatch(/^RT[1-9A-HJ-NP-Z]{20}$/)
  await gotoHydrated(page, `/dev/events?sessionId=${sessionId}`)
  await expect(page.getByRole('cell', { name: 'Flight Booking Started', exact: true })).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('cell', { name: 'Flight Detail Viewed', exact: true })).toBeVisible()

  const rows = page.getByRole('table').getByRole('row')
  const events: { event: string; data: Record<string, unknown> }[] = []
  for (let index = (await rows.count()) - 1; index >= 1; index -= 1) {
    const cells = rows.nth(index).getByRole('cell')
    events.push({ event: (await cells.nth(1).textContent()) ?? '', data: JSON.parse((await cells.nth(5).textContent()) ?? '{}') })
  }
  const names = events.map((row) => row.event)
  for (const name of ['Flight Search', 'Flight Booking Started', 'Flight Detail Viewed']) expect(names.filter((candidate) => candidate === name), name).toHaveLength(1)
  expect(events.find((row) => row.event === 'Flight Search')?.data).toMatchObject({ origin: 'New York', destination: 'London', travelers: 1, source: 'direct' })
  expect(events.find((row) => row.event === 'Listing Filter Added')?.data).toEqual({ filter: 'stops', value: '0', source: 'filter' })
  expect(names).toContain('Flight Listing Viewed')
  const order = ['Flight Search', 'Listing Filter Added', 'Flight Booking Started'].map((name) => names.indexOf(name))
  expect(order).toEqual([...order].sort((a, b) => a - b))
  const steps = events.filter((row) => row.event === 'Checkout Step Encountered').map((row) => row.data.step)
  expect(steps).toEqual(expect.arrayContaining(['order details review', 'traveler information', 'seat selection', 'payment']))
  expect(new Set(steps).size).toBe(steps.length)
})
