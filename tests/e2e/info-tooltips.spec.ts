// §R3.55 "Infotooltip items: name and document": the checkout's page content names the documents
// behind its info buttons (payment methods, trip protection); each is a named button that opens the
// document in a tooltip, by pointer or keyboard, and Escape closes it.
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

const hotelCheckout = () => `/accommodations/checkout?hotelId=new-york-025&roomTypeId=new-york-025-r1&rateId=new-york-025-r1-saver&checkIn=${inDays(45)}&checkOut=${inDays(48)}&rooms=1&adults=2`

test('the trip protection info button opens its document by click and by keyboard, and Escape closes it', async ({ page }) => {
  await gotoHydrated(page, hotelCheckout())
  const button = page.getByRole('region', { name: 'Trip protection' }).getByRole('button', { name: 'About trip protection' })
  const tooltip = page.getByRole('tooltip')
  // The heading still names the section alone; the document describes the button before it is opened.
  await expect(page.getByRole('heading', { level: 2, name: 'Trip protection', exact: true })).toBeVisible()
  await expect(button).toHaveAccessibleDescription(/^Trip protection is optional cover/)
  const region = page.getByRole('region', { name: 'Trip protection' })
  await expect(region.getByRole('button', { name: 'About trip protection', expanded: false })).toBeVisible()
  await expect(tooltip).toBeHidden()

  await button.click()
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toHaveText(/premium is charged to your card, even when you pay the booking with points/)
  await expect(region.getByRole('button', { name: 'About trip protection', expanded: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tooltip).toBeHidden()

  await button.focus()
  await page.keyboard.press('Enter')
  await expect(tooltip).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tooltip).toBeHidden()
  await expect(button).toBeFocused()
})

test('the payment section explains the ways to pay on every line, beside its heading', async ({ page }) => {
  await gotoHydrated(page, `/mobility/checkout?offerId=paris-cdg-avis-economy&pickUpDate=${inDays(30)}&pickUpTime=10%3A00&dropOffDate=${inDays(33)}&dropOffTime=10%3A00&driverAge=30`)
  const payment = page.getByRole('region', { name: 'Payment' })
  await payment.getByRole('button', { name: 'About the ways to pay' }).click()
  await expect(page.getByRole('tooltip')).toHaveText(/^Card charges the whole price to your card\. Points pays it from your balance/)
  // A press elsewhere closes it.
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).click()
  await expect(page.getByRole('tooltip')).toBeHidden()
})
