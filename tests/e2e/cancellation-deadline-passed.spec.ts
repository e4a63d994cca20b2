// Issue 36: a booking read after its free cancellation deadline said "Free cancellation until <a passed day>" on the
// reservation page and My Trips. A platinum member books a Paris car with trip protection, points and card, then
// the platform's clock (the sandbox's `clock:` scenario, fixtures/clock.ts) moves past the deadline: both pages say the
// period has passed and what cancelling costs now, in the same words, as the cancel page charges it.
import { acceptTerms, expectCheckout, fillCard, paymentLoaded, paymentSection } from './fixtures/checkout'
import { inDays, signIn } from './fixtures/member'
import { expect, gotoHydrated, keepScreenshots, test, tick } from './fixtures/test'

const passed = /^The free cancellation period has passed; canceling now costs \$[\d,]+\.\d{2}\.$/

test('a car past its free cancellation deadline says so, and what cancelling costs now, on its page and My Trips', async ({ page, context }) => {
  test.setTimeout(120_000)
  const pickUpDate = inDays(4)
  await signIn(page, 'platinum', '/mobility/')
  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${pickUpDate}&pickUpTime=10:00&dropOffDate=${inDays(7)}&dropOffTime=10:00&sort=price-asc`)
  const refundable = page.getByRole('article').filter({ hasText: 'Free cancellation' }).first()
  await refundable.getByRole('link', { name: /^View deal/ }).click()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expectCheckout(page)
  await expect(page.getByText(/^Free cancellation until the end of .* \(Paris time\)/).first()).toBeVisible()

  const traveler = page.getByRole('region', { name: 'Traveler information' })
  await traveler.getByLabel('Phone').fill('+1 202 555 0143')
  const payment = paymentSection(page)
  await paymentLoaded(payment)
  await tick(payment.getByRole('radio', { name: 'Both', exact: true }))
  await fillCard(payment, [await traveler.getByLabel('First name').inputValue(), await traveler.getByLabel('Last name').inputValue()])
  await tick(page.getByRole('checkbox', { name: /^Add trip protection for \$/ }))
  for (const acceptance of ['I have read the trip protection terms and agree to them.', 'I agree to receive the policy documents by email.', 'I sign the trip protection application electronically.']) {
    await tick(page.getByRole('checkbox', { name: acceptance }))
  }
  // One wording for the price due with its premium, the flight's and the reservation's (issue 36).
  const summary = page.getByRole('complementary', { name: 'Summary' })
  await expect(summary.getByText('Total with trip protection')).toBeVisible()
  await expect(summary.getByText('Due now with trip protection')).toHaveCount(0)
  await keepScreenshots(page, 'car-checkout-protection', [1280, 390])
  await page.setViewportSize({ width: 1280, height: 900 })
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay/ }).click()
  await expect(page).toHaveURL(/\/mobility\/confirmation\?reservationId=CR-/, { timeout: 20_000 })
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''

  // The platform reads the reservation at 00:30 UTC on the pick-up day: its deadline (two days before, Paris time) has passed.
  await context.setExtraHTTPHeaders({ 'x-sim-scenario': `clock:${pickUpDate.replaceAll('-', '')}T0030Z` })
  await gotoHydrated(page, `/reservations/view/car?reservationId=${reservationId}`)
  const cancellation = page.getByRole('definition').filter({ hasText: passed })
  await expect(cancellation).toBeVisible()
  const words = (await cancellation.textContent()) ?? ''
  await expect(page.getByText(/Free cancellation until/)).toHaveCount(0)
  await keepScreenshots(page, 'car-reservation-deadline-passed', [1280, 390])
  await page.setViewportSize({ width: 1280, height: 900 })

  await gotoHydrated(page, '/my-trips/')
  const trip = page.getByRole('listitem').filter({ hasText: `reservation ${reservationId}` })
  await expect(trip.getByText(words, { exact: true })).toBeVisible()
  await expect(trip.getByText(/Free cancellation until/)).toHaveCount(0)
})
