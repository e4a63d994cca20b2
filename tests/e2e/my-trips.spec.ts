// §R2 My Trips (/my-trips/): needs a session (SessionRequired), lists the member's trips.
import { expect, test } from './fixtures/test'

test('My Trips asks a visitor to sign in, then shows the member their trips', async ({ page }) => {
  await page.goto('/my-trips/')
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await page.getByLabel('User ID').fill('gold')
  await page.getByLabel('Password').fill('travel-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(/\/my-trips\/?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Trips' }).getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('No upcoming trips yet')).toBeVisible()
  await page.getByRole('navigation', { name: 'Trips' }).getByRole('link', { name: 'Past' }).click()
  await expect(page).toHaveURL(/when=past/)
  await expect(page.getByText('No past trips')).toBeVisible()
})
