// §D4 "site" and "utility" routes, through HTTP against the embedded database: every answer
// is the contract's, bad input is a 4xx with error objects, and the OpenAPI 3.1 document validates.
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it, vi } from 'vitest'
import { SiteConfigSchema } from '@contracts/site/site-config.schema'
import { PageContentSchema } from '@contracts/site/page-content.schema'
import { seededDatabase } from '../fixtures/database'

const seeded = seededDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { openApiDocument } = await import('@server/bff/openapi.server')

const call = (path: string, init?: RequestInit) => handleApiRequest(new Request(`http://localhost${path}`, init))


describe('GET /api/site/config', () => {
  it('answers the site configuration', async () => {
    const response = await call('/api/site/config')
    expect(response.status).toBe(200)
    expect(SiteConfigSchema.parse(await response.json()).currency.code).toBe('USD')
  })

  it('refuses other methods with an error object', async () => {
    const response = await call('/api/site/config', { method: 'DELETE' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect((await response.json()).errors[0].code).toMatch(/^HTTP_4\d\d$/)
  })
})

describe('GET /api/site/pages/:page', () => {
  it('answers a page over the site-wide defaults', async () => {
    const response = await call('/api/site/pages/home')
    const content = PageContentSchema.parse(await response.json())
    expect(content.pointsMultiplierBanners?.[0]?.title).toBe('Earn 5X points on prepaid hotels')
    expect(content.dialogs?.sessionIsAboutToExpireDialog?.dialogText).toContain('{minutes}')
  })

  it("answers a line's page by its dotted id, with the site-wide fields but not the site's head (§R2.76 page head)", async () => {
    const response = await call('/api/site/pages/accommodations.search-results')
    expect(response.status).toBe(200)
    const content = PageContentSchema.parse(await response.json())
    expect(content.documentTitle).toBe('Hotel results · Rewards Travel')
    expect(content.earnPointsBadges).toEqual([{ productType: 'HOTEL', text: 'Earn 5X points' }])
    expect(content.links?.map((link) => link.label)).toContain('Find a booking')

    const offer = PageContentSchema.parse(await (await call('/api/site/pages/accommodations.offer')).json())
    expect(offer.documentTitle).toBeUndefined()
    expect(offer.documentDescription).toBe('Rooms and rates for your stay, with the cancellation terms of each rate.')
  })

  it('answers 404 for an unknown page and 400 for a malformed name', async () => {
    const missing = await call('/api/site/pages/no-such-page')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ errors: [{ code: 'PAGE_NOT_FOUND', category: 'BUSINESS', message: "There is no page named 'no-such-page'." }] })

    const malformed = await call('/api/site/pages/Bad%20Name')
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'params.page' })
  })

  it('answers 404 with an error object for a route that does not exist', async () => {
    const response = await call('/api/site/nothing-here')
    expect(response.status).toBe(404)
    expect((await response.json()).errors).toHaveLength(1)
  })
})

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 with a summary for every operation', async () => {
    const document = openApiDocument()
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item as Record<string, { summary?: string }>))
    expect(operations.length).toBeGreaterThan(0)
    for (const operation of operations) expect(operation.summary).toBeTruthy()
    expect(JSON.stringify(document)).not.toContain('#/$defs/')
  })
})

describe('GET /api/messages/errors/{code}/{locale}', () => {
  it('answers the message of a code, and 404 for an unknown code or 400 for an unknown locale', async () => {
    const get = async (path: string) => {
      const response = await handleApiRequest(new Request(`http://localhost${path}`))
      return { status: response.status, body: await response.json() }
    }
    expect(await get('/api/messages/errors/E0000023/en-US')).toEqual({ status: 200, body: { code: 'E0000023', locale: 'en-US', message: 'We cannot sell travel to this destination.' } })
    expect((await get('/api/messages/errors/NOPE/en-US')).body.errors[0].code).toBe('MESSAGE_NOT_FOUND')
    expect((await get('/api/messages/errors/E0000023/fr-FR')).status).toBe(400)
  })
})
