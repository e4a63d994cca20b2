// Issue 39/41: the typed client's schema types only repeat the OpenAPI document's named schemas, so they are generated
// (server/bff/generate-client-types.ts). The file on disk must be what the contracts generate today.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientSchemaTypes, clientSchemasFile } from '@server/bff/generate-client-types'
import { openApiDocument } from '@server/bff/openapi.server'

const root = path.resolve(import.meta.dirname, '../../..')
const exported = import.meta.glob<Record<string, unknown>>('/contracts/**/*.ts', { eager: true })
const contractModules = Object.fromEntries(Object.entries(exported).map(([file, exports]) => [file.slice(1), { exports, source: readFileSync(path.join(root, file), 'utf8') }]))

describe("the client's schema types", () => {
  const generated = clientSchemaTypes(openApiDocument(), contractModules)

  it('are current: run `npm run generate` after changing a named schema', () => {
    expect(readFileSync(path.join(root, clientSchemasFile), 'utf8')).toBe(generated)
  })

  it("name an answer's type by its output and a request's by its input", () => {
    expect(generated).toContain('export type HotelSearchResult = z.output<typeof HotelSearchResultSchema>')
    expect(generated).toContain('export type HotelBookRequest = z.input<typeof HotelBookRequestSchema>')
    expect(generated).toContain('export type PaymentChoice = z.input<typeof PaymentChoiceSchema>')
  })

  it('refuse a named schema no contract module exports', () => {
    const document = { paths: {}, components: { schemas: { FerryOffer: {} } } }
    expect(() => clientSchemaTypes(document, contractModules)).toThrow('No contract module exports the schema of FerryOffer')
  })
})
