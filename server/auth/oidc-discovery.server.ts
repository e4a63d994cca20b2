// What the configured OpenID Provider's discovery document tells us beyond what better-auth's generic
// OAuth reads from it: how the client authenticates at the token endpoint (docs/decisions/060).
import type { TokenEndpointAuth } from 'better-auth/oauth2'
import { encodeBasicCredentials } from 'better-auth/oauth2'
import { z } from 'zod'
import { logger } from '@server/log/logger'

export type ClientSecretMethod = 'client_secret_basic' | 'client_secret_post'

const DiscoverySchema = z.looseObject({
  issuer: z.string(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
})
export type Discovery = z.infer<typeof DiscoverySchema>

/**
 * The secret-based method to use at the token endpoint, from discovery's
 * `token_endpoint_auth_methods_supported`: client_secret_basic when offered (and when the list is
 * absent, which OpenID Connect Discovery 1.0 §3 defines as client_secret_basic), else client_secret_post.
 */
export function clientSecretMethodFor(supported: readonly string[] | undefined): ClientSecretMethod {
  if (!supported || supported.includes('client_secret_basic')) return 'client_secret_basic'
  if (supported.includes('client_secret_post')) return 'client_secret_post'
  // Neither secret method is offered: a client secret cannot work, and the provider's answer will say so.
  return 'client_secret_basic'
}

/** The discovery document, fetched once it is first needed and kept; a failed fetch is tried again next time. */
export function createDiscoveryReader(url: string, fetchDocument: typeof fetch = fetch) {
  let document: Promise<Discovery> | undefined
  return function readDiscovery(): Promise<Discovery> {
    document ??= (async () => {
      const response = await fetchDocument(url, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`discovery answered ${response.status}`)
      return DiscoverySchema.parse(await response.json())
    })().catch((error: unknown) => {
      document = undefined
      throw error
    })
    return document
  }
}

/**
 * better-auth's token-endpoint authentication for a client secret, in the method discovery asks for.
 * Decided at each token request rather than at start-up, so a provider that was unreachable when the
 * server started is still asked properly once it answers (better-auth retries its own discovery too).
 */
export function tokenEndpointAuthFromDiscovery(readDiscovery: () => Promise<Discovery>, client: { clientId: string; clientSecret: string }): TokenEndpointAuth {
  let reported: ClientSecretMethod | undefined
  return {
    method: 'custom',
    customizeRequest: async ({ body, headers }) => {
      const discovery = await readDiscovery().catch((error: Error) => {
        logger.warn({ area: 'auth', errorName: error.name }, 'OIDC discovery unavailable; authenticating with client_secret_basic')
        return undefined
      })
      const method = clientSecretMethodFor(discovery?.token_endpoint_auth_methods_supported)
      if (method !== reported) {
        reported = method
        logger.info({ area: 'auth', method }, 'token endpoint client authentication')
      }
      if (method === 'client_secret_basic') {
        headers.authorization = encodeBasicCredentials(client.clientId, client.clientSecret)
        return
      }
      body.set('client_id', client.clientId)
      body.set('client_secret', client.clientSecret)
    },
  }
}
