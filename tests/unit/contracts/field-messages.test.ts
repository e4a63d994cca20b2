// Issue 41: a refused request's field errors are worded for the partner who reads them and the traveller
// who sees them beside a field, never zod's developer defaults ("Invalid input: expected string, received
// number"). Every documented route's body and query is sent wrong in each field, and each message checked.
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { issuesToErrors } from '@contracts/api/request-refusal'
import { fieldMessage } from '@contracts/api/field-messages'
import { documentedApiContract } from '@contracts/index'

/** zod 4's own English, as its default messages begin. */
const zodDefault = /^(Invalid input|Invalid option|Invalid string|Invalid number|Invalid (ISO|UUID|email|URL)|Invalid discriminator|Too small|Too big|Unrecognized key|Expected )/

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((value) => (isAppRoute(value) ? [value] : routesOf(value)))
}

/** Each field of an object schema given a value of the wrong kind, one payload per field, and the empty payload. */
function wrongPayloads(schema: z.ZodType): unknown[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {}
  const fields = Object.keys(shape)
  return [{}, 42, ...fields.flatMap((field) => [{ [field]: 42 }, { [field]: 'x' }, { [field]: [] }, { [field]: { wrong: true } }, { [field]: -1 }])]
}

describe('field errors of a refused request', () => {
  const routes = routesOf(documentedApiContract)

  it.each(routes.filter((route) => 'body' in route && route.body instanceof z.ZodType).map((route) => [`${route.method} ${route.path}`, route] as const))('are worded for people on %s (body)', (_, route) => {
    const schema = (route as AppRoute & { body: z.ZodType }).body
    for (const payload of wrongPayloads(schema)) {
      const parsed = schema.safeParse(payload)
      if (parsed.success) continue
      for (const error of issuesToErrors('body', parsed.error.issues)) expect(error.message.slice(error.field!.length + 2), JSON.stringify(payload)).not.toMatch(zodDefault)
    }
  })

  it.each(routes.filter((route) => route.query instanceof z.ZodType).map((route) => [`${route.method} ${route.path}`, route] as const))('are worded for people on %s (query)', (_, route) => {
    const schema = route.query as z.ZodType
    for (const payload of wrongPayloads(schema).filter((each) => typeof each === 'object')) {
      const parsed = schema.safeParse(payload)
      if (parsed.success) continue
      for (const error of issuesToErrors('query', parsed.error.issues)) expect(error.message.slice(error.field!.length + 2), JSON.stringify(payload)).not.toMatch(zodDefault)
    }
  })

  it('say what the field must be, after its name', () => {
    const schema = z.object({ checkIn: z.iso.date(), rooms: z.array(z.object({ adults: z.int().min(1).max(8) })).min(1), mode: z.enum(['card', 'points']), name: z.string().min(1).max(5), email: z.email(), accept: z.literal(true) })
    const parsed = schema.safeParse({ checkIn: '12/03/2027', rooms: [{ adults: 9.5 }, { adults: 0 }], mode: 'cash', name: 'Jordan Traveller', email: 'jordan', accept: false })
    expect(issuesToErrors('body', parsed.error?.issues).map((error) => error.message)).toEqual([
      'body.checkIn: must be a date as YYYY-MM-DD',
      'body.rooms.0.adults: must be a whole number',
      'body.rooms.1.adults: must be at least 1',
      'body.mode: must be one of "card", "points"',
      'body.name: must be at most 5 characters',
      'body.email: must be an email address',
      'body.accept: must be true',
    ])
    const missing = schema.safeParse({})
    expect(issuesToErrors('body', missing.error?.issues)[0]?.message).toBe('body.checkIn: is required')
    expect(fieldMessage({ code: 'invalid_type', expected: 'string', input: 5, path: [] } as never)).toBe('must be text, not a number')
  })

  it('call 1e400, which JSON reads as Infinity, no finite number rather than "a number, not a number" (issue 41)', () => {
    const page = z.object({ page: z.number().int().min(1) }).safeParse(JSON.parse('{"page":1e400}'))
    expect(issuesToErrors('body', page.error?.issues)[0]?.message).toBe('body.page: must be a finite number')
    expect(issuesToErrors('body', z.object({ price: z.number() }).safeParse({ price: Number.NaN }).error?.issues)[0]?.message).toBe('body.price: must be a finite number')
  })

  it('keep the words a schema gives itself', () => {
    const parsed = z.object({ reservationId: z.string().regex(/^[A-Z0-9-]{4,40}$/, 'must be a reservation number') }).safeParse({ reservationId: 'x' })
    expect(issuesToErrors('params', parsed.error?.issues)[0]?.message).toBe('params.reservationId: must be a reservation number')
  })
})
