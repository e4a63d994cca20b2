// §R2 every line's journey (search → offer → checkout → confirmation → My Trips → reservation
// view → cancel), §R3 checkout data, §R4.19 payment modes (points, card, both), §R6 My Trips; §D6
// points debited at booking and given back on cancelling. One table: what the lines do alike runs once
// (`journey`); each row holds only its line's search, offer, checkout fields and wording. Cases
// only one line has stay in its own spec (hotel-booking, air-booking, car-rental, dining, activity).
// Each row books with its own member, or pays by card, so no two rows move the same balance. Every page
// checked by axe has its headings checked as an outline too, My Trips as well.
// The journey is in fixtures/line-journey.ts, each line's row in fixtures/<product>-journey.ts (fixtures/line-rows.ts).
import { journey } from './fixtures/line-journey'
import { lineRows } from './fixtures/line-rows'
import { test } from './fixtures/test'

for (const { name, journey: steps } of Object.values(lineRows)) {
  test(`${name}: a member searches, books, finds the trip in My Trips, views and cancels it`, async ({ page }) => {
    // The whole journey, with axe on eight or more pages and its screenshots, on a machine shared with other test runs.
    test.setTimeout(240_000)
    await journey(page, steps())
  })
}
