// §R2.22 result view "map" and the hotel page's location (issue 19 item 6, docs/decisions/092): the
// interactive map (MapLibre GL on the offline schematic city, no network) pans and zooms, groups pins
// that would overlap, each price pin a button choosing its hotel with its card inside the map; its code
// loads only when a map is shown; a browser without WebGL keeps the schematic map.
import type { Locator, Page } from '@playwright/test'
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

const results = (view: string) => `/accommodations/search-results?destination=Paris&checkIn=${inDays(30)}&checkOut=${inDays(32)}&view=${view}`
const pricePin = /^.+, \$[\d,]+ per night$/
// The map's code (about 290 KB) and its worker load when it is shown: slow on two shared cores.
const mapStart = 30_000

/** Records whether the map's code was requested. */
function mapCodeRequests(page: Page) {
  const requested: string[] = []
  page.on('request', (request) => {
    if (/\/(interactive-map|maplibre-gl-worker)-[\w-]+\.m?js/.test(request.url())) requested.push(request.url())
  })
  return requested
}

async function centreOf(locator: Locator) {
  const box = (await locator.boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

async function expectInside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!
  const b = (await outer.boundingBox())!
  expect(a.x).toBeGreaterThanOrEqual(b.x)
  expect(a.y).toBeGreaterThanOrEqual(b.y)
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5)
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5)
}

test('the hotel map loads only when chosen, and its pins choose hotels; groups and the zoom buttons zoom, dragging pans', async ({ page }) => {
  const requested = mapCodeRequests(page)
  await gotoHydrated(page, results('list'))
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(requested).toEqual([])

  await page.getByText('Map', { exact: true }).click()
  const map = page.getByRole('region', { name: 'Map of hotels in Paris' })
  // The interactive map: MapLibre's canvas, named by our catalogue.
  await expect(map.getByRole('region', { name: /^Map: drag it/ })).toBeVisible({ timeout: mapStart })
  expect(requested.some((url) => url.includes('interactive-map'))).toBe(true)
  // MapLibre's stylesheet came with the map's code, once (the build's preload helper, docs/decisions/101).
  await expect(page.locator('link[rel=stylesheet][href*="/interactive-map-"]')).toHaveCount(1)

  // A pin is a button named with the hotel and its price (the one farthest from the middle, so zooming moves it most);
  // choosing it marks it, brings the hotel's card into view and shows its name on the map.
  const middle = await centreOf(map)
  const pins = map.getByRole('button', { name: pricePin })
  const offsets = await Promise.all((await pins.all()).map(async (pin) => Math.abs((await centreOf(pin)).x - middle.x)))
  const pin = pins.nth(offsets.indexOf(Math.max(...offsets)))
  const pinName = (await pin.getAttribute('aria-label'))!
  const chosen = map.getByRole('button', { name: pinName, exact: true })
  const name = pinName.split(', $')[0]!
  await chosen.click()
  await expect(chosen).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('article', { name })).toBeInViewport()
  const card = map.getByText(pinName, { exact: true })
  await expect(card).toBeVisible()
  await expectInside(card, map)

  // The zoom buttons zoom about the middle: the chosen pin (never grouped) moves towards it, then back.
  const fromMiddle = async () => Math.abs((await centreOf(chosen)).x - middle.x)
  const far = await fromMiddle()
  expect(far).toBeGreaterThan(40)
  await map.getByRole('button', { name: 'Zoom out', exact: true }).click()
  await expect.poll(fromMiddle).toBeLessThan(far * 0.6)
  await map.getByRole('button', { name: 'Zoom in', exact: true }).click()
  await expect.poll(fromMiddle).toBeGreaterThan(far * 0.9)

  // Dragging the map moves the pins with it.
  const start = await centreOf(chosen)
  const canvas = (await map.locator('canvas').boundingBox())!
  await page.mouse.move(canvas.x + 20, canvas.y + canvas.height - 20)
  await page.mouse.down()
  await page.mouse.move(canvas.x + 60, canvas.y + canvas.height - 30, { steps: 8 })
  await page.mouse.up()
  await expect.poll(async () => (await centreOf(chosen)).x - start.x).toBeGreaterThan(25)

  // A group of pins zooms in to show them apart.
  const group = map.getByRole('button', { name: /^\d+ places from \$[\d,]+: zoom in$/ }).first()
  await expect(group).toBeVisible()
  const before = await pins.count()
  await group.click()
  await expect.poll(() => pins.count()).toBeGreaterThan(before)
})

test('on a phone the map fits the screen, nothing scrolls sideways, and every pin stays inside the map', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, results('map'))
  const map = page.getByRole('region', { name: 'Map of hotels in Paris' })
  await expect(map.getByRole('region', { name: /^Map: drag it/ })).toBeVisible({ timeout: mapStart })
  const buttons = map.getByRole('listitem').getByRole('button')
  await expect(buttons.first()).toBeVisible()
  for (const button of await buttons.all()) await expectInside(button, map)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
})

test.describe('at 07:15 UTC, when the traveller\'s date is a day after the day the page was rendered on (docs/decisions/133)', () => {
  test.use({ now: '07:15' })

  test('the hotel page, opened at its address, shows its location on the map once the section nears the screen, drawn once', async ({ page }) => {
    // The map the server rendered: hydration and the traveller's date replacing the render's keep it (issue 37).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { serverMap: document.querySelector('section[aria-label^="Map of"]')?.parentElement })
      })
    })
    const requested = mapCodeRequests(page)
    await gotoHydrated(page, `/accommodations/offer?hotelId=paris-028&checkIn=${inDays(30)}&checkOut=${inDays(32)}&rooms=1&adults=2`)
    const hotelName = (await page.getByRole('heading', { level: 1 }).textContent())!
    const location = page.getByRole('region', { name: 'Location' })
    const map = location.getByRole('region', { name: `Map of ${hotelName} in Paris` })
    await location.scrollIntoViewIfNeeded()
    await expect(map.getByRole('region', { name: /^Map: drag it/ })).toBeVisible({ timeout: mapStart })
    expect(requested.length).toBeGreaterThan(0)
    await expect(map.getByRole('button', { name: hotelName, exact: true })).toHaveAttribute('aria-pressed', 'true')
    const card = map.getByText(hotelName, { exact: true })
    await expect(card).toBeVisible()
    await expectInside(card, map)
    await expect(map.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { serverMap?: Element }).serverMap?.isConnected)).toBe(true)
    await expect(map.locator('canvas')).toHaveCount(1)
  })
})

test('a browser without WebGL gets the schematic map, whose pins still choose hotels', async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return kind.startsWith('webgl') || kind === 'experimental-webgl' ? null : (getContext as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest)
    } as typeof getContext
  })
  const requested = mapCodeRequests(page)
  await gotoHydrated(page, results('map'))
  const map = page.getByRole('region', { name: 'Map of hotels in Paris' })
  const pin = map.getByRole('button', { name: pricePin }).first()
  await pin.click()
  await expect(pin).toHaveAttribute('aria-pressed', 'true')
  await expect(map.locator('canvas')).toHaveCount(0)
  expect(requested).toEqual([])
})
