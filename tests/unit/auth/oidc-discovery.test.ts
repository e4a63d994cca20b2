// docs/decisions/060: the client secret reaches a real provider's token endpoint in the method its
// discovery document prefers (client_secret_basic when offered, else client_secret_post), not always
// in the body.
import { describe, expect, it, vi } from 'vitest'
import { clientSecretMethodFor, createDiscoveryReader, tokenEndpointAuthFromDiscovery, type Discovery } from '@server/auth/oidc-discovery.server'

describe('clientSecretMethodFor', () => {
  it.each([
    [['client_secret_basic', 'client_secret_post', 'private_key_jwt'], 'client_secret_basic'],
    [['client_secret_post', 'client_secret_basic'], 'client_secret_basic'],
    [['client_secret_post', 'private_key_jwt'], 'client_secret_post'],
    [['client_secret_post'], 'client_secret_post'],
    // OpenID Connect Discovery 1.0 §3: an absent list means client_secret_basic.
    [undefined, 'client_secret_basic'],
    // Neither secret method: the default, and the provider's refusal will say why.
    [['private_key_jwt'], 'client_secret_basic'],
  ] as const)('for %j is %s', (supported, method) => {
    expect(clientSecretMethodFor(supported)).toBe(method)
  })
})

const client = { clientId: 'rewards travel:web', clientSecret: 's3cret/with+odd=chars' }
const discovery = (methods?: string[]): Discovery => ({ issuer: 'https://id.example', ...(methods ? { token_endpoint_auth_methods_supported: methods } : {}) })

async function tokenRequest(readDiscovery: () => Promise<Discovery>) {
  const auth = tokenEndpointAuthFromDiscovery(readDiscovery, client)
  if (auth.method !== 'custom') throw new Error('expected a custom token endpoint authentication')
  const body = new URLSearchParams({ grant_type: 'authorization_code', code: 'abc' })
  const headers: Record<string, string> = {}
  await auth.customizeRequest({ body, headers, options: {}, tokenEndpoint: 'https://id.example/token', grantType: 'authorization_code' })
  return { body, headers }
}

describe('tokenEndpointAuthFromDiscovery', () => {
  it('sends HTTP Basic (form-encoded id and secret, RFC 6749 §2.3.1) when discovery offers client_secret_basic, and no secret in the body', async () => {
    const { body, headers } = await tokenRequest(async () => discovery(['client_secret_post', 'client_secret_basic']))
    const expected = Buffer.from(`${encodeURIComponent(client.clientId).replace(/%20/g, '+')}:${encodeURIComponent(client.clientSecret)}`).toString('base64')
    expect(headers.authorization).toBe(`Basic ${expected}`)
    expect(body.has('client_secret')).toBe(false)
    expect(body.get('code')).toBe('abc')
  })

  it('sends client_id and client_secret in the body when discovery offers only client_secret_post', async () => {
    const { body, headers } = await tokenRequest(async () => discovery(['client_secret_post', 'private_key_jwt']))
    expect(headers.authorization).toBeUndefined()
    expect(body.get('client_id')).toBe(client.clientId)
    expect(body.get('client_secret')).toBe(client.clientSecret)
  })

  it('falls back to client_secret_basic when discovery cannot be read', async () => {
    const { body, headers } = await tokenRequest(async () => Promise.reject(new Error('offline')))
    expect(headers.authorization).toMatch(/^Basic /)
    expect(body.has('client_secret')).toBe(false)
  })
})

describe('createDiscoveryReader', () => {
  it('fetches the document once, and again only after a failure', async () => {
    const fetchDocument = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('unavailable', { status: 503 }))
      .mockResolvedValue(Response.json({ issuer: 'https://id.example', token_endpoint_auth_methods_supported: ['client_secret_post'], other: true }))
    const read = createDiscoveryReader('https://id.example/.well-known/openid-configuration', fetchDocument)
    await expect(read()).rejects.toThrow('discovery answered 503')
    expect(await read()).toMatchObject({ issuer: 'https://id.example', token_endpoint_auth_methods_supported: ['client_secret_post'] })
    await read()
    expect(fetchDocument).toHaveBeenCalledTimes(2)
  })
})
