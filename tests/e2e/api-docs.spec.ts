// DESIGN.md §4: the API reference page at /api/docs renders the OpenAPI document (no CDN).
import { expect, test } from './fixtures/test'

test('the API reference lists the operations with their responses', async ({ page }) => {
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards Travel API' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'GET /api/site/config' })).toBeVisible()
  const operation = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'GET /api/site/pages/{page}' }) })
  await expect(operation.getByRole('cell', { name: 'page', exact: true })).toBeVisible()
  const notFound = operation.getByRole('group').filter({ hasText: 'Response 404' })
  await notFound.getByText('Response 404').click()
  await expect(notFound.getByText(/"errors"/)).toBeVisible()
})
