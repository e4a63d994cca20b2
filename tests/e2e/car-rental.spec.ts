// §R2 mobility: results (filters with removable tags, the list or map view in the address);
// §R8 supplier codes shown beside the right search field (past pick-up without a banner). The booking
// journey (filters, sort, extras, rental rules, checkout steps, calendar file, My Trips, view, cancel)
// is the car row of line-journeys.spec.ts. Axe on the key pages.
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'
import { inDays, weekdayAfter } from './fixtures/member'

const pickUpDate = inDays(40)
const dropOffDate = inDays(43)

test('the results switch to a map of rental locations with the keyboard, and a filter tag removes its filter', async ({ page }) => {
  // Two searches and axe twice, on a machine shared with other test runs.
  test.setTimeout(90_000)
  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${pickUpDate}&pickUpTime=10:00&dropOffDate=${dropOffDate}&dropOffTime=10:00`)
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ cars for 3 days$/ })).toBeVisible()

  // A chosen filter shows as a tag; the tag's button takes it away again.
  await page.getByRole('group', { name: 'Vehicle class' }).getByLabel(/^SUV/).click()
  await expect(page).toHaveURL(/classes=.*SUV/)
  const tags = page.getByRole('list', { name: 'Active filters' })
  await tags.getByRole('button', { name: 'SUV (remove filter)' }).click()
  await expect(page).not.toHaveURL(/classes=/)
  await expect(page.getByRole('group', { name: 'Vehicle class' }).getByLabel(/^SUV/)).not.toBeChecked()
  await expect(tags).toHaveCount(0)

  // The view is a radio group: arrow keys move from List to Map.
  await page.getByRole('radio', { name: 'List' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/view=map/)
  await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked()
  const map = page.getByRole('region', { name: 'Map of rental locations in Paris' })
  await expect(map).toBeVisible()
  // A rental location's pin (not a map control) with its lowest price of a day to the cent, as the cards say it (issue 36), chosen with Enter; followed by its
  // name, as the interactive map may replace the schematic one, and its pins, at any moment.
  const pins = map.getByRole('button', { name: /^.+: \d+ cars? from \$[\d,]+\.\d{2} a day$/ })
  await expect(pins.first()).toBeVisible()
  const marker = map.getByRole('button', { name: (await pins.first().getAttribute('aria-label'))!, exact: true })
  await marker.focus()
  await page.keyboard.press('Enter')
  await expect(marker).toHaveAttribute('aria-pressed', 'true')
  const location = ((await marker.getAttribute('aria-label')) ?? '').split(':')[0]!
  await expect(page.getByRole('article').filter({ hasText: location }).first()).toBeInViewport()
  await expectAccessible(page)

  // The map stays chosen across a new sort, and the address keeps it on reload.
  await page.getByLabel('Sort by').selectOption('price-asc')
  await expect(page).toHaveURL(/view=map/)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Map of rental locations in Paris' })).toBeVisible()
})

test('a car reads on one basis: a day is the total over the days, the fuel in one word, and no banner promises a free extra (issue 36 item 8)', async ({ page }) => {
  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${pickUpDate}&pickUpTime=10:00&dropOffDate=${dropOffDate}&dropOffTime=10:00`)
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''))
  for (const card of (await cards.all()).slice(0, 5)) {
    const text = (await card.textContent()) ?? ''
    const [, dayText, average] = /(\$[\d,.]+) a day( on average)?/.exec(text)!
    const total = amount(/(\$[\d,.]+) total for 3 days/.exec(text)![1]!)
    // Issue 36: "$63 a day" beside "$125.33" for 2 days. The day is to the cent: it multiplies out to the total, or says it is an average.
    const day = amount(dayText!)
    if (average) expect(Math.abs(day * 3 - total)).toBeLessThan(0.02)
    else expect(Math.round(day * 300)).toBe(Math.round(total * 100))
    // The chip's word is the description's word (en-US: gasoline, never petrol).
    expect(text).not.toMatch(/petrol/i)
  }
  await expect(page.getByText(/free additional driver|second driver at no/i)).toHaveCount(0)
})

test('supplier refusals show beside the right search field with the search kept (§R8)', async ({ page }) => {
  const sunday = weekdayAfter(0, 30)
  let response = await page.goto(`/mobility/search-results?pickUpLocation=paris-downtown&pickUpDate=${sunday}&dropOffDate=${inDays(60)}`)
  expect(response?.status()).toBe(422)
  await page.locator('footer').waitFor()
  await expect(page.getByLabel('Pick-up time')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/is not open at the pick-up time/)).toBeVisible()
  await expect(page.getByLabel('Pick-up location')).toHaveValue('paris-downtown')
  await expectAccessible(page)

  response = await page.goto(`/mobility/search-results?pickUpLocation=Paris&dropOffLocation=paris-downtown&pickUpDate=${inDays(20)}&dropOffDate=${sunday}`)
  expect(response?.status()).toBe(422)
  await expect(page.getByLabel('Drop-off time')).toHaveAttribute('aria-invalid', 'true')

  response = await page.goto(`/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(-2)}&dropOffDate=${inDays(3)}`)
  expect(response?.status()).toBe(422)
  await expect(page.getByRole('button', { name: /^Dates: / })).toHaveAccessibleDescription(/^The pick-up date and time have passed: it is \w{3}, \w{3} \d+, \d{4}, \d{1,2}:\d{2}\s[AP]M in Paris\. Choose a later pick-up\.$/)
  // A past pick-up is shown beside its field only, without a banner.
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Every class needs a driver of at least 21: a 19-year-old sees the no-results state, not an error.
  response = await page.goto(`/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(20)}&dropOffDate=${inDays(22)}&driverAge=19`)
  expect(response?.status()).toBe(200)
  await expect(page.getByText('No cars match your search')).toBeVisible()
  await expect(page.getByLabel('Driver age')).toHaveValue('19')
})

test('the offer prices the chosen extras into one total: yes/no extras are check boxes, counted ones keep a counter (§R2 offer details, vehicle extras)', async ({ page }) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${pickUpDate}&pickUpTime=10:00&dropOffDate=${dropOffDate}&dropOffTime=10:00`)
  await page.getByRole('article').first().getByRole('link', { name: /^View deal/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Vehicle extras' })).toBeVisible()
  // Each office's address in full (§R3.24 supplier address): its street lines, then the postcode with the city, then the country.
  await expect(page.getByRole('region', { name: 'Pick-up and drop-off' }).getByText(/, \d{5} Paris, France$/)).toHaveCount(2)
  const total = page.locator('section[aria-labelledby="price"] dt:text-is("Total") + dd')
  const amountOf = async () => Number((await total.innerText()).replace(/[^\d.]/g, ''))
  const withoutExtras = await amountOf()
  await expect(page.getByText('Total without extras')).toHaveCount(0)

  const fullCover = page.getByRole('checkbox', { name: 'Add Full cover' })
  await expect(fullCover).not.toBeChecked()
  await page.getByText('Add Full cover', { exact: true }).click()
  await expect(fullCover).toBeChecked()
  await expect(page.getByText('Extras (before taxes)')).toBeVisible()
  await expect.poll(amountOf).toBeGreaterThan(withoutExtras)
  const withCover = await amountOf()

  await page.getByRole('button', { name: 'One more: Child seat' }).click()
  await page.getByRole('button', { name: 'One more: Child seat' }).click()
  await expect(page.getByRole('spinbutton', { name: 'Number: Child seat' })).toHaveValue('2')
  await expect.poll(amountOf).toBeGreaterThan(withCover)
  await expect(page.getByRole('status').filter({ hasText: 'Updating the price' })).toHaveCount(0)
  const offerTotal = await total.innerText()
  await expectAccessible(page)

  // Checkout charges the same total.
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expect(page.getByText('Full cover × 1').first()).toBeVisible()
  await expect(page.getByText('Child seat × 2').first()).toBeVisible()
  await expect(page.locator('dt:text-is("Total") + dd').first()).toHaveText(offerTotal)
})
