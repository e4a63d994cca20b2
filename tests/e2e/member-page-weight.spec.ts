// Issue 40: a member's page carries only what its components show of the profile. The header shows a first
// name and a points balance, so the landing page's HTML (the rendered header and the router's dehydrated
// cache alike) holds those and nothing else of the customer profile: no last name, email, phone, cards or
// card holder. My Profile, which shows them, still has them in its first render.
import { signIn } from './fixtures/member'
import { expect, test } from './fixtures/test'

const notShownByTheHeader = ['2025550143', 'devon@rewards.example.com', 'Devon Account', 'cardProfiles', 'obfuscatedNumber', 'obfuscatedCardHolderName', 'personalInfo']

test("a member's landing page holds their name and balance, not the rest of their profile", async ({ page }) => {
  await signIn(page, 'account', '/accommodations/')
  const html = await (await page.request.get('/accommodations/?utm_campaign=weight', { headers: { accept: 'text/html' } })).text()
  expect(html).toContain('Devon')
  // The balance itself moves as other tests book as this member: some number of points.
  expect(html).toMatch(/[\d,]+ points/)
  for (const field of notShownByTheHeader) expect(html, field).not.toContain(field)

  const home = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text()
  expect(home).toContain('Where to next, Devon?')
  for (const field of notShownByTheHeader) expect(home, field).not.toContain(field)

  // The page that shows the profile renders it on the server, as before.
  const profile = await (await page.request.get('/my-profile', { headers: { accept: 'text/html' } })).text()
  expect(profile).toContain('devon@rewards.example.com')
})
