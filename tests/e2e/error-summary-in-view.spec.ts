// Issue 43 (WCAG 2.4.11 focus not obscured, 1.4.10 reflow; §R4.21 form submission): on a phone 390 px wide, the
// error banner a form moves the focus to stands whole in the window, its title neither above the top of the screen
// nor under a band fixed over the top of the page (as the site's session notice is): a checkout's summary after the
// form's own check and after the platform's refusal, and Find my booking's refusal. Every line's checkout is walked
// the same way at 320 px in announcements.spec.ts.
import type { Page } from '@playwright/test'
import { expectCheckout, fillCard, fillTraveler, paymentLoaded, paymentSection, acceptTerms } from './fixtures/checkout'
import { expectFocusedInView } from './fixtures/in-view'
import { checkouts } from './fixtures/line-checkouts'
import { expect, gotoHydrated, test } from './fixtures/test'

test.use({ viewport: { width: 390, height: 844 } })

/** A band fixed over the top of the window, 88 px tall, as the site's session notice stands while it shows. */
async function fixedBandAtTop(page: Page) {
  await page.evaluate(() => {
    const band = document.createElement('div')
    band.setAttribute('aria-hidden', 'true')
    band.style.cssText = 'position: fixed; top: 0; left: 0; right: 0; height: 88px; background: #fff; z-index: 1000'
    document.body.append(band)
  })
}

const summaryOf = (page: Page) => page.getByRole('group', { name: 'We could not book this yet' })

test('a hotel checkout\'s summary comes whole into view below a fixed band, after the form\'s check and after a declined card', async ({ page }) => {
  await checkouts.find((checkout) => checkout.name === 'hotel')!.open(page)
  await expectCheckout(page)
  const payment = paymentSection(page)
  await paymentLoaded(payment)
  await fixedBandAtTop(page)
  await page.getByRole('button', { name: /^Book/ }).click()
  await expectFocusedInView(summaryOf(page), 'We could not book this yet')

  // The platform's refusal, answered after the booking loader: the summary takes the focus again, from the bottom of the form.
  await fillTraveler(page, { firstName: 'Noor', lastName: 'Haddad', email: 'noor.haddad@example.com', phone: '+1 212 555 0147' })
  await fillCard(payment, ['Noor', 'Haddad'], { number: '4000 0000 0000 0002', expiry: '12/30', cvv: '123' })
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book/ }).click()
  await expect(payment.getByText('Your card was declined. Check the details, use another card, or pay with points.')).toBeVisible()
  await expectFocusedInView(summaryOf(page), 'We could not book this yet')
})

test('the flight checkout\'s summary, above its longest form, comes whole into view', async ({ page }) => {
  await checkouts.find((checkout) => checkout.name === 'flight')!.open(page)
  await expectCheckout(page)
  await paymentLoaded(paymentSection(page))
  await page.getByRole('button', { name: /^Book/ }).click()
  await expectFocusedInView(summaryOf(page), 'We could not book this yet')
})

test('Find my booking\'s refusal comes whole into view below a fixed band', async ({ page }) => {
  await gotoHydrated(page, '/reservations/find')
  await fixedBandAtTop(page)
  await page.getByLabel('Reservation or confirmation number').fill('HT-NOSUCHBOOK')
  await page.getByLabel('Email').fill('nobody@example.travel')
  await page.getByRole('button', { name: 'Find booking' }).click()
  await expectFocusedInView(page.getByRole('group', { name: 'Booking not found' }), 'Booking not found')
})
