// The embedded rewards-club login provider: an OIDC-shaped stand-in for the programme's identity
// provider (docs/decisions/010-rewards-club-stand-in-provider.md). Authorization code flow with
// PKCE (S256), single-use hashed codes, hashed access tokens, ES256-signed ID tokens.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import path from 'node:path'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { config, type Config } from '@server/config/env'
import type { Database } from '@server/db/database.server'
import { database } from '@server/db/db.server'
import { usesEmbeddedProvider } from '../login-provider'
import { decoyHash, verifyPassword } from './password.server'
import { rewardsAccessToken, rewardsAuthorizationCode, rewardsMember, rewardsRefreshToken } from './provider.tables'
import { loadSigningKey, publicSigningKeys, signingAlgorithm, type SigningKey } from './signing-keys.server'

export const rewardsClubProviderId = 'rewards-club'
export const embeddedClientId = 'rewards-travel-web'
const codeLifetimeMs = 60_000
const accessTokenLifetimeS = 3_600
const signingKeyRecheckMs = 60 * 60 * 1000

/** As long as a session: a member who comes back within it is refreshed without signing in again. */
const refreshTokenLifetimeS = 24 * 3_600
const idTokenLifetimeS = 600

export type ProviderSettings = {
  db: Database
  /** `${PUBLIC_SITE_URL}${BASE_PATH}`: where the app (and so the embedded provider) is served. */
  appUrl: string
  clientSecret: string
  /** A signing key an earlier version kept in DATA_DIR: imported into the database once, if present. */
  keyFile?: string
}

export type AuthorizeRequest = {
  clientId: string
  redirectUri: string
  responseType: string
  scope: string
  state: string
  codeChallenge?: string
  codeChallengeMethod?: string
  nonce?: string
}

export type TokenRequest = {
  grantType: string
  code: string
  refreshToken?: string
  redirectUri: string
  clientId: string
  clientSecret?: string
  codeVerifier?: string
}

export type TokenResponse = {
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  id_token: string
  refresh_token: string
  scope: string
}

export type TokenError = { error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type'; error_description: string }

/** The endpoint addresses a relying party needs; also served as the discovery document. */
export function providerEndpoints(appUrl: string) {
  const issuer = `${appUrl}/rewards-club`
  return {
    issuer,
    authorization_endpoint: `${issuer}/sign-in`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    /** The forward destination of §R2: the provider returns the member here. */
    redirect_uri: `${appUrl}/auth/token`,
  }
}

export function createRewardsClubProvider(settings: ProviderSettings) {
  const endpoints = providerEndpoints(settings.appUrl)
  // Read again hourly, so a long-running instance moves to a rotated key (signing-keys.server.ts).
  let key: { loading: Promise<SigningKey>; at: number } | undefined
  const signingKey = () => {
    if (!key || Date.now() - key.at > signingKeyRecheckMs) {
      const loading = loadSigningKey(settings.db, settings.keyFile).catch((error: unknown) => {
        key = undefined
        throw error
      })
      key = { loading, at: Date.now() }
    }
    return key.loading
  }

  /** Checks what a relying party asked for; an error here is shown on the provider page, never redirected. */
  function validateAuthorizeRequest(request: AuthorizeRequest): string | undefined {
    if (request.clientId !== embeddedClientId) return 'This application is not registered with the rewards club.'
    if (request.redirectUri !== endpoints.redirect_uri) return 'The return address is not registered for this application.'
    if (request.responseType !== 'code') return 'Only the authorization code flow is supported.'
    if (!request.state) return 'The sign-in request is incomplete (no state).'
    if (request.codeChallenge && request.codeChallengeMethod !== 'S256') return 'Only S256 code challenges are supported.'
    return undefined
  }

  async function authenticate(username: string, password: string) {
    const [member] = await settings.db.select().from(rewardsMember).where(eq(rewardsMember.username, username.trim().toLowerCase()))
    if (!member) {
      await verifyPassword(password, await decoyHash())
      return undefined
    }
    return (await verifyPassword(password, member.passwordHash)) ? member : undefined
  }

  /** Issues a single-use code for a signed-in member and returns where to send the browser. */
  async function issueCode(memberId: string, request: AuthorizeRequest) {
    const code = randomBytes(32).toString('base64url')
    await settings.db.insert(rewardsAuthorizationCode).values({
      codeHash: digest(code),
      memberId,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      scope: request.scope || 'openid',
      codeChallenge: request.codeChallenge ?? null,
      nonce: request.nonce ?? null,
      expiresAt: new Date(Date.now() + codeLifetimeMs),
    })
    const target = new URL(request.redirectUri)
    target.searchParams.set('code', code)
    target.searchParams.set('state', request.state)
    target.searchParams.set('iss', endpoints.issuer)
    return target.href
  }

  function clientAuthenticated(request: TokenRequest) {
    return request.clientId === embeddedClientId && !!request.clientSecret && sameSecret(request.clientSecret, settings.clientSecret)
  }

  /** The token endpoint: authorization_code (with PKCE) and refresh_token (rotating) grants. */
  async function exchangeCode(request: TokenRequest): Promise<TokenResponse | TokenError> {
    if (request.grantType !== 'authorization_code' && request.grantType !== 'refresh_token') {
      return { error: 'unsupported_grant_type', error_description: 'Only authorization_code and refresh_token are supported.' }
    }
    if (!clientAuthenticated(request)) return { error: 'invalid_client', error_description: 'Client authentication failed.' }
    if (request.grantType === 'refresh_token') return refresh(request)
    if (!request.code) return { error: 'invalid_request', error_description: 'code is required.' }
    // Claiming the code and marking it used is one statement, so a code can never be redeemed twice.
    const [grant] = await settings.db
      .update(rewardsAuthorizationCode)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(rewardsAuthorizationCode.codeHash, digest(request.code)),
          isNull(rewardsAuthorizationCode.usedAt),
          gt(rewardsAuthorizationCode.expiresAt, new Date()),
        ),
      )
      .returning()
    if (!grant || grant.clientId !== request.clientId || grant.redirectUri !== request.redirectUri) {
      return { error: 'invalid_grant', error_description: 'The code is invalid, expired or already used.' }
    }
    if (grant.codeChallenge) {
      const verifier = request.codeVerifier ?? ''
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) {
        return { error: 'invalid_grant', error_description: 'PKCE verification failed.' }
      }
    }
    return issueTokens(grant.memberId, grant.clientId, grant.scope, grant.nonce)
  }

  /** A refresh token is claimed (used once) and replaced; an unknown, used or expired one is refused. */
  async function refresh(request: TokenRequest): Promise<TokenResponse | TokenError> {
    if (!request.refreshToken) return { error: 'invalid_request', error_description: 'refresh_token is required.' }
    const [grant] = await settings.db
      .update(rewardsRefreshToken)
      .set({ usedAt: new Date() })
      .where(and(eq(rewardsRefreshToken.tokenHash, digest(request.refreshToken)), isNull(rewardsRefreshToken.usedAt), gt(rewardsRefreshToken.expiresAt, new Date())))
      .returning()
    if (!grant || grant.clientId !== request.clientId) return { error: 'invalid_grant', error_description: 'The refresh token is invalid, expired or already used.' }
    return issueTokens(grant.memberId, grant.clientId, grant.scope, null)
  }

  async function issueTokens(memberId: string, clientId: string, scope: string, nonce: string | null): Promise<TokenResponse | TokenError> {
    const [member] = await settings.db.select().from(rewardsMember).where(eq(rewardsMember.id, memberId))
    if (!member) return { error: 'invalid_grant', error_description: 'The member no longer exists.' }

    const accessToken = randomBytes(32).toString('base64url')
    const refreshToken = randomBytes(32).toString('base64url')
    await settings.db.insert(rewardsAccessToken).values({
      tokenHash: digest(accessToken),
      memberId: member.id,
      expiresAt: new Date(Date.now() + accessTokenLifetimeS * 1000),
    })
    await settings.db.insert(rewardsRefreshToken).values({
      tokenHash: digest(refreshToken),
      memberId: member.id,
      clientId,
      scope,
      expiresAt: new Date(Date.now() + refreshTokenLifetimeS * 1000),
    })
    const { kid, privateKey } = await signingKey()
    const idToken = await new SignJWT({ ...claimsOf(member), ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: signingAlgorithm, kid, typ: 'JWT' })
      .setIssuer(endpoints.issuer)
      .setAudience(clientId)
      .setSubject(member.id)
      .setIssuedAt()
      .setExpirationTime(`${idTokenLifetimeS}s`)
      .sign(privateKey)
    return { access_token: accessToken, token_type: 'Bearer', expires_in: accessTokenLifetimeS, id_token: idToken, refresh_token: refreshToken, scope }
  }

  /** Ends every refresh token of a member (a password change or a locked account at the programme). */
  async function revokeRefreshTokens(memberId: string) {
    await settings.db.update(rewardsRefreshToken).set({ usedAt: new Date() }).where(and(eq(rewardsRefreshToken.memberId, memberId), isNull(rewardsRefreshToken.usedAt)))
  }

  async function userInfo(accessToken: string) {
    const [row] = await settings.db
      .select({ member: rewardsMember })
      .from(rewardsAccessToken)
      .innerJoin(rewardsMember, eq(rewardsMember.id, rewardsAccessToken.memberId))
      .where(and(eq(rewardsAccessToken.tokenHash, digest(accessToken)), gt(rewardsAccessToken.expiresAt, new Date())))
    return row ? claimsOf(row.member) : undefined
  }

  async function jwks() {
    await signingKey()
    return { keys: await publicSigningKeys(settings.db) }
  }

  return { endpoints, validateAuthorizeRequest, authenticate, issueCode, exchangeCode, revokeRefreshTokens, userInfo, jwks }
}

export type RewardsClubProvider = ReturnType<typeof createRewardsClubProvider>

function claimsOf(member: typeof rewardsMember.$inferSelect) {
  return {
    sub: member.id,
    email: member.email,
    email_verified: true,
    name: `${member.firstName} ${member.lastName}`,
    given_name: member.firstName,
    family_name: member.lastName,
    client_customer_id: member.clientCustomerId,
  }
}

function digest(value: string) {
  return createHash('sha256').update(value).digest('base64url')
}

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(digest(given))
  const b = Buffer.from(digest(expected))
  return timingSafeEqual(a, b)
}

/** The embedded client's secret, derived from AUTH_SECRET so it needs no configuration of its own. */
export function embeddedClientSecret(settings: Pick<Config, 'AUTH_SECRET'>) {
  return createHmac('sha256', settings.AUTH_SECRET).update('rewards-club-embedded-client').digest('base64url')
}

export function appUrlOf(settings: Pick<Config, 'PUBLIC_SITE_URL' | 'BASE_PATH'>) {
  return `${settings.PUBLIC_SITE_URL}${settings.BASE_PATH}`
}

let instance: Promise<RewardsClubProvider> | undefined

/** The process-wide provider over the app's database (and a signing key left in DATA_DIR by an earlier version). */
export function rewardsClubProvider() {
  instance ??= database().then((db) => {
    const settings = config()
    return createRewardsClubProvider({
      db,
      appUrl: appUrlOf(settings),
      clientSecret: embeddedClientSecret(settings),
      keyFile: path.resolve(settings.DATA_DIR, 'rewards-club-signing-key.json'),
    })
  })
  return instance
}

/** The stand-in, or undefined when AUTH_OIDC_* name a real provider: then it does not exist (docs/decisions/060). */
export async function embeddedRewardsClubProvider(): Promise<RewardsClubProvider | undefined> {
  return usesEmbeddedProvider(config()) ? rewardsClubProvider() : undefined
}
