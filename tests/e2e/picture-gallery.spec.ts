// Issue 42 item 1: every picture of a hotel, a room, a restaurant and a tour opens a full-screen gallery, turned by
// button, arrow keys (Home, End) or a swipe, going round; it says which picture it shows and gives the focus back
// on closing. Without script a picture is a link to itself at full size.
import type { Locator } from '@playwright/test'
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, keepScreenshots, test, testWithoutScript } from './fixtures/test'

const hotelOffer = `/accommodations/offer?hotelId=paris-028&checkIn=${inDays(30)}&checkOut=${inDays(32)}&rooms=1&adults=2`

/** The picture the gallery shows and where it stands. */
async function expectShowing(gallery: Locator, position: number, count: number) {
  await expect(gallery.getByText(`Picture ${position} of ${count}`, { exact: true })).toBeVisible()
  await expect(gallery.getByRole('button', { name: new RegExp(`picture ${position} of ${count}$`) })).toHaveAttribute('aria-current', 'true')
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A finger drawn across the picture, `across` CSS pixels (negative: to the left). */
async function swipe(picture: Locator, across: number) {
  const box = (await picture.boundingBox())!
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2 - across / 2
  await picture.dispatchEvent('pointerdown', { clientX: x, clientY: y, pointerType: 'touch', isPrimary: true, button: 0 })
  await picture.dispatchEvent('pointerup', { clientX: x + across, clientY: y + 4, pointerType: 'touch', isPrimary: true, button: 0 })
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("a hotel's pictures open in a gallery turned by keys and thumbnails, which gives the focus back", async ({ page }) => {
    await gotoHydrated(page, hotelOffer)
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!
    const third = page.getByRole('link', { name: /, picture 3 of 6$/ })
    const thirdAlt = await third.getByRole('img').getAttribute('alt')
    await third.click()

    const gallery = page.getByRole('dialog', { name: `Pictures of ${name}` })
    await expect(gallery).toBeVisible()
    await expectShowing(gallery, 3, 6)
    await expect(gallery.getByRole('img', { name: thirdAlt! })).toBeVisible()
    // The gallery fills the window.
    const box = (await gallery.boundingBox())!
    expect(box.width).toBe(1280)
    expect(box.height).toBe(800)

    await page.keyboard.press('ArrowRight')
    await expectShowing(gallery, 4, 6)
    await expect(gallery.getByRole('status')).toHaveText(/^Picture 4 of 6: .+/)
    await page.keyboard.press('End')
    await expectShowing(gallery, 6, 6)
    await page.keyboard.press('ArrowRight')
    await expectShowing(gallery, 1, 6)
    await page.keyboard.press('ArrowLeft')
    await expectShowing(gallery, 6, 6)
    await page.keyboard.press('Home')
    await expectShowing(gallery, 1, 6)
    await gallery.getByRole('button', { name: 'Next picture' }).click()
    await expectShowing(gallery, 2, 6)
    await gallery.getByRole('button', { name: /picture 5 of 6$/ }).click()
    await expectShowing(gallery, 5, 6)
    await keepScreenshots(page, 'hotel-gallery')

    await page.keyboard.press('Escape')
    await expect(gallery).toBeHidden()
    await expect(third).toBeFocused()
  })

  test("a restaurant's and a tour's pictures open their galleries", async ({ page }) => {
    await gotoHydrated(page, `/dining/search-results?destination=Paris&date=${inDays(30)}&time=19%3A00&guests=2`)
    const link = page.getByRole('article').first().getByRole('heading').getByRole('link')
    const restaurant = (await link.textContent())!
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: restaurant })).toBeVisible()
    await page.getByRole('link', { name: /, picture 1 of 4$/ }).click()
    const dining = page.getByRole('dialog', { name: `Pictures of ${restaurant}` })
    await expectShowing(dining, 1, 4)
    await page.keyboard.press('ArrowRight')
    await expectShowing(dining, 2, 4)
    await dining.getByRole('button', { name: 'Close' }).click()
    await expect(dining).toBeHidden()

    await gotoHydrated(page, `/tours/offer?activityId=rome-tour-cooking-class&date=${inDays(30)}&travelers=2`)
    const tour = (await page.getByRole('heading', { level: 1 }).textContent())!
    const first = page.getByRole('link', { name: /, picture 1 of \d$/ })
    const count = Number(/of (\d)$/.exec((await first.getAttribute('aria-label'))!)![1])
    expect(count).toBeGreaterThan(1)
    await first.click()
    const tourGallery = page.getByRole('dialog', { name: `Pictures of ${tour}` })
    await expectShowing(tourGallery, 1, count)
    await page.keyboard.press('End')
    await expectShowing(tourGallery, count, count)

    // A ride has one picture: nothing to turn to.
    await gotoHydrated(page, `/transport/offer?activityId=paris-transfer-cdg-private&date=${inDays(30)}&travelers=1&time=12%3A00&from=paris-cdg&to=paris-city`)
    await page.getByRole('link', { name: /, picture 1 of 1$/ }).click()
    const ride = page.getByRole('dialog', { name: /^Pictures of / })
    await expect(ride.getByText('Picture 1 of 1', { exact: true })).toBeVisible()
    await expect(ride.getByRole('button', { name: 'Next picture' })).toHaveCount(0)
    await expect(ride.getByRole('list', { name: 'All pictures' })).toBeHidden()
    await expect(ride.getByRole('button', { name: 'Close' })).toBeFocused()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true })

  test("a room's own pictures open full screen and turn with a swipe", async ({ page }) => {
    await gotoHydrated(page, hotelOffer)
    const hotel = (await page.getByRole('heading', { level: 1 }).textContent())!
    const rooms = page.getByRole('region', { name: /^Rooms and rates/ })
    const roomName = (await rooms.getByRole('heading', { level: 3 }).first().textContent())!
    await rooms.getByRole('link', { name: /, picture 1 of 3$/ }).first().tap()

    const gallery = page.getByRole('dialog', { name: `Pictures of the ${roomName}, ${hotel}` })
    await expectShowing(gallery, 1, 3)
    const box = (await gallery.boundingBox())!
    expect(box.width).toBe(390)
    const picture = gallery.getByRole('img', { name: new RegExp(`^${escaped(roomName)}`) })
    await swipe(picture, -120)
    await expectShowing(gallery, 2, 3)
    await expect(gallery.getByRole('img', { name: new RegExp(`^Bathroom of the ${escaped(roomName)}`) })).toBeVisible()
    await swipe(gallery.getByRole('img', { name: new RegExp(`^Bathroom of the ${escaped(roomName)}`) }), 120)
    await expectShowing(gallery, 1, 3)
    // A short move is not a swipe.
    await swipe(picture, -20)
    await expectShowing(gallery, 1, 3)
    await keepScreenshots(page, 'room-gallery')
    await gallery.getByRole('button', { name: 'Close' }).tap()
    await expect(gallery).toBeHidden()
  })
})

testWithoutScript.describe('without script', () => {
  testWithoutScript.use({ javaScriptEnabled: false })

  testWithoutScript("a hotel's picture is a link to the picture itself, full size", async ({ page }) => {
    await page.goto(hotelOffer)
    const second = page.getByRole('link', { name: /, picture 2 of 6$/ })
    const href = (await second.getAttribute('href'))!
    expect(href).toMatch(/^\/api\/image\?url=%2Fimages%2Fscenes%2F[\w-]+\.svg&w=1200&q=75$/)
    const answer = await page.request.get(href, { headers: { Accept: 'image/avif,image/webp,*/*' } })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toMatch(/^image\//)
  })
})
