// Every request example the OpenAPI document publishes is one the server takes (issue 41): each
// operation's JSON example parses with that operation's own zod body schema, refinements included,
// not only with the JSON Schema (which cannot say "a card number passes Luhn" or "check-out after check-in").
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { documentedApiContract } from '@contracts/index'

const { openApiDocument } = await import('@server/bff/openapi.server')

type Operation = { operationId: string; requestBody?: { content: Record<string, { example?: unknown }> } }

/** The contract's routes by the operation id the document gives them (`concatenated-path`). */
function routesById(router: AppRouter, prefix: string[] = []): [string, AppRoute][] {
  return Object.entries(router).flatMap(([key, value]) => (isAppRoute(value) ? [[[...prefix, key].join('.'), value] as [string, AppRoute]] : routesById(value, [...prefix, key])))
}

const routes = new Map(routesById(documentedApiContract))
const operations = Object.values(openApiDocument().paths as Record<string, Record<string, Operation>>).flatMap((methods) => Object.values(methods))

describe('the request examples of the OpenAPI document', () => {
  it('are accepted by the zod body schema of their operation', () => {
    const refused: string[] = []
    let checked = 0
    for (const operation of operations) {
      const example = operation.requestBody?.content['application/json']?.example
      const route = routes.get(operation.operationId)
      if (example === undefined || !route || !('body' in route) || !(route.body instanceof z.ZodType)) continue
      checked += 1
      const parsed = route.body.safeParse(example)
      if (!parsed.success) refused.push(`${operation.operationId}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`)
    }
    expect(refused).toEqual([])
    expect(checked).toBeGreaterThan(20)
  })
})
