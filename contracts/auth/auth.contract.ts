// The session library's calls under /api/auth (§R7): the session, a CSRF token, the login
// providers, sign-in per provider, the credentials callback and sign-out. The POSTs take the
// form-encoded body a browser form sends (or the same fields as JSON) and are CSRF-checked by
// double submit: the token from /api/auth/csrf must come back beside its cookie. Served by
// server/auth/session-calls.server.ts; described here for that server and the OpenAPI document.
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorsSchema } from '../api/api-error'
import {
  AuthErrorSchema,
  CreatedMemberTokenSchema,
  MemberCredentialsSchema,
  MemberTokenRequestSchema,
  MemberTokensSchema,
  RevokeMemberTokenSchema,
  SignedInMemberSchema,
} from './member-access.schema'

const c = initContract()

export const CsrfTokenSchema = z.object({ csrfToken: z.string() }).meta({ id: 'CsrfToken', examples: [{ csrfToken: 'Yl7iCkHh2hA8bqE0pQ3h2w' }] })
export const RevokedMemberTokenSchema = z.object({ revoked: z.literal(true) }).meta({ id: 'RevokedMemberToken', examples: [{ revoked: true }] })

/** Form fields are text: `json=true` asks for the answer as `{ url }` instead of a redirect. */
const JsonFlagSchema = z
  .enum(['true', 'false'])
  .optional()
  .meta({ description: 'Answer `{ url }` as JSON instead of redirecting there.', example: 'true' })

export const CsrfTokenFieldSchema = z
  .string({ error: 'Send the csrfToken from /api/auth/csrf' })
  .min(1, 'Send the csrfToken from /api/auth/csrf')
  .max(200)
  .meta({ description: 'The token from `GET /api/auth/csrf`, sent with its cookie.', example: 'Yl7iCkHh2hA8bqE0pQ3h2w' })

const CallbackUrlFieldSchema = z
  .string()
  .max(2000)
  .optional()
  .meta({ description: 'Where to go afterwards: an address on this site (another site is refused).', example: '/my-trips/' })

export const SignInBodySchema = z.object({ csrfToken: CsrfTokenFieldSchema, callbackUrl: CallbackUrlFieldSchema, json: JsonFlagSchema })

export const CredentialsCallbackBodySchema = SignInBodySchema.extend({
  username: z.string({ error: 'Enter your user ID' }).trim().min(1, 'Enter your user ID').max(100).meta({ example: 'platinum' }),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200).meta({ example: 'travel-demo' }),
})

export const SignOutBodySchema = z.object({ csrfToken: CsrfTokenFieldSchema, callbackUrl: CallbackUrlFieldSchema, json: JsonFlagSchema })

export const AuthProviderSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['oauth', 'credentials']),
    signinUrl: z.string(),
    callbackUrl: z.string(),
  })
  .meta({ id: 'AuthProvider' })

export const AuthProvidersSchema = z.record(z.string(), AuthProviderSchema).meta({
  id: 'AuthProviders',
  examples: [
    {
      'rewards-club': {
        id: 'rewards-club',
        name: 'Rewards Club',
        type: 'oauth',
        signinUrl: 'https://travel.example.com/api/auth/signin/rewards-club',
        callbackUrl: 'https://travel.example.com/auth/token',
      },
    },
  ],
})
export type AuthProviders = z.infer<typeof AuthProvidersSchema>

/** §R3: an authenticated session holds userId, its expiry, hashedUserId and an error marker when there is one. */
export const MemberSessionSchema = z
  .object({
    userId: z.string(),
    hashedUserId: z.string(),
    clientCustomerId: z.string(),
    expires: z.string(),
    error: z.string().optional(),
  })
  .nullable()
  .meta({
    id: 'MemberSession',
    examples: [{ userId: 'usr_1', hashedUserId: '9f86d081884c7d65…', clientCustomerId: 'CC-100002', expires: '2027-01-17T10:00:00.000Z' }],
  })
export type MemberSession = z.infer<typeof MemberSessionSchema>

export const UrlAnswerSchema = z.object({ url: z.string() }).meta({ id: 'UrlAnswer', examples: [{ url: 'https://travel.example.com/my-trips/' }] })

const form = 'application/x-www-form-urlencoded' as const

// A session form answers `{ url }` or a redirect, or its refusals, written out in each route: a spread of an
// `as const` object turns its numeric keys into strings ("200"), which ts-rest's answer types then never match.
export const authContract = c.router(
  {
    session: {
      method: 'GET',
      path: '/session',
      summary: 'The signed-in member’s session',
      description: 'Who is signed in, the session’s expiry and its error marker (`RefreshAccessTokenError` when the login provider no longer accepts it); `null` without a session.',
      responses: { 200: MemberSessionSchema },
      metadata: { identity: 'caller' },
    },
    csrf: {
      method: 'GET',
      path: '/csrf',
      summary: 'A CSRF token for the sign-in and sign-out forms',
      description: 'Sets the token’s cookie (kept while it is valid) and answers the token, which the sign-in, credentials and sign-out forms send back as `csrfToken`.',
      responses: { 200: CsrfTokenSchema },
    },
    providers: {
      method: 'GET',
      path: '/providers',
      summary: 'The login providers',
      description: 'The rewards-club login provider, and the user ID and password sign-in where the embedded demo provider serves (never beside a real one).',
      responses: { 200: AuthProvidersSchema },
    },
    signIn: {
      method: 'POST',
      path: '/signin/:provider',
      summary: 'Start a sign-in with a provider',
      description:
        'Redirects (or answers `{ url }` with `json=true`) to the provider’s sign-in page, which returns to `/auth/token` and then to `callbackUrl`. An unknown provider, or `credentials`, is sent to its sign-in page.',
      pathParams: z.object({ provider: z.string().max(50).meta({ example: 'rewards-club' }) }),
      contentType: form,
      body: SignInBodySchema,
      responses: { 200: UrlAnswerSchema, 302: c.noBody(), 400: ApiErrorsSchema, 403: ApiErrorsSchema, 415: ApiErrorsSchema, 429: ApiErrorsSchema },
    },
    credentialsCallback: {
      method: 'POST',
      path: '/callback/credentials',
      summary: 'Sign in with a user ID and password',
      description: 'The demo provider’s password sign-in (absent beside a real provider: 404). Sets the session cookie and redirects (or answers `{ url }`) to `callbackUrl`; a wrong password answers 401.',
      contentType: form,
      body: CredentialsCallbackBodySchema,
      responses: { 200: UrlAnswerSchema, 302: c.noBody(), 400: ApiErrorsSchema, 401: ApiErrorsSchema, 403: ApiErrorsSchema, 404: ApiErrorsSchema, 415: ApiErrorsSchema, 429: ApiErrorsSchema },
    },
    signOut: {
      method: 'POST',
      path: '/signout',
      summary: 'Sign out',
      description: 'Ends the session and redirects (or answers `{ url }`) to `callbackUrl`, `/auth/post-logout` otherwise, by way of the login provider’s own sign-out page when it has one.',
      contentType: form,
      body: SignOutBodySchema,
      responses: { 200: UrlAnswerSchema, 302: c.noBody(), 400: ApiErrorsSchema, 403: ApiErrorsSchema, 415: ApiErrorsSchema, 429: ApiErrorsSchema },
      metadata: { identity: 'caller' },
    },
    signInMemberCredentials: {
      method: 'POST',
      path: '/sign-in/member-credentials',
      summary: 'Sign in with a user ID and password, as JSON',
      description:
        'The demo provider’s password sign-in for scripts (absent beside a real provider: 404): sets the session cookie and answers the member’s user id. Send `Origin` with this site’s address, as a browser does.',
      body: MemberCredentialsSchema,
      responses: { 200: SignedInMemberSchema, 400: AuthErrorSchema, 401: AuthErrorSchema, 403: AuthErrorSchema, 404: AuthErrorSchema, 429: AuthErrorSchema },
    },
    createAccessToken: {
      method: 'POST',
      path: '/access-tokens/create',
      summary: 'Create a personal access token',
      description:
        'With the member’s session cookie (a token cannot make tokens) and `Origin` set to this site’s address: answers the token’s secret once. At most 10 live tokens a member (`TOO_MANY_ACCESS_TOKENS`).',
      body: MemberTokenRequestSchema,
      responses: { 200: CreatedMemberTokenSchema, 400: AuthErrorSchema, 401: AuthErrorSchema, 403: AuthErrorSchema },
      metadata: { identity: 'session' },
    },
    listAccessTokens: {
      method: 'GET',
      path: '/access-tokens/list',
      summary: 'The member’s personal access tokens',
      description: 'With the member’s session cookie: every token, live, expired or revoked, without its secret.',
      responses: { 200: MemberTokensSchema, 400: AuthErrorSchema, 401: AuthErrorSchema },
      metadata: { identity: 'session' },
    },
    revokeAccessToken: {
      method: 'POST',
      path: '/access-tokens/revoke',
      summary: 'Revoke a personal access token',
      description: 'With the member’s session cookie and `Origin` set to this site’s address: the token stops working at once (`ACCESS_TOKEN_NOT_FOUND`, 404, when it is not a live token of the member’s).',
      body: RevokeMemberTokenSchema,
      responses: { 200: RevokedMemberTokenSchema, 400: AuthErrorSchema, 401: AuthErrorSchema, 403: AuthErrorSchema, 404: AuthErrorSchema },
      metadata: { identity: 'session' },
    },
  },
  { pathPrefix: '/api/auth', strictStatusCodes: true },
)
