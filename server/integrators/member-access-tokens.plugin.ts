// A member's personal access tokens (docs/decisions/069) as better-auth endpoints under /api/auth:
// create (the secret is answered once), list and revoke. Each needs the member's browser session
// (better-auth's session middleware and origin check): a token cannot make or list tokens.
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api'
import { MemberTokenRequestSchema, RevokeMemberTokenSchema } from '@contracts/auth/member-access.schema'
import type { Database } from '../db/database.server'
import { createApiCredential, listMemberTokens, revokeApiCredential, type ApiCredentialSummary } from './api-credentials.server'

/** A member holds at most this many live tokens: enough for their tools, few enough to keep track of. */
export const liveTokensPerMember = 10

export const memberTokenPaths = { create: '/access-tokens/create', list: '/access-tokens/list', revoke: '/access-tokens/revoke' } as const

const isLive = (token: ApiCredentialSummary, now: number) => !token.revokedAt && (!token.expiresAt || token.expiresAt.getTime() > now)

/** What the member sees of a token (never its secret after creation). */
function viewOf(token: ApiCredentialSummary, now = Date.now()) {
  return {
    state: token.revokedAt ? ('revoked' as const) : isLive(token, now) ? ('live' as const) : ('expired' as const),
    id: token.id,
    name: token.name,
    start: token.secretStart,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  }
}
export type MemberTokenView = ReturnType<typeof viewOf>

export function memberAccessTokens(db: () => Promise<Database>) {
  return {
    id: 'member-access-tokens',
    endpoints: {
      createMemberAccessToken: createAuthEndpoint(memberTokenPaths.create, { method: 'POST', body: MemberTokenRequestSchema, use: [sessionMiddleware] }, async (ctx) => {
        const userId = ctx.context.session.user.id
        const now = Date.now()
        const live = (await listMemberTokens(await db(), userId)).filter((token) => isLive(token, now))
        if (live.length >= liveTokensPerMember) throw new APIError('BAD_REQUEST', { message: `You already have ${liveTokensPerMember} tokens: revoke one first.`, code: 'TOO_MANY_ACCESS_TOKENS' })
        const { credential, secret } = await createApiCredential(await db(), {
          kind: 'member-token',
          name: ctx.body.name,
          userId,
          expiresAt: new Date(now + ctx.body.expiresInDays * 24 * 60 * 60 * 1000),
        })
        ctx.setHeader('cache-control', 'no-store')
        return ctx.json({ token: secret, ...viewOf(credential) })
      }),
      listMemberAccessTokens: createAuthEndpoint(memberTokenPaths.list, { method: 'GET', use: [sessionMiddleware] }, async (ctx) => {
        const tokens = await listMemberTokens(await db(), ctx.context.session.user.id)
        return ctx.json({ tokens: tokens.map((token) => viewOf(token)) })
      }),
      revokeMemberAccessToken: createAuthEndpoint(memberTokenPaths.revoke, { method: 'POST', body: RevokeMemberTokenSchema, use: [sessionMiddleware] }, async (ctx) => {
        const revoked = await revokeApiCredential(await db(), { id: ctx.body.id, kind: 'member-token', userId: ctx.context.session.user.id })
        if (!revoked) throw new APIError('NOT_FOUND', { message: 'You have no live token with this id.', code: 'ACCESS_TOKEN_NOT_FOUND' })
        return ctx.json({ revoked: true })
      }),
    },
  } satisfies BetterAuthPlugin
}
