// The TypeScript sample of each operation in the OpenAPI document (openapi.server.ts): a fetch call with the
// operation's examples, proving who calls as the caller it is for would (an API key, an access token, the session
// cookie), and typed by the answer's component from the typed client.
import { lxpHeaders } from '@contracts/lxp/lxp-headers'

type Json = Record<string, unknown>
export type Operation = Json & {
  operationId: string
  requestBody?: { content?: Record<string, { schema?: unknown; example?: unknown; examples?: Record<string, { summary: string; value: unknown }> }> } & Json
  parameters?: (Json & { in: string; name: string; schema?: unknown })[]
  responses: Record<string, Json & { content?: Record<string, { schema?: unknown; example?: unknown }> }>
}

export const formMediaType = 'application/x-www-form-urlencoded'

const sandboxHeaders: readonly string[] = [lxpHeaders.scenario, lxpHeaders.sandboxNamespace]

/** The security schemes an operation takes, in any of its requirements. */
export function schemesOf(operation: Operation) {
  return new Set(((operation.security ?? []) as Record<string, unknown>[]).flatMap((requirement) => Object.keys(requirement)))
}

/**
 * How a sample proves who calls, as the caller the operation is for would write it: a partner's back end
 * its API key, a member's script their access token (each read from the environment, never written in the
 * code), a page of this site the member's session cookie; an operation that needs none sends none.
 */
function sampleCredentialOf(path: string, operation: Operation): { setup: string[]; header?: string; browser?: true; session?: true } {
  const schemes = schemesOf(operation)
  // The session calls (under /api/auth: who is signed in, signing out, the member's access tokens) work on the
  // session cookie, whatever else their security lists: a key or token sent there proves nothing (issue 41). A
  // script holds that cookie itself, from the sign-in's answer, and sends it back as a browser would.
  if (isSessionCall(path) && schemes.has('memberSession')) {
    return {
      setup: [
        `// The member's session cookie (name=value), as the sign-in set it: POST /api/auth/sign-in/member-credentials answers it in Set-Cookie.`,
        `const sessionCookie = process.env.REWARDS_TRAVEL_SESSION_COOKIE`,
        `if (!sessionCookie) throw new Error('Set REWARDS_TRAVEL_SESSION_COOKIE to the session cookie the sign-in set (rewards.session_token=…).')`,
      ],
      session: true,
    }
  }
  if (schemes.has('partnerApiKey')) {
    return {
      setup: [`// Your partner API key (rtk_…), kept on your server: never in a browser.`, `const apiKey = process.env.REWARDS_TRAVEL_API_KEY`, `if (!apiKey) throw new Error('Set REWARDS_TRAVEL_API_KEY to your partner API key (rtk_…).')`],
      header: `    'x-api-key': apiKey,`,
    }
  }
  if (schemes.has('memberToken')) {
    return {
      setup: [`// The member's personal access token (rtm_…), from My Profile > Developer access.`, `const accessToken = process.env.REWARDS_TRAVEL_TOKEN`, `if (!accessToken) throw new Error('Set REWARDS_TRAVEL_TOKEN to a personal access token (rtm_…).')`],
      header: `    authorization: \`Bearer \${accessToken}\`,`,
    }
  }
  if (schemes.has('memberSession')) return { setup: [], browser: true }
  return { setup: [] }
}

/** The session calls: the sign-in, the session, signing out and the member's access tokens. */
const isSessionCall = (path: string) => path.startsWith('/api/auth/')

/** The password sign-ins: their answer sets the session cookie the other session calls take. */
const setsSession = (path: string) => path === '/api/auth/sign-in/member-credentials' || path === '/api/auth/callback/credentials'

/** What a script does with a password sign-in's answer: keeps the session cookie, for the session calls' samples. */
const sessionCookieKept = [
  `// The session cookie (name=value), which the session calls (the access tokens, signing out) take as \`cookie\`: REWARDS_TRAVEL_SESSION_COOKIE in their samples.`,
  `const sessionCookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')`,
]

/** How a script gets a session form's csrfToken: from GET /api/auth/csrf, with the cookie it must send back beside it. */
const csrfSetup = [
  `// The form's token comes from GET /api/auth/csrf, with a cookie of its own: send both back.`,
  `const csrf = await fetch(\`\${baseUrl}/api/auth/csrf\`)`,
  `const { csrfToken } = (await csrf.json()) as { csrfToken: string }`,
  `const csrfCookie = csrf.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')`,
]

/**
 * A fetch call with the operation's examples, typed by the answer's component name when it has one. `site` is
 * this server's public address (PUBLIC_SITE_URL with its base path): a page's sample calls it, a script's
 * reads REWARDS_TRAVEL_URL and falls back to it, so every sample names a server that answers it (issue 41).
 */
export function typescriptSample(path: string, method: string, operation: Operation, site: string) {
  const parameters = operation.parameters ?? []
  const filledPath = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(parameters.find((each) => each.in === 'path' && each.name === name)?.example ?? name)))
  const query = parameters.filter((each) => each.in === 'query' && each.example !== undefined).map((each) => `${each.name}=${encodeURIComponent(String(each.example))}`)
  const url = `\${baseUrl}${filledPath}${query.length > 0 ? `?${query.join('&')}` : ''}`
  const headers = parameters.filter((each) => each.in === 'header' && !sandboxHeaders.includes(each.name)).map((each) => `    '${each.name}': crypto.randomUUID(),`)
  const content = operation.requestBody?.content?.['application/json']
  const body = content?.example ?? Object.values(content?.examples ?? {})[0]?.value
  const credential = sampleCredentialOf(path, operation)
  // A page of this site calls its own address; a back end or script names the server's, from its environment.
  const baseUrl = credential.browser ? `const baseUrl = ${JSON.stringify(site)}` : `const baseUrl = process.env.REWARDS_TRAVEL_URL ?? ${JSON.stringify(site)}`
  // A script's write to a session call names this site as its Origin, as a browser would (the server refuses it otherwise: 403 MISSING_OR_NULL_ORIGIN).
  const origin = !credential.browser && isSessionCall(path) && method.toUpperCase() !== 'GET' ? [`    origin: new URL(baseUrl).origin,`] : []
  // A session form's csrfToken is not an example to copy: the script asks for one, and sends back the cookie it comes with.
  const csrfForm = typeof body === 'object' && body !== null && 'csrfToken' in body
  const cookies = [...(credential.session ? ['sessionCookie'] : []), ...(csrfForm ? ['csrfCookie'] : [])]
  const cookie = cookies.length === 0 ? [] : [`    cookie: ${cookies.length === 1 ? cookies[0] : `\`${cookies.map((name) => `\${${name}}`).join('; ')}\``},`]
  const lines = [baseUrl, ...credential.setup, ...(csrfForm ? csrfSetup : []), '', `const response = await fetch(\`${url}\`, {`, `  method: '${method.toUpperCase()}',`]
  if (body !== undefined || headers.length > 0 || credential.header || origin.length > 0 || cookie.length > 0) {
    lines.push('  headers: {', ...(body !== undefined ? [`    'content-type': 'application/json',`] : []), ...origin, ...cookie, ...(credential.header ? [credential.header] : []), ...headers, '  },')
  }
  const bodyText = JSON.stringify(body, null, 2)?.replace(/"csrfToken": "[^"]*"/, csrfForm ? 'csrfToken' : '$&')
  if (body !== undefined) lines.push(`  body: JSON.stringify(${bodyText!.replace(/\n/g, '\n  ')}),`)
  // A form only (the locale switch): fetch encodes URLSearchParams as the form a browser sends.
  const form = body === undefined ? operation.requestBody?.content?.[formMediaType]?.example : undefined
  if (form !== undefined) lines.push(`  body: new URLSearchParams(${JSON.stringify(form)}),`)
  lines.push(...(credential.browser ? [`  credentials: 'include',`] : []), '})', 'if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(await response.json())}`)')
  const success = Object.keys(operation.responses).find((status) => status.startsWith('2'))
  const reference = (operation.responses[success ?? '']?.content?.['application/json']?.schema as { $ref?: string } | undefined)?.$ref
  const typeName = reference?.replace('#/components/schemas/', '')
  if (success === '204') lines.push('// 204: nothing to read')
  else if (operation.responses[success ?? '']?.content?.['application/json']) lines.push(`const answer${typeName ? `: ${typeName}` : ''} = await response.json()`)
  else lines.push('const answer = await response.text()')
  if (setsSession(path)) lines.push(...sessionCookieKept)
  // The answer's type comes from the typed client, which exports every named schema (guide *Getting started*, issue 41).
  const typed = success !== '204' && typeName && operation.responses[success ?? '']?.content?.['application/json']
  return [...(typed ? [`import type { ${typeName} } from '@rewards-travel/client'`, ''] : []), ...lines].join('\n')
}
