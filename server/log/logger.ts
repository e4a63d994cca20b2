// The pino logger: JSON lines, with card data, passwords, tokens, cookies, travel documents and a
// traveller's email and name redacted wherever they sit.
import { format } from 'node:util'
import pino, { type DestinationStream, type Logger } from 'pino'
import { maskCardNumbers as maskCardShapes } from '../../contracts/analytics/scrub.ts'
import { currentRequestContext } from '../http/request-context.server.ts'
import { forwardLine, traceFields } from './otel-bridge.ts'

const secretKeys = [
  'cardNumber',
  'cardCVV',
  'cvv',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'authorization',
  'cookie',
  'apiKey',
  // Travel documents (a flight passenger's passport, Known Traveler number): never in a log.
  'passport',
  'knownTravelerNumber',
  // Who a traveller is (issue 35): a booking's or a lookup's email and name.
  'email',
  'firstName',
  'lastName',
  'cardHolderFirstName',
  'cardHolderLastName',
  'phone',
  '["set-cookie"]',
  '["x-api-key"]',
]

/** Redaction paths for secret keys at the top level and up to three levels deep. */
export const redactPaths = secretKeys.flatMap((key) => {
  const access = key.startsWith('[') ? key : `.${key}`
  const top = key.startsWith('[') ? key.slice(2, -2) : key
  return [top, `*${access}`, `*.*${access}`, `*.*.*${access}`]
})

// An integrator's access token or API key (docs/decisions/069): its prefix, then the secret.
const integratorSecretPattern = /\b(rt[mk]_)[A-Za-z0-9_-]{8,}/g

/** Masks anything shaped like a card number in free text, keeping the last four digits, and integrators' secrets. */
export function maskCardNumbers(text: string) {
  return maskCardShapes(text).replace(integratorSecretPattern, '$1[redacted]')
}

/** OpenTelemetry's ids are hex, where a run of digits is no card number: left as they are. */
const traceIdKeys = new Set(['trace_id', 'span_id'])

/**
 * A line's fields with card numbers and integrators' secrets masked in every string, at most four levels
 * deep: a card number typed into an address reaches the request's `path` and an upstream call's `url` (issue 41).
 */
export function maskedFields<Value>(value: Value, depth = 0): Value {
  if (typeof value === 'string') return maskCardNumbers(value) as Value
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => maskedFields(item, depth + 1)) as Value
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, traceIdKeys.has(key) ? item : maskedFields(item, depth + 1)])) as Value
}

// An email address, as typed or percent-encoded in an address (`gold%40example.com`).
const emailPattern = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g

/** Masks every email in a written line, whatever field or message carries it (an upstream's error, a library's stack). */
export function maskEmails(line: string) {
  return line.replace(emailPattern, '[email]')
}

/** pino mixin: the correlation id of the request being handled (with or without OpenTelemetry), and the active span's ids. */
export function contextFields(): Record<string, string> {
  const correlationId = currentRequestContext()?.correlationId
  return correlationId ? { correlationId, ...traceFields() } : traceFields()
}

/** Whether an error only says that someone hung up: a client that left, or an upstream call it cancelled. */
export function isHangUp(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as NodeJS.ErrnoException).code
  return error.name === 'AbortError' || error.name === 'ResponseAborted' || code === 'ECONNRESET' || code === 'ABORT_ERR' || code === 'UND_ERR_ABORTED' || (error as { status?: unknown }).status === 499
}

/** An error as a log field: a hang-up is its name, message and code (its stack says nothing); others as pino writes them. */
export function serializeError(error: unknown) {
  if (isHangUp(error)) {
    const { name, message } = error as Error
    const code = (error as NodeJS.ErrnoException).code
    return { type: name, message, ...(code ? { code } : {}) }
  }
  return pino.stdSerializers.err(error as Error)
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'travel-rewards' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactPaths, censor: '[redacted]' },
      // The request's correlation id and OpenTelemetry's trace ids on each line; lines forwarded over OTLP when the SDK runs.
      mixin: contextFields,
      // The line's own fields first, as before; the context's only where the line does not name them.
      mixinMergeStrategy: (fields, context) => ({ ...fields, ...Object.fromEntries(Object.entries(context).filter(([key]) => !(key in fields))) }),
      serializers: { err: serializeError },
      formatters: { log: maskedFields },
      hooks: {
        streamWrite: (line) => forwardLine(maskEmails(line)),
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? maskCardNumbers(arg) : arg)) as Parameters<typeof method>,
          )
        },
      },
    },
    destination,
  )
}

export const logger = createLogger(process.env.LOG_LEVEL ?? 'info')

const consoleLevels = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug', trace: 'trace' } as const

/**
 * What a library prints with console (TanStack Start prints an unexpected error with its stack) becomes
 * one line of `target`: nothing reaches standard output or error outside the structured log, so a
 * printed request body cannot forge a line of it, and the redaction applies (issue 35).
 */
export function routeConsoleThroughLogger(target: Logger = logger) {
  for (const [method, level] of Object.entries(consoleLevels)) {
    // eslint-disable-next-line no-console -- replacing console's methods is the point
    console[method as keyof typeof consoleLevels] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error)
      // Someone hanging up is news, not a failure (issue 38).
      const written = isHangUp(error) && (level === 'error' || level === 'warn') ? 'info' : level
      target[written]({ source: 'console', ...(error ? { err: error } : {}) }, format(...args.filter((arg) => arg !== error)))
    }
  }
}
