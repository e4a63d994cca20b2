// Issue 21 "Find my booking" (docs/decisions/073) on §R2.6 reservation view and cancel, and §R5
// email and postal code as widened there: a guest books with a plus address and a Dublin postcode,
// manages the booking from the confirmation, then in another browser finds it by number and email
// (a wrong email gets the neutral answer), views it and cancels it.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'
import { acceptTerms, fillCard, fillTraveler, paymentSection, visa } from './fixtures/checkout'
import { inDays } from './fixtures/member'

const email = 'zoe+paris@gmail.com'

async function guestBooksAHotel(page: Page) {
  await gotoHydrated(page, `/accommodations/search-results?destination=New+York&checkIn=${inDays(50)}&checkOut=${inDays(52)}`)
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await page.getByRole('link', { name: /^Book the .*, Flexible rate$/ }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.locator('footer').waitFor()
  await fillTraveler(page, { firstName: 'Zoe', lastName: 'Martin', email, phone: '+353 1 555 0143' })
  // An Irish billing address with its Eircode postcode (decision 073).
  await fillCard(paymentSection(page), ['Zoe', 'Martin'], visa, { address: '1 Grand Canal Street', city: 'Dublin', country: 'Ireland', postcode: 'D02 X285' })
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ }).click()
  // Booking waits for the platform's answer: slower on a busy machine (as in line-journeys.spec.ts).
  await expect(page).toHaveURL(/\/accommodations\/confirmation\?reservationId=HT-/, { timeout: 20_000 })
  await expect(page.getByText('Your stay is booked')).toBeVisible({ timeout: 20_000 })
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''
  const orderId = /order (OR-\w+)/.exec((await page.getByText(/Reservation HT-\w+ · order OR-\w+/).textContent()) ?? '')?.[1] ?? ''
  return { reservationId, orderId }
}

test('a guest books, finds the booking in another browser by its confirmation number and email, and cancels it', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const { reservationId, orderId } = await guestBooksAHotel(page)
  expect(orderId).toMatch(/^OR-/)

  // The browser that booked manages the booking from its confirmation.
  await page.getByRole('link', { name: 'Manage booking' }).click()
  await expect(page).toHaveURL(new RegExp(`/reservations/view/hotel\\?reservationId=${reservationId}`))
  await expect(page.getByText(/· Confirmed$/)).toBeVisible()
  // A guest has no trips to go back to (My Trips would ask them to sign in): the way on is another lookup.
  await expect(page.getByRole('link', { name: 'Find another booking' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to My Trips' })).toHaveCount(0)

  const other = await browser.newContext()
  try {
    const elsewhere = await other.newPage()
    // The booking's own address is no key: another browser is asked for the email, with the number filled in.
    await elsewhere.goto(`/reservations/view/hotel?reservationId=${reservationId}`)
    await expect(elsewhere).toHaveURL(new RegExp(`/reservations/find\\?number=${reservationId}`))
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible()

    await gotoHydrated(elsewhere, '/')
    await elsewhere.getByRole('banner').getByRole('link', { name: 'Find my booking' }).click()
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible()
    await elsewhere.locator('footer').waitFor()
    await expectAccessible(elsewhere)
    const number = elsewhere.getByLabel('Reservation or confirmation number')
    const emailField = elsewhere.getByLabel('Email')
    await number.fill(orderId)
    await emailField.fill('zoe@example.travel')
    await elsewhere.getByRole('button', { name: 'Find booking' }).click()
    const notFound = elsewhere.getByRole('group', { name: 'Booking not found' })
    await expect(notFound).toHaveText(/^Booking not found\s*We found no booking with that number and email\. Check both against your confirmation email\.$/)
    await expect(number).toHaveValue(orderId)
    await expectAccessible(elsewhere)

    await emailField.fill(email.toUpperCase())
    await elsewhere.getByRole('button', { name: 'Find booking' }).click()
    await expect(elsewhere).toHaveURL(new RegExp(`/reservations/view/hotel\\?reservationId=${reservationId}`))
    // The keyboard starts at the found reservation's heading (issue 36), not the page's main landmark.
    await expect(elsewhere.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(elsewhere.getByText(/· Confirmed$/)).toBeVisible()
    await expect(elsewhere.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible()
    await elsewhere.getByRole('link', { name: 'Cancel this reservation' }).click()
    await expect(elsewhere.getByRole('heading', { level: 1, name: /^Cancel your stay at / })).toBeVisible()
    await elsewhere.getByRole('button', { name: 'Cancel reservation' }).click()
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Reservation canceled' })).toBeFocused()
    // The question the page's arrival said is not left in the site's live region under the result (issue 43).
    await expect(elsewhere.locator('#page-announcer')).not.toContainText('Cancel your stay')
    await expect(elsewhere.getByRole('link', { name: 'Find another booking' })).toBeVisible()
    await expectAccessible(elsewhere)
  } finally {
    await other.close()
  }
})

test('a number that does not exist gets the answer a wrong email gets; bad input is answered beside its field', async ({ page }) => {
  await gotoHydrated(page, '/reservations/find')
  const number = page.getByLabel('Reservation or confirmation number')
  await number.fill('HT-NOSUCHBOOK')
  await page.getByLabel('Email').fill('zoe@studio.design')
  await page.getByRole('button', { name: 'Find booking' }).click()
  await expect(page.getByRole('group', { name: 'Booking not found' })).toHaveText(/^Booking not found\s*We found no booking with that number and email\. Check both against your confirmation email\.$/)
  // The focus goes to what to fix (issue 43: it fell to the page's body).
  await expect(page.getByRole('group', { name: 'Booking not found' })).toBeFocused()

  await gotoHydrated(page, '/reservations/find?number=HT-NOSUCHBOOK')
  await expect(number).toHaveValue('HT-NOSUCHBOOK')
  await page.getByLabel('Email').fill('zoe@')
  await page.getByRole('button', { name: 'Find booking' }).click()
  await expect(page.getByText('Enter a valid email address.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email')).toBeFocused()
})

test('narrow screens have Find my booking in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Find my booking' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible()
})
