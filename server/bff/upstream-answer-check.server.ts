// The contract is the truth (issue 18): every answer the travel platform gives the BFF is checked
// against the route's response schema as JSON Schema, strictly (a field the contract does not name
// is a violation, where zod's `parse` would silently strip it). A violation is logged; with
// CONTRACT_CHECK=strict (the default under NODE_ENV=test) the call fails instead, so tests and
// CI's end-to-end run cannot pass over a drift.
import type { AppRoute } from '@ts-rest/core'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { z } from 'zod'
import { config } from '../config/env'
import { logger } from '../log/logger'

export class ContractViolationError extends Error {
  readonly route: string
  readonly problems: string[]

  constructor(route: string, problems: string[]) {
    super(`The answer of ${route} breaks its contract: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`)
    this.route = route
    this.problems = problems
  }
}

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
const validators = new Map<unknown, ValidateFunction | null>()

function validatorFor(route: AppRoute, status: number) {
  const schema = (route.responses as Record<number, unknown>)[status]
  if (!validators.has(schema)) {
    validators.set(
      schema,
      schema instanceof z.ZodType ? ajv.compile(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' }) as object) : null,
    )
  }
  return validators.get(schema) ?? undefined
}

/** Where and how an answer differs, one line per problem (`/hotels/0: must NOT have additional properties: images`). */
function problemsOf(validate: ValidateFunction) {
  const lines = (validate.errors ?? []).map((error) => {
    const detail = error.keyword === 'additionalProperties' ? `: ${(error.params as { additionalProperty: string }).additionalProperty}` : ''
    return `${error.instancePath || '/'} ${error.message}${detail}`
  })
  return [...new Set(lines)]
}

/** Checks a success answer of `route`; a violation is logged, and thrown under CONTRACT_CHECK=strict. */
export function checkUpstreamAnswer(route: AppRoute, answer: { status: number; body: unknown }) {
  if (answer.status !== 200 && answer.status !== 201) return
  const validate = validatorFor(route, answer.status)
  if (!validate || validate(answer.body)) return
  const name = `${route.method} ${route.path}`
  const problems = problemsOf(validate)
  logger.warn({ route: name, problems: problems.slice(0, 50) }, 'contract violation: the upstream answer differs from the contract')
  if (config().CONTRACT_CHECK === 'strict') throw new ContractViolationError(name, problems)
}
