// §R2: the hidden debug dialog on Shift+6 (session id and site version, copy confirmed for
// 1 second), and the dialogs opened by #show_terms_conditions_modal and #show_car_rental_rules_modal.
import { expect, expectAccessible, gotoHydrated, test } from './fixtures/test'

test('Shift+6 shows the session id and site version, each copyable', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, '/')
  await page.keyboard.press('Shift+Digit6')
  const dialog = page.getByRole('dialog', { name: 'Debug information' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/^travel-rewards@\d+\.\d+\.\d+$/)).toBeVisible()
  const sessionId = await page.evaluate(() => JSON.parse(sessionStorage.getItem('rewards-travel.session-id') ?? '{}').sessionId as string)
  await expect(dialog.getByText(sessionId, { exact: true })).toBeVisible()
  await expectAccessible(page)

  const copy = dialog.getByRole('button', { name: 'Copy session id' })
  await copy.click()
  await expect(copy).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sessionId)
  await expect(copy).toHaveText('Copy', { timeout: 3000 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

for (const [hash, title] of [
  ['show_terms_conditions_modal', 'Terms and conditions'],
  ['show_car_rental_rules_modal', 'Car rental rules'],
] as const) {
  test(`#${hash} opens "${title}" on any page and closing removes the hash`, async ({ page }) => {
    await gotoHydrated(page, `/accommodations/#${hash}`)
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/accommodations\/?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible()
  })
}
