// Examples for the OpenAPI document, made from the JSON Schemas themselves: an example a schema
// declares (`.meta({ examples })` in the contract) wins; otherwise one is built that the schema
// accepts (a string matching its pattern, the first enum value, the smallest allowed number…).
// tests/contract/openapi-document.test.ts checks every example against its schema.
import RandExp from 'randexp'
import { rateLimitCategory } from '@contracts/api/api-error'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import { serverLines } from '../server-lines'

type Schema = Record<string, unknown>
type Components = Record<string, unknown>

const maxDepth = 12

/** Deterministic: the same document on every start and in every test. */
function seededRandom(seed: number) {
  let state = seed
  return (low: number, high: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return low + (state % (high - low + 1))
  }
}

/** Readable words tried before a generated string, for names, places and codes. */
const candidates = ['Avery', 'Paris', 'traveller@example.com', '+44 20 7946 0000', 'PAR', 'ABC123', 'en-US', '2027-03-12', '12:00', '1', 'text']

function fromPattern(pattern: string, minLength = 0, maxLength = Number.POSITIVE_INFINITY) {
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength && new RegExp(pattern, 'u').test(text)
  const readable = candidates.find(fits)
  if (readable) return readable
  const generator = new RandExp(pattern)
  generator.randInt = seededRandom(pattern.length)
  generator.max = 3
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const text = generator.gen()
    if (fits(text)) return text
  }
  return generator.gen()
}

/**
 * Realistic values by field name for a plain string the schema says no more of (no pattern, format or
 * example): the ids, names and places of the sandbox's own catalogue and of the request examples
 * (./openapi-request-examples.ts), in the form the server answers them, rather than `text` (issue 41).
 */
const namedExamples: Record<string, string> = {
  reservationId: 'HT-7KQ2M9XWPA',
  orderId: 'OR-7KQ2M9XWPA',
  travelerId: 'TP-480KO4GGCG',
  hotelId: 'new-york-001',
  roomTypeId: 'new-york-001-r1',
  rateId: 'new-york-001-r1-flex',
  restaurantId: 'paris-r001',
  activityId: 'rome-tour-food-tasting',
  firstName: 'Avery',
  lastName: 'Lee',
  email: 'traveller@example.com',
  phone: '+1 212 555 0143',
  currency: 'USD',
  countryCode: 'US',
  country: 'US',
  city: 'New York',
  cityName: 'New York',
  countryName: 'United States',
  timeZone: 'America/New_York',
  iata: 'JFK',
  airport: 'LHR',
  flightNumber: 'HZ8596',
  aircraft: 'Airbus A350-900',
  time: '19:30',
  date: '2027-03-12',
  checkIn: '2027-03-12',
  checkOut: '2027-03-15',
  addressLine1: '350 Fifth Avenue',
  postalCode: '10118',
  status: 'CONFIRMED',
  destinationId: 'new-york',
  siteId: 'default',
  clientCustomerId: 'CC-100001',
  offerId: 'los-angeles-lax-avis-economy',
  segmentId: 'HZ8596-EWRLHR-20270312',
  optionId: 'group',
  eventId: 'evt_vu2QZG1f9n0qK3JKBxkmgA',
}

/** The line an operation is of (`lxp.dining.book` → dining; a flight's schedule change is the air line's). */
function lineOf(operationId: string) {
  if (operationId === 'webhooks.scheduleChange') return 'air'
  return reservationTypes.find((type) => operationId.startsWith(`lxp.${type}.`))
}

/** An operation's answer example with its line's ids (`exampleIds`, server/lines/<line>-line.ts) in place of another line's (a copy: schemas share their examples). */
export function withLineIds(operationId: string, example: unknown): unknown {
  const line = lineOf(operationId)
  if (!line || example === undefined) return example
  const ids: Record<string, string> = serverLines[line].exampleIds
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace)
    if (!value || typeof value !== 'object') return value
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, typeof each === 'string' && Object.hasOwn(ids, key) ? ids[key] : replace(each)]))
  }
  return replace(example)
}

const stringFormats: Record<string, string> = {
  date: '2027-03-12',
  'date-time': '2027-03-12T15:00:00.000Z',
  time: '15:00:00',
  email: 'traveller@example.com',
  uri: 'https://example.com/',
  uuid: '0b5d4c3a-8f7e-4d21-9a6b-1c2d3e4f5a6b',
  binary: '',
}

function stringExample(schema: Schema, name?: string) {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY
  const named = name !== undefined && Object.hasOwn(namedExamples, name) ? namedExamples[name]! : undefined
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength && (typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(text))
  if (named !== undefined && schema.format === undefined && fits(named)) return named
  if (typeof schema.pattern === 'string') return fromPattern(schema.pattern, minLength, maxLength)
  const format = typeof schema.format === 'string' ? stringFormats[schema.format] : undefined
  if (format !== undefined) return format
  const text = 'text'
  return text.length >= minLength ? text.slice(0, maxLength) : text.padEnd(minLength, 'x')
}

function numberExample(schema: Schema) {
  const low = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined
  const high = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined
  if (low !== undefined) return Math.max(low, Math.min(1, high ?? 1))
  if (high !== undefined) return Math.min(high, 1)
  return 1
}

/** The error object a failure of this status typically carries, in the envelope the schema names. */
const errorExamples: Record<string, { code: string; category: string; message: string; field?: string }> = {
  '400': { code: 'VALIDATION_ERROR', category: 'VALIDATION', message: 'body.checkOut: must be after the check-in date', field: 'body.checkOut' },
  '401': { code: 'UNAUTHORIZED', category: 'SECURITY', message: 'Sign in to continue.' },
  '403': { code: 'CROSS_SITE_REQUEST', category: 'SECURITY', message: 'This request was refused: it came from another site.' },
  '404': { code: 'NOT_FOUND', category: 'BUSINESS', message: 'We could not find this reservation.' },
  '409': { code: 'PRICE_CHANGED', category: 'BUSINESS', message: 'The price changed since you started checking out.' },
  '405': { code: 'HTTP_405', category: 'VALIDATION', message: 'That action is not allowed here.' },
  '413': { code: 'PAYLOAD_TOO_LARGE', category: 'VALIDATION', message: 'The request body is larger than 1 MB.' },
  '422': { code: 'SOLD_OUT', category: 'BUSINESS', message: 'This room has just sold out. Please choose another.' },
  '429': { code: 'TOO_MANY_REQUESTS', category: rateLimitCategory, message: 'Too many reservation lookups. Please wait 60 seconds and try again.' },
  '500': { code: 'INTERNAL_ERROR', category: 'SYSTEM', message: 'Something went wrong on our side. Please try again.', field: undefined },
  '503': { code: 'SERVICE_UNAVAILABLE', category: 'SYSTEM', message: 'The travel platform is unavailable. Please try again in a moment.' },
}
const errorEnvelopes: Record<string, string> = { Errors: 'errors', BookErrors: 'bookErrors', CancelErrors: 'cancelErrors', ModifyErrors: 'modifyErrors' }

/** For a failure answer whose schema is one of the error envelopes: an error object fitting its status. */
export function errorExampleOf(schema: unknown, status: string): unknown {
  const name = (schema as { $ref?: string } | undefined)?.$ref?.replace('#/components/schemas/', '')
  const envelope = name ? errorEnvelopes[name] : undefined
  const error = errorExamples[status]
  // The auth calls keep better-auth's top-level code and message beside the envelope (server/auth/auth-error-envelope.ts).
  if (name === 'AuthError' && error) return { errors: [error], code: error.code, message: error.message }
  if (!envelope || !error) return undefined
  const cancelling = envelope === 'cancelErrors' && (status === '409' || status === '422')
  const chosen = cancelling ? { ...error, code: status === '409' ? 'ALREADY_CANCELLED' : 'NOT_CANCELLABLE', message: status === '409' ? 'This reservation is already cancelled.' : 'This reservation can no longer be cancelled.' } : error
  return { [envelope]: [Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== undefined))] }
}

/** An example of `schema`; `name` is the property it is the value of, if any (for `namedExamples`). */
export function exampleOf(schema: unknown, components: Components, depth = 0, name?: string): unknown {
  if (!schema || typeof schema !== 'object' || depth > maxDepth) return undefined
  const node = schema as Schema
  if (typeof node.$ref === 'string') return exampleOf(components[node.$ref.replace('#/components/schemas/', '')], components, depth + 1, name)
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0]
  if ('example' in node) return node.example
  if ('const' in node) return node.const
  if ('default' in node && node.default !== undefined) return node.default
  if (Array.isArray(node.enum)) return node.enum[0]
  const choices = (node.anyOf ?? node.oneOf) as unknown[] | undefined
  if (Array.isArray(choices)) {
    const concrete = choices.find((choice) => (choice as Schema).type !== 'null') ?? choices[0]
    return exampleOf(concrete, components, depth + 1, name)
  }
  if (Array.isArray(node.allOf)) {
    return Object.assign({}, ...node.allOf.map((part) => exampleOf(part, components, depth + 1) as object))
  }
  const type = Array.isArray(node.type) ? node.type.find((each) => each !== 'null') : node.type
  switch (type) {
    case 'object': {
      const properties = (node.properties ?? {}) as Record<string, unknown>
      const result: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(properties)) {
        const value = exampleOf(property, components, depth + 1, key)
        if (value !== undefined) result[key] = value
      }
      // A record with required keys (an enum of keys): each takes the value schema.
      for (const key of (node.required ?? []) as string[]) {
        if (!(key in result) && node.additionalProperties && typeof node.additionalProperties === 'object') result[key] = exampleOf(node.additionalProperties, components, depth + 1)
      }
      return result
    }
    case 'array': {
      const item = exampleOf(node.items ?? (Array.isArray(node.prefixItems) ? node.prefixItems[0] : undefined), components, depth + 1, name)
      if (Array.isArray(node.prefixItems)) return node.prefixItems.map((part) => exampleOf(part, components, depth + 1))
      const count = typeof node.minItems === 'number' ? Math.max(1, node.minItems) : 1
      return item === undefined ? [] : Array.from({ length: count }, () => item)
    }
    case 'string':
      return stringExample(node, name)
    case 'integer':
    case 'number':
      return numberExample(node)
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      // No type: any value is allowed.
      return null
  }
}
