// Issue 42 item 9, §R2.108: My Profile's points activity. A member pays for a stay with points and cancels it: the
// history says what was used and given back, each with its booking (a link to its reservation) and the balance it
// left, which is the balance the header and the membership state; the booking's page is one step away; the section is
// in the server's page, so it reads without script. The centurion member: no other test counts their points.
import { acceptTerms, expectCheckout, paymentLoaded, paymentSection } from './fixtures/checkout'
import { headerBalance, inDays, signIn } from './fixtures/member'
import { expect, expectAccessible, gotoHydrated, keepScreenshots, test, tick } from './fixtures/test'

test('a stay paid with points and cancelled shows on My Profile as used and given back, adding up to the balance', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'centurion', '/accommodations/')
  await gotoHydrated(page, `/accommodations/search-results?destination=Rome&checkIn=${inDays(61)}&checkOut=${inDays(63)}&pointsEligible=true`)
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await page.getByRole('link', { name: /^Book the .*, Flexible rate$/ }).first().click()
  await expectCheckout(page)
  const payment = paymentSection(page)
  await paymentLoaded(payment)
  await tick(payment.getByRole('radio', { name: /^Points \([\d,]+ points\)$/ }))
  await acceptTerms(page)
  const [, used] = /^Book with ([\d,]+) points$/.exec((await page.getByRole('button', { name: /^Book with [\d,]+ points$/ }).textContent()) ?? '') ?? []
  await page.getByRole('button', { name: /^Book with [\d,]+ points$/ }).click()
  await expect(page).toHaveURL(/\/accommodations\/confirmation\?reservationId=HT-/, { timeout: 20_000 })
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''
  await gotoHydrated(page, `/reservations/view/hotel?reservationId=${reservationId}`)
  await page.getByRole('link', { name: 'Cancel this reservation' }).click()
  await page.getByRole('button', { name: 'Cancel reservation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reservation canceled' })).toBeVisible()

  await gotoHydrated(page, '/my-profile')
  const activity = page.getByRole('region', { name: 'Points activity' })
  const entries = activity.getByRole('list').filter({ has: page.getByText(/^(Used to pay|Given back|Earned|Adjusted)$/) }).getByRole('listitem')
  const balance = await headerBalance(page)
  await expect(entries.nth(0)).toContainText('Given back')
  await expect(entries.nth(0)).toContainText(`+${used} points`)
  await expect(entries.nth(0)).toContainText(`Balance ${balance.toLocaleString('en-US')}`)
  await expect(entries.nth(1)).toContainText('Used to pay')
  await expect(entries.nth(1)).toContainText(`−${used} points`)
  await expect(page.getByRole('region', { name: 'Membership' }).getByText(balance.toLocaleString('en-US'), { exact: true })).toBeVisible()
  await expectAccessible(page)
  await keepScreenshots(page, 'points-activity', [390, 1280])
  // The section is the server's: the same words without script.
  const html = await (await page.request.get('/my-profile')).text()
  expect(html).toContain('Used to pay')
  expect(html).toContain(`Balance ${balance.toLocaleString('en-US')}`)
  // Each change names its booking: a link to the reservation's page.
  await entries.nth(1).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/reservations/view/hotel\\?reservationId=${reservationId}`))
})
