// A member is known at checkout (issue 21 "members", docs/decisions/077): §R4.19 payment modes
// (the default for the balance, the split control typed or stepped, Points disabled with what is
// missing, points prices beside cash by the same rule), §R5 card rules (a card on file paid by its
// token, the security code only where the network asks), §R3.13 traveler profiles (managed on My
// Profile, offered at every line's checkout). Each test uses its own member, and none spends points
// another test counts.
import type { Page } from '@playwright/test'
import { acceptTerms, expectCheckout, paymentSection } from './fixtures/checkout'
import { inDays, signIn } from './fixtures/member'
import { expect, expectAccessible, gotoHydrated, test, tick } from './fixtures/test'

const checkIn = inDays(52)
const checkOut = inDays(55)
const results = `/accommodations/search-results?destination=New+York&checkIn=${checkIn}&checkOut=${checkOut}&pointsEligible=true`

async function openHotelCheckout(page: Page) {
  await gotoHydrated(page, results)
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/accommodations\/offer\?/)
  await page.getByRole('link', { name: /^Book the .*, Flexible rate$/ }).first().click()
  await expectCheckout(page)
}

test('a member pays with a card on file: offered first, no number typed, no code for a Visa', async ({ page }) => {
  await signIn(page, 'account', '/accommodations/')
  await openHotelCheckout(page)
  const payment = paymentSection(page)
  await expect(payment.getByRole('radio', { name: 'Visa ending in 6004, Devon Account (default)' })).toBeChecked()
  await expect(payment.getByRole('radio', { name: 'Mastercard ending in 7006, Devon Account' })).toBeVisible()
  await expect(payment.getByLabel('Card number')).toHaveCount(0)
  await expect(payment.getByLabel(/Security code/)).toHaveCount(0)
  await expectAccessible(page)
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ }).click()
  await expect(page.getByText('Your stay is booked')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/•••• 6004/)).toBeVisible()
})

test("an American Express on file asks for its 4-digit code, beside the card, and books with it", async ({ page }) => {
  // Not gold: my-trips.spec.ts expects gold to have no upcoming trip.
  await signIn(page, 'centurion', '/accommodations/')
  await openHotelCheckout(page)
  const payment = paymentSection(page)
  await tick(payment.getByRole('radio', { name: 'Card', exact: true }))
  await expect(payment.getByRole('radio', { name: 'American Express ending in 0001, Gray Centurion (default)' })).toBeChecked()
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay/ }).click()
  await expect(payment.getByText('Enter the 4 digit security code of this card.')).toBeVisible({ timeout: 20_000 })
  await payment.getByLabel('Security code (CVV) of this card').fill('1234')
  await page.getByRole('button', { name: /^Book and pay/ }).click()
  await expect(page.getByText('Your stay is booked')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/•••• 0001/)).toBeVisible()
})

test('a member with points sees points prices beside cash on hotel results; a visitor sees cash only', async ({ page }) => {
  await gotoHydrated(page, results)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByText(/^or [\d,]+ points$/)).toHaveCount(0)

  await signIn(page, 'platinum', '/accommodations/')
  await gotoHydrated(page, results)
  const first = page.getByRole('article').first()
  await expect(first.getByText(/^or [\d,]+ points$/)).toBeVisible()
  await expect(page.getByRole('article').last().getByText(/^or [\d,]+ points$/)).toBeVisible()
  await expectAccessible(page)
})

test('the split control takes a typed amount, refuses what is out of range, and steps with the slider', async ({ page }) => {
  await signIn(page, 'platinum', '/accommodations/')
  await openHotelCheckout(page)
  const payment = paymentSection(page)
  await tick(payment.getByRole('radio', { name: 'Both', exact: true }))
  const typed = payment.getByRole('spinbutton', { name: 'Points to use' })
  const slider = payment.getByRole('slider', { name: 'Points to use, on a slider' })

  await typed.fill('0')
  await expect(payment.getByText(/^Enter a whole number of points from 1 to [\d,]+ points\.$/)).toBeVisible()
  await expect(typed).toHaveAttribute('aria-invalid', 'true')
  await typed.blur()
  await expect(typed).toHaveValue('1')
  await expect(payment.getByText(/^Enter a whole number of points/)).toHaveCount(0)

  await typed.fill('20000')
  await expect(slider).toHaveAttribute('aria-valuetext', /^20,000 points pay \$140\.00; your card pays \$[\d,.]+\.$/)
  await expect(payment.getByText(/^20,000 points pay \$140\.00; your card pays \$[\d,.]+\.$/)).toBeVisible()
  await slider.focus()
  await slider.press('ArrowRight')
  await expect(typed).toHaveValue('21000')
  await slider.press('PageUp')
  await expect(typed).toHaveValue('31000')
  await slider.press('End')
  await expect(typed).toHaveValue((await slider.getAttribute('max')) ?? '')
  // The help text names the range the slider and the field span, from the same fewest points (issue 36, second pass item 5).
  const [min, max] = [Number(await slider.getAttribute('min')), Number(await slider.getAttribute('max'))]
  await expect(typed).toHaveAttribute('min', String(min))
  await expect(payment.getByText(new RegExp(`^From ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')} points;`))).toBeVisible()
  await slider.press('Home')
  await expect(typed).toHaveValue(String(min))
  await expectAccessible(page)
})

test('a member short of points sees Points disabled, with how many more they need', async ({ page }) => {
  await signIn(page, 'green', '/accommodations/')
  await openHotelCheckout(page)
  const payment = paymentSection(page)
  const points = payment.getByRole('radio', { name: /^Points \([\d,]+ points\)/ })
  await expect(points).toBeDisabled()
  await expect(payment.getByText(/^You need [\d,]+ points more to pay with points only\.$/)).toBeVisible()
  await expect(payment.getByRole('radio', { name: 'Card', exact: true })).toBeChecked()
  await expectAccessible(page)
})

test('a traveller saved on My Profile is offered at tour and flight checkouts; edited and deleted there too', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, 'zero', '/my-profile')
  await gotoHydrated(page, '/my-profile')
  const saved = page.getByRole('region', { name: 'Saved travelers' })
  await saved.getByRole('button', { name: 'Add a traveler' }).click()
  await saved.getByLabel('First name').fill('Robin')
  await saved.getByLabel('Last name').fill('Zero')
  await saved.getByLabel('Email').fill('not-an-email')
  await saved.getByLabel('Phone').fill('+1 202 555 0177')
  await saved.getByRole('button', { name: 'Save traveler' }).click()
  await expect(saved.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await saved.getByLabel('Email').fill('robin.zero@example.com')
  await saved.getByRole('button', { name: 'Save traveler' }).click()
  await expect(saved.getByText('Robin Zero is saved.')).toBeVisible()
  await saved.getByRole('button', { name: 'Edit Robin Zero' }).click()
  await saved.getByLabel('Phone').fill('+1 202 555 0178')
  await saved.getByRole('button', { name: 'Save traveler' }).click()
  await expect(saved.getByText('+1 202 555 0178')).toBeVisible()
  await expectAccessible(page)

  await gotoHydrated(page, `/tours/search-results?destination=Paris&startDate=${inDays(26)}&endDate=${inDays(32)}&travelers=1&categories=MUSEUMS_AND_CULTURE`)
  await page.getByRole('article').first().getByRole('link', { name: /^See details and times: / }).click()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expectCheckout(page)
  const traveler = page.getByRole('region', { name: 'Traveler information' })
  await traveler.getByRole('combobox', { name: 'Saved travelers' }).selectOption({ label: 'Robin Zero (robin.zero@example.com)' })
  await expect(traveler.getByLabel('First name')).toHaveValue('Robin')
  await expect(traveler.getByLabel('Phone')).toHaveValue('+1 202 555 0178')
  await expect(traveler.getByRole('checkbox', { name: 'Update Robin Zero on my profile with these details' })).toBeVisible()

  // And for each passenger at flight checkout, the first one's contact details with them.
  await gotoHydrated(page, `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(51)}&adults=1&stops=0`)
  await page.getByRole('article').first().getByRole('link', { name: /^Choose Standard for/ }).click()
  await expectCheckout(page)
  const passengers = page.getByRole('region', { name: 'Traveler information' })
  await passengers.getByRole('combobox', { name: 'Saved travelers for passenger 1' }).selectOption({ label: 'Robin Zero (robin.zero@example.com)' })
  await expect(passengers.getByLabel('Last name')).toHaveValue('Zero')
  await expect(passengers.getByLabel('Contact email')).toHaveValue('robin.zero@example.com')

  await gotoHydrated(page, '/my-profile')
  await saved.getByRole('button', { name: 'Delete Robin Zero' }).click()
  await saved.getByRole('button', { name: 'Delete Robin Zero' }).click()
  await expect(saved.getByText('Robin Zero was deleted.')).toBeVisible()
  await expect(saved.getByText('No saved travelers yet.')).toBeVisible()
})
