// Server functions the sign-in, session and member pages use (safe to import anywhere). Each one
// that changes state checks the Origin and, for sign-ins, the per-client rate limit, because
// better-auth applies neither to `auth.api` calls.
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { APIError } from 'better-auth/api'
import type { MemberSession } from '@contracts/auth/auth.contract'
import type { CustomerProfile } from '@contracts/lxp/customer-profile.schema'
import { config } from '@server/config/env'
import { logger } from '@server/log/logger'
import { expectOk } from '@server/upstream/lxp-client.server'
import { lxpClient } from '@server/upstream/upstream.server'
import { currentUpstreamContext } from '@server/upstream/upstream-context.server'
import { sitePathOf } from '../http/redirect-target'
import { getAuth, postLogoutPath } from './auth.server'
import { AuthorizeParamsSchema, CallbackSchema, CredentialsInputSchema, RewardsClubSignInInputSchema, type AuthorizeParams } from './auth-inputs.server'
import { MemberCredentialsSchema } from '@contracts/auth/member-access.schema'
import { usesEmbeddedProvider } from './login-provider'
import { providerLogoutUrlOf, signOutBody } from './provider-logout'
import { demoMembers, demoPassword } from './provider/demo-members'
import { appUrlOf, embeddedRewardsClubProvider } from './provider/provider.server'
import { assertSameOrigin, limitProviderSignIn, TooManyRequestsError } from './request-guard.server'
import { customerProfiles } from './profile-cache.server'
import { memberSummaryOf } from './member-summary'
import { renewSession, requireMember, sessionOf } from './session.server'
import { noteStaleSessionCookie } from './stale-session.server'
import { createCredentialsSignIn, fieldErrorsOf, tooMany, wrongCredentials, type FormResult } from './credentials-sign-in.server'

export type { FormResult } from './credentials-sign-in.server'

export type AuthSession =
  | {
      status: 'authenticated'
      /** `error` is the session's error marker (§R3); 'RefreshAccessTokenError' leads to the error route. */
      data: NonNullable<MemberSession>
    }
  | { status: 'unauthenticated'; data: null }

async function currentSession(): Promise<AuthSession> {
  const request = getRequest()
  const data = await sessionOf(request)
  if (!data) {
    noteStaleSessionCookie(request)
    return { status: 'unauthenticated', data: null }
  }
  return { status: 'authenticated', data }
}

/** The signed-in member's session as the browser may see it (§R3 auth status). */
export const getAuthSession = createServerFn({ method: 'GET' }).handler(currentSession)

/**
 * "Stay signed in" (§R4) and the browser's activity: the server's idle limit starts again,
 * within the session's lifetime (decision 109); answers the session as it now is.
 */
export const refreshAuthSession = createServerFn({ method: 'POST' }).handler(async () => {
  const request = getRequest()
  assertSameOrigin(request, config().PUBLIC_SITE_URL)
  await renewSession(request)
  return currentSession()
})

function returnPath(callbackUrl: string | undefined, fallback: string) {
  return sitePathOf(callbackUrl, appUrlOf(config())) ?? fallback
}

/** The credentials sign-in page exists with the embedded stand-in only; beside a real provider it is a 404. */
export const checkCredentialsSignIn = createServerFn({ method: 'GET' }).handler(() => {
  if (!usesEmbeddedProvider(config())) throw notFound()
  return null
})

/** The credentials sign-in for development and tests (§R2), with the embedded stand-in only. */
export const signInWithCredentials = createServerFn({ method: 'POST' })
  .validator((input: unknown) => CredentialsInputSchema.parse(input))
  .handler(({ data }): Promise<FormResult> => {
    if (!usesEmbeddedProvider(config())) throw notFound()
    const credentialsSignIn = createCredentialsSignIn({ auth: getAuth, siteUrl: config().PUBLIC_SITE_URL, appUrl: appUrlOf(config()) })
    return credentialsSignIn(getRequest(), data)
  })

export type { AuthorizeParams } from './auth-inputs.server'

function authorizeRequestOf(params: AuthorizeParams) {
  return {
    clientId: params.client_id,
    redirectUri: params.redirect_uri,
    responseType: params.response_type,
    scope: params.scope,
    state: params.state,
    codeChallenge: params.code_challenge,
    codeChallengeMethod: params.code_challenge_method,
    nonce: params.nonce,
  }
}

/** The stand-in, or the 404 of a site whose members sign in at a real provider (docs/decisions/060). */
async function embeddedProviderOrNotFound() {
  const provider = await embeddedRewardsClubProvider()
  if (!provider) throw notFound()
  return provider
}

/**
 * What the rewards-club sign-in page shows: why the request it received cannot be honoured, if so, and the demo
 * members a traveller may try with their password, from the server (the provider's module stays out of the page's
 * client bundle; issue 36).
 */
export const checkRewardsClubRequest = createServerFn({ method: 'GET' })
  .validator((input: unknown) => AuthorizeParamsSchema.parse(input ?? {}))
  .handler(async ({ data }) => ({
    requestError: (await embeddedProviderOrNotFound()).validateAuthorizeRequest(authorizeRequestOf(data)) ?? null,
    demo: { usernames: demoMembers.slice(0, 3).map((member) => member.username), password: demoPassword },
  }))

/** The rewards-club sign-in form: checks the member and sends the browser back with a code. */
export const submitRewardsClubSignIn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => RewardsClubSignInInputSchema.parse(input))
  .handler(async ({ data }): Promise<FormResult> => {
    const request = getRequest()
    assertSameOrigin(request, config().PUBLIC_SITE_URL)
    const provider = await embeddedProviderOrNotFound()
    const authorize = authorizeRequestOf(data.params)
    const requestError = provider.validateAuthorizeRequest(authorize)
    if (requestError) return { ok: false, formError: requestError }
    const parsed = MemberCredentialsSchema.safeParse(data)
    if (!parsed.success) return fieldErrorsOf(parsed.error)
    try {
      await limitProviderSignIn(request, parsed.data.username)
    } catch (error) {
      if (error instanceof TooManyRequestsError) return tooMany(error)
      throw error
    }
    const member = await provider.authenticate(parsed.data.username, parsed.data.password)
    if (!member) return wrongCredentials
    return { ok: true, redirectTo: await provider.issueCode(member.id, authorize) }
  })

/**
 * Sign-out (§R4): revokes the session; the page then clears session storage and follows
 * `providerLogoutUrl` when the login provider has a session of its own to end (RP-initiated logout,
 * which comes back to /auth/post-logout and on to `redirectTo`), else `redirectTo`.
 */
export const signOutMember = createServerFn({ method: 'POST' })
  .validator((input: unknown) => CallbackSchema.parse(input ?? {}))
  .handler(async ({ data }): Promise<{ redirectTo: string; providerLogoutUrl?: string }> => {
    const request = getRequest()
    assertSameOrigin(request, config().PUBLIC_SITE_URL)
    const redirectTo = returnPath(data.callbackUrl, postLogoutPath)
    let providerLogoutUrl: string | undefined
    try {
      providerLogoutUrl = providerLogoutUrlOf(await (await getAuth()).api.signOut({ headers: request.headers, body: signOutBody(redirectTo) }))
    } catch (error) {
      // Without a session there is nothing to revoke; the browser still signs out.
      if (!(error instanceof APIError)) throw error
    }
    return { redirectTo, ...(providerLogoutUrl ? { providerLogoutUrl } : {}) }
  })

/**
 * GET /customer/profile (§R3, §R7) for the signed-in member, asked of the travel platform through
 * the upstream client like every other lxp call (the simulator's customer service when embedded).
 * A failure is thrown, so the page's query retries it (§R6). A profile is kept between page views
 * (profile-cache.server.ts, docs/decisions/158).
 */
export const getCustomerProfile = createServerFn({ method: 'GET' }).handler(() => customerProfile())

/** The signed-in member's summary (MemberSummary), from the same kept profile; a failure is thrown, as the profile's is (§R6). */
export const getMemberSummary = createServerFn({ method: 'GET' }).handler(async () => memberSummaryOf(await customerProfile()))

async function customerProfile(): Promise<CustomerProfile> {
  const member = await requireMember(getRequest())
  const load = async () => expectOk(await lxpClient({ customerId: member.clientCustomerId }).customer.profile())
  // A test's scenario, environment or sandbox namespace asks the platform for an answer of its own, never a kept one.
  const context = currentUpstreamContext()
  const ownAnswer = context?.scenario || context?.environment || context?.sandboxNamespace
  try {
    return await (ownAnswer ? load() : customerProfiles.profileOf({ customerId: member.clientCustomerId, userId: member.userId }, load))
  } catch (error) {
    logger.warn({ area: 'auth', errorName: (error as Error).name, clientCustomerId: member.clientCustomerId }, 'customer profile unavailable')
    throw error
  }
}
