// §R1: a signed-in member is greeted by first name in the home hero; visitors are not.
import { expect, gotoHydrated, test } from './fixtures/test'

test('the home hero greets a signed-in member by first name', async ({ page }) => {
  await gotoHydrated(page, '/')
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible()

  await page.goto('/auth/sign-in?callbackUrl=%2F')
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await page.getByLabel('User ID').fill('gold')
  await page.getByLabel('Password').fill('travel-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Where to next, Blake?' })).toBeVisible()
})
