// Names and emails as people have them (issue 37 items 7-10, docs/decisions/112; §R5 names and
// email): a guest named in Devanagari, with a typographic apostrophe, a cardholder with one name and an
// international email books a hotel, sees each name field's limit before typing past it, and the
// confirmation shows the names and the email as typed, the email's domain in Unicode.
import { acceptTerms, expectCheckout, fillCard, fillTraveler, paymentSection } from './fixtures/checkout'
import { expect, gotoHydrated, test } from './fixtures/test'
import { inDays } from './fixtures/member'

test('a guest with a Devanagari name, a one-name cardholder and an IDN email books a hotel', async ({ page }) => {
  await gotoHydrated(page, `/accommodations/search-results?destination=Paris&checkIn=${inDays(52)}&checkOut=${inDays(54)}`)
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await page.getByRole('link', { name: /^Book the .*, Flexible rate$/ }).first().click()
  await expectCheckout(page)

  const travelers = page.getByRole('region', { name: 'Traveler information' })
  // Each name field says its limit, and how to give one name, before anything is typed.
  await expect(travelers.getByLabel('First name')).toHaveAccessibleDescription('Only one name? Leave this empty and enter it as the last name. Up to 50 characters.')
  await expect(travelers.getByLabel('Last name')).toHaveAccessibleDescription('Up to 50 characters.')
  await expect(travelers.getByLabel('Last name')).toHaveAttribute('maxlength', '50')

  await fillTraveler(page, { firstName: 'प्रिया', lastName: 'D’Angelo', email: 'ana@bücher.example', phone: '+91 98765 43210' })
  await fillCard(paymentSection(page), ['', 'Suharto'])
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ }).click()

  await expect(page).toHaveURL(/\/accommodations\/confirmation\?reservationId=HT-/)
  await expect(page.getByText('Your stay is booked')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('प्रिया D’Angelo')).toBeVisible()
  await expect(page.getByText(/ana@bücher\.example/).first()).toBeVisible()
  await expect(page.getByText(/xn--/)).toHaveCount(0)
})
