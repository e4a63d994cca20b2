// Issue 37 "the traveller's time, the venue's time" (docs/decisions/111): the date calendar's today is the
// traveller's own date in Auckland, Honolulu, London and Tokyo, near midnight and across the 2027 clock
// changes (§R9 dates, past days disabled); and with the server's clock fixed too (`now`, fixtures/clock.ts: the
// sandbox's `clock:` scenario), a stay tonight in Honolulu is found at 20:31 local time and yesterday is refused
// naming the hotel's time; a traveller in London just after midnight finds Honolulu's tonight on every line, and
// only the flights that have not left. A page rendered on the server's day hydrates on that day whatever the
// traveller's clock and zone (Auckland and Honolulu just after midnight on 1 March, a new season), then shows
// the traveller's dates; the landing pages' popular routes count their two weeks from the day at the airport
// they leave from (docs/decisions/133). A tour's card and page judge free cancellation per departure (docs/decisions/141).
import { instantOf } from './fixtures/clock'
import { calendarDay } from './fixtures/search'
import { expect, gotoHydrated, test, tick } from './fixtures/test'

/** The instant (UTC), the traveller's zone, their date then and the day before. */
const travellers = [
  { zone: 'Pacific/Honolulu', at: '2026-11-29T06:18:00Z', today: '2026-11-28', yesterday: '2026-11-27', when: '20:18 on Sat 28 Nov' },
  { zone: 'Pacific/Auckland', at: '2026-11-29T19:00:00Z', today: '2026-11-30', yesterday: '2026-11-29', when: '08:00 on Mon 30 Nov' },
  { zone: 'Europe/London', at: '2027-07-15T23:30:00Z', today: '2027-07-16', yesterday: '2027-07-15', when: '00:30 on a summer night' },
  { zone: 'Asia/Tokyo', at: '2026-11-29T15:30:00Z', today: '2026-11-30', yesterday: '2026-11-29', when: '00:30 on Mon 30 Nov' },
  { zone: 'Europe/London', at: '2027-03-28T00:30:00Z', today: '2027-03-28', yesterday: '2027-03-27', when: '00:30 before the spring clock change' },
  { zone: 'Pacific/Auckland', at: '2027-04-03T11:30:00Z', today: '2027-04-04', yesterday: '2027-04-03', when: '00:30 before the autumn clock change' },
] as const

for (const traveller of travellers) {
  test.describe(`a traveller in ${traveller.zone} at ${traveller.when}`, () => {
    test.use({ now: traveller.at, timezoneId: traveller.zone })

    test('the calendar marks their own today and disables only the days before it', async ({ page }) => {
      await gotoHydrated(page, '/accommodations/')
      const form = page.getByRole('form', { name: 'Search hotels' })
      await form.getByRole('button', { name: /^Dates: / }).click()
      const today = calendarDay(page, traveller.today)
      // The calendar opens on the month of the first day that can be chosen: the traveller's today.
      await expect(today).toBeVisible()
      await expect(today).toHaveAttribute('data-today', '')
      await expect(today).not.toHaveAttribute('data-disabled', /.*/)
      await expect(page.locator('[data-part=table-cell-trigger][data-view=day][data-today]:not([data-outside-range])')).toHaveCount(1)
      const yesterday = calendarDay(page, traveller.yesterday)
      if (await yesterday.count()) await expect(yesterday).toHaveAttribute('data-disabled', /.*/)
      await page.keyboard.press('Escape')
    })
  })
}

test.describe('the server on the venue clock', () => {
  // Sat 28 Nov 2026, 20:31 in Honolulu: Sunday 06:31 in UTC.
  test.use({ now: '2026-11-28T20:31:00-10:00', timezoneId: 'Pacific/Honolulu' })

  test('a stay tonight in Honolulu is found at 20:31 local time, and yesterday is refused naming the hotel time', async ({ page }) => {
    await gotoHydrated(page, '/accommodations/search-results?destination=Honolulu&checkIn=2026-11-28&checkOut=2026-11-29')
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Honolulu' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ hotels$/ })).toBeVisible()
    const offer = new URL((await page.getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? '', page.url())

    await gotoHydrated(page, '/accommodations/search-results?destination=Honolulu&checkIn=2026-11-27&checkOut=2026-11-29')
    await expect(page.getByText(/Check-in cannot be in the past: it is Sat, Nov 28, 2026, 8:31\sPM in Honolulu/).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0)

    // The same refusal on a hotel's page stands beside its check-in date, to change in place.
    offer.searchParams.set('checkIn', '2026-11-27')
    await gotoHydrated(page, `${offer.pathname}${offer.search}`)
    await expect(page.getByLabel('Check-in')).toHaveAccessibleDescription(/^Check-in cannot be in the past: it is Sat, Nov 28, 2026, 8:31\sPM in Honolulu\.$/)
  })
})

test.describe('a traveller in London at 00:30 on Sat 16 Jan 2027, booking Honolulu (14:30 on Fri 15 Jan there)', () => {
  test.use({ now: '2027-01-15T14:30:00-10:00', timezoneId: 'Europe/London' })

  test("Honolulu's tonight is found on every line, and only the flights still sold", async ({ page }) => {
    const tonight = '2027-01-15'
    await gotoHydrated(page, `/accommodations/search-results?destination=Honolulu&checkIn=${tonight}&checkOut=2027-01-16`)
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ hotels$/ })).toBeVisible()

    await gotoHydrated(page, `/dining/search-results?destination=Honolulu&date=${tonight}&time=19:00&guests=2`)
    await expect(page.getByRole('list', { name: /^Times at / }).first()).toBeVisible()

    await gotoHydrated(page, `/mobility/search-results?pickUpLocation=HNL&pickUpDate=${tonight}&pickUpTime=17:00&dropOffDate=2027-01-17&dropOffTime=17:00`)
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ cars for 2 days$/ })).toBeVisible()

    // The evening show starts at 19:30 tonight, Honolulu time.
    await gotoHydrated(page, `/tours/search-results?destination=Honolulu&startDate=${tonight}&endDate=${tonight}&travelers=1`)
    await expect(page.getByRole('article').filter({ hasText: 'Evening show in Honolulu' })).toBeVisible()

    // Tomorrow's tours: a first start before 14:30 is within 24 hours, a later one is still free to cancel, and the
    // card says so; on the tour's page the policy follows the start chosen (docs/decisions/141).
    await gotoHydrated(page, '/tours/search-results?destination=Honolulu&startDate=2027-01-16&endDate=2027-01-16&travelers=1')
    const laterFree = page.getByRole('article').filter({ hasText: 'Free cancellation on later departures; this one starts within 24 hours' }).first()
    await laterFree.getByRole('link', { name: /^See details/ }).click()
    const policy = page.getByText(/^(The free cancellation period has passed|Free cancellation until)/)
    await expect(policy).toHaveText(/^The free cancellation period has passed; canceling now costs /)
    await tick(page.getByRole('radio', { disabled: false }).last())
    await expect(policy).toHaveText(/^Free cancellation until Fri, Jan 15, 2027, .* \(Honolulu time\); after that, canceling costs /)

    // Of the day's three flights to Los Angeles, 07:05 and 09:00 have left; 15:55 is sold until 14:55.
    await gotoHydrated(page, `/flights/search-results?origin=HNL&destination=LAX&departDate=${tonight}&adults=1`)
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('article')).toContainText('RA 5380')
  })
})

test.describe('a traveller in Tokyo at 00:30, a day ahead of the earliest date anywhere', () => {
  test.use({ now: '15:30', timezoneId: 'Asia/Tokyo' })

  test('a search form loaded on first use hydrates on the earliest date, then counts its default date from theirs', async ({ page }) => {
    const tokyoToday = new Date(instantOf('15:30') + 9 * 3_600_000).toISOString().slice(0, 10)
    const inTwoWeeks = new Date(Date.parse(`${tokyoToday}T00:00:00Z`) + 14 * 86_400_000)
    const shown = inTwoWeeks.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    await gotoHydrated(page, '/dining/')
    const form = page.getByRole('form', { name: 'Search restaurants' })
    await form.getByRole('button', { name: 'Search restaurants' }).click()
    await expect(form.getByLabel('Destination')).toBeFocused()
    await expect(form.getByRole('button', { name: `Date: ${shown}` })).toBeVisible()
  })
})

/** The instant, the traveller's zone, and their first day of spring (a new month and season) just begun. */
const justAfterMidnight = [
  { zone: 'Pacific/Auckland', at: '2027-03-01T00:30:00+13:00' },
  { zone: 'Pacific/Honolulu', at: '2027-03-01T00:30:00-10:00' },
] as const

for (const traveller of justAfterMidnight) {
  test.describe(`a traveller in ${traveller.zone} at 00:30 on Mon 1 Mar 2027`, () => {
    test.use({ now: traveller.at, timezoneId: traveller.zone })

    test("a landing page hydrates on the server's day, then shows the traveller's dates and season", async ({ page }) => {
      await gotoHydrated(page, '/dining/')
      // The form hydrates on first use (on the day the server rendered), then counts its two weeks from the traveller's date.
      const form = page.getByRole('form', { name: 'Search restaurants' })
      await form.getByRole('button', { name: 'Search restaurants' }).click()
      await expect(form.getByLabel('Destination')).toBeFocused()
      await expect(form.getByRole('button', { name: 'Date: Mon, Mar 15, 2027' })).toBeVisible()
      // The season's suggestions hydrate on first use too, and then follow the traveller's month.
      await page.getByRole('list', { name: 'Where to go' }).getByRole('link').first().focus()
      await expect(page.getByRole('heading', { level: 2, name: 'Spring city breaks' })).toBeVisible()
    })
  })
}

test.describe('a traveller in New York at 23:30 on Sun 28 Feb 2027 (already Monday in UTC)', () => {
  test.use({ now: '2027-02-28T23:30:00-05:00', timezoneId: 'America/New_York' })

  test("the popular flights from JFK leave two weeks from New York's date, not the UTC date's", async ({ page }) => {
    await gotoHydrated(page, '/flights/')
    const routes = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Popular flights from JFK' }) }).getByRole('link')
    await expect(routes.first()).toBeVisible()
    for (const route of await routes.all()) await expect(route).toHaveAttribute('href', /[?&]departDate=2027-03-14&returnDate=2027-03-16(&|$)/)
    await expect(routes.first()).toContainText('Sun, Mar 14 to Tue, Mar 16')
  })
})

test.describe('a traveller in Auckland at 08:00 on Mon 30 Nov 2026, booking Honolulu (09:00 on Sun 29 Nov there)', () => {
  test.use({ now: '2026-11-30T08:00:00+13:00', timezoneId: 'Pacific/Auckland' })

  test("Honolulu's today, the traveller's yesterday, is the first date the Honolulu forms take, and it is found", async ({ page }) => {
    await gotoHydrated(page, '/accommodations/search-results?destination=Honolulu&checkIn=2026-11-29&checkOut=2026-11-30')
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ hotels$/ })).toBeVisible()
    const offer = (await page.getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? ''
    // The change of search: the calendar marks the traveller's today and opens Honolulu's, not the day before.
    await page.getByRole('button', { name: 'Change search' }).click()
    await page.getByRole('form', { name: 'Search hotels' }).getByRole('button', { name: /^Dates: / }).click()
    await expect(calendarDay(page, '2026-11-30')).toHaveAttribute('data-today', '')
    await expect(calendarDay(page, '2026-11-29')).not.toHaveAttribute('data-disabled', /.*/)
    await expect(calendarDay(page, '2026-11-28')).toHaveAttribute('data-disabled', /.*/)
    await page.keyboard.press('Escape')

    // The hotel's stay form and a Honolulu restaurant's date start on Honolulu's today too. The stay form's code loads on
    // its first use (the server's HTML holds the render's day, never later than any venue's but on this test's clock,
    // which the server does not share, the real one's): focusing its field uses it.
    await gotoHydrated(page, offer)
    await page.getByLabel('Check-in').focus()
    await expect(page.getByLabel('Check-in')).toHaveAttribute('min', '2026-11-29')
    await gotoHydrated(page, '/dining/search-results?destination=Honolulu&date=2026-11-29&time=19:00&guests=2')
    await page.getByRole('list', { name: /^Times at / }).first().getByRole('link').first().click()
    await expect(page.getByRole('form', { name: 'Change date or party size' }).getByLabel('Date')).toHaveAttribute('min', '2026-11-29')
  })
})
