// SPEC.md §2 dining (/dining/, /search-results, /offer, /checkout, /confirmation; reservation view and
// cancel sub-route dining), §3 dining checkout data, §4 payment modes (a member pays with points), §5
// validation shown beside the field, §6 My Trips for members. Axe on every page of the journey.
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'
import { headerBalance, inDays, signIn } from './fixtures/member'

/** The first Thursday at least `days` days ahead: every restaurant but a few opens on Thursdays. */
function thursdayAfter(days: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  date.setUTCDate(date.getUTCDate() + ((4 - date.getUTCDay() + 7) % 7))
  return date.toISOString().slice(0, 10)
}
const date = thursdayAfter(30)


test('a member finds a table, pays a set menu with points, finds it in My Trips and cancels it for the points back', async ({ page }) => {
  // The whole journey, with axe on eight pages, on a machine shared with other test runs.
  test.setTimeout(150_000)
  // Its own member, so no other test's booking moves the balance it checks.
  await signIn(page, 'diner', '/dining/')
  await expect(page.getByRole('heading', { level: 1, name: 'Find a table' })).toBeVisible()
  await page.locator('footer').waitFor()
  const before = await headerBalance(page)
  await expectAccessible(page)

  const search = page.getByRole('form', { name: 'Search restaurants' })
  await search.getByLabel('Destination').fill('Paris')
  await search.getByLabel('Date').fill(date)
  await search.getByLabel('Time').selectOption('19:30')
  await search.getByLabel('Party size').selectOption('2')
  await search.getByRole('button', { name: 'Search restaurants' }).click()
  await expect(page).toHaveURL(new RegExp(`/dining/search-results\\?destination=Paris&date=${date}&time=19%3A30&guests=2`))
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants in Paris' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ restaurants for 2 guests/ })).toBeVisible()
  await expectAccessible(page)

  // Filters and sort live in the address: rewards partners at the two top price levels, best rated first.
  await page.getByRole('group', { name: 'Rewards' }).getByLabel(/^Rewards partners/).click()
  await expect(page).toHaveURL(/partners=true/)
  await page.getByRole('group', { name: 'Price level' }).getByLabel(/^\$\$\$ Expensive/).click()
  await expect(page).toHaveURL(/priceLevels=.*3/)
  await page.getByLabel('Sort by').selectOption('rating')
  await expect(page).toHaveURL(/sort=rating/)
  // The list shows the filtered answer once it arrives.
  await expect(page.getByRole('article').filter({ hasNotText: /· \$\$\$ ·/ })).toHaveCount(0)
  await expect(page.getByRole('article').filter({ hasNotText: 'Earn 3X points' })).toHaveCount(0)
  const card = page.getByRole('article').filter({ has: page.getByRole('list', { name: /^Times at / }) }).first()
  await expect(card.getByText(/Earn 3X points/)).toBeVisible()
  await expect(card.getByText(/on TripAdvisor/)).toBeVisible()
  const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim()
  await card.getByRole('list', { name: /^Times at / }).getByRole('link').first().click()

  await expect(page).toHaveURL(/\/dining\/offer\?/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  for (const section of ['Book a table', `About ${name}`, 'Menu highlights', 'Reviews']) await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  await page.locator('footer').waitFor()
  // The seatings are real radio buttons: the keyboard moves between them.
  const times = page.getByRole('group', { name: /^Time on / })
  const checked = times.getByRole('radio', { checked: true })
  await expect(checked).toHaveCount(1)
  await page.getByRole('radio', { name: /tasting menu/i }).first().check()
  await expect(page.getByText(/Due now for 2 guests: \$[\d,.]+/)).toBeVisible()
  await expect(page.getByText(/Free cancellation until .* \(48 hours before\)/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Continue to checkout' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.locator('footer').waitFor()
  for (const step of ['Order details review', 'Traveler information', 'Payment', 'Terms and conditions']) await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible()
  const traveler = page.getByRole('region', { name: 'Traveler information' })
  await expect(traveler.getByLabel('First name')).toHaveValue('Dana')
  await traveler.getByLabel('Phone').fill('+1 202 555 0143')
  await traveler.getByLabel('Occasion').selectOption('ANNIVERSARY')
  await traveler.getByLabel('Special requests').fill('A table by the window, please.')
  await page.getByRole('region', { name: 'Payment' }).getByRole('radio', { name: /^Points \(/ }).check()
  await page.getByRole('region', { name: 'Terms and conditions' }).getByText('I accept the booking terms').click()
  await expectAccessible(page)
  const book = page.getByRole('button', { name: /^Book with [\d,]+ pts$/ })
  const pointsText = (await book.innerText()).replace(/^Book with /, '')
  const points = Number(pointsText.replace(/\D/g, ''))
  await book.dblclick()

  await expect(page).toHaveURL(/\/dining\/confirmation\?reservationId=DN-/)
  await expect(page.getByText('Your table is booked')).toBeVisible()
  await expect(page.getByText(/Reservation DN-\w+ · order OR-\w+/)).toBeVisible()
  await expect(page.getByText('Anniversary')).toBeVisible()
  await expect(page.getByText(new RegExp(`^${pointsText} \\(\\$[\\d,.]+\\)$`))).toBeVisible()
  await expect.poll(() => headerBalance(page)).toBe(before - points)
  await expectAccessible(page)
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''

  await gotoHydrated(page, '/my-trips/')
  await expect(page.getByText(new RegExp(`^Dining · .*Paris.* · reservation ${reservationId}$`))).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) }).first().click()
  await expect(page).toHaveURL(new RegExp(`/reservations/view/dining\\?reservationId=${reservationId}`))
  await expect(page.getByRole('heading', { level: 1, name: `${name}, Paris` })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Cancel this reservation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your table?' })).toBeVisible()
  await expect(page.getByText(/you get everything back/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Cancel reservation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reservation cancelled' })).toBeVisible()
  await expect(page.getByText(`${pointsText} to your account`, { exact: false })).toBeVisible()
  await expect.poll(() => headerBalance(page)).toBe(before)
})

test('a guest books a free table by card, guaranteed and charged nothing', async ({ page }) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, `/dining/search-results?destination=Tokyo&date=${date}&time=19:00&guests=2&sort=price-asc`)
  const card = page.getByRole('article').filter({ hasText: 'Free to reserve a table' }).filter({ has: page.getByRole('list', { name: /^Times at / }) }).first()
  await card.getByRole('list', { name: /^Times at / }).getByRole('link').first().click()
  await expect(page.getByRole('radio', { name: /^Table reservation · Free/ })).toBeChecked()
  await expect(page.getByText('Nothing to pay now: you pay at the restaurant.')).toBeVisible()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.locator('footer').waitFor()
  await expect(page.getByText(/Nothing is charged now. Your card guarantees the table/)).toBeVisible()
  const traveler = page.getByRole('region', { name: 'Traveler information' })
  await traveler.getByLabel('First name').fill('Robin')
  await traveler.getByLabel('Last name').fill('Guest')
  await traveler.getByLabel('Email').fill('robin.guest@example.com')
  await traveler.getByLabel('Phone').fill('+1 202 555 0199')
  const payment = page.getByRole('region', { name: 'Payment' })
  await payment.getByLabel('Card number').fill('4111 1111 1111 1111')
  await payment.getByLabel('Expiry date (MM/YY)').fill('12/30')
  await payment.getByLabel('Security code (CVV)').fill('123')
  await payment.getByLabel('Cardholder first name').fill('Robin')
  await payment.getByLabel('Cardholder last name').fill('Guest')
  await payment.getByLabel('Billing address').fill('1 Main Street')
  await payment.getByLabel('City').fill('Springfield')
  await payment.getByLabel('ZIP or postal code').fill('62701')
  await page.getByRole('region', { name: 'Terms and conditions' }).getByText('I accept the booking terms').click()
  await page.getByRole('button', { name: 'Book the table' }).click()
  await expect(page).toHaveURL(/\/dining\/confirmation\?reservationId=DN-/)
  await expect(page.getByText('Your table is booked')).toBeVisible()
  await expect(page.getByText(/\$0\.00 \(•••• 1111\)/)).toBeVisible()
  // The guest who booked may add it to a calendar (their browser's signed cookie says so).
  const ics = await page.request.get((await page.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')) ?? '')
  expect(ics.headers()['content-type']).toContain('text/calendar')
  expect(await ics.text()).toContain('SUMMARY:Table at ')
})

test('bad input shows beside its field with the search kept, and bad filters fall back', async ({ page }) => {
  await gotoHydrated(page, '/dining/')
  const search = page.getByRole('form', { name: 'Search restaurants' })
  await search.getByRole('button', { name: 'Search restaurants' }).click()
  await expect(search.getByLabel('Destination')).toBeFocused()
  await expect(search.getByLabel('Destination')).toHaveAttribute('aria-invalid', 'true')
  await expect(search.getByText('Enter a city or a destination.')).toBeVisible()
  await expect(search.getByText('Choose a date.')).toBeVisible()
  await expectAccessible(page)

  // A passed date reaches the platform from the address: its refusal stands beside the date, the rest kept.
  const response = await page.goto(`/dining/search-results?destination=Paris&date=${inDays(-3)}&guests=4`)
  expect(response?.status()).toBe(422)
  await page.locator('footer').waitFor()
  await expect(page.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('That date has passed. Choose today or a later date.')).toBeVisible()
  await expect(page.getByLabel('Destination')).toHaveValue('Paris')
  await expect(page.getByLabel('Party size')).toHaveValue('4')
  await expectAccessible(page)

  // Unknown filters, sort and party size are dropped rather than failing the page.
  const fallback = await page.goto(`/dining/search-results?destination=Paris&date=${date}&guests=99&sort=cheapest&cuisines=MARTIAN&priceLevels=9`)
  expect(fallback?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ restaurants for 2 guests/ })).toBeVisible()
  await expect(page.getByLabel('Sort by')).toHaveValue('recommended')

  const missing = await page.goto('/dining/offer?restaurantId=paris-r999&date=' + date)
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: "We can't find that restaurant" })).toBeVisible()
})
