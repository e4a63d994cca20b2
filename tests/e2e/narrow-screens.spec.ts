// §R2 (the 300 px mobile drawer) and §R9.36 (theme breakpoints): on a phone every line of business
// and the account links are in the menu, and no landing page scrolls sideways.
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, keepScreenshots, test } from './fixtures/test'

test.use({ viewport: { width: 390, height: 800 } })

const lines = ['Hotels', 'Dining', 'Flights', 'Car rental', 'Tours', 'Transport']

test('a visitor on a phone finds every line and Sign in in the menu, and focus comes back to it', async ({ page }) => {
  await gotoHydrated(page, '/')
  // The wide header's list is not shown on a phone: the menu holds it.
  await expect(page.getByRole('navigation', { name: 'Travel' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()

  const menuButton = page.getByRole('button', { name: 'Menu' })
  await menuButton.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('navigation', { name: 'Travel' }).getByRole('link')).toHaveText(lines)
  await expect(menu.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()

  await menuButton.click()
  await menu.getByRole('link', { name: 'Flights' }).click()
  await expect(page).toHaveURL(/\/flights\/?$/)
  await expect(menu).toBeHidden()
})

test('a member on a phone has greeting, points, My Trips, My Profile and Log out in the menu', async ({ page }) => {
  await page.goto('/my-trips/')
  await page.getByLabel('User ID').fill('gold')
  await page.getByLabel('Password').fill('travel-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden()

  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByText(/^Hello, /)).toBeVisible()
  await expect(menu.getByText(/ points$/)).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Manage my trips' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible()
  await menu.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/auth\/post-logout/)
})

for (const path of ['/', '/accommodations/', '/flights/', '/dining/', '/mobility/', '/tours/', '/transport/', '/my-trips/']) {
  test(`${path} does not scroll sideways at 320 and 390 px`, async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, path)
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(clientWidth)
      // Every date field reads its whole dates, year included: none cut short (issue 36, second pass item 4).
      for (const field of await page.getByRole('button', { name: /\b20\d\d\b/ }).and(page.locator('[aria-haspopup="dialog"]')).all()) {
        const cut = await field.evaluate((button) => [...button.querySelectorAll('span')].filter((part) => part.scrollWidth > part.clientWidth || part.getBoundingClientRect().right > button.getBoundingClientRect().right).map((part) => part.textContent))
        expect(cut, `${path} at ${width} px`).toEqual([])
      }
    }
  })
}

// Issue 19's width rule on the pages a traveller searches from and chooses on: each line's landing and
// results page fits 320, 390, 768 and 1280 px without sideways scroll, and the run keeps a full-page
// screenshot of each at 390 and 1280 px as an artifact (test-results/…/<page>-<width>.png) to look at.
const searchPages = [
  ['hotels', '/accommodations/'],
  ['hotel-results', `/accommodations/search-results?destination=Paris&checkIn=${inDays(40)}&checkOut=${inDays(42)}`],
  ['flights', '/flights/'],
  ['flight-results', `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(51)}&returnDate=${inDays(58)}&adults=1`],
  ['dining', '/dining/'],
  ['dining-results', `/dining/search-results?destination=Paris&date=${inDays(20)}&time=19%3A30&guests=2`],
  ['cars', '/mobility/'],
  ['car-results', `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(30)}&pickUpTime=10:00&dropOffDate=${inDays(33)}&dropOffTime=10:00`],
  ['tours', '/tours/'],
  ['tour-results', `/tours/search-results?destination=Rome&startDate=${inDays(30)}&endDate=${inDays(36)}&travelers=2`],
  ['transport', '/transport/'],
  ['transport-results', `/transport/search-results?origin=CDG&destination=Paris&date=${inDays(30)}&time=14%3A30&passengers=2`],
] as const

for (const [name, path] of searchPages) {
  test(`${name} fits 320, 390, 768 and 1280 px; screenshots at 390 and 1280 px are kept`, async ({ page }) => {
    for (const width of [320, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(clientWidth)
      if (width === 390 || width === 1280) await keepScreenshots(page, name)
    }
  })
}

// §R9 accessibility: zoom stays available from 1 to 5, and reduced-motion users get no transitions.
test('zoom stays available from 1 to 5, and a visitor who asks for reduced motion gets no animation', async ({ page }) => {
  await gotoHydrated(page, '/')
  const viewport = page.locator('meta[name="viewport"]')
  await expect(viewport).toHaveAttribute('content', /\bminimum-scale=1\b.*\bmaximum-scale=5\b/)
  await expect(viewport).not.toHaveAttribute('content', /user-scalable=(no|0)/)

  const menuButton = page.getByRole('button', { name: 'Menu' })
  const menu = page.getByRole('dialog', { name: 'Menu' })
  // The drawer slides in (200 ms); the global reduced-motion rule sets every animation and transition to 0 s.
  const slideIn = () => menu.evaluate((element) => getComputedStyle(element).animationDuration)
  await menuButton.click()
  await expect(menu).toBeVisible()
  expect(await slideIn()).not.toBe('0s')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await menuButton.click()
  await expect(menu).toBeVisible()
  expect(await slideIn()).toBe('0s')
})
