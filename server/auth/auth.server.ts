// The better-auth instance: sessions in our database, the rewards-club login provider through
// generic OAuth, and (with the embedded stand-in only) the credentials sign-in for development and tests.
import { createHash } from 'node:crypto'
import { betterAuth, type BetterAuthOptions } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { getAuthTables } from 'better-auth/db'
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth'
import { tanstackStartCookies } from 'better-auth/tanstack-start'
import { createLocalJWKSet, jwtVerify } from 'jose'
import { sessionIdleLimitMs } from '@contracts/site/session-inactivity'
import { config, type Config } from '@server/config/env'
import { announceHere } from '@server/db/change-notices.server'
import type { Database } from '@server/db/database.server'
import { database } from '@server/db/db.server'
import { logger } from '@server/log/logger'
import { loadSiteConfig } from '@server/site/site.server'
import { enrolWithPlatform } from '@server/upstream/upstream.server'
import { memberAccessTokens } from '@server/integrators/member-access-tokens.plugin'
import { logAuthApiError, logAuthError } from './auth-errors'
import { authTables } from './auth.tables'
import { discoveryUrlOf, outsideProviderOf, usesEmbeddedProvider } from './login-provider'
import { memberCredentials, memberCredentialsPath } from './member-credentials.plugin'
import { enrolOnSignIn, type EnrolMember } from './member-enrolment.server'
import { createDiscoveryReader, tokenEndpointAuthFromDiscovery } from './oidc-discovery.server'
import { authRateLimit, signInRateLimit } from './auth-rate-limits'
import { postLogoutPath } from './provider-logout'
import { appUrlOf, embeddedClientId, embeddedClientSecret, rewardsClubProvider, rewardsClubProviderId, type RewardsClubProvider } from './provider/provider.server'

/** Set by the auth route from the socket address; any value the client sends is replaced. */
export const clientAddressHeader = 'x-rewards-client-address'
export const authBasePath = '/api/auth'
/** §R9: a session's absolute lifetime, from sign-in, whatever its use. */
export const sessionLifetimeSeconds = 24 * 60 * 60
export { postLogoutPath } from './provider-logout'

type AuthSettings = Pick<Config, 'AUTH_SECRET' | 'PUBLIC_SITE_URL' | 'BASE_PATH' | 'AUTH_OIDC_ISSUER' | 'AUTH_OIDC_CLIENT_ID' | 'AUTH_OIDC_CLIENT_SECRET'> & Partial<Pick<Config, 'DATABASE_URL'>>

export function createAuth({
  db,
  settings,
  provider,
  enrolMember,
}: {
  db: Database
  settings: AuthSettings
  provider: () => Promise<RewardsClubProvider>
  /** Tells the travel platform who signed in at a real provider (the embedded stand-in's members are known). */
  enrolMember?: EnrolMember
}) {
  const appUrl = appUrlOf(settings)
  const https = settings.PUBLIC_SITE_URL.startsWith('https:')
  const embedded = usesEmbeddedProvider(settings)
  // The configuration parse already refuses this; a caller that builds its own settings is refused here.
  if (!settings.AUTH_SECRET || settings.AUTH_SECRET.length < 32) {
    logAuthError('NO_SECRET', 'better-auth needs AUTH_SECRET (at least 32 characters) to sign sessions')
    throw new Error('NO_SECRET: AUTH_SECRET must be at least 32 characters')
  }
  const options = {
    appName: 'Rewards Travel',
    baseURL: `${appUrl}${authBasePath}`,
    basePath: authBasePath,
    secret: settings.AUTH_SECRET,
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    trustedOrigins: [new URL(settings.PUBLIC_SITE_URL).origin],
    // A session ends after the idle limit, at most the lifetime after sign-in (decision 109): its
    // expiresAt is the idle deadline, moved only by renewSession; better-auth itself never rolls it
    // forward, and refuses (and deletes) a session past it on every lookup, its own endpoints' included.
    session: { expiresIn: sessionLifetimeSeconds, disableSessionRefresh: true },
    // At sign-in the default idle limit: the hook may run inside better-auth's transaction, where reading
    // the site's configuration would wait on it; the tab's first renewal, at once, applies the site's.
    // A signed-out session is forgotten by this process's cache at once; the database tells every instance.
    databaseHooks: {
      session: {
        create: { before: async (session) => ({ data: { ...session, expiresAt: sessionDeadline(session.createdAt, session.createdAt.getTime(), sessionIdleLimitMs()) } }) },
        delete: { after: async (session) => announceHere('auth_session', session.userId) },
      },
    },
    account: { accountLinking: { enabled: false } },
    // Beside a real provider the stand-in's password sign-in does not exist (docs/decisions/060).
    disabledPaths: embedded ? [] : [memberCredentialsPath],
    hooks: !embedded && enrolMember ? { after: enrolOnSignIn(enrolMember) } : {},
    rateLimit: {
      enabled: true,
      // With DATABASE_URL several instances may serve the site: they count together (docs/decisions/062).
      storage: settings.DATABASE_URL ? 'database' : 'memory',
      ...authRateLimit,
      // Starting a provider sign-in is a redirect, not a credential attempt: the provider's form is
      // limited instead. Order matters: the first matching rule wins.
      customRules: { '/sign-in/social': false, '/sign-in/*': signInRateLimit },
    },
    // A refusal is logged by us: 4xx at info, without better-auth's coloured error line.
    onAPIError: { errorURL: `${appUrl}/api/auth-error`, onError: logAuthApiError },
    advanced: {
      // `__Host-` (no Domain, Path=/, Secure) over HTTPS; better-auth's own secure prefix would be
      // the weaker `__Secure-`, so it is switched off and the prefix set here instead.
      useSecureCookies: false,
      cookiePrefix: https ? '__Host-rewards' : 'rewards',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      // better-auth turns both checks off when NODE_ENV is test; ours always run as in production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    logger: {
      level: 'warn',
      // better-auth's extra arguments can hold request data: only the message is kept.
      log: (level, message) => logger[level]({ area: 'better-auth' }, message),
    },
    plugins: [
      genericOAuth({ config: [rewardsClubOAuthConfig(settings, provider)] }),
      memberCredentials(provider, { enabled: embedded }),
      // Personal access tokens for members' own apps (docs/decisions/069).
      memberAccessTokens(async () => db),
      // Must stay last: it copies better-auth's Set-Cookie headers onto TanStack Start's response.
      tanstackStartCookies(),
    ],
  } satisfies BetterAuthOptions
  assertAdapterSchema(options, authTables)
  return betterAuth(options)
}

/**
 * MISSING_ADAPTER_METHODS_ERROR (§R8): the database adapter must have a table for every model
 * better-auth and its plugins use, or the first sign-in would fail half-way; found at start instead.
 */
export function assertAdapterSchema(options: BetterAuthOptions, schema: Record<string, unknown>) {
  const missing = Object.values(getAuthTables(options))
    .map((table) => table.modelName)
    .filter((model) => !(model in schema))
  if (missing.length === 0) return
  logAuthError('MISSING_ADAPTER_METHODS_ERROR', 'the database adapter has no table for some auth models', { missing })
  throw new Error(`MISSING_ADAPTER_METHODS_ERROR: no table for ${missing.join(', ')}`)
}

export type Auth = ReturnType<typeof createAuth>

/** When a session used at `usedAt` ends: after the idle limit, never later than the lifetime after sign-in. */
export function sessionDeadline(createdAt: Date, usedAt: number, idleLimitMs: number) {
  return new Date(Math.min(usedAt + idleLimitMs, createdAt.getTime() + sessionLifetimeSeconds * 1000))
}

/**
 * The login provider: the programme's OIDC provider (discovery) when AUTH_OIDC_* are set, else the
 * embedded stand-in at explicit URLs (discovery would make the app fetch itself while starting).
 * With the programme's provider, sign-out also ends its session when discovery offers an
 * end_session_endpoint, and the client secret goes to the token endpoint in the method discovery
 * prefers (docs/decisions/060). The stand-in keeps no login session of its own, so it has no
 * end-session endpoint.
 */
function rewardsClubOAuthConfig(settings: AuthSettings, provider: () => Promise<RewardsClubProvider>): GenericOAuthConfig {
  const appUrl = appUrlOf(settings)
  const redirectURI = `${appUrl}/auth/token`
  const common = {
    providerId: rewardsClubProviderId,
    name: 'Rewards Club',
    redirectURI,
    scopes: ['openid', 'profile', 'email'],
    pkce: true,
    accountSubject: ({ profile }) => String(profile.sub ?? profile.id ?? ''),
  } satisfies Partial<GenericOAuthConfig>
  const outside = outsideProviderOf(settings)
  if (outside) {
    const discoveryUrl = discoveryUrlOf(outside)
    return {
      ...common,
      discoveryUrl,
      clientId: outside.clientId,
      clientSecret: outside.clientSecret,
      requireIdTokenVerification: true,
      tokenEndpointAuth: tokenEndpointAuthFromDiscovery(createDiscoveryReader(discoveryUrl), outside),
      // RP-initiated logout: better-auth's sign-out answers the end_session_endpoint (when discovery
      // offers one) with the account's ID token as id_token_hint and this registered return address.
      postLogoutRedirectURI: `${appUrl}${postLogoutPath}`,
    }
  }
  const issuer = `${appUrl}/rewards-club`
  return {
    ...common,
    clientId: embeddedClientId,
    clientSecret: embeddedClientSecret(settings),
    authorizationUrl: `${issuer}/sign-in`,
    tokenUrl: `${issuer}/token`,
    userInfoUrl: `${issuer}/userinfo`,
    // The ID token is verified against the provider's keys (signature, issuer, audience) before its
    // claims are trusted.
    getUserInfo: async (tokens) => {
      if (!tokens.idToken) return null
      const jwks = createLocalJWKSet(await (await provider()).jwks())
      try {
        const { payload } = await jwtVerify(tokens.idToken, jwks, { issuer, audience: embeddedClientId })
        return { ...payload, id: payload.sub, email: String(payload.email ?? ''), emailVerified: payload.email_verified === true, name: String(payload.name ?? '') }
      } catch (error) {
        logger.warn({ area: 'auth', errorName: (error as Error).name }, 'rewards-club ID token rejected')
        return null
      }
    },
  }
}

const sessionCookiePattern = /(?:^|;\s*)(?:__Host-)?rewards\.session_token=([^;]+)/g

/** Whether a request carries better-auth's session cookie (under either prefix), valid or not. */
export function hasSessionCookie(cookieHeader: string | null) {
  return sessionCookieValue(cookieHeader) !== undefined
}

/**
 * Whether a request may carry a session better-auth would find: a session cookie under any name ending in
 * `session_token` (`rewards.`, `__Host-rewards.`, a `__Secure-` one), or any Authorization header. A request
 * with neither cannot be signed in, so its session is not looked up at all: no database or Redis round trip
 * for a visitor's page, which asks who is signed in several times while it renders (issue 40).
 */
export function maySignIn(headers: Headers) {
  if (headers.has('authorization')) return true
  const cookie = headers.get('cookie')
  return cookie !== null && /(?:^|;)\s*[^=;]*session_token=/.test(cookie)
}

/** The session cookie's signed value as sent (both, should a request carry it under both prefixes), or undefined. */
export function sessionCookieValue(cookieHeader: string | null): string | undefined {
  const values = [...(cookieHeader ?? '').matchAll(sessionCookiePattern)].map((match) => match[1])
  return values.length ? values.join(' ') : undefined
}

/** A stable, non-reversible form of the user id for analytics and the browser (§R3). */
export function hashUserId(userId: string) {
  return createHash('sha256').update(userId).digest('hex')
}

/** The site's idle limit, from its configuration's inactivityIdleMs; a tester's app id shortens the browser's dialogs only. */
export async function siteSessionIdleLimitMs() {
  return sessionIdleLimitMs((await loadSiteConfig()).inactivityIdleMs)
}

let instance: Promise<Auth> | undefined

/** The process-wide better-auth instance over the app's database. */
export function getAuth(): Promise<Auth> {
  instance ??= database().then((db) => createAuth({ db, settings: config(), provider: rewardsClubProvider, enrolMember: enrolWithPlatform }))
  return instance
}
