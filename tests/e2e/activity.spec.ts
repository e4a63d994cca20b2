// §R2 tours and transport: §R8.5 E1002080 activity cancellation not available shown to the
// traveller; §R5 search field errors beside the field. The journeys (search form, filters and sort,
// start time or vehicle, tour details, points or card, My Trips, cancel with the points back) are the
// tour and transport rows of line-journeys.spec.ts.
import { acceptTerms, expectCheckout, fillCard, paymentSection, visa } from './fixtures/checkout'
import { inDays, signIn } from './fixtures/member'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'

test('a non-refundable tour cannot be cancelled: its page shows the E1002080 message and no cancel button', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, 'green', '/tours/')
  await gotoHydrated(page, `/tours/search-results?destination=Paris&startDate=${inDays(25)}&endDate=${inDays(31)}&travelers=1&categories=MUSEUMS_AND_CULTURE`)
  const museum = page.getByRole('article').filter({ hasText: 'skip-the-line' })
  await expect(museum.getByText('Non-refundable')).toBeVisible()
  await museum.getByRole('link', { name: /^See details and times: / }).click()
  await expect(page.getByText("Non-refundable: this booking can't be canceled or changed.").first()).toBeVisible()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()

  await expectCheckout(page)
  await page.getByRole('region', { name: 'Traveler information' }).getByLabel('Phone').fill('+1 202 555 0145')
  // Typed as a traveller types: the number is grouped and the expiry becomes MM/YY as they go.
  await fillCard(paymentSection(page), ['Casey', 'Green'], visa, { typed: true })
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ }).click()
  await expect(page.getByText('Your tour is booked')).toBeVisible({ timeout: 20_000 })

  await page.getByRole('link', { name: 'View this reservation' }).click()
  await page.getByRole('link', { name: 'Cancellation options for this tour' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your tour?' })).toBeVisible()
  await expect(page.getByText('This activity can no longer be canceled online.')).toBeVisible()
  await expect(page.getByText(/non-refundable, so it can't be canceled/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel tour' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Call / })).toBeVisible()
})

test('search errors show beside their field, from the browser and from the platform, with the search kept', async ({ page }) => {
  await gotoHydrated(page, '/tours/')
  const form = page.getByRole('form', { name: 'Search tours' })
  await form.getByRole('button', { name: 'Search tours' }).click()
  await expect(form.getByLabel('Destination')).toBeFocused()
  await expect(form.getByLabel('Destination')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Enter a city or a place to visit.')).toBeVisible()
  await expectAccessible(page)

  let response = await page.goto(`/tours/search-results?destination=Paris&startDate=${inDays(-3)}&travelers=2`)
  expect(response?.status()).toBe(422)
  await page.locator('footer').waitFor()
  await expect(page.getByRole('button', { name: /^Dates: / })).toHaveAccessibleDescription(/^This date has passed: it is .+ in Paris\. Choose today or a later date\.$/)
  await expect(page.getByLabel('Destination')).toHaveValue('Paris')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectAccessible(page)

  response = await page.goto(`/transport/search-results?origin=Paris&destination=London&date=${inDays(10)}`)
  expect(response?.status()).toBe(422)
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/Transfers run within one destination/)).toBeVisible()
})
