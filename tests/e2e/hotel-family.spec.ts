// Issue 36, a family's stay: 2 adults with children of 5 and 9 searched on the landing page keep their children from
// the results to the hotel page, checkout, the confirmation and the reservation, which say the party in words and one
// total for it (a family was offered a smaller room at another price and booked as "2 adults"). Without script the
// results lead to a hotel page that keeps the children, and its change of dates or guests sends their ages; the
// search form shows no count of children that it would not send (issue 43).
import type { Locator, Page } from '@playwright/test'
import { acceptTerms, expectCheckout, fillCard, fillTraveler, paymentSection } from './fixtures/checkout'
import { expect, expectAccessible, gotoHydrated, test, testWithoutScript } from './fixtures/test'

const family = '2 adults, 2 children'
const traveler = { firstName: 'Robin', lastName: 'Family', email: 'robin.family@example.com', phone: '+1 202 555 0177' }

/** A whole-dollar amount of a text ("$880", "$879.52"), in cents. */
function centsOf(text: string) {
  const [amount] = /\$[\d,]+(\.\d{2})?/.exec(text) ?? ['']
  return Math.round(Number(amount.replace(/[$,]/g, '')) * 100)
}

/** The results' first hotel: its name, the total its card states (to the dollar) and when it is paid (to the cent). */
async function firstCard(page: Page) {
  const card = page.getByRole('article').first()
  const name = (await card.getByRole('heading').getByRole('link').textContent()) ?? ''
  const total = (await card.getByText(/ for \d+ nights?, taxes and fees included$/).textContent()) ?? ''
  const paid = (await card.getByText(/^(Pay now|Pay at the hotel)/).textContent()) ?? ''
  return { card, name, total: centsOf(total), paid }
}

/** The results' first hotel, opened: its page keeps the children in its address. */
async function openFirstHotel(page: Page) {
  const card = await firstCard(page)
  await card.card.getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('children')).toBe('[5,9]')
  return card
}

/** The rate of the hotel page that the card priced: the one paid as the card says, at the card's total. */
async function ratePricedBy(page: Page, card: { total: number; paid: string }) {
  // A rate's item, not its room's (which holds the room's heading and every rate).
  const rates = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Book the / }), hasNot: page.getByRole('heading', { level: 3 }) })
    .filter({ hasText: card.paid })
  for (const rate of await rates.all()) {
    const total = centsOf((await rate.getByText(/ total for 1 room$/).textContent()) ?? '')
    if (Math.abs(total - card.total) < 100) return rate
  }
  throw new Error(`no rate of the hotel page at the card's ${card.total} cents, ${card.paid}`)
}

async function expectParty(scope: Page | Locator) {
  await expect(scope.getByText(new RegExp(family)).first()).toBeVisible()
}

/** What a list of terms says beside one of its terms ("Total"), in cents. */
async function amountBeside(scope: Page | Locator, term: string) {
  const definition = scope.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).first().locator('xpath=following-sibling::dd[1]')
  return centsOf((await definition.textContent()) ?? '')
}

test('a family of 2 adults and children of 5 and 9 books the room and price its results card showed, and every page says the party', async ({ page }) => {
  test.setTimeout(120_000)
  await gotoHydrated(page, '/accommodations/?destination=Paris')
  const form = page.getByRole('form', { name: 'Search hotels' })
  await form.getByLabel('Children').selectOption('2')
  await form.getByLabel('Age of child 1').selectOption('5')
  await form.getByLabel('Age of child 2').selectOption('9')
  await form.getByRole('button', { name: 'Search hotels' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Paris' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/ · 2 nights · 2 adults, 2 children · 1 room/)).toBeVisible()

  const card = await openFirstHotel(page)
  // The hotel page offers only rooms that sleep four, and its change of dates or guests keeps the children.
  const sleeps = await page.getByText(/ · sleeps \d+ · /).allTextContents()
  expect(sleeps.length).toBeGreaterThan(0)
  for (const facts of sleeps) expect(Number(/sleeps (\d+)/.exec(facts)?.[1]), facts).toBeGreaterThanOrEqual(4)
  const stayForm = page.getByRole('form', { name: 'Change dates or guests' })
  await expect(stayForm.getByLabel('Children')).toHaveValue('2')
  await expect(stayForm.getByLabel('Age of child 1')).toHaveValue('5')
  await expect(stayForm.getByLabel('Age of child 2')).toHaveValue('9')
  const rate = await ratePricedBy(page, card)
  await rate.getByRole('link', { name: /^Book the / }).click()

  await expectCheckout(page)
  expect(new URL(page.url()).searchParams.get('children')).toBe('[5,9]')
  await expect(page.getByText(`2 nights, 1 room, ${family}`)).toBeVisible()
  await expect(page.getByText(card.paid).first()).toBeVisible()
  const total = await amountBeside(page.getByRole('complementary'), 'Total')
  expect(Math.abs(total - card.total)).toBeLessThan(100)
  await expectAccessible(page)
  await fillTraveler(page, traveler)
  await fillCard(paymentSection(page), [traveler.firstName, traveler.lastName])
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Book and pay \$[\d,.]+$/ }).click()

  await expect(page).toHaveURL(/\/accommodations\/confirmation\?reservationId=HT-/, { timeout: 20_000 })
  await expect(page.getByText('Your stay is booked')).toBeVisible({ timeout: 20_000 })
  await expectParty(page.getByRole('region', { name: 'Itinerary' }))
  expect(await amountBeside(page, 'Total')).toBe(total)
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ numAdults: 2, numChildren: 2, totalPrice: (total / 100).toFixed(2) })

  await page.getByRole('link', { name: 'Manage booking' }).click()
  await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible()
  await expectParty(page.getByRole('region', { name: 'Itinerary' }))
  expect(await amountBeside(page, 'Total')).toBe(total)
})

test('a child\'s age is chosen, never assumed: a search with ages left blank says so beside them, focuses the first and keeps the form', async ({ page }) => {
  await gotoHydrated(page, '/accommodations/?destination=Paris')
  const form = page.getByRole('form', { name: 'Search hotels' })
  await form.getByLabel('Children').selectOption('2')
  // A new child starts on the blank first choice, not "Under 1".
  await expect(form.getByLabel('Age of child 1')).toHaveValue('')
  await expect(form.getByLabel('Age of child 1').getByRole('option').first()).toHaveText('Choose an age')
  await form.getByLabel('Age of child 2').selectOption('9')
  await form.getByRole('button', { name: 'Search hotels' }).click()
  await expect(form.getByLabel('Age of child 1')).toBeFocused()
  await expect(form.getByLabel('Age of child 1')).toHaveAccessibleDescription("Choose this child's age")
  await expect(form.getByLabel('Age of child 1')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Age of child 2')).toHaveValue('9')
  await expect(form.getByLabel('Age of child 2')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).not.toHaveURL(/search-results/)
  await expectAccessible(page)
  await form.getByLabel('Age of child 1').selectOption('5')
  await form.getByRole('button', { name: 'Search hotels' }).click()
  await expect(page.getByText(/ · 2 nights · 2 adults, 2 children · 1 room/)).toBeVisible({ timeout: 20_000 })
})

testWithoutScript.describe('without script', () => {
  testWithoutScript.use({ javaScriptEnabled: false })

  testWithoutScript('the results lead to a hotel page that keeps the children, and its change of dates or guests sends their ages', async ({ page }) => {
    await page.goto('/accommodations/')
    const search = page.getByRole('form', { name: 'Search hotels' })
    // No count of children the browser would not send: only the age fields, which it does (issue 43).
    await expect(search.getByLabel('Children', { exact: true })).toBeHidden()
    await expect(search.getByText('Age on the check-out date', { exact: true })).toBeHidden()
    await expect(search.getByRole('group', { name: /^Children and their ages/ }).getByRole('combobox')).toHaveCount(8)
    await search.getByLabel('Destination').fill('Paris')
    await search.getByLabel('Age of child 1').selectOption({ label: '5' })
    await search.getByLabel('Age of child 2').selectOption({ label: '9' })
    await search.getByRole('button', { name: 'Search hotels' }).click()
    await expect(page.getByText(/ · 2 adults, 2 children · 1 room/)).toBeVisible()

    const card = await openFirstHotel(page)
    await ratePricedBy(page, card)

    // The stay form, sent by the browser: the ages it shows go with it.
    const stayForm = page.getByRole('form', { name: 'Change dates or guests' })
    await expect(stayForm.getByLabel('Children', { exact: true })).toBeHidden()
    const ages = stayForm.getByRole('group', { name: /^Children and their ages/ })
    await expect(ages.getByLabel('Age of child 1')).toHaveValue('5')
    await expect(ages.getByLabel('Age of child 2')).toHaveValue('9')
    await ages.getByLabel('Age of child 3').selectOption({ label: '12' })
    await stayForm.getByRole('button', { name: 'Update prices' }).click()
    await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible()
    // As the browser sent them, or as the router writes them back.
    expect(decodeURIComponent(page.url())).toMatch(/children=(\[5,9,12\]|5&children=9&children=12&)/)
    const sentAges = page.getByRole('form', { name: 'Change dates or guests' }).getByRole('group', { name: /^Children and their ages/ })
    await expect(sentAges.getByLabel('Age of child 3')).toHaveValue('12')
  })
})
