// The credentials sign-in of §R2 (for development and tests): the member's rewards-club
// username and password checked by the embedded stand-in directly, without the redirect. It is a
// better-auth endpoint, so it shares the origin check, the /sign-in rate limit and session cookies.
// It exists only with the stand-in: beside a real provider its path is disabled (404) and a direct
// `auth.api` call is refused too (docs/decisions/060). It sets the session cookie, so over HTTP it
// is a browser's sign-in and takes the login-CSRF defence of one: the request must name this site in
// `Origin` (a browser always does on a POST); without it, or with `Origin: null`, it is refused 403
// `MISSING_OR_NULL_ORIGIN`, as better-auth refuses a call carrying the cookie (docs/decisions/145).
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { handleOAuthUserInfo } from 'better-auth/oauth2'
import { MemberCredentialsSchema } from '@contracts/auth/member-access.schema'
import { logAuthError } from './auth-errors'
import { rewardsClubProviderId, type RewardsClubProvider } from './provider/provider.server'

export const invalidCredentialsCode = 'INVALID_MEMBER_CREDENTIALS'
/** The credentials were right but no session could be made. */
export const sessionNotCreatedCode = 'CALLBACK_CREDENTIALS_JWT_ERROR'
export const memberCredentialsPath = '/sign-in/member-credentials'
const missingOriginCode = 'MISSING_OR_NULL_ORIGIN'
/** better-auth's own words for the same refusal of a call with the session cookie, so both read alike. */
const missingOriginMessage = 'Missing or null Origin'

export function memberCredentials(provider: () => Promise<RewardsClubProvider>, { enabled }: { enabled: boolean }) {
  return {
    id: 'member-credentials',
    endpoints: {
      signInMemberCredentials: createAuthEndpoint(
        memberCredentialsPath,
        { method: 'POST', body: MemberCredentialsSchema },
        async (ctx) => {
          if (!enabled) throw new APIError('NOT_FOUND', { message: 'There is no password sign-in here.' })
          const origin = ctx.request?.headers.get('origin')
          if (ctx.request && (!origin || origin === 'null')) throw new APIError('FORBIDDEN', { code: missingOriginCode, message: missingOriginMessage })
          if (origin && origin !== 'null' && !ctx.context.isTrustedOrigin(origin)) throw new APIError('FORBIDDEN', { code: 'INVALID_ORIGIN', message: 'Invalid origin' })
          let member
          try {
            member = await (await provider()).authenticate(ctx.body.username, ctx.body.password)
          } catch (error) {
            logAuthError('CALLBACK_CREDENTIALS_HANDLER_ERROR', 'the credentials check failed', { errorName: (error as Error).name })
            throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Sign-in is unavailable right now' })
          }
          if (!member) throw new APIError('UNAUTHORIZED', { message: 'The user ID or password is not correct', code: invalidCredentialsCode })
          const result = await handleOAuthUserInfo(ctx, {
            userInfo: { id: member.id, email: member.email, emailVerified: true, name: `${member.firstName} ${member.lastName}` },
            account: { providerId: rewardsClubProviderId, accountId: member.id },
            source: { method: 'oauth', oauth: { providerId: rewardsClubProviderId, profile: { sub: member.id } } },
          })
          if (!result.data) {
            // The credentials were right: the failure is the server's, not the member's (§R8).
            logAuthError('CALLBACK_CREDENTIALS_JWT_ERROR', 'no session could be created', { reason: result.error })
            throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Sign-in is unavailable right now', code: sessionNotCreatedCode })
          }
          await setSessionCookie(ctx, { session: result.data.session, user: result.data.user })
          return ctx.json({ userId: result.data.user.id })
        },
      ),
    },
  } satisfies BetterAuthPlugin
}
