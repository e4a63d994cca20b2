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
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', BASE_PATH: '', LOG_LEVEL: 'info' })
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

  it('requires AUTH_SECRET in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/AUTH_SECRET is required in production/)
  })

  it('generates a secret outside production and keeps it in DATA_DIR', () => {
    const dir = dataDir()
    const first = parseConfig({ DATA_DIR: dir })
    const second = parseConfig({ DATA_DIR: dir })
    expect(first.AUTH_SECRET).toHaveLength(43)
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
    expect(Object.keys(publicConfig(config)).sort()).toEqual(['basePath', 'environment', 'siteUrl', 'telemetryEndpoint'])
    expect(visible).not.toContain('x'.repeat(40))
    expect(visible).not.toContain('postgres://')
  })

  it('gives the browser the telemetry endpoint without its credentials, or null when unset (issue 7)', () => {
    expect(publicConfig(parseConfig({ DATA_DIR: dataDir() })).telemetryEndpoint).toBeNull()
    const config = parseConfig({ DATA_DIR: dataDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'https://user:secret@otel.example/ingest?key=k' })
    expect(publicConfig(config).telemetryEndpoint).toBe('https://otel.example/ingest')
  })
})
