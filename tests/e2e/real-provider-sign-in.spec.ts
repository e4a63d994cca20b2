// Sign-in and sign-out through a real OpenID Provider (docs/decisions/060): the app built for
// production with AUTH_OIDC_* pointing at panva's oidc-provider (tests/fixtures/oidc-provider.ts),
// served on its own port and data folder (the `real-provider` project in playwright.config.ts).
// A member the travel platform has never seen is enrolled on first sign-in; "Log out" ends the
// provider's session too; none of the embedded stand-in's demo doors exist.
import type { Page } from '@playwright/test'
import { oidcTestMember as member } from '../fixtures/oidc-test-accounts'
import { expect, expectAccessible, test } from './fixtures/test'

const demoPassword = 'travel-demo'

async function signInAtProvider(page: Page, username: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a new member signs in at the provider with a password, sees their profile, and after logging out must type it again', async ({ page, baseURL }) => {
  const site = new URL(baseURL!)
  await page.goto('/my-trips/')
  // The provider's page cannot offer a guest their booking: Find my booking comes first, with the sign-in to My Trips (decision 089).
  await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible()
  await expect(page.getByRole('note').filter({ hasText: 'Sign in to see My Trips' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Sign in to My Trips' }).click()
  // The provider's own login page, on its own origin.
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible()
  expect(new URL(page.url()).port).not.toBe(site.port)
  await signInAtProvider(page, member.username, member.password)

  await expect(page).toHaveURL(`${site.origin}/my-trips/`)
  const account = page.getByRole('navigation', { name: 'Account' })
  await expect(account.getByText(`Hello, ${member.givenName}`)).toBeVisible()
  await expect(account.getByText('25,000 points')).toBeVisible()

  await account.getByRole('button', { name: 'Menu' }).click()
  await account.getByRole('link', { name: 'My Profile' }).click()
  await expect(page).toHaveURL(`${site.origin}/my-profile`)
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
  await expect(page.getByText(`${member.givenName} ${member.familyName}`)).toBeVisible()
  await expect(page.getByText(member.email)).toBeVisible()
  await expect(page.getByText('Loading your profile…')).toBeHidden()

  // Log out ends the provider's session too (RP-initiated logout), then returns to post-logout.
  await account.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign out of the test provider?' })).toBeVisible()
  const endSession = new URL(page.url())
  expect(endSession.searchParams.get('id_token_hint')).toBeTruthy()
  expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${site.origin}/auth/post-logout`)
  await page.getByRole('button', { name: 'Yes, sign me out' }).click()
  await expect(page).toHaveURL(`${site.origin}/auth/post-logout`)
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()

  // My Trips again: the provider asks for the password rather than signing the member straight back in.
  await page.goto('/my-trips/')
  await page.getByRole('link', { name: 'Sign in to My Trips' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveValue('')
  await signInAtProvider(page, member.username, member.password)
  await expect(page).toHaveURL(`${site.origin}/my-trips/`)
  await expect(account.getByText(`Hello, ${member.givenName}`)).toBeVisible()
})

test('with a real provider the stand-in and its password sign-in answer 404', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const credentials = await request.post('/api/auth/sign-in/member-credentials', {
    headers: { origin },
    data: { username: 'platinum', password: demoPassword },
  })
  expect(credentials.status()).toBe(404)
  expect((await request.get('/auth/credentials-sign-in')).status()).toBe(404)
  expect((await request.get('/rewards-club/sign-in?client_id=rewards-travel-web&response_type=code&state=s')).status()).toBe(404)
  expect((await request.get('/rewards-club/.well-known/openid-configuration')).status()).toBe(404)
  expect((await request.get('/rewards-club/jwks')).status()).toBe(404)
  expect((await request.get('/rewards-club/userinfo')).status()).toBe(404)
  expect((await request.post('/rewards-club/token', { form: { grant_type: 'authorization_code', code: 'x' } })).status()).toBe(404)
  // Asking for the credentials sign-in starts the provider's sign-in instead.
  const signIn = await request.get('/auth/sign-in?provider=credentials&callbackUrl=/my-trips/', { maxRedirects: 0 })
  expect(signIn.status()).toBe(302)
  expect(signIn.headers().location).not.toContain('/auth/credentials-sign-in')
})

test('a demo member cannot sign in when a real provider is configured', async ({ page }) => {
  await page.goto('/auth/sign-in?callbackUrl=/my-trips/')
  await signInAtProvider(page, 'platinum', demoPassword)
  await expect(page.getByRole('alert')).toHaveText('The username or password is not correct.')
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
})
