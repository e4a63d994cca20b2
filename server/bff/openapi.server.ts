// The OpenAPI 3.1 document, generated from the contracts with zod 4's own JSON Schema output.
import { generateOpenApi } from '@ts-rest/open-api'
import { z } from 'zod'
import { documentedApiContract } from '@contracts/index'
import { config } from '../config/env'
import { sitePackage } from '../site/site-package'
import { withIntegratorSecurity } from './openapi-security'

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
      schemaTransformer: ({ schema, type }) =>
        schema instanceof z.ZodType
          ? (z.toJSONSchema(schema, { io: type === 'response' ? 'output' : 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>)
          : null,
    },
  )
  const components: Record<string, unknown> = {}
  const paths = liftDefinitions(document.paths, components)
  return withIntegratorSecurity({ ...document, openapi: '3.1.0', paths, components: { schemas: components } }, documentedApiContract)
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
