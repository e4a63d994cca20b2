// One way to ask "who is signed in?" on the server: requireMember / optionalMember, over
// better-auth's session and the member's rewards-club account.
import { and, eq } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import type { MemberSession } from '@contracts/auth/auth.contract'
import { config } from '@server/config/env'
import type { Database } from '@server/db/database.server'
import { database } from '@server/db/db.server'
import { logAuthError } from './auth-errors'
import { authAccount, authSession } from './auth.tables'
import { getAuth, hashUserId, maySignIn, sessionCookieValue, sessionDeadline, siteSessionIdleLimitMs, type Auth } from './auth.server'
import { createMemberCache } from './member-cache.server'
import { outsideProviderOf, type LoginProviderSettings } from './login-provider'
import { rewardsMember } from './provider/provider.tables'
import { rewardsClubProviderId } from './provider/provider.server'

export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError'
  readonly status = 401
  constructor(message = 'Sign in to continue.') {
    super(message)
  }
}

export type Member = {
  userId: string
  hashedUserId: string
  /** The programme's id for the member (§R3 clientCustomerId; the feature-flag userId). */
  clientCustomerId: string
  /** The provider's subject: the key of the member's profile. */
  memberId: string
  sessionExpiresAt: Date
  /** The provider account's row and its access token's expiry (none for a credentials sign-in). */
  accountRowId: string
  accessTokenExpiresAt: Date | null
}

/** §R2, §R3: the session's error marker when the provider's access token can no longer be refreshed. */
export const refreshAccessTokenError = 'RefreshAccessTokenError'

/** The issuer an account's stored ID token names (verified when it was stored), or undefined. */
function issuerOf(idToken: string | null) {
  try {
    return idToken ? decodeJwt(idToken).iss : undefined
  } catch {
    return undefined
  }
}

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '')

export function createSessionResolver(
  auth: () => Promise<Auth>,
  db: () => Promise<Database>,
  settings: () => LoginProviderSettings = config,
  idleLimitMs: () => Promise<number> = siteSessionIdleLimitMs,
  /** Keeps who a session cookie signs in between requests (the site's resolver; it needs the database's change notices). */
  { keepMembers = false }: { keepMembers?: boolean } = {},
) {
  // A member's page asks who is signed in several times while it renders (the session, the page's flags, each
  // call to the LXP); each ask verified the cookie's signature and read the session, the user and the account
  // again. One page view is one request object, so the answer is kept on it (docs/decisions/129).
  const membersOfRequests = new WeakMap<Request, Promise<Member | undefined>>()

  const kept = keepMembers ? createMemberCache<Member>() : undefined
  kept?.forgetOnChange()

  async function lookUpMember(headers: Headers): Promise<Member | undefined> {
    // A visitor (no session cookie, no credential) has no session: better-auth is not asked.
    if (!maySignIn(headers)) return undefined
    const cookie = kept && sessionCookieValue(headers.get('cookie'))
    const known = cookie ? kept.get(cookie) : undefined
    if (known) return known
    const since = kept?.mark() ?? 0
    const session = await (await auth()).api.getSession({ headers })
    if (!session) return undefined
    const member = await memberOfUser(session.user.id, new Date(session.session.expiresAt))
    if (member && cookie) kept.set(cookie, member, since)
    return member
  }

  function optionalMember(input: Request | Headers): Promise<Member | undefined> {
    if (input instanceof Headers) return lookUpMember(input)
    let member = membersOfRequests.get(input)
    if (!member) {
      member = lookUpMember(input.headers)
      membersOfRequests.set(input, member)
      member.catch(() => membersOfRequests.delete(input))
    }
    return member
  }

  /**
   * The member a better-auth user is, through their rewards-club account: for a session, and for a
   * member's personal access token (docs/decisions/069), which reaches exactly what the session would.
   */
  async function memberOfUser(userId: string, expiresAt: Date): Promise<Member | undefined> {
    const outside = outsideProviderOf(settings())
    const [row] = await (await db())
      .select({
        accountRowId: authAccount.id,
        accountId: authAccount.accountId,
        accessTokenExpiresAt: authAccount.accessTokenExpiresAt,
        idToken: authAccount.idToken,
        clientCustomerId: rewardsMember.clientCustomerId,
      })
      .from(authAccount)
      .leftJoin(rewardsMember, eq(rewardsMember.id, authAccount.accountId))
      .where(and(eq(authAccount.userId, userId), eq(authAccount.providerId, rewardsClubProviderId)))
    if (!row) return undefined
    // Beside a real provider only its own sign-ins count: a session left from the stand-in (a demo
    // member, before AUTH_OIDC_* were set) is no session, and a subject that happens to equal a demo
    // member's id is not that member (docs/decisions/060).
    if (outside && withoutTrailingSlash(issuerOf(row.idToken) ?? '') !== withoutTrailingSlash(outside.issuer)) return undefined
    return {
      userId,
      hashedUserId: hashUserId(userId),
      // With an outside provider there is no local member row: its subject is the customer id.
      clientCustomerId: (outside ? undefined : row.clientCustomerId) ?? row.accountId,
      memberId: row.accountId,
      sessionExpiresAt: expiresAt,
      accountRowId: row.accountRowId,
      accessTokenExpiresAt: row.accessTokenExpiresAt,
    }
  }

  /**
   * The session's error marker: once the provider's access token has expired, better-auth refreshes it
   * with the refresh token; when that fails (revoked, used or expired at the provider, or there is no
   * refresh token) the session carries RefreshAccessTokenError. A session from the credentials
   * sign-in holds no provider tokens and never does.
   */
  async function sessionError(member: Member, headers: Headers): Promise<typeof refreshAccessTokenError | undefined> {
    if (!member.accessTokenExpiresAt || member.accessTokenExpiresAt.getTime() > Date.now()) return undefined
    try {
      const tokens = await (await auth()).api.getAccessToken({ body: { accountId: member.accountRowId, userId: member.userId }, headers })
      if (tokens.accessTokenExpiresAt && new Date(tokens.accessTokenExpiresAt).getTime() > Date.now()) return undefined
    } catch {
      // reported below
    }
    logAuthError('CLIENT_SESSION_ERROR', 'the provider access token could not be refreshed', { errorName: refreshAccessTokenError }, 'warn')
    return refreshAccessTokenError
  }

  /**
   * The member is active (the browser saw activity, or "stay signed in"): the idle limit starts again,
   * within the session's lifetime (decision 109). Other requests read the session without renewing it,
   * so only the browser's activity keeps it, and a forgotten session ends whatever still calls.
   */
  async function renewSession(input: Request | Headers): Promise<void> {
    const headers = input instanceof Headers ? input : input.headers
    if (!maySignIn(headers)) return
    const found = await (await auth()).api.getSession({ headers })
    if (!found) return
    const expiresAt = sessionDeadline(new Date(found.session.createdAt), Date.now(), await idleLimitMs())
    await (await db()).update(authSession).set({ expiresAt, updatedAt: new Date() }).where(eq(authSession.id, found.session.id))
    // The request's member from before carries the old deadline (the database's notice drops the kept one, moments later).
    kept?.forget((member) => member.userId === found.user.id)
    if (input instanceof Request) membersOfRequests.delete(input)
  }

  async function requireMember(input: Request | Headers): Promise<Member> {
    const member = await optionalMember(input)
    if (!member) throw new UnauthorizedError()
    return member
  }

  /** The session as the browser may see it (§R3), or null: the session call and the pages' server function answer this. */
  async function sessionOf(input: Request | Headers): Promise<MemberSession> {
    const member = await optionalMember(input)
    if (!member) return null
    const error = await sessionError(member, input instanceof Headers ? input : input.headers)
    const { userId, hashedUserId, clientCustomerId } = member
    return { userId, hashedUserId, clientCustomerId, expires: member.sessionExpiresAt.toISOString(), ...(error ? { error } : {}) }
  }

  return { optionalMember, requireMember, sessionError, memberOfUser, sessionOf, renewSession }
}

export type SessionResolver = ReturnType<typeof createSessionResolver>

export const { optionalMember, requireMember, sessionError, memberOfUser, sessionOf, renewSession } = createSessionResolver(getAuth, database, config, siteSessionIdleLimitMs, { keepMembers: true })
