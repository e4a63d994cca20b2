// The environment, parsed once at boot by one schema. Imported by the built app and by the
// production server (run directly by Node), so it stays free of path aliases and framework code.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import proxyAddr from 'proxy-addr'
import { z } from 'zod'

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isUrlWithProtocol(value, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    })

function isUrlWithProtocol(value: string, protocols: string[]) {
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

function isProxyList(value: string) {
  try {
    proxyAddr.compile(proxyListOf(value))
    return true
  } catch {
    return false
  }
}

/** TRUSTED_PROXIES as proxy-addr reads it: addresses, CIDR ranges, or its names (loopback, linklocal, uniquelocal). */
export function proxyListOf(value: string) {
  return value.split(',').map((entry) => entry.trim()).filter(Boolean)
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  BASE_PATH: z
    .string()
    .trim()
    .default('')
    .transform((value) => value.replace(/\/+$/, ''))
    .refine((value) => value === '' || /^\/[A-Za-z0-9._~\-/]*$/.test(value), {
      message: 'must be empty or a path starting with / (for example /travel)',
    }),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .default('')
    .refine(isProxyList, { message: 'must be a comma-separated list of addresses or CIDR ranges, such as 127.0.0.1,10.0.0.0/8' }),
  LXP_BASE_URL: optionalUrl(['http:', 'https:']),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_OIDC_ISSUER: optionalUrl(['http:', 'https:']),
  AUTH_OIDC_CLIENT_ID: z.string().trim().optional(),
  AUTH_OIDC_CLIENT_SECRET: z.string().optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http:', 'https:']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_SITE_URL: optionalUrl(['http:', 'https:']),
  DRAFT_MODE_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  FRAME_ANCESTORS: z
    .string()
    .trim()
    .default('')
    .refine((value) => value.split(/\s+/).filter(Boolean).every((origin) => isUrlWithProtocol(origin, ['http:', 'https:'])), {
      message: 'must be a space-separated list of origins such as https://partner.example',
    }),
})

export type Config = Omit<z.infer<typeof EnvSchema>, 'AUTH_SECRET' | 'FRAME_ANCESTORS'> & {
  AUTH_SECRET: string
  FRAME_ANCESTORS: string[]
  PUBLIC_SITE_URL: string
  isProduction: boolean
}

/** A configuration problem a person can fix: its message names the variable and is one line. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const parsed = result.data
  const isProduction = parsed.NODE_ENV === 'production'
  if (isProduction && !parsed.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required in production (at least 32 characters)')
  }
  const oidc = [parsed.AUTH_OIDC_ISSUER, parsed.AUTH_OIDC_CLIENT_ID, parsed.AUTH_OIDC_CLIENT_SECRET]
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: AUTH_OIDC_ISSUER, AUTH_OIDC_CLIENT_ID and AUTH_OIDC_CLIENT_SECRET must be set together',
    )
  }
  const displayHost = parsed.HOST === '0.0.0.0' || parsed.HOST === '::' ? 'localhost' : parsed.HOST
  return {
    ...parsed,
    isProduction,
    AUTH_SECRET: parsed.AUTH_SECRET ?? developmentSecret(parsed.DATA_DIR),
    // Outside production a known secret lets editors and tests preview drafts; in production draft
    // mode is off unless a secret is configured.
    DRAFT_MODE_SECRET: parsed.DRAFT_MODE_SECRET ?? (isProduction ? undefined : 'preview-drafts'),
    FRAME_ANCESTORS: parsed.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    PUBLIC_SITE_URL: (parsed.PUBLIC_SITE_URL ?? `http://${displayHost}:${parsed.PORT}`).replace(/\/+$/, ''),
  }
}

/** Outside production an unset AUTH_SECRET is generated once and kept in DATA_DIR. */
function developmentSecret(dataDir: string) {
  const file = path.resolve(dataDir, 'auth-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('base64url')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

let cached: Config | undefined

/** The process configuration, parsed on first use. */
export function config(): Config {
  cached ??= parseConfig()
  return cached
}

/** What the browser may see: an explicit subset, never a secret. */
export function publicConfig(current: Config = config()) {
  return {
    basePath: current.BASE_PATH,
    siteUrl: current.PUBLIC_SITE_URL,
    environment: current.NODE_ENV,
    /** Where the browser sends OTLP traces and logs (never its credentials or query); null keeps browser telemetry off (issue 7). */
    telemetryEndpoint: current.OTEL_EXPORTER_OTLP_ENDPOINT ? `${new URL(current.OTEL_EXPORTER_OTLP_ENDPOINT).origin}${new URL(current.OTEL_EXPORTER_OTLP_ENDPOINT).pathname}` : null,
  }
}
export type PublicConfig = ReturnType<typeof publicConfig>
