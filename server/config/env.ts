// The environment, parsed once at boot by one schema. Imported by the built app and by the
// production server (run directly by Node), so it stays free of path aliases and framework code.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import proxyAddr from 'proxy-addr'
import { z } from 'zod'
import { parseFlagOverrides } from '../flags/flags'

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

/** API_CORS_ORIGINS as a list: exact origins, compared as the browser sends them. */
export function originListOf(value: string) {
  return value.split(',').map((entry) => entry.trim()).filter(Boolean)
}

/** An origin and nothing else: scheme, host and port, without a path, a trailing slash or a wildcard. */
function isExactOrigin(value: string) {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
  } catch {
    return false
  }
}

/** TRUSTED_PROXIES as proxy-addr reads it: addresses, CIDR ranges, or its names (loopback, linklocal, uniquelocal). */
export function proxyListOf(value: string) {
  return value.split(',').map((entry) => entry.trim()).filter(Boolean)
}

/** A duration in milliseconds with its default: how long to wait on a dependency or a drain (issue 38). */
const milliseconds = (fallback: number, min = 0) =>
  z.coerce.number({ message: 'must be a number of milliseconds' }).int('must be a whole number').min(min, `must be at least ${min}`).default(fallback)

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { message: 'must be on or off' })
  .optional()
  .transform((value) => (value === undefined ? undefined : ['on', 'true', '1'].includes(value)))

const EnvSchema = z.object({
  // The built server is production unless told otherwise (as `next start` is); `vite dev` sets development.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  // Developer tools (/dev/*, the flag editor, the events list, the app-id switcher, the known draft
  // secret, test environments by address): on under `npm run dev`, else only when asked for, and only
  // on a loopback address.
  DEV_TOOLS: z
    .enum(['on', 'off', 'true', 'false', '1', '0'], { message: 'must be on or off' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['on', 'true', '1'].includes(value))),
  // An integrators' sandbox (docs/mock-upstream.md): the `x-sim-scenario` header of a call reaches the
  // mock upstream. On under `npm run dev`, else only when asked for, and only on a loopback address.
  SANDBOX: z
    .enum(['on', 'off', 'true', 'false', '1', '0'], { message: 'must be on or off' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['on', 'true', '1'].includes(value))),
  // What the BFF does with an upstream answer the contract does not describe (an unknown or missing
  // field): `log` a contract violation and pass it on, or fail the call (`strict`: tests, CI's e2e).
  CONTRACT_CHECK: z.enum(['log', 'strict'], { message: 'must be log or strict' }).optional(),
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
  // The resized images kept in DATA_DIR/image-cache, in megabytes; the least recently used go first (issue 35).
  IMAGE_CACHE_MAX_MB: z.coerce.number({ message: 'must be a number of megabytes' }).int('must be a whole number').min(1, 'must be at least 1').default(256),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  // How long PostgreSQL may take (issue 38): to connect (also the start-up deadline), to run one
  // statement, to sit idle inside a transaction; and the connections each instance's pool may hold.
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000, 1),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(30_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(60_000),
  DATABASE_POOL_MAX: z.coerce.number({ message: 'must be a number of connections' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  // How long the shared rate-limit store (Redis, or PostgreSQL without Redis) may take to connect or to
  // count one request before this process counts instead.
  RATE_LIMIT_TIMEOUT_MS: milliseconds(500, 1),
  // SIGTERM: how long /readyz says "draining" while the listener still serves new connections, then how
  // long in-flight requests and the closing of dependencies may take before the process exits anyway.
  DRAIN_DELAY_MS: milliseconds(0),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000, 1),
  // Whether an unreachable upstream or Redis makes /readyz answer 503 (on) or only "degraded" (off).
  READINESS_STRICT: onOff.transform((value) => value ?? false),
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
  // The standard OpenTelemetry variables the server honours (docs/decisions/125): the SDK reads them; they
  // are checked here so a typo stops the start instead of being ignored. OTEL_SERVICE_NAME and
  // OTEL_RESOURCE_ATTRIBUTES are read as the SDK's resource detector reads them.
  OTEL_TRACES_SAMPLER: z
    .enum(['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'], {
      message: 'must be always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off or parentbased_traceidratio',
    })
    .optional(),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number({ message: 'must be a ratio between 0 and 1' }).min(0, 'must be a ratio between 0 and 1').max(1, 'must be a ratio between 0 and 1').optional(),
  // Where metrics go: `otlp` (with OTEL_EXPORTER_OTLP_ENDPOINT, the default there), `prometheus` (a scrape
  // endpoint of its own), both comma-separated, or `none`.
  OTEL_METRICS_EXPORTER: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.split(',').map((name) => name.trim()).filter(Boolean) : undefined))
    .refine((names) => !names || names.every((name) => ['otlp', 'prometheus', 'none'].includes(name)), { message: 'must be otlp, prometheus or none, or a comma-separated list of them' }),
  OTEL_EXPORTER_PROMETHEUS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  OTEL_EXPORTER_PROMETHEUS_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(9464),
  // Whether the Prometheus endpoint may listen beyond this machine (its figures show traffic and failures).
  METRICS_PUBLIC: onOff.transform((value) => value ?? false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_SITE_URL: optionalUrl(['http:', 'https:']),
  // Where security researchers write (/.well-known/security.txt, RFC 9116); by default security@ the site's host.
  SECURITY_CONTACT: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isUrlWithProtocol(value, ['mailto:', 'https:']), { message: 'must be a mailto: or https:// address' }),
  // A public flag host (§R7), e.g. https://flagcdn.com; by default the site serves the flags itself.
  PUBLIC_FLAG_IMAGE_BASE_URL: optionalUrl(['https:']),
  // A script every browser call waits for, at most 2 s (§R7 optional request interceptor); off when unset.
  PUBLIC_REQUEST_INTERCEPTOR_URL: optionalUrl(['http:', 'https:']),
  // A MapLibre style with real tiles (docs/decisions/092); unset draws the offline schematic city.
  MAP_STYLE_URL: optionalUrl(['https:', 'http:']),
  DRAFT_MODE_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  FRAME_ANCESTORS: z
    .string()
    .trim()
    .default('')
    .refine((value) => value.split(/\s+/).filter(Boolean).every((origin) => isUrlWithProtocol(origin, ['http:', 'https:'])), {
      message: 'must be a space-separated list of origins such as https://partner.example',
    }),
  // Origins of integrators' browser apps that may call /api/* across sites (CORS, never with cookies).
  API_CORS_ORIGINS: z
    .string()
    .trim()
    .default('')
    .refine((value) => originListOf(value).every(isExactOrigin), {
      message: 'must be a comma-separated list of exact origins such as https://app.partner.example (no path, trailing slash or *)',
    }),
})

export type Config = Omit<z.infer<typeof EnvSchema>, 'AUTH_SECRET' | 'FRAME_ANCESTORS' | 'DEV_TOOLS' | 'SANDBOX' | 'CONTRACT_CHECK' | 'API_CORS_ORIGINS'> & {
  AUTH_SECRET: string
  /** `strict` under NODE_ENV=test unless told otherwise, else `log`. */
  CONTRACT_CHECK: 'log' | 'strict'
  /** AUTH_SECRET was not configured: one was generated into DATA_DIR (the start-up logs a warning). */
  authSecretGenerated: boolean
  FRAME_ANCESTORS: string[]
  API_CORS_ORIGINS: string[]
  PUBLIC_SITE_URL: string
  isProduction: boolean
  devTools: boolean
  /** Whether test scenarios reach the mock upstream (SANDBOX, or `npm run dev`). */
  sandbox: boolean
  /** Where the Prometheus scrape endpoint listens (OTEL_METRICS_EXPORTER includes prometheus), or undefined. */
  prometheus: { host: string; port: number } | undefined
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
  // Instances on one database must sign with one secret: a generated one would differ per instance.
  if (parsed.DATABASE_URL && !parsed.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required with DATABASE_URL (at least 32 characters, the same on every instance; NO_SECRET)')
  }
  // Checked here with the rest, before anything starts (the flags read it where they are used).
  try {
    parseFlagOverrides(env.FEATURE_FLAGS)
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`)
  }
  const devTools = parsed.DEV_TOOLS ?? parsed.NODE_ENV === 'development'
  if (devTools && !isLoopback(parsed.HOST)) {
    throw new ConfigError(
      `Invalid configuration: developer tools are on (DEV_TOOLS or NODE_ENV=development) but HOST=${parsed.HOST} is not a loopback address; set DEV_TOOLS=off to publish the site`,
    )
  }
  const sandbox = parsed.SANDBOX ?? parsed.NODE_ENV === 'development'
  if (sandbox && !isLoopback(parsed.HOST)) {
    throw new ConfigError(
      `Invalid configuration: the sandbox is on (SANDBOX or NODE_ENV=development) but HOST=${parsed.HOST} is not a loopback address; set SANDBOX=off to publish the site`,
    )
  }
  const oidc = [parsed.AUTH_OIDC_ISSUER, parsed.AUTH_OIDC_CLIENT_ID, parsed.AUTH_OIDC_CLIENT_SECRET]
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: AUTH_OIDC_ISSUER, AUTH_OIDC_CLIENT_ID and AUTH_OIDC_CLIENT_SECRET must be set together',
    )
  }
  const prometheus = parsed.OTEL_METRICS_EXPORTER?.includes('prometheus') === true && !parsed.OTEL_METRICS_EXPORTER.includes('none')
  if (prometheus && !parsed.METRICS_PUBLIC && !isLoopback(parsed.OTEL_EXPORTER_PROMETHEUS_HOST)) {
    throw new ConfigError(
      `Invalid configuration: the Prometheus endpoint would listen on OTEL_EXPORTER_PROMETHEUS_HOST=${parsed.OTEL_EXPORTER_PROMETHEUS_HOST}, not a loopback address; set METRICS_PUBLIC=on if only your scraper can reach that address`,
    )
  }
  if (prometheus && parsed.OTEL_EXPORTER_PROMETHEUS_PORT === parsed.PORT && parsed.PORT !== 0) {
    throw new ConfigError('Invalid configuration: OTEL_EXPORTER_PROMETHEUS_PORT must differ from PORT (the Prometheus endpoint listens on a port of its own)')
  }
  const displayHost = parsed.HOST === '0.0.0.0' || parsed.HOST === '::' ? 'localhost' : parsed.HOST
  const { DEV_TOOLS: _devTools, SANDBOX: _sandbox, ...rest } = parsed
  return {
    ...rest,
    isProduction,
    devTools,
    sandbox,
    CONTRACT_CHECK: parsed.CONTRACT_CHECK ?? (parsed.NODE_ENV === 'test' ? 'strict' : 'log'),
    AUTH_SECRET: parsed.AUTH_SECRET ?? generatedSecret(parsed.DATA_DIR),
    authSecretGenerated: !parsed.AUTH_SECRET,
    // With developer tools a known secret lets editors and tests preview drafts; otherwise draft
    // mode is off unless a secret is configured.
    DRAFT_MODE_SECRET: parsed.DRAFT_MODE_SECRET ?? (devTools ? 'preview-drafts' : undefined),
    FRAME_ANCESTORS: parsed.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    API_CORS_ORIGINS: originListOf(parsed.API_CORS_ORIGINS),
    prometheus: prometheus ? { host: parsed.OTEL_EXPORTER_PROMETHEUS_HOST, port: parsed.OTEL_EXPORTER_PROMETHEUS_PORT } : undefined,
    PUBLIC_SITE_URL: (parsed.PUBLIC_SITE_URL ?? `http://${displayHost}:${parsed.PORT}`).replace(/\/+$/, ''),
  }
}

/** Whether HOST binds this machine only: developer tools never listen beyond it. */
export function isLoopback(host: string) {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return bare === 'localhost' || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare)
}

/** An unset AUTH_SECRET on the embedded database is generated once and kept in DATA_DIR. */
function generatedSecret(dataDir: string) {
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
    /** Where country flags are, as `{base}/{code}.svg` (§R7). */
    flagImageBaseUrl: current.PUBLIC_FLAG_IMAGE_BASE_URL ?? `${current.BASE_PATH}/api/country-flags`,
    /** The optional request interceptor's script (§R7), or null. */
    requestInterceptorUrl: current.PUBLIC_REQUEST_INTERCEPTOR_URL ?? null,
    /** The maps' MapLibre style (MAP_STYLE_URL), or null for the offline schematic city (docs/decisions/092). */
    mapStyleUrl: current.MAP_STYLE_URL ?? null,
    environment: current.NODE_ENV,
    /** Whether the developer tools are on (DEV_TOOLS, or `npm run dev`); pages hide them otherwise. */
    devTools: current.devTools,
    /** Where the browser sends OTLP traces and logs (never its credentials or query); null keeps browser telemetry off (issue 7). */
    telemetryEndpoint: current.OTEL_EXPORTER_OTLP_ENDPOINT ? `${new URL(current.OTEL_EXPORTER_OTLP_ENDPOINT).origin}${new URL(current.OTEL_EXPORTER_OTLP_ENDPOINT).pathname}` : null,
  }
}
