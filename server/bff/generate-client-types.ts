// Writes the typed client's schema types (packages/client/src/schemas.ts, issue 41): one type per named schema of
// the API, the OpenAPI document's components, by the name the document gives it (`HotelSearchResult`), read from the
// contract module that exports the schema. What the API answers (a response, a webhook's event, or a part of one) is
// the schema's output; a schema only requests reach is what a caller sends, its input. A new line's schemas are
// exported without an edit. `npm run generate` rewrites the file; a unit test fails when it is stale.
import path from 'node:path'

export const clientSchemasFile = 'packages/client/src/schemas.ts'

type Document = { paths?: object; webhooks?: object; components?: { schemas?: Record<string, unknown> } }

/** Each contract module by its path from the repository's root (`contracts/lxp/hotel.schema.ts`): its exports and its source. */
export type ContractModules = Record<string, { exports: Record<string, unknown>; source: string }>

function referencesIn(node: unknown) {
  return [...JSON.stringify(node ?? null).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!)
}

/** The components an answer reaches, directly or through another component. */
function answerComponents(document: Document) {
  const components = document.components?.schemas ?? {}
  const operations = [...Object.values(document.paths ?? {}), ...Object.values(document.webhooks ?? {})].flatMap((methods: Record<string, { responses?: unknown; requestBody?: unknown }>) => Object.values(methods))
  // A webhook's request body is what the API sends: an answer to the partner.
  const webhookBodies = Object.values(document.webhooks ?? {}).flatMap((methods: Record<string, { requestBody?: unknown }>) => Object.values(methods).map((operation) => operation.requestBody))
  const reached = new Set<string>()
  const queue = [...referencesIn(operations.map((operation) => operation.responses)), ...referencesIn(webhookBodies)]
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (reached.has(name)) continue
    reached.add(name)
    queue.push(...referencesIn(components[name]))
  }
  return reached
}

/** The id a zod schema is named by (`.meta({ id })`), or undefined for anything else. */
function schemaIdOf(value: unknown) {
  const meta = (value as { meta?: () => { id?: unknown } | undefined } | null)?.meta
  if (typeof meta !== 'function' || !(value as { _zod?: unknown })._zod) return undefined
  const id = meta.call(value)?.id
  return typeof id === 'string' ? id : undefined
}

/**
 * Where each named schema is declared: `{ HotelOffer: { module: 'contracts/lxp/hotel.schema.ts', name: 'HotelOfferSchema' } }`,
 * the module whose source declares the export (`export const HotelOfferSchema =`), not one that passes it on.
 */
function exportsOf(modules: ContractModules) {
  const found = new Map<string, { module: string; name: string }>()
  for (const module of Object.keys(modules).sort()) {
    const { exports, source } = modules[module]!
    for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
      const id = schemaIdOf(value)
      if (id !== undefined && new RegExp(String.raw`export const ${name}\b`).test(source)) found.set(id, { module, name })
    }
  }
  return found
}

export function clientSchemaTypes(document: Document, modules: ContractModules) {
  const answers = answerComponents(document)
  const exported = exportsOf(modules)
  const names = Object.keys(document.components?.schemas ?? {}).filter((name) => exported.has(name)).sort()
  const missing = Object.keys(document.components?.schemas ?? {}).filter((name) => !exported.has(name) && !(name.endsWith('Input') && exported.has(name.slice(0, -'Input'.length))))
  if (missing.length > 0) throw new Error(`No contract module exports the schema of ${missing.join(', ')}: export it so the client can name its type`)
  // Each schema is imported as `<id>Schema`, so two modules' `CancellationPolicySchema` do not collide.
  const byModule = new Map<string, string[]>()
  for (const name of names) {
    const { module, name: schema } = exported.get(name)!
    byModule.set(module, [...(byModule.get(module) ?? []), schema === `${name}Schema` ? schema : `${schema} as ${name}Schema`])
  }
  const importPath = (module: string) => path.posix.relative(path.posix.dirname(clientSchemasFile), module).replace(/\.ts$/, '')
  return [
    '// Generated from the OpenAPI document (server/bff/openapi.server.ts) by `npm run generate`; do not edit',
    '// (server/bff/generate-client-types.ts). The type of every named schema of the API, by the name the document and',
    "// its TypeScript samples give it: `import type { HotelSearchResult } from '@rewards-travel/client'`. An answer's",
    '// type is the schema\'s output; a schema only requests reach is what you send, its input.',
    "import type { z } from 'zod'",
    ...[...byModule].sort(([a], [b]) => a.localeCompare(b)).map(([module, schemas]) => `import type { ${schemas.sort().join(', ')} } from '${importPath(module)}'`),
    '',
    ...names.map((name) => `export type ${name} = z.${answers.has(name) ? 'output' : 'input'}<typeof ${name}Schema>`),
    '',
  ].join('\n')
}
