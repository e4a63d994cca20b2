// Issue 19 item 4 and §R9 images: a results card's drawing comes through the image endpoint at a
// §R9 width, drawn in AVIF or WebP (the browser takes both), and its alt text says what it shows.
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

test("a tour card's picture loads as AVIF or WebP from the image endpoint, described by its alt text", async ({ page }) => {
  const drawn = page.waitForResponse((response) => response.url().includes('/api/image?url=%2Fimages%2Fscenes%2F'))
  await gotoHydrated(page, `/tours/search-results?destination=Rome&startDate=${inDays(30)}&travelers=2`)
  const response = await drawn
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)

  const picture = page.getByRole('article').first().getByRole('img').first()
  await expect(picture).toHaveAttribute('alt', /\w+/)
  await expect(picture).toHaveAttribute('srcset', /\/api\/image\?url=%2Fimages%2Fscenes%2F[\w-]+\.svg&w=320&q=75 320w/)
  await picture.scrollIntoViewIfNeeded()
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('/api/image?')
})
