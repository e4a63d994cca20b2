// Foundation configuration: one schema parses the environment and fails fast naming the variable.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig, publicConfig } from '@server/config/env'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-'))

describe('parseConfig', () => {
  it('applies the embedded defaults', () => {
    const config = parseConfig({ DATA_DIR: dataDir() })
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', BASE_PATH: '', LOG_LEVEL: 'info', IMAGE_CACHE_MAX_MB: 256 })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.PUBLIC_SITE_URL).toBe('http://127.0.0.1:3000')
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a URL starting with postgres:/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ BASE_PATH: 'travel' }, /BASE_PATH must be empty or a path starting with \//],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ AUTH_SECRET: 'short' }, /AUTH_SECRET must be at least 32 characters/],
    [{ FRAME_ANCESTORS: 'partner.example' }, /FRAME_ANCESTORS/],
    [{ AUTH_OIDC_ISSUER: 'https://login.example' }, /must be set together/],
    [{ DEV_TOOLS: 'maybe' }, /DEV_TOOLS must be on or off/],
    [{ API_CORS_ORIGINS: 'app.partner.example' }, /API_CORS_ORIGINS must be a comma-separated list of exact origins/],
    [{ API_CORS_ORIGINS: 'https://app.partner.example/' }, /API_CORS_ORIGINS/],
    [{ API_CORS_ORIGINS: 'https://app.partner.example/path' }, /API_CORS_ORIGINS/],
    [{ API_CORS_ORIGINS: '*' }, /API_CORS_ORIGINS/],
    [{ IMAGE_CACHE_MAX_MB: '0' }, /IMAGE_CACHE_MAX_MB must be at least 1/],
    [{ IMAGE_CACHE_MAX_MB: 'lots' }, /IMAGE_CACHE_MAX_MB must be a number of megabytes/],
    [{ FEATURE_FLAGS: 'nope=on' }, /FEATURE_FLAGS names an unknown flag "nope"/],
    [{ FEATURE_FLAGS: 'labs-rapid=maybe' }, /FEATURE_FLAGS gives "labs-rapid" the value "maybe"/],
  ])('rejects %o with a one-line message naming the variable', (env, message) => {
    const attempt = () => parseConfig({ DATA_DIR: dataDir(), ...env })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(message)
    try {
      attempt()
    } catch (error) {
      expect((error as Error).message).not.toContain('\n')
    }
  })

  it('opens a Prometheus endpoint only when OTEL_METRICS_EXPORTER asks, on loopback unless METRICS_PUBLIC=on (issue 38)', () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).prometheus).toBeUndefined()
    expect(parseConfig({ DATA_DIR: dataDir(), OTEL_METRICS_EXPORTER: 'otlp, prometheus' }).prometheus).toEqual({ host: '127.0.0.1', port: 9464 })
    expect(parseConfig({ DATA_DIR: dataDir(), OTEL_METRICS_EXPORTER: 'prometheus,none' }).prometheus).toBeUndefined()
    expect(() => parseConfig({ DATA_DIR: dataDir(), OTEL_METRICS_EXPORTER: 'prometheus', OTEL_EXPORTER_PROMETHEUS_HOST: '0.0.0.0' })).toThrow(/METRICS_PUBLIC=on/)
    expect(parseConfig({ DATA_DIR: dataDir(), OTEL_METRICS_EXPORTER: 'prometheus', OTEL_EXPORTER_PROMETHEUS_HOST: '0.0.0.0', METRICS_PUBLIC: 'on' }).prometheus).toEqual({ host: '0.0.0.0', port: 9464 })
    expect(() => parseConfig({ DATA_DIR: dataDir(), OTEL_METRICS_EXPORTER: 'statsd' })).toThrow(/OTEL_METRICS_EXPORTER/)
    expect(() => parseConfig({ DATA_DIR: dataDir(), OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER/)
  })

  it('reads API_CORS_ORIGINS as a list of exact origins, empty by default', () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).API_CORS_ORIGINS).toEqual([])
    expect(parseConfig({ DATA_DIR: dataDir(), API_CORS_ORIGINS: ' https://app.partner.example, http://localhost:5173 ,' }).API_CORS_ORIGINS).toEqual(['https://app.partner.example', 'http://localhost:5173'])
  })

  it('is production unless NODE_ENV says otherwise, as the built server is', () => {
    const config = parseConfig({ DATA_DIR: dataDir() })
    expect(config.isProduction).toBe(true)
    expect(config.devTools).toBe(false)
    expect(config.DRAFT_MODE_SECRET).toBeUndefined()
  })

  it('turns the developer tools on under `npm run dev` (NODE_ENV=development) or DEV_TOOLS=on, with the known draft secret', () => {
    expect(parseConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' })).toMatchObject({ devTools: true, DRAFT_MODE_SECRET: 'preview-drafts' })
    expect(parseConfig({ DATA_DIR: dataDir(), DEV_TOOLS: 'on' })).toMatchObject({ isProduction: true, devTools: true })
    expect(parseConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development', DEV_TOOLS: 'off' })).toMatchObject({ devTools: false, DRAFT_MODE_SECRET: undefined })
  })

  it.each(['0.0.0.0', '::', '192.168.1.20', 'travel.example'])('refuses to start with developer tools on HOST=%s', (host) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), DEV_TOOLS: 'on', HOST: host })).toThrow(/developer tools are on .* not a loopback address; set DEV_TOOLS=off/)
    expect(() => parseConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development', HOST: host })).toThrow(ConfigError)
    expect(parseConfig({ DATA_DIR: dataDir(), HOST: host }).devTools).toBe(false)
  })

  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])('allows developer tools on the loopback address %s', (host) => {
    expect(parseConfig({ DATA_DIR: dataDir(), DEV_TOOLS: 'on', HOST: host }).devTools).toBe(true)
  })

  it('is a sandbox (test scenarios reach the mock upstream) only under `npm run dev` or SANDBOX=on (issue 35)', () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).sandbox).toBe(false)
    expect(parseConfig({ DATA_DIR: dataDir(), DEV_TOOLS: 'on' }).sandbox).toBe(false)
    expect(parseConfig({ DATA_DIR: dataDir(), SANDBOX: 'on' })).toMatchObject({ isProduction: true, sandbox: true })
    expect(parseConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).sandbox).toBe(true)
    expect(parseConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development', SANDBOX: 'off' }).sandbox).toBe(false)
  })

  it.each(['0.0.0.0', '::', 'travel.example'])('refuses to start as a sandbox on HOST=%s, in one line naming SANDBOX', (host) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), SANDBOX: 'on', HOST: host })).toThrow(/^Invalid configuration: the sandbox is on .* not a loopback address; set SANDBOX=off[^\n]*$/)
    expect(parseConfig({ DATA_DIR: dataDir(), SANDBOX: 'off', HOST: host }).sandbox).toBe(false)
  })

  it('requires AUTH_SECRET with DATABASE_URL, where instances must share it', () => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://127.0.0.1/travel' })).toThrow(/AUTH_SECRET is required with DATABASE_URL/)
    expect(parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://127.0.0.1/travel', AUTH_SECRET: 'x'.repeat(40) }).authSecretGenerated).toBe(false)
  })

  it('generates a secret on the embedded database, keeps it in DATA_DIR and says so', () => {
    const dir = dataDir()
    const first = parseConfig({ DATA_DIR: dir })
    const second = parseConfig({ DATA_DIR: dir })
    expect(first.AUTH_SECRET).toHaveLength(43)
    expect(first.authSecretGenerated).toBe(true)
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET)
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first.AUTH_SECRET)
  })

  it('normalises the base path and lists frame ancestors', () => {
    const config = parseConfig({ DATA_DIR: dataDir(), BASE_PATH: '/travel/', FRAME_ANCESTORS: 'https://a.example https://b.example' })
    expect(config.BASE_PATH).toBe('/travel')
    expect(config.FRAME_ANCESTORS).toEqual(['https://a.example', 'https://b.example'])
  })

  it('shows the browser an explicit subset without secrets', () => {
    const config = parseConfig({ DATA_DIR: dataDir(), AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://u:p@h/db' })
    const visible = JSON.stringify(publicConfig(config))
    expect(Object.keys(publicConfig(config)).sort()).toEqual(['basePath', 'devTools', 'environment', 'flagImageBaseUrl', 'mapStyleUrl', 'requestInterceptorUrl', 'siteUrl', 'telemetryEndpoint'])
    expect(visible).not.toContain('x'.repeat(40))
    expect(visible).not.toContain('postgres://')
  })

  it('gives the browser the map style: none (the offline map) unless MAP_STYLE_URL is a web address (docs/decisions/092)', () => {
    expect(publicConfig(parseConfig({ DATA_DIR: dataDir() })).mapStyleUrl).toBeNull()
    expect(publicConfig(parseConfig({ DATA_DIR: dataDir(), MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty' })).mapStyleUrl).toBe('https://tiles.openfreemap.org/styles/liberty')
    expect(() => parseConfig({ DATA_DIR: dataDir(), MAP_STYLE_URL: 'file:///etc/style.json' })).toThrow()
  })

  it('gives the browser the flag host: the site itself unless a public one is configured (§R7)', () => {
    expect(publicConfig(parseConfig({ DATA_DIR: dataDir() })).flagImageBaseUrl).toBe('/api/country-flags')
    expect(publicConfig(parseConfig({ DATA_DIR: dataDir(), PUBLIC_FLAG_IMAGE_BASE_URL: 'https://flagcdn.com' })).flagImageBaseUrl).toBe('https://flagcdn.com')
    expect(() => parseConfig({ DATA_DIR: dataDir(), PUBLIC_FLAG_IMAGE_BASE_URL: 'http://flags.example' })).toThrow()
  })

  it('gives the browser the telemetry endpoint without its credentials, or null when unset (issue 7)', () => {
    expect(publicConfig(parseConfig({ DATA_DIR: dataDir() })).telemetryEndpoint).toBeNull()
    const config = parseConfig({ DATA_DIR: dataDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'https://user:secret@otel.example/ingest?key=k' })
    expect(publicConfig(config).telemetryEndpoint).toBe('https://otel.example/ingest')
  })
})
