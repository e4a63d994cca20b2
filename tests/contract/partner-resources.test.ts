// §R1 (partner resources area), §R7 (base path /api/site/amex-resources), §D4:
// the list and one resource from the database; bad input answers 400 and an unknown id 404, each
// with §R3.50 error objects.
import { describe, expect, it, vi } from 'vitest'
import { PartnerResourceListSchema, PartnerResourceSchema, partnerResourceCategories } from '@contracts/site/partner-resources.contract'
import { partnerResources } from '@server/db/schema'
import { seededDatabase } from '../fixtures/database'

const seeded = seededDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { openApiDocument } = await import('@server/bff/openapi.server')

const call = (path: string, init?: RequestInit) => handleApiRequest(new Request(`http://localhost${path}`, init))


describe('GET /api/site/amex-resources', () => {
  it('lists the seeded documents and links by category, each with title, description, url and date', async () => {
    const response = await call('/api/site/amex-resources')
    expect(response.status).toBe(200)
    const { resources } = PartnerResourceListSchema.parse(await response.json())
    expect(resources.length).toBeGreaterThanOrEqual(10)
    expect(new Set(resources.map((resource) => resource.category))).toEqual(new Set(partnerResourceCategories))
    expect(new Set(resources.map((resource) => resource.kind))).toEqual(new Set(['document', 'link']))
    const categories = resources.map((resource) => resource.category)
    expect(categories).toEqual([...categories].sort())
  })

  it('lists what is stored, so an editor’s new resource appears', async () => {
    await seeded.db.insert(partnerResources).values({ id: 'new-lounge-in-lisbon', title: 'A new lounge in Lisbon', description: 'Opened in Terminal 1.', category: 'benefits', kind: 'link', url: 'https://partner.rewards.example.com/lounges/lis', updatedOn: '2026-11-20', position: 9 })
    const { resources } = PartnerResourceListSchema.parse(await (await call('/api/site/amex-resources?category=benefits')).json())
    expect(resources.map((resource) => resource.id)).toContain('new-lounge-in-lisbon')
    expect(resources.every((resource) => resource.category === 'benefits')).toBe(true)
  })

  it('answers 400 for an unknown category or an unknown query parameter', async () => {
    const unknown = await call('/api/site/amex-resources?category=casino')
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'query.category' })
    const extra = await call('/api/site/amex-resources?sort=title')
    expect(extra.status).toBe(400)
  })
})

describe('GET /api/site/amex-resources/:resourceId', () => {
  it('answers one resource', async () => {
    const response = await call('/api/site/amex-resources/trip-cancellation-insurance')
    expect(response.status).toBe(200)
    expect(PartnerResourceSchema.parse(await response.json())).toMatchObject({ id: 'trip-cancellation-insurance', category: 'travel-protection', kind: 'document' })
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await call('/api/site/amex-resources/no-such-resource')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ errors: [{ code: 'RESOURCE_NOT_FOUND', category: 'BUSINESS', message: "There is no partner resource 'no-such-resource'." }] })
    const malformed = await call('/api/site/amex-resources/Not%20An%20Id')
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'params.resourceId' })
  })

  it('refuses other methods with an error object', async () => {
    const response = await call('/api/site/amex-resources/pay-with-points', { method: 'DELETE' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('is described in the OpenAPI document', async () => {
    const document = (await openApiDocument()) as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/site/amex-resources', '/api/site/amex-resources/{resourceId}']))
  })
})
