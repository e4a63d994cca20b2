// Issue 40: a member's first page of a visit says they are signed in from its first HTML, before any of the page's
// script has run, on a phone as on a wide screen: it never shows a visitor's Sign in first and the member's header
// after hydration. A new browser context with the member's cookies is such a first page (nothing in its query cache,
// nothing in its session storage), and its scripts are held back until the header has been read.
import type { Browser, Page } from '@playwright/test'
import { signIn } from './fixtures/member'
import { expect, test } from './fixtures/test'

/** A new page with the member's cookies whose scripts wait for `release`: what the server's HTML alone shows. */
async function firstPageWithoutScript(browser: Browser, member: Page, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport })
  await context.addCookies(await member.context().cookies())
  const page = await context.newPage()
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js(\?|$)/, async (route) => {
    await released
    await route.continue()
  })
  return { page, release, close: () => context.close() }
}

// A phone's bar has the greeting only (its menu, which needs script, holds the balance); a wide one has both.
for (const [device, viewport, balanceShown] of [
  ['a phone', { width: 320, height: 800 }, false],
  ['a wide screen', { width: 1280, height: 800 }, true],
] as const) {
  test(`a member's first page on ${device} says they are signed in before any script runs`, async ({ page, browser }) => {
    await signIn(page, 'gold', '/')
    const first = await firstPageWithoutScript(browser, page, viewport)
    try {
      await first.page.goto('/dining/', { waitUntil: 'domcontentloaded' })
      const header = first.page.getByRole('banner')
      await expect(header.getByText('Hello, Blake')).toBeVisible()
      if (balanceShown) await expect(header.getByText(/^[\d,]+ points$/)).toBeVisible()
      await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0)
      // The greeting keeps to the bar: the header stays one row, and the page does not scroll sideways.
      const { scrollWidth, clientWidth } = await first.page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    } finally {
      first.release()
      await first.close()
    }
  })
}
