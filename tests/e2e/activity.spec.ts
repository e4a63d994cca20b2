// SPEC.md §2 tours and transport: search forms, results (cards, filters and sort in the address),
// offer details with a start time or vehicle to choose, checkout with the tour details section,
// confirmation, My Trips, reservation view and cancel; §4 payment with points restored on cancelling;
// §8 E1002080 activity cancellation not available shown to the traveller; §5 field errors beside the
// field. Axe on every page.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function signIn(page: Page, username: string, callbackUrl: string) {
  await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`)
  await page.getByLabel('User ID').fill(username)
  await page.getByLabel('Password').fill('travel-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(balance(page)).toBeVisible()
}

const balance = (page: Page) => page.getByRole('navigation', { name: 'Account' }).getByText(/^[\d,]+ points$/)
const pointsOf = async (page: Page) => Number((await balance(page).textContent())?.replace(/\D/g, ''))

async function payByCard(page: Page, holder: [string, string]) {
  const payment = page.getByRole('region', { name: 'Payment' })
  // Typed as a traveller types: the number is grouped and the expiry becomes MM/YY as they go.
  await payment.getByLabel('Card number').pressSequentially('4111111111111111')
  await expect(payment.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111')
  await payment.getByLabel('Expiry date (MM/YY)').pressSequentially('1230')
  await expect(payment.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/30')
  await payment.getByLabel('Security code (CVV)').fill('123')
  await payment.getByLabel('Cardholder first name').fill(holder[0])
  await payment.getByLabel('Cardholder last name').fill(holder[1])
  await payment.getByLabel('Billing address').fill('1 Main Street')
  await payment.getByLabel('City').fill('Springfield')
  await payment.getByLabel('ZIP or postal code').fill('62701')
}

test('a member books a tour with points, finds it in My Trips, views and cancels it, and gets the points back', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'platinum', '/tours/')
  const before = await pointsOf(page)
  await gotoHydrated(page, `/tours/search-results?destination=Rome&startDate=${inDays(30)}&endDate=${inDays(36)}&travelers=2`)
  await expect(page.getByRole('heading', { level: 1, name: 'Tours and activities in Rome' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ tours for 2 travelers$/ })).toBeVisible()
  await expectAccessible(page)

  // Filters and sort live in the address.
  await page.getByLabel(/^Free cancellation \(\d+\)$/).click()
  await expect(page).toHaveURL(/freeCancellation=true/)
  await page.getByRole('group', { name: 'Category' }).getByLabel(/^Food and drink/).click()
  await expect(page).toHaveURL(/categories=.*FOOD_AND_DRINK/)
  await page.getByLabel('Sort by').selectOption('rating')
  await expect(page).toHaveURL(/sort=rating/)
  const card = page.getByRole('article').first()
  // The filtered results replace the earlier ones once they arrive.
  await expect(card.getByRole('list', { name: 'Features' }).getByText('Food and drink', { exact: true })).toBeVisible()
  await expect(card.getByText('Free cancellation up to 24 hours before')).toBeVisible()
  await expect(card.getByText(/^Earn [\d,]+ pts$/)).toBeVisible()
  await card.getByRole('link', { name: /^See details and times: / }).click()

  await expect(page).toHaveURL(/\/tours\/offer\?/)
  await expect(page.getByRole('heading', { level: 2, name: 'Date and start time' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Itinerary' })).toBeVisible()
  await expect(page.getByRole('list', { name: /^Contact / }).getByRole('link')).toHaveCount(2)
  // The start time is a radio group: the keyboard moves the choice.
  const times = page.getByRole('radio', { disabled: false })
  await expect(times.first()).toBeChecked()
  await times.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(times.nth(1)).toBeChecked()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Continue to checkout' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.locator('footer').waitFor()
  for (const section of ['Order details review', 'Traveler information', 'Tour details', 'Payment', 'Summary']) await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  const traveler = page.getByRole('region', { name: 'Traveler information' })
  await expect(traveler.getByLabel('First name')).toHaveValue('Avery')
  await traveler.getByLabel('Phone').fill('+1 202 555 0143')
  await expect(page.getByRole('region', { name: 'Tour details' }).getByLabel('Language')).toHaveValue('en')
  await page.getByRole('region', { name: 'Payment' }).getByLabel(/^Points \([\d,]+ pts\)$/).check()
  await page.getByRole('region', { name: 'Terms and conditions' }).getByText('I accept the booking terms').click()
  await expectAccessible(page)
  const button = page.getByRole('button', { name: /^Book with [\d,]+ pts$/ })
  const spent = Number((await button.textContent())?.replace(/\D/g, ''))
  await button.click()

  await expect(page).toHaveURL(/\/tours\/confirmation\?reservationId=AC-/)
  await expect(page.getByText('Your tour is booked')).toBeVisible()
  await expect(balance(page)).toHaveText(`${(before - spent).toLocaleString('en-US')} points`)
  await expectAccessible(page)
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''

  await gotoHydrated(page, '/my-trips/')
  await expect(page.getByText(new RegExp(`^Tour or transport · Rome · .* · reservation ${reservationId}$`))).toBeVisible()
  await page.getByRole('listitem').filter({ hasText: reservationId }).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/reservations/view/activity\\?reservationId=${reservationId}`))
  await expect(page.getByText('Paid with points')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Cancel this tour' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your tour?' })).toBeVisible()
  await expect(page.getByText('Free cancellation: you get everything back.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Cancel tour' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tour cancelled' })).toBeVisible()
  await expect(balance(page)).toHaveText(`${before.toLocaleString('en-US')} points`)
})

test('a guest searches from the transport page and books a private transfer by card', async ({ page }) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/transport/')
  await expect(page.getByRole('heading', { level: 1, name: 'Book a transfer' })).toBeVisible()
  await expectAccessible(page)
  const form = page.getByRole('form', { name: 'Search transfers' })
  await form.getByLabel('From').fill('CDG')
  await form.getByLabel('To', { exact: true }).fill('Paris')
  await form.getByLabel('Date').fill(inDays(21))
  await form.getByLabel('Pick-up time').fill('14:30')
  await form.getByLabel('Passengers').selectOption('2')
  await form.getByRole('button', { name: 'Search transfers' }).click()

  await expect(page).toHaveURL(/\/transport\/search-results\?origin=CDG&destination=Paris&date=[\d-]+&time=14%3A30&passengers=2/)
  await expect(page.getByRole('heading', { level: 1, name: /^Transfers: .*\(CDG\) to Paris city centre$/ })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('group', { name: 'Category' }).getByLabel(/^Private transfer/).click()
  await expect(page).toHaveURL(/categories=.*PRIVATE/)
  await page.getByRole('article').first().getByRole('link', { name: /^See details and times: / }).click()

  await expect(page.getByRole('heading', { level: 2, name: 'Vehicle' })).toBeVisible()
  await page.getByRole('radio', { name: /^Private van, 2:30 PM/ }).check()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Continue to checkout' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.locator('footer').waitFor()
  await expect(page.getByText('Private van', { exact: true })).toBeVisible()
  const traveler = page.getByRole('region', { name: 'Traveler information' })
  await traveler.getByLabel('First name').fill('Sam')
  await traveler.getByLabel('Last name').fill('Rider')
  await traveler.getByLabel('Email').fill('sam.rider@example.com')
  await traveler.getByLabel('Phone').fill('+1 202 555 0144')
  await page.getByRole('region', { name: 'Tour details' }).getByLabel('Flight number (optional)').fill('AF 1234')
  await payByCard(page, ['Sam', 'Rider'])
  await page.getByRole('region', { name: 'Terms and conditions' }).getByText('I accept the booking terms').click()
  await expectAccessible(page)
  await page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ }).dblclick()

  await expect(page).toHaveURL(/\/transport\/confirmation\?reservationId=AC-/)
  await expect(page.getByText('Your transfer is booked')).toBeVisible()
  await expect(page.getByText(/•••• 1111/)).toBeVisible()
  await expect(page.getByText('AF 1234')).toBeVisible()
})

test('a non-refundable tour cannot be cancelled: its page shows the E1002080 message and no cancel button', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, 'green', '/tours/')
  await gotoHydrated(page, `/tours/search-results?destination=Paris&startDate=${inDays(25)}&endDate=${inDays(31)}&travelers=1&categories=MUSEUMS_AND_CULTURE`)
  const museum = page.getByRole('article').filter({ hasText: 'skip-the-line' })
  await expect(museum.getByText('Non-refundable')).toBeVisible()
  await museum.getByRole('link', { name: /^See details and times: / }).click()
  await expect(page.getByText('Non-refundable: this booking cannot be cancelled or changed.').first()).toBeVisible()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.locator('footer').waitFor()
  await page.getByRole('region', { name: 'Traveler information' }).getByLabel('Phone').fill('+1 202 555 0145')
  await payByCard(page, ['Casey', 'Green'])
  await page.getByRole('region', { name: 'Terms and conditions' }).getByText('I accept the booking terms').click()
  await page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ }).click()
  await expect(page.getByText('Your tour is booked')).toBeVisible()

  await page.getByRole('link', { name: 'View this reservation' }).click()
  await page.getByRole('link', { name: 'Cancellation options for this tour' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your tour?' })).toBeVisible()
  await expect(page.getByText('This activity can no longer be canceled online.')).toBeVisible()
  await expect(page.getByText(/non-refundable and cannot be cancelled/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel tour' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Call / })).toBeVisible()
})

test('search errors show beside their field, from the browser and from the platform, with the search kept', async ({ page }) => {
  await gotoHydrated(page, '/tours/')
  const form = page.getByRole('form', { name: 'Search tours' })
  await form.getByRole('button', { name: 'Search tours' }).click()
  await expect(form.getByLabel('Destination')).toBeFocused()
  await expect(form.getByLabel('Destination')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Enter a city.')).toBeVisible()
  await expectAccessible(page)

  let response = await page.goto(`/tours/search-results?destination=Paris&startDate=${inDays(-3)}&travelers=2`)
  expect(response?.status()).toBe(422)
  await page.locator('footer').waitFor()
  await expect(page.getByLabel('From')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('This date has passed. Choose today or a later date.')).toBeVisible()
  await expect(page.getByLabel('Destination')).toHaveValue('Paris')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectAccessible(page)

  response = await page.goto(`/transport/search-results?origin=Paris&destination=London&date=${inDays(10)}`)
  expect(response?.status()).toBe(422)
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/Transfers run within one destination/)).toBeVisible()
})
