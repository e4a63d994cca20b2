// SPEC.md §2 flights landing form, missing search fields, the flight exchange from the reservation
// view; §3 passenger types (every type and the cabin on the landing form, §9 maxima). The booking
// journey (filter, sort, seat map, §5 passenger names, points and card, calendar file, My Trips,
// cancel with the points back) is the flight row of line-journeys.spec.ts.
import { acceptTerms, expectCheckout, fillCard, paymentSection } from './fixtures/checkout'
import { inDays, signIn } from './fixtures/member'
import { chooseDates } from './fixtures/search'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'

const devon: [string, string] = ['Devon', 'Account']
const mastercard = { number: '5555 5555 5555 4444', expiry: '11/29', cvv: '321' }

test('the landing form asks for every passenger type and the cabin, and the results keep them', async ({ page }) => {
  // Two searches and axe twice, on a machine shared with other test runs.
  test.setTimeout(90_000)
  await gotoHydrated(page, '/flights/')
  const form = page.getByRole('form', { name: 'Search flights' })
  await form.getByLabel('From').fill('New York')
  await form.getByLabel('To', { exact: true }).fill('London')
  await chooseDates(page, form, inDays(45))
  const travellers = form.getByRole('group', { name: 'Travellers and cabin' })
  await travellers.getByLabel('Adults').selectOption('2')
  await travellers.getByLabel('Children (2 to 11)').selectOption('1')
  // SPEC.md §9: no more infants on a lap than adults.
  await expect(travellers.getByLabel('Infants on a lap').locator('option')).toHaveText(['0', '1', '2'])
  await travellers.getByLabel('Cabin').selectOption('BUSINESS')
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Search flights' }).click()

  await expect(page).toHaveURL(/\/flights\/search-results\?origin=New\+York&destination=London&departDate=\d{4}-\d{2}-\d{2}&adults=2&children=1&cabin=BUSINESS$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Flights from New York to London' })).toBeVisible()
  await expect(page.getByText(/· 2 adults, 1 child · Business ·/)).toBeVisible()
  const results = page.getByRole('group', { name: 'Travellers and cabin' })
  await expect(results.getByLabel('Children (2 to 11)')).toHaveValue('1')
  await expect(results.getByLabel('Cabin')).toHaveValue('BUSINESS')
  await expectAccessible(page)

  // Change search brings the same travellers and cabin back to the landing form.
  await page.getByRole('link', { name: 'Change search' }).click()
  await expect(page.getByRole('group', { name: 'Travellers and cabin' }).getByLabel('Children (2 to 11)')).toHaveValue('1')
  await expect(page.getByRole('group', { name: 'Travellers and cabin' }).getByLabel('Cabin')).toHaveValue('BUSINESS')
})

test('a flight search without a destination answers 400 and says what is missing; an unknown offer cannot be checked out', async ({ page }) => {
  let response = await page.goto('/flights/search-results?origin=Lisbon')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us where and when' })).toBeVisible()
  response = await page.goto('/flights/checkout?offerId=Y.RA1-JFKLHR-20990312&fareFamily=FLEX')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: "These flights can't be booked" })).toBeVisible()
})

test('a member changes the dates of a Standard fare from the reservation view (flight exchange)', async ({ page }) => {
  await signIn(page, 'account', '/flights/')
  await gotoHydrated(page, `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(50)}&adults=1&stops=0`)
  await page.getByRole('article').first().getByRole('link', { name: /^Choose Standard for/ }).click()
  await expectCheckout(page)
  const travelers = page.getByRole('region', { name: 'Traveler information' })
  await travelers.getByLabel('First name').fill('Devon')
  await travelers.getByLabel('Last name').fill("D'Account")
  await travelers.getByLabel('Date of birth').fill('1979-11-30')
  await travelers.getByLabel('Contact email').fill('devon@example.com')
  await travelers.getByLabel('Contact phone').fill('+1 202 555 0144')
  await paymentSection(page).getByLabel('Card', { exact: true }).check()
  await fillCard(paymentSection(page), devon, mastercard, { address: '2 Side Street' })
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your flights are booked' })).toBeVisible({ timeout: 20_000 })

  await page.getByRole('link', { name: 'Manage this reservation' }).click()
  await page.getByRole('link', { name: 'Change flights' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Change your flights' })).toBeVisible()
  await expectAccessible(page)
  const newDate = inDays(57)
  await page.getByLabel('New departure date').fill(newDate)
  await page.getByRole('button', { name: 'Find flights' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^New flights from/ })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Choose these flights' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Review your change' })).toBeVisible()
  await expect(page.getByText('Change fee', { exact: true })).toBeVisible()
  await expect(page.getByText('$75.00', { exact: true })).toBeVisible()
  const payButton = page.getByRole('button', { name: /^Change flights and pay/ })
  if (await payButton.count()) await fillCard(page, devon, mastercard, { address: '2 Side Street' })
  await expectAccessible(page)
  await page.getByRole('button', { name: /^Change flights/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your flights are changed' })).toBeVisible({ timeout: 20_000 })
  const [year, month, day] = newDate.split('-').map(Number) as [number, number, number]
  const shown = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)))
  await page.getByRole('link', { name: 'View the reservation' }).click()
  await expect(page.getByText(`Outbound · ${shown}`)).toBeVisible()
})
