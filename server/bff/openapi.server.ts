// The OpenAPI 3.1 document, generated from the contracts with zod 4's own JSON Schema output.
import { generateOpenApi } from '@ts-rest/open-api'
import { z } from 'zod'
import { documentedApiContract } from '@contracts/index'
import { config } from '../config/env'
import { sitePackage } from '../site/site-package'

let cached: ReturnType<typeof build> | undefined

function build() {
  const document = generateOpenApi(
    documentedApiContract,
    {
      info: {
        title: 'Rewards Travel API',
        version: sitePackage.version,
        description:
          'Search, price, book and manage travel for card members and guests. Failures answer with `errors[]` of error objects; every request may carry `x-correlation-id`.',
      },
      servers: [{ url: `${config().PUBLIC_SITE_URL}${config().BASE_PATH}` }],
    },
    {
      setOperationId: 'concatenated-path',
      schemaTransformer: ({ schema, type }) => (schema instanceof z.ZodType ? jsonSchemaOf(schema, type === 'response' ? 'output' : 'input') : null),
    },
  )
  const components: Record<string, unknown> = {}
  const paths = nameInputComponents(liftDefinitions(document.paths, components), components)
  return { ...document, openapi: '3.1.0', paths, components: { schemas: components } }
}

/** Marks the named parts of a request apart from those of an answer until nameInputComponents names them. */
const inputMark = '~input'

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>
  if (io === 'output' || !json.$defs) return json
  const marked = JSON.parse(JSON.stringify(json).replace(/"#\/\$defs\/([^"]+)"/g, `"#/$defs/$1${inputMark}"`)) as Record<string, unknown>
  marked.$defs = Object.fromEntries(Object.entries(marked.$defs as Record<string, unknown>).map(([name, definition]) => [name + inputMark, definition]))
  return marked
}

/**
 * A named part that requests and answers share reads differently in each (defaults make request
 * fields optional; answers admit no other properties). Requests point at `<name>Input` where the two
 * differ (or hold a part that does), at `<name>` where they do not.
 */
function nameInputComponents<T>(paths: T, components: Record<string, unknown>): T {
  const baseOf = (name: string) => name.slice(0, -inputMark.length)
  const inputs = Object.keys(components).filter((name) => name.endsWith(inputMark))
  const shared = inputs.filter((name) => baseOf(name) in components)
  const text = (name: string) => JSON.stringify(components[name])
  const apart = new Set(shared.filter((name) => text(name).replaceAll(inputMark, '') !== text(baseOf(name))))
  for (let grown = true; grown; ) {
    grown = false
    for (const name of shared) {
      if (apart.has(name) || ![...apart].some((other) => text(name).includes(`/${other}"`))) continue
      apart.add(name)
      grown = true
    }
  }
  const finalName = (name: string) => (apart.has(name) ? `${baseOf(name)}Input` : baseOf(name))
  const renamed = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/([A-Za-z0-9_.-]+)~input"/g, (_whole, base: string) => `${finalName(base + inputMark)}"`))
  for (const name of inputs) {
    const definition = renamed(components[name])
    delete components[name]
    if (apart.has(name) || !(baseOf(name) in components)) components[finalName(name)] = definition
  }
  return renamed(paths) as T
}

/**
 * zod writes each schema with its named parts under its own `$defs`; in one OpenAPI document they
 * belong once under `components.schemas`, referenced from there.
 */
function liftDefinitions<T>(node: T, components: Record<string, unknown>): T {
  if (Array.isArray(node)) return node.map((item) => liftDefinitions(item, components)) as T
  if (!node || typeof node !== 'object') return node
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue
    if (key === '$defs') {
      for (const [name, definition] of Object.entries(value as Record<string, unknown>)) {
        components[name] = liftDefinitions(definition, components)
      }
      continue
    }
    result[key] = key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', '#/components/schemas/') : liftDefinitions(value, components)
  }
  return result as T
}

export function openApiDocument() {
  cached ??= build()
  return cached
}
