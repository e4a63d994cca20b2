// SPEC.md §2 mobility: results (car offer cards, filters with removable tags, sort, paging and the
// list or map view in the address), offer details with extras and rental rules, checkout steps (order
// details review, vehicle summary, traveler information, payment), confirmation with add to calendar
// (.ics), My Trips, reservation view and cancel; §8 supplier codes shown beside the right search
// field (past pick-up without a banner). Axe on the key pages.
import { readFile } from 'node:fs/promises'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'
import { inDays, signIn } from './fixtures/member'

/** The first Sunday at least `days` days ahead. */
function sundayAfter(days: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7))
  return date.toISOString().slice(0, 10)
}
const pickUpDate = inDays(40)
const dropOffDate = inDays(43)

test('a member searches, opens a car, adds an extra, books by card, finds it in My Trips, views and cancels it', async ({ page }) => {
  // The whole journey, with axe on six pages, on a machine shared with other test runs.
  test.setTimeout(120_000)
  await signIn(page, 'account', '/mobility/')
  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${pickUpDate}&pickUpTime=10:00&dropOffDate=${dropOffDate}&dropOffTime=10:00`)
  await expect(page.getByRole('heading', { level: 1, name: 'Car rental in Paris' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ cars for 3 days$/ })).toBeVisible()
  await expectAccessible(page)

  // A filter and a sort live in the address.
  await page.getByRole('group', { name: 'Vehicle class' }).getByLabel(/^Compact/).click()
  await expect(page).toHaveURL(/classes=.*COMPACT/)
  await page.getByLabel('Sort by').selectOption('price-asc')
  await expect(page).toHaveURL(/sort=price-asc/)
  const first = page.getByRole('article').first()
  await expect(first.getByRole('heading')).toContainText('Compact')
  await expect(first.getByText(/Approximate/)).toBeVisible()

  await first.getByRole('link', { name: /^View deal/ }).click()
  await expect(page).toHaveURL(/\/mobility\/offer\?/)
  await expect(page.getByRole('heading', { level: 2, name: 'Vehicle extras' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Rental rules' })).toBeVisible()
  await expectAccessible(page)
  // The rules dialog shows this car's own rules.
  await page.getByRole('link', { name: 'Read the car rental rules' }).click()
  const rules = page.getByRole('dialog', { name: 'Car rental rules' })
  await expect(rules).toContainText(/A deposit of \$[\d,.]+ is held on the main driver's card/)
  await rules.getByRole('button', { name: 'Close' }).click()
  await expect(rules).toBeHidden()
  await page.getByLabel('Quantity of Child seat').selectOption('1')
  await page.getByRole('link', { name: 'Continue to checkout' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.locator('footer').waitFor()
  for (const step of ['Order details review', 'Vehicle summary', 'Traveler information', 'Payment']) await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible()
  await expect(page.getByText('Child seat × 1').first()).toBeVisible()
  const traveler = page.getByRole('region', { name: 'Traveler information' })
  await expect(traveler.getByLabel('First name')).toHaveValue('Devon')
  await traveler.getByLabel('Phone').fill('+1 202 555 0143')
  const payment = page.getByRole('region', { name: 'Payment' })
  await payment.getByLabel('Card number').fill('4111 1111 1111 1111')
  await payment.getByLabel('Expiry date (MM/YY)').fill('12/30')
  await payment.getByLabel('Security code (CVV)').fill('123')
  await payment.getByLabel('Cardholder first name').fill('Devon')
  await payment.getByLabel('Cardholder last name').fill('Account')
  await payment.getByLabel('Billing address').fill('1 Main Street')
  await payment.getByLabel('City').fill('Springfield')
  await payment.getByLabel('ZIP or postal code').fill('62701')
  await page.getByRole('region', { name: 'Terms and conditions' }).getByText('I accept the booking terms').click()
  await expectAccessible(page)
  await page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ }).dblclick()

  await expect(page).toHaveURL(/\/mobility\/confirmation\?reservationId=CR-/)
  await expect(page.getByText('Your car is booked')).toBeVisible()
  await expect(page.getByText(/Reservation CR-\w+ · order OR-\w+/)).toBeVisible()
  await expect(page.getByText(/•••• 1111/)).toBeVisible()
  await expectAccessible(page)
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''

  // Add to calendar: the pick-up and the drop-off at 10:00 in Paris, written in UTC (08:00 or 09:00 by the season).
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click()
  const file = await readFile((await (await download).path()) ?? '', 'utf8')
  expect(file).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/)
  expect(file).toMatch(new RegExp(`UID:${reservationId}-pick-up@[^\r]+\r\n`))
  expect(file).toMatch(new RegExp(`DTSTART:${pickUpDate.replaceAll('-', '')}T0[89]0000Z\r\n`))
  expect(file).toMatch(new RegExp(`DTSTART:${dropOffDate.replaceAll('-', '')}T0[89]0000Z\r\n`))
  expect(file).toContain('SUMMARY:Pick up rental car: ')
  expect(file.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)

  await gotoHydrated(page, '/my-trips/')
  await expect(page.getByText(new RegExp(`^Car rental · .*Paris.* · reservation ${reservationId}$`))).toBeVisible()
  await page.getByRole('link', { name: /or similar, / }).first().click()
  await expect(page).toHaveURL(new RegExp(`/reservations/view/car\\?reservationId=${reservationId}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Car rental in Paris' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Cancel this car rental' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your car rental?' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Cancel car rental' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Car rental cancelled' })).toBeVisible()
})

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
  // From the sort, the next stop is the first marker: a rental location with its lowest daily price.
  await page.getByLabel('Sort by').focus()
  await page.keyboard.press('Tab')
  const marker = map.getByRole('button').first()
  await expect(marker).toBeFocused()
  await expect(marker).toHaveAccessibleName(/^.+: \d+ cars? from \$\d+ a day$/)
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

test('supplier refusals show beside the right search field with the search kept (SPEC.md §8)', async ({ page }) => {
  const sunday = sundayAfter(30)
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
  await expect(page.getByLabel('Pick-up date')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('The pick-up date and time have passed. Choose a later pick-up.')).toBeVisible()
  // A past pick-up is shown beside its field only, without a banner.
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Every class needs a driver of at least 21: a 19-year-old sees the no-results state, not an error.
  response = await page.goto(`/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(20)}&dropOffDate=${inDays(22)}&driverAge=19`)
  expect(response?.status()).toBe(200)
  await expect(page.getByText('No cars match your search')).toBeVisible()
  await expect(page.getByLabel('Driver age')).toHaveValue('19')
})
