// §R2.41 (dialog widths, alerts, links), §R4 (select: required, error, pre-change check), §R9
// (select menu height, count bounds): the design system in every state, by keyboard, with axe.
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/dev/gallery')
  await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible()
})

test('dialogs open at their widths, trap focus and close with Escape', async ({ page }) => {
  const widths = { xs: 288, sm: 442, md: 728, lg: 920, xl: 1140 }
  await page.setViewportSize({ width: 1300, height: 900 })
  for (const [size, width] of Object.entries(widths)) {
    const opener = page.getByRole('button', { name: `Open ${size} dialog` })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: `A ${size} dialog` })
    await expect(dialog).toBeVisible()
    expect((await dialog.boundingBox())?.width).toBe(width)
    if (size === 'md') await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  }
})

test('a select shows the required mark, opens its menu, and keeps the old value when the check refuses', async ({ page }) => {
  const required = page.getByRole('combobox', { name: /Room preference/ })
  await expect(page.getByText(/^Room preference/).first()).toContainText('required')
  await required.click()
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  // 3 options: 3 × 3.5rem + 2rem = 12.5rem = 200px at most.
  expect((await listbox.boundingBox())?.height).toBeLessThanOrEqual(200)
  await page.getByRole('option', { name: /Wheelchair accessible/ }).click()
  await expect(required).toContainText('Wheelchair accessible')

  const locked = page.getByRole('combobox', { name: 'Locked preference' })
  await locked.click()
  await page.getByRole('option', { name: 'Smoking', exact: true }).click()
  await expect(locked).toContainText('Non-Smoking')
})

test('the counter stays within its bounds', async ({ page }) => {
  const more = page.getByRole('button', { name: 'More adults' })
  for (let index = 0; index < 10; index += 1) if (await more.isEnabled()) await more.click()
  await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('9')
  await expect(more).toBeDisabled()
})

test('tabs move with the arrow keys', async ({ page }) => {
  const tabs = page.getByRole('tablist', { name: 'Lines of business' })
  await tabs.getByRole('tab', { name: 'Hotels' }).click()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Flights' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tabpanel', { name: 'Flights' })).toContainText('Flight search')
})

test('alerts use alert for errors and note for messages; new-tab links say so', async ({ page }) => {
  await expect(page.getByRole('alert').filter({ hasText: 'Card declined' })).toBeVisible()
  await expect(page.getByRole('note').filter({ hasText: 'Prices include taxes and fees.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'External link with icon (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer')
})

// The server renders with no traveller (the earliest date anywhere); a browser already in another month (on the 1st, a
// server's November beside a browser's December) must hydrate without a mismatch and open its calendar on its own month.
const nextMonthButOne = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 2, 1, 0, 30))

test.describe('with the browser in another month than the server', () => {
  test.use({ now: nextMonthButOne.toISOString() })

  test('a date picker hydrates and opens on the traveller\'s month', async ({ page }) => {
    await page.getByRole('button', { name: 'Open calendar for Date of birth' }).click()
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(nextMonthButOne)
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Switch to month view' })).toHaveText(month)
  })
})
