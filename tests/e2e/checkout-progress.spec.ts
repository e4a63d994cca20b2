// §R2 step progress indicator, on every line's checkout (the shared checkout frame): an
// ordered list of steps in a navigation named "Checkout progress", the traveller's step marked
// aria-current="step", moving on as the required fields are filled in; one line at 390 px.
import type { Page } from '@playwright/test'
import { fillCard, fillTraveler } from './fixtures/checkout'
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

const progress = (page: Page) => page.getByRole('navigation', { name: 'Checkout progress' })
const currentStep = (page: Page) => progress(page).locator('[aria-current="step"]')

async function expectSteps(page: Page, current: string) {
  await expect(progress(page).getByRole('listitem')).toHaveText([/Traveler details/, /Payment/, /Review and book/])
  await expect(currentStep(page)).toHaveCount(1)
  await expect(currentStep(page)).toContainText(current)
}

test('the hotel checkout shows the traveller on Traveler details, then Payment, then Review and book', async ({ page }) => {
  await gotoHydrated(page, `/accommodations/checkout?hotelId=new-york-025&roomTypeId=new-york-025-r1&rateId=new-york-025-r1-saver&checkIn=${inDays(45)}&checkOut=${inDays(48)}&rooms=1&adults=2`)
  await expectSteps(page, 'Traveler details')
  await fillTraveler(page, { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', phone: '+1 202 555 0143' })
  await expectSteps(page, 'Payment')
  await expect(progress(page).getByRole('listitem').first()).toHaveText(/Traveler details \(completed\)$/)
  await fillCard(page.getByRole('region', { name: 'Payment' }), ['Ana', 'Lima'])
  await expectSteps(page, 'Review and book')
  // Emptying a field takes the traveller back to its step.
  await page.getByRole('region', { name: 'Traveler information' }).getByLabel('Email').fill('')
  await expectSteps(page, 'Traveler details')
})

test('the car, dining and tour checkouts show the same steps from the shared frame', async ({ page }) => {
  await gotoHydrated(page, `/mobility/checkout?offerId=paris-cdg-avis-economy&pickUpDate=${inDays(30)}&pickUpTime=10%3A00&dropOffDate=${inDays(33)}&dropOffTime=10%3A00&driverAge=30`)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expectSteps(page, 'Traveler details')
  // Tables and tours vary by day: through their offer pages.
  await gotoHydrated(page, `/dining/search-results?destination=Paris&date=${inDays(20)}&time=19%3A30&guests=2`)
  await page.getByRole('article').first().getByRole('list', { name: /^Times at / }).getByRole('link').first().click()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expectSteps(page, 'Traveler details')
  await gotoHydrated(page, `/tours/search-results?destination=Rome&startDate=${inDays(30)}&endDate=${inDays(36)}&travelers=2`)
  await page.getByRole('article').first().getByRole('link', { name: /^See details and times: / }).click()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expectSteps(page, 'Traveler details')
})

test('the flight checkout counts the passengers as traveller details; on a phone the steps keep to one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, `/flights/search-results?origin=New+York&destination=London&departDate=${inDays(40)}&adults=1`)
  await page.getByRole('article').first().getByRole('link', { name: /^Choose Flex for/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.locator('footer').waitFor()
  await expectSteps(page, 'Traveler details')
  const items = await progress(page).getByRole('listitem').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))
  expect(new Set(items).size).toBe(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
})
