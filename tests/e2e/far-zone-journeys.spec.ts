// Issue 37 "the traveller's time, the venue's time" (docs/decisions/111, 141, 149): a traveller in Tokyo at 09:30 on Sat
// 16 Jan 2027 books Honolulu, where it is still 14:30 on Fri 15 Jan; the browser's clock and zone and the server's
// clock are fixed (`now`, fixtures/clock.ts). On each line the day and times shown at checkout, on the confirmation
// and the reservation are Honolulu's, named "(Honolulu time)", never Tokyo's; a place chosen on a search form makes
// its calendar start at Honolulu's today (Tokyo's yesterday); what has started or left there is not sold, and a day
// already past there is refused naming Honolulu's time. One test a line, as short as the line allows;
// line-journeys.spec.ts walks each line in full.
import type { Locator, Page } from '@playwright/test'
import { acceptTerms, expectCheckout, fillCard, fillTraveler, paymentLoaded, paymentSection } from './fixtures/checkout'
import { signIn } from './fixtures/member'
import { calendarDay } from './fixtures/search'
import { expect, gotoHydrated, test, tick } from './fixtures/test'

const tonight = '2027-01-15'
const traveler = { firstName: 'Aiko', lastName: 'Tanaka', email: 'aiko.tanaka@example.com', phone: '+81 3 1234 5678' }
/** A Honolulu wall-clock moment of Fri 15 Jan 2027, named as Honolulu's. */
const honoluluTonight = /Jan 15, 2027.*\(Honolulu time\)/

/**
 * Chooses a place from a form's suggestions (typing `typed` in `field`, then the option named `option`, which puts
 * `chosen` in the field) and opens the form's calendar (the button named "<dates>: …"): its first day is Honolulu's
 * today, the 15th, though Tokyo's is already the 16th; the 14th is past (issue 37, docs/decisions/149).
 */
async function chooseHonoluluAndOpenCalendar(page: Page, form: Locator, place: { field: string; typed: string; option: RegExp; chosen: string }, dates: string) {
  await form.getByLabel(place.field, { exact: true }).fill(place.typed)
  await page.getByRole('option', { name: place.option }).first().click()
  await expect(form.getByRole('combobox', { name: place.field, exact: true })).toHaveValue(place.chosen)
  await form.getByRole('button', { name: new RegExp(`^${dates}: `) }).click()
  await expect(calendarDay(page, tonight)).toBeVisible()
  await expect(calendarDay(page, tonight)).not.toHaveAttribute('data-disabled', /.*/)
  await expect(calendarDay(page, '2027-01-14')).toHaveAttribute('data-disabled', /.*/)
}

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
  // The card's next start and the offer page's start times name whose clock they are on, as checkout does (issue 37).
  await expect(show.getByText(honoluluTonight)).toBeVisible()
  await show.getByRole('link', { name: /^See details and times: / }).click()
  await expect(page.getByRole('radio', { name: /\d{1,2}:\d{2}\s[AP]M \(Honolulu time\)/ }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expectCheckout(page)
  await expect(page.getByText(honoluluTonight).first()).toBeVisible()
})

test("flights: of Honolulu's flights to Los Angeles today only the one not yet gone is sold; each time says its airport and whose clock, from checkout to My Trips", async ({ page }) => {
  test.setTimeout(180_000)
  // From the landing form: Honolulu's airport chosen, the calendar starts at its today.
  await gotoHydrated(page, '/flights/')
  const form = page.getByRole('form', { name: 'Search flights' })
  await chooseHonoluluAndOpenCalendar(page, form, { field: 'From', typed: 'HNL', option: /^HNL, Honolulu/, chosen: 'HNL' }, 'Dates')
  await page.keyboard.press('Escape')
  // Searched from Tokyo's today, the 16th, the departure day is Honolulu's 15th, and the day before is refused.
  await gotoHydrated(page, '/flights/search-results?origin=HNL&destination=LAX&departDate=2027-01-14&adults=1')
  await expect(page.getByText(/The departure date is in the past: it is Fri, Jan 15, 2027, 2:30 PM in Honolulu/).first()).toBeVisible()

  await signIn(page, 'zero', '/flights/')
  await gotoHydrated(page, `/flights/search-results?origin=HNL&destination=LAX&departDate=${tonight}&adults=1`)
  const flight = page.getByRole('article')
  await expect(flight).toHaveCount(1)
  // The time at its airport, the airport kept, and whose clock it is: as every line names a venue's (issue 37).
  const departs = /3:55\sPM HNL \(Honolulu time\)/
  const arrives = /\d{1,2}:\d{2}\s[AP]M LAX \(Los Angeles time\)/
  await expect(flight).toContainText(departs)
  await expect(flight).toContainText(arrives)
  // Each fare's name holds the times as the card shows them (WCAG 2.5.3).
  const flex = flight.getByRole('link', { name: /^Choose Flex for / })
  await expect(flex).toHaveAccessibleName(new RegExp(`${departs.source} to ${arrives.source}$`))
  // Flex, so the flights can be changed.
  await flex.click()
  await expectCheckout(page)
  const itinerary = async () => {
    await expect(page.getByText(departs).first()).toBeVisible()
    await expect(page.getByText(arrives).first()).toBeVisible()
  }
  await itinerary()
  const travelers = page.getByRole('region', { name: 'Traveler information' })
  await travelers.getByLabel('Date of birth').fill('1990-04-02')
  await travelers.getByLabel('Contact email').fill('finley.zero@example.com')
  await travelers.getByLabel('Contact phone').fill(traveler.phone)
  const payment = paymentSection(page)
  await paymentLoaded(payment)
  await fillCard(payment, ['Finley', 'Zero'])
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your flights are booked' })).toBeVisible({ timeout: 20_000 })
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? ''
  await itinerary()
  await page.getByRole('link', { name: 'Manage this reservation' }).click()
  await expect(page.getByRole('term').filter({ hasText: 'Airline reference (PNR)' })).toBeVisible()
  await itinerary()
  await page.getByRole('link', { name: 'Change flights' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Change your flights' })).toBeVisible()
  await itinerary()

  await gotoHydrated(page, '/my-trips/')
  const trip = page.getByRole('listitem').filter({ hasText: `reservation ${reservationId}` })
  await expect(trip).toContainText('departs Fri, Jan 15, 2027 (Honolulu time), arrives Fri, Jan 15, 2027 (Los Angeles time)')
})

test("hotels: a stay from Honolulu's tonight is offered and found; the Flexible rate's deadline is Honolulu's end of today, named so at checkout, on the confirmation and the reservation", async ({ page }) => {
  test.setTimeout(150_000)
  // The home page's form: Honolulu chosen, the calendar starts at its today, which is searched and found.
  await gotoHydrated(page, '/')
  const form = page.getByRole('form', { name: 'Search hotels' })
  await chooseHonoluluAndOpenCalendar(page, form, { field: 'Destination', typed: 'Honolulu', option: /^Honolulu/, chosen: 'Honolulu' }, 'Dates')
  await calendarDay(page, tonight).click()
  await calendarDay(page, '2027-01-16').click()
  await form.getByRole('button', { name: 'Search hotels' }).click()
  await expect(page).toHaveURL(new RegExp(`checkIn=${tonight}&checkOut=2027-01-16`))
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ hotels$/ })).toBeVisible()
  // The day before Honolulu's today is refused, naming the hotel's time.
  await gotoHydrated(page, '/accommodations/search-results?destination=Honolulu&checkIn=2027-01-14&checkOut=2027-01-16')
  await expect(page.getByText(/Check-in cannot be in the past: it is Fri, Jan 15, 2027, 2:30\sPM in Honolulu/).first()).toBeVisible()

  // Check-in tomorrow in Honolulu, at a hotel whose Flexible rate cancels free until the day before: free cancellation
  // runs to the end of Honolulu's today, though Tokyo's has already ended (the filter keeps only those still open).
  await gotoHydrated(page, '/accommodations/search-results?destination=Honolulu&checkIn=2027-01-16&checkOut=2027-01-18&freeCancellation=true')
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await page.getByRole('link', { name: /^Book the .*, Flexible rate$/ }).first().click()
  await expectCheckout(page)
  const deadline = /Free cancellation until the end of Fri, Jan 15, 2027 \(Honolulu time\)/
  // Check-in and check-out times are the hotel's clock, and say so.
  const stay = async () => {
    await expect(page.getByText(deadline).first()).toBeVisible()
    await expect(page.getByText(/^Sat, Jan 16, 2027, from \d{1,2}:\d{2}\s[AP]M \(Honolulu time\)$/).first()).toBeVisible()
    await expect(page.getByText(/^Mon, Jan 18, 2027, until \d{1,2}:\d{2}\s[AP]M \(Honolulu time\)$/).first()).toBeVisible()
  }
  await stay()
  await fillTraveler(page, traveler)
  await fillCard(paymentSection(page), [traveler.firstName, traveler.lastName])
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay/ }).click()
  await expect(page.getByText('Your stay is booked')).toBeVisible({ timeout: 20_000 })
  await stay()
  await page.getByRole('link', { name: 'Manage booking' }).click()
  await expect(page.getByText(/· Confirmed$/)).toBeVisible()
  await stay()
})

test("transfers: a ride from Honolulu's airport tonight is offered and booked, its pick-up named on Honolulu's clock at checkout, on the confirmation and the reservation", async ({ page }) => {
  test.setTimeout(150_000)
  // The landing form: Honolulu's airport chosen as the pick-up, the calendar starts at its today.
  await gotoHydrated(page, '/transport/')
  const form = page.getByRole('form', { name: 'Search transfers' })
  await chooseHonoluluAndOpenCalendar(page, form, { field: 'From', typed: 'HNL', option: /^HNL, Honolulu/, chosen: 'HNL' }, 'Date')
  await page.keyboard.press('Escape')
  // The day before Honolulu's today is refused, naming its time.
  await gotoHydrated(page, '/transport/search-results?origin=HNL&destination=Honolulu&date=2027-01-14&time=17:00&passengers=1')
  await expect(page.getByText(/This date has passed: it is Fri, Jan 15, 2027, 2:30\sPM in Honolulu/).first()).toBeVisible()

  await gotoHydrated(page, `/transport/search-results?origin=HNL&destination=Honolulu&date=${tonight}&time=17:00&passengers=1`)
  await page.getByRole('article').first().getByRole('link', { name: /^See details and times: / }).click()
  await tick(page.getByRole('radio', { name: /5:00\sPM/ }).first())
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
  await expectCheckout(page)
  const pickUp = /Fri, Jan 15, 2027, 5:00\sPM \(Honolulu time\)/
  await expect(page.getByText(pickUp).first()).toBeVisible()
  // Within 24 hours of the ride on Honolulu's clock: no free cancellation is promised.
  await expect(page.getByText(/The free cancellation period has passed; canceling now costs /).first()).toBeVisible()
  await fillTraveler(page, traveler)
  const details = page.getByRole('region', { name: 'Transfer details' })
  const dropOff = details.getByLabel('Drop-off address')
  if (await dropOff.count()) await dropOff.fill('2005 Kalia Road')
  await fillCard(paymentSection(page), [traveler.firstName, traveler.lastName])
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay/ }).click()
  await expect(page.getByText('Your transfer is booked')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(pickUp).first()).toBeVisible()
  await page.getByRole('link', { name: 'Manage booking' }).click()
  await expect(page.getByText(pickUp).first()).toBeVisible()
})
