// §R2 "Every page receives data" and page head: each kind of page loads its own page content
// and shows its fields where a traveller looks for them (seeded in server/site/page-content.seed.ts).
// One table: where a row goes, and what of its page's content it shows there.
import type { Page } from '@playwright/test'
import { acceptTerms, expectCheckout, fillCard, fillTraveler, paymentSection } from './fixtures/checkout'
import { inDays, signIn } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

type Row = {
  page: string
  reach(page: Page): Promise<void>
  title?: string
  description?: string
  /** Texts of the content, each seen on the page. */
  shows: (string | RegExp)[]
}

const hotelResults = `/accommodations/search-results?destination=New+York&checkIn=${inDays(45)}&checkOut=${inDays(48)}&pointsEligible=true`
const toHotelOffer = async (page: Page) => {
  await gotoHydrated(page, hotelResults)
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/accommodations\/offer\?/)
  await page.locator('footer').waitFor()
}

const rows: Row[] = [
  {
    page: 'a line landing page',
    reach: async (page) => void (await gotoHydrated(page, '/accommodations/')),
    title: 'Hotels with points · Rewards Travel',
    description: 'Search hotels worldwide and pay with your card, your points, or both.',
    shows: ['Card members earn 5X points on prepaid hotels.'],
  },
  {
    page: 'hotel results',
    // A member: the earn badge is for whoever earns on the booking; a guest earns nothing (decision 152).
    async reach(page) {
      await signIn(page, 'gold', '/accommodations/')
      await gotoHydrated(page, hotelResults)
    },
    title: 'Hotel results · Rewards Travel',
    shows: ['The whole stay’s price up front', 'Earn 5X points'],
  },
  {
    // savedAmountBadges: on the cards whose price has a saving (a week or more pays less a night).
    page: 'hotel results for a long stay',
    reach: async (page) => void (await gotoHydrated(page, `/accommodations/search-results?destination=New+York&checkIn=${inDays(45)}&checkOut=${inDays(53)}`)),
    shows: ['Long-stay saving included'],
  },
  {
    page: 'flight results',
    reach: async (page) => void (await gotoHydrated(page, `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(50)}&adults=1`)),
    title: 'Flight results · Rewards Travel',
    shows: ['Insider fares', 'Baggage allowances are set by the airline and shown for each fare.', 'Free cancellation within 24 hours of booking on every fare, Basic included, until the day of the first flight; after that, each fare’s own terms.'],
  },
  {
    page: 'car results',
    reach: async (page) => void (await gotoHydrated(page, `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(20)}&pickUpTime=10:00&dropOffDate=${inDays(23)}&dropOffTime=10:00`)),
    shows: ['The whole price up front'],
  },
  {
    page: 'tour results',
    reach: async (page) => void (await gotoHydrated(page, `/tours/search-results?destination=Paris&startDate=${inDays(25)}&endDate=${inDays(31)}&travelers=1`)),
    shows: ['Skip the line at top sights'],
  },
  {
    page: 'a hotel offer',
    reach: toHotelOffer,
    description: 'Rooms and rates for your stay, with the cancellation terms of each rate.',
    shows: ['Booked with the hotel’s own rates', 'Earn hotel loyalty points too', 'Free cancellation: change your mind at no cost before the deadline shown'],
  },
  {
    page: 'a hotel checkout',
    async reach(page) {
      await toHotelOffer(page)
      await page.getByRole('link', { name: /^Book the .*, Flexible rate$/ }).first().click()
      await expectCheckout(page)
    },
    shows: [
      'Pay with card, points or both',
      'Card members earn 5X points on what a prepaid stay charges to the card.',
      'Booking as a guest: sign in before you book to earn points on this trip.',
      /^By booking you agree to the supplier’s terms/,
    ],
  },
  {
    page: 'My Trips',
    reach: (page) => signIn(page, 'gold', '/my-trips/'),
    shows: ['Plans changed?', 'Your trips on the go'],
  },
]

for (const row of rows) {
  test(`${row.page} shows its page content`, async ({ page }) => {
    test.setTimeout(60_000)
    await row.reach(page)
    for (const text of row.shows) await expect(page.getByText(text).first()).toBeVisible()
    if (row.title) await expect(page).toHaveTitle(row.title)
    if (row.description) await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', row.description)
    // Site-wide content, in the footer of every page (its links load as the footer nears the viewport).
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect(page.getByRole('navigation', { name: 'Site links' }).getByRole('link', { name: 'Find a booking' })).toBeVisible()
  })
}

test('an allow-listed remote component renders, as the content names it (decision 082)', async ({ page }) => {
  await signIn(page, 'gold', '/my-trips/')
  await expect(page.getByRole('note').filter({ hasText: 'Your trips on the go' })).toContainText('Bookings made here also appear in the card’s mobile app.')
  await page.getByRole('link', { name: 'Booked as a guest? Find a booking' }).click()
  await expect(page).toHaveURL(/\/reservations\/find/)
})

test('a guest gives the hotel loyalty number the checkout content asks for; the confirmation keeps it and shows its own content', async ({ page }) => {
  test.setTimeout(90_000)
  await rows.find((row) => row.page === 'a hotel checkout')!.reach(page)
  const loyalty = page.getByLabel('Hotel loyalty number (optional)')
  await expect(page.getByText('The hotel adds its loyalty points to this number after your stay.')).toBeVisible()
  await fillTraveler(page, { firstName: 'Robin', lastName: 'Guest', email: 'robin@example.com', phone: '+1 202 555 0188' })
  await loyalty.fill('HH-1234#')
  await fillCard(paymentSection(page), ['Robin', 'Guest'])
  await acceptTerms(page)
  const book = page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ })
  await book.click()
  await expect(page.getByText('Use only letters, digits, spaces and hyphens.')).toBeVisible()
  await expect(loyalty).toHaveValue('HH-1234#')

  await loyalty.fill('HH 1234 5678')
  await book.click()
  await expect(page).toHaveURL(/\/accommodations\/confirmation\?reservationId=HT-/)
  await expect(page.getByText('Your stay is booked')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('HH 1234 5678')).toBeVisible()
  await expect(page.getByText('Add a car to your trip')).toBeVisible()
})

// §R2.51 page content `menu`, §R3 site supportContacts (label, value, by type), §R2.76 page head (preview image,
// site address plus current path, favicon): what the footer and the head of every page carry.
test('the footer carries the site menu and the support contacts; the head the preview image, the address and the favicon', async ({ page }) => {
  await gotoHydrated(page, '/dining/')
  const footer = page.locator('footer')
  // The content's links load as the footer nears the viewport (docs/decisions/099).
  await footer.scrollIntoViewIfNeeded()
  const menu = footer.getByRole('navigation', { name: 'Site menu' })
  await expect(menu.getByRole('link')).toHaveText(['Hotels', 'Flights', 'Car rental', 'Dining', 'Tours', 'Transport'])
  await expect(menu.getByRole('link', { name: 'Car rental' })).toHaveAttribute('href', '/mobility/')
  await expect(footer.getByRole('listitem').filter({ hasText: 'Travel service, 24 hours:' }).getByRole('link', { name: '+1-800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199')
  await expect(footer.getByRole('listitem').filter({ hasText: 'Email the travel team:' }).getByRole('link', { name: 'travel@rewards.example.com' })).toHaveAttribute('href', 'mailto:travel@rewards.example.com')

  const origin = new URL(page.url()).origin
  const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content')
  expect(new URL(ogUrl ?? '').pathname).toBe('/dining/')
  const images = await page.locator('meta[property="og:image"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''))
  expect(images.length).toBeGreaterThan(0)
  // The content's preview picture is a PNG: link previews do not draw an SVG (§R2.103).
  for (const image of images) expect(image).toMatch(/^https?:\/\/[^/]+\/images\/social-preview\.png$/)
  const favicon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')
  expect(favicon).toBe('/favicon.svg')
  const answer = await page.request.get(`${origin}${favicon}`)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('image/svg+xml')
})
