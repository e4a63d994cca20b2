// Issue 43, zoom and spacing, and heard as well as seen, past the results (announcements.spec.ts walks each line
// from its landing page to its checkout): a guest books on every line at 320 px with the WCAG 1.4.12 text spacing,
// trip protection added, a Book pressed with nothing filled in first; then the confirmation, the reservation's page
// (Manage booking), its cancel page, the cancellation's result and Find my booking. Each page scrolls only down,
// reads as an outline with every control named, and every control Tab reaches comes whole into the window. What a
// screen reader hears at each step is recorded by the announcement harness: the booking loader takes the focus and
// says what it books, the confirmation's news and the cancellation's result take the focus, nothing falls to the body.
// A member's checkout on every line likewise, with the points widgets in use (Both, the slider moved by keys).
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/announcements'
import { acceptTerms, expectCheckout, fillCard, paymentLoaded, paymentSection } from './fixtures/checkout'
import { expectFocusedInView } from './fixtures/in-view'
import { checkouts } from './fixtures/line-checkouts'
import { signIn } from './fixtures/member'
import { fillPassport } from './fixtures/passport'
import { expectNoSidewaysScroll, expectReadable, expectTabStopsInView } from './fixtures/narrow'
import { tick } from './fixtures/test'

test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true })

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const book = (page: Page) => page.getByRole('button', { name: /^(Book and pay |Book the table$)/ })

/** The guest's details, as each line asks them (a flight's passenger, a transfer's drop-off address). */
async function fillGuest(page: Page, line: string) {
  const traveler = page.getByRole('region', { name: 'Traveler information' })
  await traveler.getByLabel('First name').fill('Jordan')
  await traveler.getByLabel('Last name').fill('Guest')
  if (line === 'flight') {
    await traveler.getByLabel('Date of birth').fill('1985-04-02')
    await fillPassport(traveler)
  }
  await traveler.getByLabel(line === 'flight' ? 'Contact email' : 'Email').fill('jordan@example.com')
  await traveler.getByLabel(line === 'flight' ? 'Contact phone' : 'Phone').fill('+1 202 555 0143')
  if (line === 'transport') await page.getByRole('region', { name: 'Transfer details' }).getByLabel('Drop-off address').fill('12 Rue de Rivoli')
}

/** A page reached after Book: nothing sideways, an outline, every control named and whole in the window as Tab reaches it. */
async function expectNarrowPage(page: Page, what: string) {
  await page.locator('footer').waitFor()
  await expectReadable(page, what)
  await expectTabStopsInView(page, what)
}

for (const { name, open, words } of checkouts) {
  test(`${name}: a guest's checkout with trip protection, a failed Book, the confirmation, the reservation, its cancelling and Find my booking keep to a 320 px screen with the text spaced out, and each change is heard`, async ({ page, heard }) => {
    // Six pages and a booking, each walked with the keyboard, on a machine shared with other test runs.
    test.setTimeout(150_000)
    await open(page)
    await expectCheckout(page)
    const payment = paymentSection(page)
    await paymentLoaded(payment)

    // Trip protection added: the box keeps the focus and its terms come in below, within the screen.
    const protection = page.getByRole('checkbox', { name: /^Add trip protection for / })
    await tick(protection)
    await expect(protection).toBeFocused()
    const protectionTerms = page.getByRole('group', { name: /^Accept these three/ })
    await expect(protectionTerms).toBeVisible()
    await expectNoSidewaysScroll(page, `${name} checkout with trip protection`)

    // Book with nothing filled in: the error summary takes the focus, whole in the window, heard once as it does.
    await heard.forget()
    await book(page).click()
    const summary = page.getByRole('group', { name: 'We could not book this yet' })
    await expectFocusedInView(summary, 'We could not book this yet')
    await heard.expectFocused(/^group: /)
    expect(await heard.timesHeard(/^We could not book this yet/)).toBe(1)
    // A legend ending in a colon is not said with a second one after it in the summary's links.
    await expect(summary.getByRole('link', { name: /::/ })).toHaveCount(0)
    await expectNarrowPage(page, `${name} checkout after a failed Book`)

    await fillGuest(page, name)
    await fillCard(payment, ['Jordan', 'Guest'])
    for (const box of await protectionTerms.getByRole('checkbox').all()) await tick(box)
    await acceptTerms(page)
    await heard.forget()
    await book(page).click()
    // The loader holds the focus and says what it books; the confirmation's news then takes it, named by its words.
    await heard.expectFocused(new RegExp(`^dialog: ${words.booking}`))
    await expect(page).toHaveURL(/\/confirmation\?reservationId=/, { timeout: 20_000 })
    await heard.expectFocused(new RegExp(`^(note|h1): ${words.booked}$`))
    expect(await heard.focused()).not.toContainEqual(expect.stringMatching(/^body/))
    const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''
    await expectNarrowPage(page, `${name} confirmation`)

    await page.getByRole('link', { name: 'Manage booking' }).click()
    await expect(page).toHaveURL(new RegExp(`/reservations/view/\\w+\\?reservationId=${reservationId}`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNarrowPage(page, `${name} reservation`)

    await page.getByRole('link', { name: /^Cancel this / }).click()
    const question = page.getByRole('heading', { level: 1, name: /^Cancel / })
    await expect(question).toBeVisible()
    await expectNarrowPage(page, `${name} cancel page`)
    // The result replaces the loader, which held the focus, and takes it at once: never the body between them.
    await heard.forget()
    await page.getByRole('button', { name: /^Cancel / }).click()
    const result = page.getByRole('heading', { level: 1, name: /canceled$/ })
    await expect(result).toBeFocused({ timeout: 20_000 })
    await heard.expectFocused(new RegExp(`^h1: ${escaped((await result.textContent()) ?? '')}$`))
    expect(await heard.focused()).not.toContainEqual(expect.stringMatching(/^body/))
    await expectNarrowPage(page, `${name} cancelled`)

    await page.goto(`/reservations/find?number=${reservationId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await expectNarrowPage(page, `${name} find my booking`)
    await page.getByLabel('Email').fill('jordan@example.com')
    await page.getByRole('button', { name: 'Find booking' }).click()
    await expect(page).toHaveURL(new RegExp(`/reservations/view/\\w+\\?reservationId=${reservationId}`))
    await expect(page.getByRole('heading', { level: 1, name: /\(canceled\)$/ })).toBeVisible()
    await expectNarrowPage(page, `${name} cancelled reservation`)
  })
}

test("a member's checkout on every line keeps to a 320 px screen with the text spaced out as the points are split with the card", async ({ page }) => {
  test.setTimeout(150_000)
  // Signed in on a wide screen, where the header shows the balance signIn waits for (a phone's menu holds it).
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'platinum', '/')
  await page.setViewportSize({ width: 320, height: 640 })
  for (const { name, open } of checkouts) {
    await open(page)
    await expectCheckout(page)
    const payment = paymentSection(page)
    await paymentLoaded(payment)
    const both = payment.getByRole('radio', { name: 'Both', exact: true })
    // A table offered free asks for no payment at all: nothing to split.
    if (!(await both.count())) continue
    await tick(both)
    const slider = payment.getByRole('slider', { name: /^Points to use/ })
    await slider.focus()
    // From the fewest points, ten steps up.
    await page.keyboard.press('Home')
    const fewest = await slider.inputValue()
    await page.keyboard.press('PageUp')
    await expect(slider).not.toHaveValue(fewest)
    await expect(slider).toBeFocused()
    await expect(slider).toBeInViewport({ ratio: 1 })
    await expectNarrowPage(page, `${name} checkout paying with points and card`)
  }
})
