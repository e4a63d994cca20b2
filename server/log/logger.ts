// The pino logger: JSON lines, with card data, passwords, tokens, cookies and travel documents redacted wherever they sit.
import pino, { type DestinationStream, type Logger } from 'pino'
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
  '["set-cookie"]',
  '["x-api-key"]',
]

/** Redaction paths for secret keys at the top level and up to three levels deep. */
export const redactPaths = secretKeys.flatMap((key) => {
  const access = key.startsWith('[') ? key : `.${key}`
  const top = key.startsWith('[') ? key.slice(2, -2) : key
  return [top, `*${access}`, `*.*${access}`, `*.*.*${access}`]
})

// 13 to 19 digits, optionally separated by spaces or dashes: the shape of a card number.
const cardNumberPattern = /\b(?:\d[ -]?){12,18}\d\b/g

// An integrator's access token or API key (docs/decisions/069): its prefix, then the secret.
const integratorSecretPattern = /\b(rt[mk]_)[A-Za-z0-9_-]{8,}/g

/** Masks anything shaped like a card number in free text, keeping the last four digits, and integrators' secrets. */
export function maskCardNumbers(text: string) {
  return text.replace(cardNumberPattern, (match) => `****${match.replace(/\D/g, '').slice(-4)}`).replace(integratorSecretPattern, '$1[redacted]')
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'travel-rewards' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactPaths, censor: '[redacted]' },
      // OpenTelemetry: trace ids on each line; lines forwarded over OTLP when the SDK runs.
      mixin: traceFields,
      hooks: {
        streamWrite: forwardLine,
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
