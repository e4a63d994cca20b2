// Issue 7 "Done when": turning a flag off on the development page hides the feature on an open page
// without a reload (flags stored in the database, pushed over GET /api/flags/stream); rules target the
// §R3 identity (here the anonymous session kind). /dev/flags is checked with axe.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'

const flag = 'uber-marketing-banner'

async function openHomeListening(page: Page) {
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/flags/stream')
  await gotoHydrated(page, '/')
  expect((await streamOpened).headers()['content-type']).toContain('text/event-stream')
  // Set on this document only: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)

test('a flag switched off or targeted away on /dev/flags hides the feature on an open page without a reload', async ({ page, context }) => {
  const home = await context.newPage()
  await openHomeListening(home)
  const uberBanner = home.getByRole('heading', { level: 3, name: 'Ride to your hotel' })
  await expect(uberBanner).toBeVisible()
  // §R3.52 marketing banners: Tikety_Marketing_Banner has no flag and stays whatever the Uber flag says.
  const tiketyBanner = home.getByRole('heading', { level: 3, name: 'Tickets for shows and attractions' })
  await expect(tiketyBanner).toBeVisible()

  await gotoHydrated(page, '/dev/flags')
  await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible()
  const card = page.getByRole('region', { name: flag })
  const enabled = card.getByRole('switch', { name: /^Enabled\s+uber-marketing-banner$/ })
  await expect(enabled).toBeChecked()
  await expect(card.getByText('For you now: On')).toBeVisible()

  try {
    await enabled.press('Space')
    await expect(page.getByRole('status')).toHaveText(`Saved ${flag}.`)
    await expect(enabled).not.toBeChecked()
    await expect(uberBanner).toBeHidden()
    await expect(home.getByRole('heading', { name: 'Partner offers' })).toBeVisible()
    await expect(tiketyBanner).toBeVisible()
    expect(await sameDocument(home)).toBe(true)

    await enabled.press('Space')
    await expect(enabled).toBeChecked()
    await expect(uberBanner).toBeVisible()

    // A rule on the identity kind: off for anonymous sessions, the kind of both pages' visitor.
    await card.getByText('Add a rule', { exact: true }).click()
    await expectAccessible(page)
    await card.getByLabel('Attribute').selectOption('kind')
    await card.getByLabel('Values, comma-separated').fill('anonymousSession')
    await card.getByLabel('Serve').selectOption('off')
    await card.getByRole('button', { name: 'Add rule' }).click()
    await expect(card.getByRole('listitem').filter({ hasText: 'Off when identity kind is anonymousSession' })).toBeVisible()
    await expect(card.getByText('For you now: Off')).toBeVisible()
    await expect(uberBanner).toBeHidden()

    await card.getByRole('button', { name: `Remove rule 1 of ${flag}` }).click()
    await expect(card.getByText('No rules: everyone gets the fallthrough value.')).toBeVisible()
    await expect(uberBanner).toBeVisible()
    expect(await sameDocument(home)).toBe(true)
  } finally {
    // Leave the shared server as it was for the other tests.
    if (!(await enabled.isChecked())) await enabled.press('Space')
    const remove = card.getByRole('button', { name: `Remove rule 1 of ${flag}` })
    if (await remove.isVisible()) await remove.click()
    await expect(enabled).toBeChecked()
    await home.close()
  }
})
