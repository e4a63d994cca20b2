// §R9.16 locales and formats (en-US default, en-GB), issue 19 item 8 and issue 23 item 6: the
// language and region switch keeps the visitor's choice, and in en-GB every main screen of a journey
// (landing, results, offer, checkout, confirmation, My Trips, reservation, cancel) shows day-first
// dates, no ISO date (yyyy-MM-dd), no US month-first date and no US spelling; in en-US a tour's and a car's
// cancellation terms and cancel page are in our en-US words, not the platform's British ones (decision 162).
import type { BrowserContext, Page } from '@playwright/test'
import { acceptTerms, expectCheckout, paymentLoaded, paymentSection } from './fixtures/checkout'
import { inDays, signIn } from './fixtures/member'
import { expect, gotoHydrated, keepScreenshots, test, testWithoutScript, tick } from './fixtures/test'

const month = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'
/** "23 Dec 2026", as en-GB writes a day. */
const dayFirst = new RegExp(`\\b\\d{1,2} ${month} \\d{4}\\b`)
const monthFirst = new RegExp(`\\b${month}\\.? \\d{1,2}, \\d{4}\\b`)

async function visitInBritishEnglish(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'locale', value: 'en-GB', url: baseURL ?? 'http://127.0.0.1' }])
}

/** The page's main content as a traveller reads it: in en-GB, with no date a traveller would not write. */
async function expectBritishFormats(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  const main = page.locator('main')
  await expect(main).not.toHaveText(/\d{4}-\d{2}-\d{2}/)
  await expect(main).not.toHaveText(monthFirst)
  await expect(main).not.toHaveText(/Invalid Date|\bcanceled\b|\bCanceled\b/)
}

test('the language and region switch keeps en-GB for the visitor, and switches back', async ({ page }) => {
  const search = `/accommodations/search-results?destination=Lisbon&checkIn=${inDays(60)}&checkOut=${inDays(62)}`
  await gotoHydrated(page, search)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.locator('main')).toHaveText(monthFirst)

  // The switch is in the header's bar, the language in use opening to it (issue 42 item 10).
  await page.getByRole('banner').getByText(/^Language and region: English \(US\)$/).click()
  const choice = page.getByRole('form', { name: 'Language and region' })
  await choice.getByLabel('Language and region').selectOption({ label: 'English (United Kingdom)' })
  await choice.getByRole('button', { name: 'Change' }).click()
  // The server renders the same page again, in the chosen locale.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page).toHaveURL(new RegExp(`${search.replace(/[?]/g, '\\?')}$`))
  await expect(page.locator('main')).toHaveText(dayFirst)
  await expectBritishFormats(page)

  // Kept for the visitor: another page opens in en-GB.
  await gotoHydrated(page, '/my-trips/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  const summary = page.getByRole('banner').getByText(/^Language and region: English \(UK\)$/)
  await summary.click()
  await expect(page.getByRole('form', { name: 'Language and region' }).getByLabel('Language and region')).toHaveValue('en-GB')
  // Escape closes it and gives the focus back (once its code, which the focus asks for, has come).
  await expect(async () => {
    await page.getByRole('form', { name: 'Language and region' }).getByLabel('Language and region').focus()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('form', { name: 'Language and region' })).toBeHidden({ timeout: 1_000 })
  }).toPass()
  await expect(summary).toBeFocused()

  // On a phone it is in the menu.
  await page.setViewportSize({ width: 390, height: 800 })
  await expect(summary).toBeHidden()
  await page.getByRole('button', { name: 'Menu' }).click()
  const again = page.getByRole('dialog', { name: 'Menu' }).getByRole('form', { name: 'Language and region' })
  await again.getByLabel('Language and region').selectOption('en-US')
  await again.getByRole('button', { name: 'Change' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})

testWithoutScript.describe('without script', () => {
  testWithoutScript.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })

  testWithoutScript("a phone's header has the language switch in place of the menu script would open", async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden()
    await banner.getByText(/^Language and region: English \(US\)$/).click()
    await banner.getByRole('combobox', { name: 'Language and region' }).selectOption('en-GB')
    await banner.getByRole('button', { name: 'Change' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test('the switch refuses a locale the site does not offer and never leaves the site', async ({ request }) => {
  const unknown = await request.post('/api/locale', { form: { locale: 'fr-FR', redirect: '/' }, maxRedirects: 0 })
  expect(unknown.status()).toBe(400)
  const away = await request.post('/api/locale', { form: { locale: 'en-GB', redirect: 'https://evil.example/' }, maxRedirects: 0 })
  expect(away.status()).toBe(303)
  expect(new URL(away.headers().location ?? '', 'http://site.test').host).not.toBe('evil.example')
})

test('every line’s results page writes en-GB dates', async ({ page, context, baseURL, request }) => {
  const tours = `/tours/search-results?destination=Paris&startDate=${inDays(25)}&endDate=${inDays(31)}&travelers=1`
  // An en-US visitor first (no locale cookie): texts read when a module loads would keep that locale for
  // the en-GB visitor below, whose page would then fail to hydrate ("Travelers" against "Travellers").
  expect((await request.get(tours, { headers: { accept: 'text/html' } })).ok()).toBe(true)
  await visitInBritishEnglish(context, baseURL)
  for (const results of [
    `/flights/search-results?origin=New+York&destination=London&departDate=${inDays(40)}&returnDate=${inDays(47)}&adults=1`,
    `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(30)}&pickUpTime=10:00&dropOffDate=${inDays(33)}&dropOffTime=10:00`,
    `/dining/search-results?destination=Tokyo&date=${inDays(20)}&time=19:00&guests=2`,
    tours,
  ]) {
    await gotoHydrated(page, results)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectBritishFormats(page)
  }
  // The tours form's party: "Travellers (1 adult)".
  await expect(page.getByRole('main').getByRole('group', { name: /^Travellers \(/ })).toBeVisible()
})

test('a member books, finds, views and cancels a stay in en-GB: no ISO or US date on any screen', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000)
  await visitInBritishEnglish(context, baseURL)
  await signIn(page, 'zero', '/accommodations/')
  await expectBritishFormats(page)

  await gotoHydrated(page, `/accommodations/search-results?destination=New+York&checkIn=${inDays(75)}&checkOut=${inDays(77)}`)
  await expect(page.locator('main')).toHaveText(dayFirst)
  await expectBritishFormats(page)
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/accommodations\/offer\?/)
  await expect(page.locator('main')).toHaveText(dayFirst)
  await expectBritishFormats(page)

  await page.getByRole('link', { name: /^Book the .*, Flexible rate$/ }).first().click()
  await expectCheckout(page)
  await expectBritishFormats(page)
  const payment = paymentSection(page)
  // A member starts on their own default payment and card on file (docs/decisions/077): this one types a new card.
  await tick(payment.getByRole('radio', { name: 'Card', exact: true }))
  await tick(payment.getByRole('radio', { name: 'A new card' }))
  // Grouped and formatted as typed (issue 19).
  await payment.getByLabel('Card number').pressSequentially('4111111111111111')
  await expect(payment.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111')
  await payment.getByLabel('Expiry date (MM/YY)').pressSequentially('1230')
  await expect(payment.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/30')
  await payment.getByLabel('Security code (CVV)').fill('123')
  await payment.getByLabel('Cardholder first name').fill('Zoe')
  await payment.getByLabel('Cardholder last name').fill('Zero')
  await payment.getByLabel('Billing address').fill('1 High Street')
  await payment.getByLabel('City').fill('London')
  await payment.getByLabel('Country').selectOption({ label: 'United Kingdom' })
  await payment.getByLabel('Postcode').fill('SW1A 1AA')
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay/ }).click()

  await expect(page).toHaveURL(/\/accommodations\/confirmation\?reservationId=HT-/, { timeout: 20_000 })
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''
  await expect(page.locator('main')).toHaveText(dayFirst)
  await expectBritishFormats(page)

  await gotoHydrated(page, '/my-trips/')
  const trip = page.getByRole('listitem').filter({ hasText: `reservation ${reservationId}` })
  await expect(trip).toHaveText(dayFirst)
  await expectBritishFormats(page)
  await trip.getByRole('link').click()
  await expect(page).toHaveURL(/\/reservations\/view\/hotel\?/)
  await expect(page.locator('main')).toHaveText(dayFirst)
  await expectBritishFormats(page)

  await page.getByRole('link', { name: 'Cancel this reservation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Cancel your stay at / })).toBeVisible()
  await expectBritishFormats(page)
  await page.getByRole('button', { name: 'Cancel reservation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reservation cancelled' })).toBeVisible()
  await expectBritishFormats(page)
})

/** §R9.16 en-US and decision 162: the page's main content in en-US, no British spelling of ours or the platform's. */
async function expectAmericanSpelling(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.locator('main')).not.toHaveText(/\b[Cc]ancell(ed|ing)\b/)
}

/** Books what the checkout shows with points (a platinum member has plenty), then its reservation and cancel pages. */
async function bookWithPointsAndOpenCancel(page: Page, confirmation: RegExp, view: string, cancelLink: string) {
  await page.getByRole('region', { name: 'Traveler information' }).getByLabel('Phone').fill('+1 202 555 0143')
  const payment = paymentSection(page)
  await paymentLoaded(payment)
  await tick(payment.getByRole('radio', { name: /^Points \([\d,]+ points\)$/ }))
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book with [\d,]+ points$/ }).click()
  await expect(page).toHaveURL(confirmation, { timeout: 20_000 })
  await expectAmericanSpelling(page)
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''
  await gotoHydrated(page, `/reservations/view/${view}?reservationId=${reservationId}`)
  await expect(page.getByRole('term').filter({ hasText: /^Cancellation$/ })).toBeVisible()
  await expectAmericanSpelling(page)
  await page.getByRole('link', { name: cancelLink }).click()
  await expect(page.getByText('Free cancellation: canceling now costs nothing.')).toBeVisible()
  await expectAmericanSpelling(page)
}

const shots = (page: Page, name: string) => keepScreenshots(page, name, [1280, 390])

test('a tour and a car state their cancellation terms in en-US words on offer, checkout, reservation and cancel pages', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, 'platinum', '/tours/')
  const freeUntil = /^Free cancellation until .* \([A-Z][\w ]+ time\); after that, canceling costs /

  await gotoHydrated(page, `/tours/search-results?destination=Paris&startDate=${inDays(25)}&endDate=${inDays(31)}&travelers=1`)
  await page.getByRole('article').filter({ hasNotText: 'Non-refundable' }).first().getByRole('link', { name: /^See details and times: / }).click()
  await expect(page).toHaveURL(/\/tours\/offer\?/)
  await expect(page.getByText(freeUntil).first()).toBeVisible()
  await expectAmericanSpelling(page)
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expectCheckout(page)
  await expect(page.getByText(freeUntil).first()).toBeVisible()
  await expectAmericanSpelling(page)
  await bookWithPointsAndOpenCancel(page, /\/tours\/confirmation\?reservationId=AC-/, 'activity', 'Cancel this tour')
  await shots(page, 'tour-cancel-en-us')

  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(30)}&pickUpTime=10:00&dropOffDate=${inDays(33)}&dropOffTime=10:00&sort=price-asc`)
  await page.getByRole('article').filter({ hasText: 'Free cancellation' }).first().getByRole('link', { name: /^View deal/ }).click()
  await expect(page).toHaveURL(/\/mobility\/offer\?/)
  await expect(page.getByText(/^Free cancellation until the end of .* \(Paris time\); after that, canceling costs /)).toBeVisible()
  await expectAmericanSpelling(page)
  await shots(page, 'car-offer-en-us')
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expectCheckout(page)
  await expectAmericanSpelling(page)
  await bookWithPointsAndOpenCancel(page, /\/mobility\/confirmation\?reservationId=CR-/, 'car', 'Cancel this car rental')
  await shots(page, 'car-cancel-en-us')
})
