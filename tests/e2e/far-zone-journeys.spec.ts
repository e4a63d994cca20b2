// Issue 37 "the traveller's time, the venue's time" (docs/decisions/111, 141): a traveller in Tokyo at 09:30 on Sat
// 16 Jan 2027 books Honolulu, where it is still 14:30 on Fri 15 Jan; the browser's clock and zone and the server's
// clock are fixed (`now`, fixtures/clock.ts). On each line the day and times shown at checkout and on the
// confirmation are Honolulu's, named "(Honolulu time)", never Tokyo's; what has started or left there is not sold.
// One test a line, as short as the line allows; line-journeys.spec.ts walks each line in full.
import { acceptTerms, expectCheckout, fillCard, fillTraveler, paymentSection } from './fixtures/checkout'
import { expect, gotoHydrated, test } from './fixtures/test'

const tonight = '2027-01-15'
const traveler = { firstName: 'Aiko', lastName: 'Tanaka', email: 'aiko.tanaka@example.com', phone: '+81 3 1234 5678' }
/** A Honolulu wall-clock moment of Fri 15 Jan 2027, named as Honolulu's. */
const honoluluTonight = /Jan 15, 2027.*\(Honolulu time\)/

test.use({ now: '2027-01-15T14:30:00-10:00', timezoneId: 'Asia/Tokyo' })

test("dining: tonight's table in Honolulu is booked for its evening, named as Honolulu's, on checkout and confirmation", async ({ page }) => {
  test.setTimeout(90_000)
  // A seating earlier than now in Honolulu is refused, naming its time.
  await gotoHydrated(page, `/dining/search-results?destination=Honolulu&date=${tonight}&time=13:00&guests=2`)
  await expect(page.getByText(/It is already 2:30 PM at the restaurant \(Fri, Jan 15, 2027, 2:30 PM in Honolulu\)/).first()).toBeVisible()

  await gotoHydrated(page, `/dining/search-results?destination=Honolulu&date=${tonight}&time=19:00&guests=2&sort=price-asc`)
  await expect(page.getByRole('heading', { level: 2, name: /restaurants for 2 guests, .*\(Honolulu time\)$/ })).toBeVisible()
  await page.getByRole('list', { name: /^Times at / }).first().getByRole('link').first().click()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expectCheckout(page)
  await expect(page.getByText(honoluluTonight).first()).toBeVisible()
  await fillTraveler(page, traveler)
  await fillCard(paymentSection(page), [traveler.firstName, traveler.lastName])
  await acceptTerms(page)
  await page.getByRole('button', { name: /^(Book the table|Book and pay)/ }).click()
  await expect(page.getByText('Your table is booked')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(honoluluTonight).first()).toBeVisible()
})

test("cars: a pick-up already passed in Honolulu is refused; tonight's is shown on Honolulu's clock at checkout", async ({ page }) => {
  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=HNL&pickUpDate=${tonight}&pickUpTime=14:00&dropOffDate=2027-01-17&dropOffTime=14:00`)
  await expect(page.getByText(/The pick-up date and time have passed: it is Fri, Jan 15, 2027, 2:30 PM in Honolulu/).first()).toBeVisible()

  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=HNL&pickUpDate=${tonight}&pickUpTime=17:00&dropOffDate=2027-01-17&dropOffTime=17:00`)
  await page.getByRole('article').first().getByRole('link', { name: /^View deal/ }).click()
  await expect(page.getByRole('region', { name: 'Pick-up and drop-off' }).getByText(honoluluTonight)).toBeVisible()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expectCheckout(page)
  await expect(page.getByText(honoluluTonight).first()).toBeVisible()
  await expect(page.getByText(/Jan 17, 2027.*\(Honolulu time\)/).first()).toBeVisible()
})

test("tours: tonight's evening show in Honolulu is sold with its start on Honolulu's clock, named so at checkout", async ({ page }) => {
  await gotoHydrated(page, `/tours/search-results?destination=Honolulu&startDate=${tonight}&endDate=${tonight}&travelers=1`)
  const show = page.getByRole('article').filter({ hasText: 'Evening show in Honolulu' })
  await show.getByRole('link', { name: /^See details and times: / }).click()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expectCheckout(page)
  await expect(page.getByText(honoluluTonight).first()).toBeVisible()
})

test("flights: of Honolulu's flights to Los Angeles today only the one not yet gone is sold, shown at its airport's time", async ({ page }) => {
  await gotoHydrated(page, `/flights/search-results?origin=HNL&destination=LAX&departDate=${tonight}&adults=1`)
  const flight = page.getByRole('article')
  await expect(flight).toHaveCount(1)
  await expect(flight).toContainText(/3:55\s?PM HNL/)
  // Searched from Tokyo's today, the 16th, the departure day is Honolulu's 15th, and the day before is refused.
  await gotoHydrated(page, '/flights/search-results?origin=HNL&destination=LAX&departDate=2027-01-14&adults=1')
  await expect(page.getByText(/The departure date is in the past: it is Fri, Jan 15, 2027, 2:30 PM in Honolulu/).first()).toBeVisible()
})
