// §R7: the browser's API session id, page address and locale travel with every server-function
// call, and the id is mirrored into a browser-session cookie for server renders.
import { expect, gotoHydrated, test } from './fixtures/test'

test('server-function calls carry the browser’s API session id, page and locale', async ({ page, context }) => {
  await gotoHydrated(page, '/accommodations/?expdenv=test')
  const call = page.waitForRequest((request) => request.url().includes('/_serverFn/'))
  await page.getByRole('form', { name: 'Search hotels' }).getByLabel('Destination').pressSequentially('Pari', { delay: 50 })
  const headers = (await call).headers()

  const apiSessionId = await page.evaluate(() => sessionStorage.getItem('rewards-travel.api-session-id'))
  expect(apiSessionId).toMatch(/^[0-9a-f-]{36}$/)
  expect(headers['x-api-session-id']).toBe(apiSessionId)
  expect(headers['x-page-url']).toMatch(/^\/accommodations\/?\?expdenv=test$/)
  expect(headers['x-page-locale']).toBe('en-US')
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'api_session_id')
  expect(cookie?.value).toBe(apiSessionId)
  expect(cookie?.expires).toBe(-1)
})
