// SPEC.md §2 mobility: results (car offer cards, filters, sort, paging in the address), offer
// details with extras and rental rules, checkout steps (order details review, vehicle summary,
// traveler information, payment), confirmation, My Trips, reservation view and cancel; §8 supplier
// codes shown beside the right search field (past pick-up without a banner). Axe on the key pages.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
/** The first Sunday at least `days` days ahead. */
function sundayAfter(days: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7))
  return date.toISOString().slice(0, 10)
}
const pickUpDate = inDays(40)
const dropOffDate = inDays(43)

async function signIn(page: Page, username: string) {
  await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent('/mobility/')}`)
  await page.getByLabel('User ID').fill(username)
  await page.getByLabel('Password').fill('travel-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('navigation', { name: 'Account' }).getByText(/^[\d,]+ points$/)).toBeVisible()
}

test('a member searches, opens a car, adds an extra, books by card, finds it in My Trips, views and cancels it', async ({ page }) => {
  // The whole journey, with axe on six pages, on a machine shared with other test runs.
  test.setTimeout(120_000)
  await signIn(page, 'account')
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
