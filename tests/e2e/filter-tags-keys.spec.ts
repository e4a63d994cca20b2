// §R2.23 (search results tags) and §R9.52 (keys handled: Backspace and Delete): on a results page a
// focused filter tag is removed with Delete or Backspace, and the focus moves to the tag left.
import { inDays } from './fixtures/member'
import { expect, gotoHydrated, test } from './fixtures/test'

test('Delete and Backspace remove the focused filter tag on the car results', async ({ page }) => {
  await gotoHydrated(page, `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(30)}&pickUpTime=10:00&dropOffDate=${inDays(33)}&dropOffTime=10:00`)
  const classes = page.getByRole('group', { name: 'Vehicle class' })
  await classes.getByLabel(/^SUV/).click()
  await expect(page).toHaveURL(/classes=.*SUV/)
  await classes.getByLabel(/^Compact/).click()
  await expect(page).toHaveURL(/classes=.*COMPACT/)
  const tags = page.getByRole('list', { name: 'Active filters' })
  await expect(tags.getByRole('button')).toHaveCount(2)

  await tags.getByRole('button', { name: 'SUV (remove filter)' }).press('Delete')
  await expect(page).not.toHaveURL(/SUV/)
  await expect(tags.getByRole('button')).toHaveCount(1)
  const compact = tags.getByRole('button', { name: 'Compact (remove filter)' })
  await expect(compact).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(page).not.toHaveURL(/classes=/)
  await expect(tags).toHaveCount(0)
})
