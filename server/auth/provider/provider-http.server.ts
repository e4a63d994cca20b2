// The provider's machine-facing endpoints over HTTP: token, userinfo, JWKS and discovery.
import { embeddedRewardsClubProvider, type RewardsClubProvider } from './provider.server'

const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' }

/** Runs an endpoint of the stand-in; beside a real provider (AUTH_OIDC_*) the stand-in is not there: 404. */
export async function servedByEmbeddedProvider(handle: (provider: RewardsClubProvider) => Response | Promise<Response>) {
  const provider = await embeddedRewardsClubProvider()
  return provider ? handle(provider) : new Response('Not Found', { status: 404, headers: noStore })
}

export async function handleTokenRequest(provider: RewardsClubProvider, request: Request) {
  if (request.method !== 'POST') return json({ error: 'invalid_request', error_description: 'Use POST.' }, 405, { allow: 'POST' })
  let form: URLSearchParams
  try {
    form = new URLSearchParams(await request.text())
  } catch {
    return json({ error: 'invalid_request', error_description: 'The body must be form-encoded.' }, 400)
  }
  const basic = parseBasicAuthorization(request.headers.get('authorization'))
  const result = await provider.exchangeCode({
    grantType: form.get('grant_type') ?? '',
    code: form.get('code') ?? '',
    refreshToken: form.get('refresh_token') ?? undefined,
    redirectUri: form.get('redirect_uri') ?? '',
    clientId: basic?.clientId ?? form.get('client_id') ?? '',
    clientSecret: basic?.clientSecret ?? form.get('client_secret') ?? undefined,
    codeVerifier: form.get('code_verifier') ?? undefined,
  })
  if ('error' in result) return json(result, result.error === 'invalid_client' ? 401 : 400)
  return json(result, 200)
}

export async function handleUserInfoRequest(provider: RewardsClubProvider, request: Request) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  const claims = token ? await provider.userInfo(token) : undefined
  if (!claims) return json({ error: 'invalid_token' }, 401, { 'www-authenticate': 'Bearer error="invalid_token"' })
  return json(claims, 200)
}

export async function handleJwksRequest(provider: RewardsClubProvider) {
  return Response.json(await provider.jwks(), { headers: { 'cache-control': 'public, max-age=300' } })
}

export function handleDiscoveryRequest(provider: RewardsClubProvider) {
  const { redirect_uri: _redirect, ...endpoints } = provider.endpoints
  return Response.json(
    {
      ...endpoints,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      scopes_supported: ['openid', 'profile', 'email'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'client_customer_id'],
    },
    { headers: { 'cache-control': 'public, max-age=300' } },
  )
}

function parseBasicAuthorization(header: string | null) {
  const encoded = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1]
  if (!encoded) return undefined
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  return { clientId: decodeURIComponent(decoded.slice(0, colon)), clientSecret: decodeURIComponent(decoded.slice(colon + 1)) }
}

function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...noStore, ...headers } })
}
