// The published OpenAPI document (issue 18): every /api endpoint is in it, every operation is tagged,
// secured or marked public, described and exemplified (each example valid against its schema), and
// the document passes Redocly's recommended rules and Spectral's `oas` ruleset without an error.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { openApiValidator } from '../fixtures/openapi-validator'

const { openApiDocument } = await import('@server/bff/openapi.server')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { scenarioTable } = await import('@contracts/lxp/sandbox-scenarios')
const { errorCodeTable } = await import('@contracts/api/error-codes')

type Operation = {
  operationId: string
  parameters?: { in: string; name: string; required?: boolean }[]
  tags?: string[]
  description?: string
  security?: unknown[]
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown; examples?: Record<string, { summary?: string; value: unknown }> }> }
  responses: Record<string, { description?: string; headers?: Record<string, unknown>; content?: Record<string, { schema: unknown; example?: unknown }> }>
  'x-codeSamples'?: { lang: string; source: string }[]
}

const document = openApiDocument()
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
)

/** The server routes under app/routes/api (pages, *.tsx, are not endpoints), as OpenAPI paths. */
async function apiRouteFiles(directory = 'app/routes/api'): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true })
  const files = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? apiRouteFiles(path.join(directory, entry.name)) : entry.name.endsWith('.ts') ? [path.join(directory, entry.name)] : [])),
  )
  return files.flat()
}

function openApiPathOf(file: string) {
  return `/${file.replace(/^app\/routes\//, '').replace(/\.ts$/, '').replace('[.]', '.')}`
    .split(/[/.](?=\$)/)
    .join('/')
    .replace(/\$([A-Za-z]+)/g, '{$1}')
}

describe('the OpenAPI document', () => {
  it('describes every /api endpoint (a splat route: at least one path under it)', async () => {
    const documented = Object.keys(document.paths)
    for (const file of await apiRouteFiles()) {
      const route = openApiPathOf(file)
      if (route.endsWith('/$')) expect(documented.some((each) => each.startsWith(route.slice(0, -1))), route).toBe(true)
      else expect(documented, file).toContain(route)
    }
  })

  it('tags, secures, describes and exemplifies every operation', () => {
    const tagNames = new Set(document.tags.map((tag) => tag.name))
    expect(Object.keys(document.components.securitySchemes)).toEqual(['memberSession', 'memberToken', 'partnerApiKey'])
    for (const { route, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${route}`
      expect(operation.tags?.every((tag) => tagNames.has(tag)), where).toBe(true)
      expect(operation.description, where).toBeTruthy()
      expect(Array.isArray(operation.security), where).toBe(true)
      expect(operation['x-codeSamples']?.[0]?.lang, where).toBe('typescript')
      const requestContent = operation.requestBody?.content['application/json'] ?? operation.requestBody?.content['application/x-www-form-urlencoded']
      if (operation.requestBody) expect(requestContent?.example ?? requestContent?.examples, where).toBeDefined()
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${where} ${status}`).not.toMatch(/^\d+$/)
        for (const content of Object.values(response.content ?? {})) expect(content.example, `${where} ${status}`).toBeDefined()
      }
    }
    expect(JSON.stringify(document)).not.toContain('9007199254740991')
    expect(JSON.stringify(document)).not.toMatch(/SPEC\.md|DESIGN\.md|§/)
  })

  it("writes each TypeScript sample as its caller would (issue 41): a partner's API key, a member's token, a script's session cookie, each from the environment; a form's csrfToken asked for, never copied", () => {
    for (const { route, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${route}`
      const source = operation['x-codeSamples']![0]!.source
      const schemes = new Set((operation.security as Record<string, unknown>[]).flatMap((requirement) => Object.keys(requirement)))
      // The session calls (under /api/auth) take the session cookie whatever else they list: never a key or token (issue 41).
      // A script holds that cookie itself (the password sign-in's Set-Cookie), read from the environment.
      const sessionCall = route.startsWith('/api/auth/')
      const session = sessionCall && schemes.has('memberSession')
      const browser = !sessionCall && schemes.size > 0 && [...schemes].every((scheme) => scheme === 'memberSession')
      if (session) expect(source, where).toMatch(/const sessionCookie = process\.env\.REWARDS_TRAVEL_SESSION_COOKIE\n[^]*cookie: [^\n]*sessionCookie/)
      if (browser || session) expect(source, where).not.toMatch(/x-api-key|authorization:/)
      else if (schemes.has('partnerApiKey')) expect(source, where).toMatch(/const apiKey = process\.env\.REWARDS_TRAVEL_API_KEY\n[^]*'x-api-key': apiKey,/)
      else if (schemes.has('memberToken')) expect(source, where).toMatch(/const accessToken = process\.env\.REWARDS_TRAVEL_TOKEN\n[^]*authorization: `Bearer \$\{accessToken\}`,/)
      // A session form's token comes from GET /api/auth/csrf with its cookie, never from the example (which a script cannot use).
      const form = operation.requestBody?.content?.['application/json']?.example as Record<string, unknown> | undefined
      if (form && 'csrfToken' in form) {
        expect(source, where).toMatch(/fetch\(`\$\{baseUrl\}\/api\/auth\/csrf`\)[^]*cookie: [^\n]*csrfCookie[^]*csrfToken,\n/)
        expect(source, where).not.toContain(String(form.csrfToken))
      }
      expect(source.includes("credentials: 'include'"), where).toBe(browser)
      expect(source, where).not.toMatch(/rt[mk]_[A-Za-z0-9]{8,}/)
      // Every sample names this server (its PUBLIC_SITE_URL), not an address that answers nothing.
      expect(source, where).not.toContain('travel.example.com')
      expect(source, where).toContain(JSON.stringify(document.servers?.[0]?.url))
      // A script's write to a session call (the password sign-in) sends this site's Origin, which the server requires.
      if (sessionCall && method !== 'get') expect(source, where).toContain('origin: new URL(baseUrl).origin,')
    }
    // The samples compile in a partner's project and two run against the server: `npm run test:example` (scripts/run-example.ts).
  })

  it('serves the typed client for `npm install` at the address its guides give (issue 41)', () => {
    expect(document.paths['/api/client/rewards-travel-client.tgz']?.get).toBeDefined()
    expect(readFileSync('docs/api/guides.md', 'utf8')).toContain('`npm install $BASE/api/client/rewards-travel-client.tgz`')
  })

  it('describes what its guides promise (issue 41): every security scheme, the session calls scripts use, and the scenarios', () => {
    const guides = String(document.info.description)
    const section = (title: string) => guides.slice(guides.indexOf(`# ${title}`), guides.indexOf('\n# ', guides.indexOf(`# ${title}`) + 1))
    for (const scheme of Object.keys(document.components.securitySchemes)) expect(section('Authentication'), scheme).toContain(`\`${scheme}\``)
    expect(section('Authentication')).toMatch(/curl[^`]*origin: \$BASE[^`]*access-tokens\/create/)
    expect(guides).not.toMatch(/To be completed|<!--/)
    for (const authPath of ['/api/auth/sign-in/member-credentials', '/api/auth/access-tokens/create', '/api/auth/access-tokens/list', '/api/auth/access-tokens/revoke']) {
      expect(Object.keys(document.paths), authPath).toContain(authPath)
    }

    // The scenario table is the registry's (contracts/lxp/sandbox-scenarios.ts), row for row, here and in docs/mock-upstream.md.
    expect(section('Test data')).toContain(scenarioTable())
    expect(readFileSync('docs/mock-upstream.md', 'utf8')).toContain(scenarioTable())
    // So is the code table the list of codes' (contracts/api/error-codes.ts).
    expect(section('Errors')).toContain(errorCodeTable())

    for (const { route, method, operation } of operations) {
      const scenario = operation.parameters?.find((parameter) => parameter.in === 'header' && parameter.name === 'x-sim-scenario')
      if (route.startsWith('/api/lxp/')) expect(scenario, `${method} ${route}`).toMatchObject({ required: false })
      else expect(scenario, `${method} ${route}`).toBeUndefined()
    }
  })

  it('lists what the server sends (issue 41): 401 and 429 wherever a token or key is taken, 503 on the travel routes, and their headers', () => {
    for (const { route, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${route}`
      const statuses = Object.keys(operation.responses)
      if (/memberToken|partnerApiKey/.test(JSON.stringify(operation.security))) expect(statuses, where).toEqual(expect.arrayContaining(['401', '429']))
      if (route.startsWith('/api/lxp/')) {
        expect(statuses, where).toContain('503')
        for (const [status, response] of Object.entries(operation.responses)) expect(Object.keys(response.headers ?? {}), `${where} ${status}`).toContain('x-correlation-id')
      }
      const limited = operation.responses['429']
      if (limited) expect(Object.keys(limited.headers ?? {}), where).toEqual(expect.arrayContaining(['retry-after', 'ratelimit', 'ratelimit-policy']))
      // Every /api path answers another method with 405 and Allow, a body over the limit with 413, in the error envelope.
      expect(Object.keys(operation.responses['405']?.headers ?? {}), where).toContain('allow')
      if (operation.requestBody) expect(operation.responses['413'], where).toBeDefined()
      // The auth calls better-auth counts: 429 with its headers, and a 401 naming the scheme.
      if (/^\/api\/auth\/(?!csrf$|providers$|logout$|log$|client-log$)/.test(route)) expect(statuses, where).toContain('429')
      if (/^\/api\/(lxp|site|messages|webhooks|auth|calendar)\//.test(route) && operation.responses['401']) expect(Object.keys(operation.responses['401'].headers ?? {}), where).toContain('www-authenticate')
    }
    const booking = operations.find(({ route, method }) => route === '/api/lxp/hotel/book' && method === 'post')?.operation
    expect(Object.keys(booking?.responses['201']?.headers ?? {})).toEqual(expect.arrayContaining(['idempotent-replayed', 'ratelimit', 'ratelimit-policy', 'x-correlation-id']))
  })

  it('gives each operation that takes an idempotency key an example key of its own (issue 41: one shared key would refuse the second booking copied)', () => {
    const keys = operations.flatMap(({ operation }) => (operation.parameters ?? []).filter((each) => each.in === 'header' && each.name === 'idempotency-key').map((each) => (each as { example?: unknown }).example))
    expect(keys.length).toBeGreaterThan(10)
    expect(keys.every((key) => typeof key === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key))).toBe(true)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("says a transfer's quote and booking need from and to, and shows a transfer beside a tour (issue 41)", () => {
    const schemas = (document.components as { schemas: Record<string, { if?: unknown; then?: unknown }> }).schemas
    for (const name of ['ActivitySelection', 'ActivityBookRequest']) expect(schemas[name]?.then, name).toEqual({ required: ['from', 'to'] })
    for (const operationId of ['lxp.activity.quote', 'lxp.activity.book']) {
      const content = operations.find(({ operation }) => operation.operationId === operationId)?.operation.requestBody?.content['application/json']
      expect(Object.keys(content?.examples ?? {}), operationId).toEqual(['tour', 'transfer'])
      expect(content?.examples?.transfer?.value, operationId).toMatchObject({ from: 'london-lhr', to: 'london-city' })
    }
  })

  it('has examples that its own schemas accept', () => {
    const validator = openApiValidator(document)
    const failures: string[] = []
    for (const { route, method, operation } of operations) {
      const body = operation.requestBody?.content['application/json']
      const bodyExamples: [string, unknown][] = body?.examples ? Object.entries(body.examples).map(([name, each]) => [name, each.value]) : [['', body?.example]]
      if (body) for (const [name, example] of bodyExamples) failures.push(...validator.check(body.schema, example).map((error) => `${method} ${route} request${name ? ` (${name})` : ''}: ${error}`))
      for (const [status, response] of Object.entries(operation.responses)) {
        const content = response.content?.['application/json']
        if (content) failures.push(...validator.check(content.schema, content.example).map((error) => `${method} ${route} ${status}: ${error}`))
      }
    }
    expect(failures).toEqual([])
  })

  it('says which methods each path of the API takes, as its 405 does (issue 41)', async () => {
    const paths = Object.entries(document.paths as Record<string, Record<string, Operation>>).filter(([route]) => /^\/api\/(lxp|site|messages|webhooks)\//.test(route))
    expect(paths.length).toBeGreaterThan(50)
    for (const [route, methods] of paths) {
      const documented = Object.keys(methods).map((method) => method.toUpperCase())
      const unused = ['PUT', 'PATCH', 'DELETE', 'POST'].find((method) => !documented.includes(method))!
      const path = route.replace(/\{[^}]+\}/g, 'we_Q2x8VvJr1bLm4Zt7Yp0aXw')
      const response = await handleApiRequest(new Request(`http://localhost${path}`, { method: unused }))
      expect(response.status, `${unused} ${route}`).toBe(405)
      expect(response.headers.get('allow')?.split(', ').sort(), route).toEqual(expect.arrayContaining(documented))
      expect((await response.json()).errors[0], route).toMatchObject({ code: 'HTTP_405' })
    }
  })

  it('is told with a 415 and a contract error when a JSON body comes without content-type: application/json', async () => {
    const response = await handleApiRequest(new Request('http://localhost/api/lxp/hotel/search', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"destination":"Paris"}' }))
    expect(response.status).toBe(415)
    const body = await response.json()
    expect(body.errors[0]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'headers.content-type' })
    expect(operations.find(({ route, method }) => route === '/api/lxp/hotel/search' && method === 'post')?.operation.responses['415']).toBeDefined()
  })

  it('passes Redocly (recommended) and Spectral (oas) without an error', { timeout: 120_000 }, async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'openapi-'))
    const file = path.join(directory, 'openapi.json')
    await writeFile(file, JSON.stringify(document))
    const run = promisify(execFile)
    const redocly = await run('npx', ['--no-install', 'redocly', 'lint', '--format', 'json', file], { maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout: string }) => error)
    const redoclyProblems = (JSON.parse(redocly.stdout) as { problems: { severity: string; ruleId: string; message: string }[] }).problems
    expect(redoclyProblems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([])
    const spectral = await run('npx', ['--no-install', 'spectral', 'lint', '--format', 'json', '--ruleset', '.spectral.yaml', file], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout: string }) => error,
    )
    // Spectral follows its JSON with a line of text.
    const spectralProblems = JSON.parse(spectral.stdout.slice(0, spectral.stdout.lastIndexOf(']') + 1)) as { severity: number; code: string; message: string; path: string[] }[]
    // Spectral's severities: 0 error, 1 warning.
    expect(spectralProblems.filter((problem) => problem.severity === 0).map((problem) => `${problem.code}: ${problem.message} at ${problem.path.join('.')}`)).toEqual([])
  })
})
