// Issue 16 (docs/decisions/094): the home search widget and the results and landing pages' search forms are in
// the server's HTML but load their code on the traveller's first use. Nothing done before the code arrives is
// lost (§R2 search forms): the test holds the code back, types, presses, then lets it arrive.
import { holdScripts } from './fixtures/held-scripts'
import { fillPassport } from './fixtures/passport'
import { inDays } from './fixtures/member'
import { chooseDates } from './fixtures/search'
import { expect, gotoHydrated, test } from './fixtures/test'

test('a car search typed and pressed before the results page\'s form has its code searches what was typed', async ({ page }) => {
  const held = await holdScripts(page, /\/(line-search-form|car-line-search)-[\w-]+\.js$/)
  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(30)}&pickUpTime=10:00&dropOffDate=${inDays(33)}&dropOffTime=10:00`)
  await expect(page.getByRole('heading', { level: 1, name: /Paris/ })).toBeVisible()
  // Shown from the server's HTML, its code not asked for before the traveller uses it.
  const form = page.getByRole('form', { name: 'Search cars' })
  await expect(form.getByLabel('Pick-up location', { exact: true })).toHaveValue('Paris')
  expect(held.requested()).toBe(false)

  await form.getByLabel('Pick-up location', { exact: true }).fill('Rome')
  await form.getByRole('button', { name: 'Search cars' }).click()
  await expect.poll(() => held.requested()).toBe(true)
  held.release()
  await expect(page).toHaveURL(/pickUpLocation=Rome/)
  await expect(page.getByRole('heading', { level: 1, name: /Rome/ })).toBeVisible()
})

test('the home widget: a tab pressed before its code arrives is chosen, a destination typed before it is searched', async ({ page }) => {
  const held = await holdScripts(page, /\/(search-widget|hotel-line-search|line-search-form|tabs)-[\w-]+\.js$/)
  await gotoHydrated(page, '/')
  const widget = page.getByRole('region', { name: 'Search for travel' })
  await expect(widget.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true')
  expect(held.requested()).toBe(false)

  await widget.getByLabel('Destination', { exact: true }).fill('Lisbon')
  await widget.getByRole('tab', { name: 'Flights' }).click()
  held.release()
  await expect(widget.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true')

  // Back on the hotels' tab, the destination typed before the code arrived is there and searched.
  await widget.getByRole('tab', { name: 'Hotels' }).click()
  const hotels = page.getByRole('form', { name: 'Search hotels' })
  await expect(hotels.getByLabel('Destination', { exact: true })).toHaveValue('Lisbon')
  await page.keyboard.press('Escape')
  await hotels.getByRole('button', { name: 'Search hotels' }).click()
  await expect(page).toHaveURL(/destination=Lisbon/)
})

// The stranger's pass on a throttled phone: a destination tabbed into while the page loaded stayed the server's input
// (its focus came before the page listened for it), became the suggestions' combobox only after a key press, and then
// lost the focus, the traveller typing on into nothing. The same field on the home widget and the landing pages.
for (const { path, form } of [
  { path: '/', form: 'Search hotels' },
  { path: '/accommodations/', form: 'Search hotels' },
  { path: '/dining/', form: 'Search restaurants' },
]) {
  test(`${path}: a destination focused and typed into while the page loads keeps the focus, the text and shows its suggestions`, async ({ page }) => {
    const held = await holdScripts(page, /\.js(\?|$)/)
    await page.goto(path, { waitUntil: 'commit' })
    const search = page.getByRole('main').getByRole('form', { name: form })
    await search.getByRole('textbox', { name: 'Destination', exact: true }).focus()
    await page.keyboard.type('Par')
    await expect.poll(() => held.requested()).toBe(true)
    held.release()

    const destination = search.getByRole('combobox', { name: 'Destination', exact: true })
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    await expect(destination).toBeFocused()
    await expect(destination).toHaveValue('Par')
    // The caret is at the end: the next letter follows the others.
    await page.keyboard.type('i')
    await expect(destination).toHaveValue('Pari')
  })
}

// The stranger's pass on a throttled phone: Search pressed before any script had come sent the landing form as the
// browser does, without the dates only script shows (their no-script fields are in a <noscript>), and the results
// page said the search was missing details. The press is held until the form has its code, and searches the dates shown;
// the second stranger saw no sign of the press while it was held, and tapped again.
for (const { path, form, place, dates } of [
  { path: '/tours/', form: 'Search tours', place: 'Destination', dates: /startDate=\d{4}-\d\d-\d\d&endDate=\d{4}-\d\d-\d\d/ },
  { path: '/mobility/', form: 'Search cars', place: 'Pick-up location', dates: /pickUpDate=\d{4}-\d\d-\d\d&.*dropOffDate=\d{4}-\d\d-\d\d/ },
]) {
  test(`${path}: Search pressed before any script has come searches with the dates the form shows`, async ({ page }) => {
    const held = await holdScripts(page, /\.js(\?|$)/)
    await page.goto(path, { waitUntil: 'commit' })
    const search = page.getByRole('main').getByRole('form', { name: form })
    await search.getByRole('textbox', { name: place, exact: true }).fill('Paris')
    await search.getByRole('button', { name: form }).click({ noWaitAfter: true })
    // Taken, and seen to be: busy until the form has its code. Tapped again meanwhile, it still searches once.
    await expect(search.getByRole('button', { name: form })).toHaveAttribute('aria-busy', 'true')
    await search.getByRole('button', { name: form }).click({ noWaitAfter: true })
    await expect.poll(() => held.requested()).toBe(true)
    held.release()
    await expect(page).toHaveURL(dates)
    await expect(page).toHaveURL(/=Paris&/)
    await expect(page.getByRole('heading', { level: 1, name: /Paris/ })).toBeVisible()
  })
}

test('flight travellers chosen before the landing form has its code are kept once it arrives', async ({ page }) => {
  const held = await holdScripts(page, /\/(line-search-form|air-line-search)-[\w-]+\.js$/)
  await gotoHydrated(page, '/flights/')
  const form = page.getByRole('form', { name: 'Search flights' })
  await expect(form.getByLabel('Adults')).toHaveValue('1')
  expect(held.requested()).toBe(false)

  await form.getByLabel('Adults').selectOption('2')
  await expect.poll(() => held.requested()).toBe(true)
  held.release()
  // The select shows 2 either way; the search says whether the form took it in.
  await form.getByLabel('Children').selectOption('1')
  await form.getByRole('textbox', { name: 'From' }).fill('JFK')
  await form.getByRole('textbox', { name: 'To' }).fill('LHR')
  await chooseDates(page, form, inDays(45))
  await form.getByRole('button', { name: 'Search flights' }).click()
  await expect(page).toHaveURL(/\/flights\/search-results\?.*adults=2/)
  await expect(page).toHaveURL(/children=1/)
})

// Issue 40: the hotel page's change of stay is in the server's HTML but not in the page's first load; the guests and the
// check-out chosen before its code arrives are the ones its prices are updated for.
test('a hotel page\'s change of stay: what is chosen before its code arrives is what the prices are updated for', async ({ page }) => {
  const held = await holdScripts(page, /\/hotel-stay-form-[\w-]+\.js$/)
  await gotoHydrated(page, `/accommodations/offer?hotelId=new-york-025&checkIn=${inDays(30)}&checkOut=${inDays(32)}&rooms=1&adults=2`)
  const stay = page.getByRole('form', { name: 'Change dates or guests' })
  await expect(stay.getByLabel('Adults')).toHaveValue('2')
  expect(held.requested()).toBe(false)

  await stay.getByLabel('Adults').selectOption('3')
  await stay.getByLabel('Check-out').fill(inDays(33))
  await stay.getByLabel('Children').selectOption('1')
  await expect.poll(() => held.requested()).toBe(true)
  held.release()
  // The child counted before the code came gets its age field once it has.
  await stay.getByLabel('Age of child 1').selectOption('7')
  await stay.getByRole('button', { name: 'Update prices' }).click()
  await expect(page).toHaveURL(/adults=3/)
  await expect(page).toHaveURL(/children=%5B7%5D|children=\[7\]/)
  await expect(page).toHaveURL(new RegExp(`checkOut=${inDays(33)}`))
  await expect(stay.getByLabel('Adults')).toHaveValue('3')
})

// Issue 35 and 43 (a slow phone; the stranger's pass of 1 December): a flight checkout's passenger details typed while
// the page's code is still on its way stay typed once it arrives and after the page's first changes (a bag chosen
// reprices the flights), as on every other checkout.
test('a flight passenger\'s name, birth date and passport typed before the checkout has its code stay through its first changes', async ({ page }) => {
  await gotoHydrated(page, `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(32)}&adults=1&stops=0`)
  await page.getByRole('article').first().getByRole('link', { name: /^Choose Standard for/ }).click()
  const travelers = page.getByRole('region', { name: 'Traveler information' })
  await expect(travelers.getByLabel('Checked bags')).toBeVisible()
  const checkout = page.url()

  // The same checkout loaded afresh, its code held back: only the server's fields.
  const held = await holdScripts(page, /\.js$/)
  await page.goto(checkout, { waitUntil: 'commit' })
  await expect(travelers.getByLabel('Last name')).toBeVisible()
  await travelers.getByLabel('First name').fill('Rowan')
  await travelers.getByLabel('Last name').fill('Early')
  await travelers.getByLabel('Date of birth').fill('1984-02-29')
  await fillPassport(travelers, { number: 'X1234567', country: 'US', expiresOn: '2031-05-01' })
  await travelers.getByLabel('Contact email').fill('rowan@example.com')
  held.release()

  // The page takes over: then a change re-renders every passenger field.
  await expect(page.locator('form[data-needs-script]')).toHaveAttribute('data-script-ready', '')
  await travelers.getByLabel('Checked bags').selectOption('2')
  await expect(travelers.getByLabel('Checked bags')).toHaveValue('2')
  await expect(travelers.getByLabel('First name')).toHaveValue('Rowan')
  await expect(travelers.getByLabel('Last name')).toHaveValue('Early')
  await expect(travelers.getByLabel('Date of birth')).toHaveValue('1984-02-29')
  await expect(travelers.getByLabel('Passport number')).toHaveValue('X1234567')
  await expect(travelers.getByLabel('Issuing country')).toHaveValue('US')
  await expect(travelers.getByLabel('Passport expiry date')).toHaveValue('2031-05-01')
  await expect(travelers.getByLabel('Contact email')).toHaveValue('rowan@example.com')
})

// A checkout's payment section is the server's markup until its code comes: the checkout taking in what was typed
// meanwhile (or a member's card) made React draw the section anew, and the field the traveller was typing in lost the
// focus (a press on it was lost likewise, the failures of narrow-booking-pages.spec.ts). It hydrates what is there.
test('a card number typed before the payment section has its code keeps the focus and every digit', async ({ page }) => {
  const held = await holdScripts(page, /\/payment-section-[\w-]+\.js$/)
  await gotoHydrated(page, `/mobility/checkout?offerId=paris-cdg-avis-economy&pickUpDate=${inDays(30)}&pickUpTime=10%3A00&dropOffDate=${inDays(33)}&dropOffTime=10%3A00&driverAge=30`)
  await page.getByRole('region', { name: 'Traveler information' }).getByLabel('First name').fill('Jordan')
  const cardNumber = page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')
  await cardNumber.focus()
  await page.keyboard.type('4111')
  await expect.poll(() => held.requested()).toBe(true)
  held.release()
  await expect(page.getByRole('region', { name: 'Payment' }).getByText('Visa', { exact: false }).first()).toBeVisible()
  await expect(cardNumber).toBeFocused()
  await page.keyboard.type('1111')
  await expect(cardNumber).toHaveValue(/^4111\s?1111$/)
})
