// What a field error says when its schema gives no words of its own (issue 41): zod's defaults are
// written for developers ("Invalid input: expected string, received number"), and a 400 is read by a
// partner and shown beside a field to a traveller. Installed as zod's global error map where requests
// are refused (./request-refusal.ts), it yields to every message a schema writes itself; its words
// follow the field's name (`body.checkIn: must be a date as YYYY-MM-DD`), as the schemas' own do.
import { z } from 'zod'

type Issue = z.core.$ZodRawIssue

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'null',
}

const formatNames: Record<string, string> = {
  date: 'a date as YYYY-MM-DD',
  datetime: 'a date and time with its offset, as 2027-03-12T14:30:00Z',
  time: 'a time as HH:mm',
  email: 'an email address',
  uuid: 'a UUID',
  guid: 'a UUID',
  url: 'a web address (URL)',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  base64: 'base64 text',
  base64url: 'base64url text',
}

/** What a value is, in the words of the messages: `a number`, `text`, `a list`. */
function kindOf(value: unknown) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return 'text'
  if (typeof value === 'number') return Number.isNaN(value) ? 'not a number' : 'a number'
  if (typeof value === 'boolean') return 'true or false'
  return typeof value === 'object' ? 'an object' : typeof value
}

const listed = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ')

/** `at least 3 characters`, `at most 50 items`, `at least 1`. */
function bound(issue: { origin?: string; inclusive?: boolean; exact?: boolean }, which: 'least' | 'most', limit: unknown) {
  const count = Number(limit)
  const unit = issue.origin === 'string' ? ` character${count === 1 ? '' : 's'}` : issue.origin === 'array' || issue.origin === 'set' ? ` item${count === 1 ? '' : 's'}` : ''
  const limitText = issue.origin === 'date' ? new Date(count).toISOString() : String(limit)
  if (issue.exact) return `exactly ${limitText}${unit}`
  if (issue.inclusive === false) return `${which === 'least' ? 'more' : 'less'} than ${limitText}${unit}`
  return `at ${which} ${limitText}${unit}`
}

/** The sentence after the field's name for an issue its schema did not word. */
export function fieldMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required'
      // 2.5 where a count is asked for: a number, but not a whole one.
      if ((issue.expected === 'int' || issue.expected === 'bigint') && typeof issue.input === 'number') return 'must be a whole number'
      // 1e400 in JSON is Infinity: a number to JavaScript, none to the field (issue 41).
      if (typeof issue.input === 'number' && !Number.isFinite(issue.input)) return 'must be a finite number'
      return `must be ${typeNames[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${listed(issue.values)}` : `must be one of ${listed(issue.values)}`
    case 'invalid_format': {
      if (issue.format === 'starts_with' && 'prefix' in issue) return `must start with ${JSON.stringify(issue.prefix)}`
      if (issue.format === 'ends_with' && 'suffix' in issue) return `must end with ${JSON.stringify(issue.suffix)}`
      if (issue.format === 'includes' && 'includes' in issue) return `must contain ${JSON.stringify(issue.includes)}`
      const name = formatNames[issue.format]
      return name ? `must be ${name}` : 'is not in the form this field takes (see the reference)'
    }
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1 && !issue.exact) return 'must not be empty'
      if ((issue.origin === 'array' || issue.origin === 'set') && Number(issue.minimum) === 1 && !issue.exact) return 'must have at least one item'
      return `${issue.origin === 'array' || issue.origin === 'set' ? 'must have' : 'must be'} ${bound(issue, 'least', issue.minimum)}`
    case 'too_big':
      return `${issue.origin === 'array' || issue.origin === 'set' ? 'must have' : 'must be'} ${bound(issue, 'most', issue.maximum)}`
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} it does not take: ${listed(issue.keys)}`
    case 'invalid_union': {
      const options = (issue as { options?: unknown }).options
      if (Array.isArray(options)) return `must be one of ${listed(options)}`
      return 'does not match any of the forms this field takes (see the reference)'
    }
    case 'invalid_key':
      return 'has a key it does not take'
    case 'invalid_element':
      return 'has an item it does not take'
    default:
      return 'is not valid'
  }
}

/** Makes `fieldMessage` zod's words wherever a schema has none of its own (idempotent). */
export function installFieldMessages() {
  z.config({ customError: fieldMessage })
}
