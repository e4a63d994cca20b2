// Issue 18 part 2, docs/decisions/069: Developer access on My Profile. A member creates a personal
// access token (shown once), an app reads the member's profile with it, the member revokes it and
// the app is refused (401 in the contract shape).
import { holdScripts } from './fixtures/held-scripts'
import { signIn } from './fixtures/member'
import { expect, test } from './fixtures/test'

test('a member creates a personal access token on My Profile, an app uses it, and revoking it shuts the app out', async ({ page, request }) => {
  await page.goto('/my-profile')
  await page.getByLabel('User ID').fill('green')
  await page.getByLabel('Password').fill('travel-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()

  const section = page.getByRole('region', { name: 'Developer access' })
  // A press before the page has its code is not sent (decision 106; the next test types before it): this one is the
  // member's on the ready page.
  await expect(section.locator('form')).toHaveAttribute('data-script-ready', '')
  await section.getByLabel('Token name').fill('Trip planner')
  await section.getByLabel('Expires in').selectOption('30')
  await section.getByRole('button', { name: 'Create token' }).click()
  await expect(section.getByText('Copy your new token now: it is shown only once.')).toBeVisible()
  const token = (await section.getByLabel('New access token').textContent()) ?? ''
  expect(token).toMatch(/^rtm_/)
  const row = section.getByRole('row', { name: /Trip planner/ })
  await expect(row.getByRole('cell', { name: `${token.slice(0, 10)}…` })).toBeVisible()

  // The app: no cookies, only the token.
  const profile = await request.get('/api/lxp/customer/profile', { headers: { authorization: `Bearer ${token}` } })
  expect(profile.status()).toBe(200)
  expect(await profile.json()).toMatchObject({ clientCustomerId: 'CC-100003' })

  await row.getByRole('button', { name: 'Revoke Trip planner' }).click()
  await expect(row.getByRole('cell', { name: 'Revoked' })).toBeVisible()
  const refused = await request.get('/api/lxp/customer/profile', { headers: { authorization: `Bearer ${token}` } })
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toMatchObject({ errors: [{ code: 'REVOKED_ACCESS_TOKEN' }] })
})

// A slow phone: the member names the token while the page's code is still on its way. What they typed and chose is
// what is created (the form's own values are sent), not what the page's state held when it hydrated.
test('a token named and timed before My Profile has its code is created with that name and expiry', async ({ page }) => {
  await signIn(page, 'gold', '/')
  const held = await holdScripts(page, /\/my-profile-[\w-]+\.js$/)
  await page.goto('/my-profile', { waitUntil: 'commit' })
  const section = page.getByRole('region', { name: 'Developer access' })
  await section.getByLabel('Token name').fill('Slow phone app')
  await section.getByLabel('Expires in').selectOption('365')
  held.release()
  await expect(section.locator('form')).toHaveAttribute('data-script-ready', '')
  await expect(section.getByLabel('Token name')).toHaveValue('Slow phone app')
  await expect(section.getByLabel('Expires in')).toHaveValue('365')
  await section.getByRole('button', { name: 'Create token' }).click()
  await expect(section.getByText('Copy your new token now: it is shown only once.')).toBeVisible()
  const row = section.getByRole('row', { name: /Slow phone app/ })
  await expect(row).toBeVisible()
  await expect(row.getByRole('button', { name: 'Revoke Slow phone app' })).toBeVisible()
})
