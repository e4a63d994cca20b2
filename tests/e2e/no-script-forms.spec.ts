// Issue 35 item 1 (§R4 payment, §R5 traveller details; docs/decisions/106): no form sends personal
// or card data in an address, with or without script. With script off every checkout, Find my booking and
// the sign-in post to the page that says JavaScript is needed, and no request's address carries the card,
// the CVV, the email or the password; with script on but not yet hydrated, Book waits and says so.
import type { Page, Request } from '@playwright/test'
import { fillCard, paymentSection } from './fixtures/checkout'
import { holdScripts } from './fixtures/held-scripts'
import { checkouts } from './fixtures/line-checkouts'
import { inDays } from './fixtures/member'
import { expect, test, testWithoutScript as withoutScript } from './fixtures/test'

const card = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '739' }
const email = 'no-script.traveller@example.travel'
const password = 'travel-demo'

/** Every request the page makes, kept to be read after the submit. */
function recordRequests(page: Page) {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/**
 * The secrets an address gives away, as a log line or a Referer would show it: in its decoded text (spaces
 * dropped), or, for one as short as a CVV (an asset's hash may hold its digits), as a whole query value.
 */
function leaks(url: string, secrets: readonly string[]) {
  const compact = (text: string) => text.replaceAll(' ', '')
  const decoded = compact(decodeURIComponent(url.replaceAll('+', ' ')))
  const values = [...new URL(url).searchParams.values()].map(compact)
  return secrets.filter((secret) => values.includes(compact(secret)) || (secret.length > 6 && decoded.includes(compact(secret))))
}

/** The form went as a POST to the page that says JavaScript is needed, and the traveller reads that nothing was kept. */
async function expectNeedsJavaScript(page: Page, requests: readonly Request[], formPage: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' })).toBeVisible()
  await expect(page.getByText(/Nothing was booked, changed or charged, and what you typed was not kept\./)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', formPage)
  const sent = requests.find((request) => new URL(request.url()).pathname === '/needs-javascript')
  expect(sent?.method()).toBe('POST')
  // Nothing of the form reached an address, on this page or any other (a GET of the form, a redirect, an asset).
  const secrets = [card.number, card.cvv, email, password]
  expect(requests.flatMap((request) => leaks(request.url(), secrets).map((secret) => `${request.method()} ${request.url()}: ${secret}`))).toEqual([])
  expect(requests.filter((request) => /cardNumber|cardCVV|traveler\.email|password/.test(request.url())).map((request) => request.url())).toEqual([])
}

/**
 * The payment section, with its fields, in the server's first render too: the server loads the section's code when it
 * starts, so no render streams "Loading payment options…" that only script would replace (issue 36, fourth pass item 6).
 */
async function paymentFields(page: Page) {
  await expect(page.getByText('Loading payment options…')).toHaveCount(0)
  return paymentSection(page)
}


// Without script axe cannot run in the page (testWithoutScript): the page that says JavaScript is needed is checked by
// the test with script on below.

withoutScript.describe('with script off', () => {
  withoutScript.use({ javaScriptEnabled: false })

  for (const checkout of checkouts) {
    withoutScript(`the ${checkout.name} checkout posts to the page that says JavaScript is needed, the card and email in no address`, async ({ page }) => {
      await checkout.open(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
      const checkoutUrl = new URL(page.url())
      // Told before typing, beside the form.
      await expect(page.getByText(/^This form needs JavaScript, which is turned off or blocked in this browser/)).toBeVisible()
      await page.getByRole('textbox', { name: checkout.email }).fill(email)
      await fillCard(await paymentFields(page), ['Noa', 'Script'], card)
      const requests = recordRequests(page)
      await page.getByRole('button', { name: /^Book/ }).click()
      await expectNeedsJavaScript(page, requests, new RegExp(`^${checkoutUrl.pathname}\\?`))
    })
  }

  // Issue 43 (progressive enhancement): a landing page's search form sends its named fields by GET to the
  // results, which read the same names; the browser's own date fields stand in for the calendar button.
  withoutScript('a hotel search from the landing page sends the destination and dates to the results', async ({ page }) => {
    await page.goto('/accommodations/')
    const form = page.getByRole('form', { name: 'Search hotels' })
    await expect(form.getByRole('button', { name: /^Dates/ })).toBeHidden()
    await form.getByLabel('Destination').fill('Paris')
    await form.getByLabel('Check-in', { exact: true }).fill(inDays(40))
    await form.getByLabel('Check-out', { exact: true }).fill(inDays(43))
    await form.getByRole('button', { name: 'Search hotels' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Paris' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^\d+ hotels?$/ })).toBeVisible()
    const search = new URL(page.url()).searchParams
    expect([search.get('destination'), search.get('checkIn'), search.get('checkOut')]).toEqual(['Paris', inDays(40), inDays(43)])
  })

  // Without script the count of children cannot add their age fields: one age field a child up to eight, each "No
  // child" until chosen, sends the ages the results search with (issue 43).
  withoutScript('a hotel search from the landing page sends the children\'s ages to the results', async ({ page }) => {
    await page.goto('/accommodations/')
    const form = page.getByRole('form', { name: 'Search hotels' })
    await expect(form.getByLabel('Children', { exact: true })).toBeHidden()
    const ages = form.getByRole('group', { name: /^Children and their ages/ })
    await expect(ages.getByRole('combobox')).toHaveCount(8)
    await form.getByLabel('Destination').fill('Paris')
    await form.getByLabel('Check-in', { exact: true }).fill(inDays(40))
    await form.getByLabel('Check-out', { exact: true }).fill(inDays(43))
    await ages.getByLabel('Age of child 1').selectOption({ label: '4' })
    await ages.getByLabel('Age of child 2').selectOption({ label: 'Under 1' })
    await form.getByRole('button', { name: 'Search hotels' }).click()
    await expect(page.getByRole('heading', { name: /^\d+ hotels?$/ })).toBeVisible()
    // Read as two children, aged 4 and under 1, with no notice that a value was replaced.
    await expect(page.getByText(/ · 2 adults, 2 children · 1 room/)).toBeVisible()
    await expect(page.getByText(/^We couldn't use the/)).toHaveCount(0)
    // The results' own address writes them as every search does.
    expect(new URL(page.url()).searchParams.get('children')).toBe('[4,0]')
  })

  withoutScript('a flight search from the landing page sends the airports and date to the results', async ({ page }) => {
    await page.goto('/flights/')
    const form = page.getByRole('form', { name: 'Search flights' })
    await form.getByLabel('From', { exact: true }).fill('JFK')
    await form.getByLabel('To', { exact: true }).fill('LHR')
    await form.getByLabel('Depart', { exact: true }).fill(inDays(30))
    await form.getByRole('button', { name: 'Search flights' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Flights from New York (JFK) to London (LHR)' })).toBeVisible()
    expect(new URL(page.url()).searchParams.get('departDate')).toBe(inDays(30))
  })

  withoutScript('Find my booking posts to the page that says JavaScript is needed, the email in no address', async ({ page }) => {
    await page.goto('/reservations/find')
    await page.getByLabel('Reservation or confirmation number').fill('HT-NOSCRIPT1')
    await page.getByLabel('Email').fill(email)
    const requests = recordRequests(page)
    await page.getByRole('button', { name: 'Find booking' }).click()
    await expectNeedsJavaScript(page, requests, /^\/reservations\/find$/)
  })

  withoutScript('the sign-in posts to the page that says JavaScript is needed, the password in no address, and leads back to the provider request', async ({ page }) => {
    await page.goto('/auth/sign-in?callbackUrl=/')
    await expect(page).toHaveURL(/\/rewards-club\/sign-in\?.*client_id=rewards-travel-web/)
    await page.getByLabel('User ID').fill('gold')
    await page.getByLabel('Password').fill(password)
    const requests = recordRequests(page)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectNeedsJavaScript(page, requests, /^\/rewards-club\/sign-in\?.*client_id=rewards-travel-web/)
  })
})

test('a checkout sent before its script has hydrated waits and says so, then books through its script', async ({ page }) => {
  const held = await holdScripts(page, /\.js(\?|$)/)
  const requests = recordRequests(page)
  const checkout = `/accommodations/checkout?hotelId=new-york-025&roomTypeId=new-york-025-r1&rateId=new-york-025-r1-saver&checkIn=${inDays(45)}&checkOut=${inDays(48)}&rooms=1&adults=2`
  await page.goto(checkout, { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect.poll(() => held.requested()).toBe(true)
  const traveler = page.getByRole('region', { name: 'Traveler information' })
  await traveler.getByLabel('Email').fill(email)
  const payment = paymentSection(page)
  await payment.getByLabel('Card number').fill(card.number)
  await payment.getByLabel('Security code (CVV)').fill(card.cvv)
  await page.getByRole('button', { name: /^Book/ }).click()

  // Held beside the button, announced, and nothing left the page.
  await expect(page.getByRole('status').filter({ hasText: 'The page is still loading, so nothing was sent. Press the button again in a moment.' })).toBeVisible()
  await traveler.getByLabel('Email').press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/accommodations/checkout')
  expect(requests.filter((request) => request.isNavigationRequest()).map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual(['GET /accommodations/checkout'])

  // Once hydrated, Book is the checkout's own: it checks the details on the page (most are still empty).
  held.release()
  await page.locator('footer').waitFor()
  await expect(page.getByText('The page is still loading')).toHaveCount(0)
  // The same line now says the page is ready and that the early press sent nothing.
  await expect(page.getByRole('status').filter({ hasText: 'The page is ready now. Nothing was sent yet: press the button again to send.' })).toBeVisible()
  await page.getByRole('button', { name: /^Book/ }).click()
  // Checking loads its schema first, through the held route: slower on a busy machine.
  await expect(page.getByRole('group', { name: 'We could not book this yet' })).toBeVisible({ timeout: 15_000 })
  // What was typed before the script was ready is still there: nothing to type again.
  await expect(traveler.getByLabel('Email')).toHaveValue(email)
  expect(new URL(page.url()).pathname).toBe('/accommodations/checkout')
  expect(requests.some((request) => new URL(request.url()).pathname === '/needs-javascript')).toBe(false)
  expect(requests.flatMap((request) => leaks(request.url(), [card.number, card.cvv, email]))).toEqual([])
})

test('Book pressed before the payment section has come says so, waits for it, then checks the card fields with the rest', async ({ page }) => {
  // Issue 43: a Book pressed while the section's code was on its way did nothing the traveller could hear or follow.
  const held = await holdScripts(page, /\/payment-section-[\w-]+\.js$/)
  await page.goto(`/accommodations/checkout?hotelId=new-york-025&roomTypeId=new-york-025-r1&rateId=new-york-025-r1-saver&checkIn=${inDays(45)}&checkOut=${inDays(48)}&rooms=1&adults=2`)
  await page.locator('form[data-script-ready]').waitFor()
  await page.getByRole('region', { name: 'Traveler information' }).getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /^Book/ }).click()
  await expect(page.locator('#page-announcer')).toHaveText('The payment options are still loading. Your booking goes on as soon as they are ready.')
  held.release()
  const summary = page.getByRole('group', { name: 'We could not book this yet' })
  await expect(summary).toBeFocused()
  await summary.getByRole('link', { name: 'Card: Card number' }).click()
  await expect(paymentSection(page).getByLabel('Card number')).toBeFocused()
})

test('a filter ticked and a sort chosen before the page has hydrated are made once it has, not lost', async ({ page }) => {
  // Issue 43: a press about a second after load, before hydration, showed a tick whose filter was never applied.
  const held = await holdScripts(page, /\.js(\?|$)/)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/accommodations/search-results?destination=Paris&checkIn=${inDays(20)}&checkOut=${inDays(22)}`, { waitUntil: 'commit' })
  const fiveStars = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^5 stars/ })
  await fiveStars.click()
  // Held: no tick shows for a filter the page has not taken.
  await expect(fiveStars).not.toBeChecked()
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc')
  held.release()
  await expect(page).toHaveURL(/[?&]stars=(%5B)?5\b/)
  await expect(page).toHaveURL(/[?&]sort=price-desc\b/)
  await expect(fiveStars).toBeChecked()
})

test('a fare tapped before the page has hydrated opens its checkout, even where the router rewrites the address', async ({ page }) => {
  // Issue 43: the router writes the address in canonical form as it hydrates (here it drops `adults=1`, the default), and
  // that replaceState cancelled the page load a tap had started: on a slow phone the fare did nothing.
  const held = await holdScripts(page, /\.js(\?|$)/)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(30)}&adults=1`, { waitUntil: 'commit' })
  await page.getByRole('article').first().getByRole('link', { name: /^Choose Standard for/ }).click()
  // Held until the router can follow it.
  await expect(page).toHaveURL(/\/flights\/search-results\?/)
  held.release()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page).toHaveURL(/\/flights\/checkout\?offerId=/)
})

test("a field focused before the page has hydrated loads its form's code as the page hydrates, with no second press", async ({ page }) => {
  // A traveller who tabs into the hotel's change of stay while the page loads has used it: the focus came before the
  // script listened for it, so waiting for the next one left the server's form in place until they typed.
  const held = await holdScripts(page, /\.js(\?|$)/)
  await page.goto(`/accommodations/offer?hotelId=new-york-025&checkIn=${inDays(45)}&checkOut=${inDays(48)}&rooms=1&adults=2`, { waitUntil: 'commit' })
  const checkIn = page.getByLabel('Check-in')
  await checkIn.focus()
  const formCode = page.waitForRequest(/\/hotel-stay-form-[\w-]+\.js$/)
  held.release()
  await formCode
  await expect(checkIn).toBeFocused()
})

test('the page that says JavaScript is needed leads back to the form only on this site', async ({ page }) => {
  await page.goto(`/needs-javascript?${new URLSearchParams({ from: '/reservations/find?number=HT-1' })}`)
  await expect(page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/reservations/find?number=HT-1')
  // Another site's address is no way back: the home page instead.
  for (const from of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
    await page.goto(`/needs-javascript?${new URLSearchParams({ from })}`)
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  }
})
