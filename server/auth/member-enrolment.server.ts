// After a sign-in at a real login provider, the travel platform is told who signed in, so a member it
// does not know yet is enrolled (the embedded simulator does it as a sandbox would; docs/decisions/060).
// The platform is reached through the upstream module, never by reading better-auth's tables.
import { createAuthMiddleware } from 'better-auth/api'
import { decodeJwt } from 'jose'
import { logger } from '@server/log/logger'
import type { CustomerEnrolment } from '@server/upstream/upstream.server'
import { rewardsClubProviderId } from './provider/provider.server'

export type EnrolMember = (member: CustomerEnrolment) => Promise<unknown>

/** The member's own claims in the (already verified) ID token, when it carries them. */
function nameClaimsOf(idToken: string | null | undefined) {
  try {
    const claims = idToken ? decodeJwt(idToken) : {}
    return {
      givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
      familyName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
    }
  } catch {
    return {}
  }
}

/**
 * What the platform is told: the provider's subject as the customer id (the session resolver uses the
 * same), the names from the ID token's given_name / family_name or else split from `name` (which is
 * all the userinfo answer leaves on the user), and the email.
 */
export function enrolmentOf(user: { name: string; email: string }, account: { accountId: string; idToken?: string | null }): CustomerEnrolment {
  const { givenName, familyName } = nameClaimsOf(account.idToken)
  const [first = '', ...rest] = user.name.trim().split(/\s+/)
  return {
    customerId: account.accountId,
    // A provider that gives no name at all still greets the member by something of theirs.
    firstName: givenName ?? (first || user.email.split('@')[0] || ''),
    lastName: familyName ?? rest.join(' '),
    email: user.email,
  }
}

/**
 * better-auth's after-hook for the provider callback: on every sign-in (enrolment is idempotent, so a
 * first attempt that failed is made again next time). A failure is logged and never fails the sign-in:
 * the profile then shows as unavailable, with a retry.
 */
export function enrolOnSignIn(enrol: EnrolMember) {
  return createAuthMiddleware(async (ctx) => {
    if (!ctx.path.startsWith('/callback/')) return
    const signedIn = ctx.context.newSession
    if (!signedIn) return
    const accounts = await ctx.context.internalAdapter.findAccounts(signedIn.user.id)
    const account = accounts.find((entry) => entry.providerId === rewardsClubProviderId)
    if (!account) return
    try {
      await enrol(enrolmentOf(signedIn.user, account))
    } catch (error) {
      logger.warn({ area: 'auth', errorName: (error as Error).name }, 'the travel platform could not enrol a member on sign-in')
    }
  })
}
