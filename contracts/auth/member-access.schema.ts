// What the session library's own endpoints under /api/auth take and answer beyond the browser's forms
// (docs/decisions/069, 127): the demo provider's password sign-in and a member's personal access
// tokens. Served by better-auth plugins (server/auth/member-credentials.plugin.ts,
// server/integrators/member-access-tokens.plugin.ts); described here for them and the OpenAPI document.
import { z } from 'zod'
import { ApiErrorsSchema } from '../api/api-error'

export const MemberCredentialsSchema = z
  .object({
    username: z.string().trim().min(1, 'Enter your user ID').max(100).meta({ example: 'gold' }),
    password: z.string().min(1, 'Enter your password').max(200).meta({ example: 'travel-demo' }),
  })
  .meta({ id: 'MemberCredentials' })

export const SignedInMemberSchema = z.object({ userId: z.string() }).meta({ id: 'SignedInMember', examples: [{ userId: 'usr_1' }] })

/** A member's token lives 90 days unless they choose otherwise (at most a year); a partner key until revoked. */
export const memberTokenDays = { default: 90, max: 365 }

export const MemberTokenRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the token after the app that will use it').max(80, 'Use at most 80 characters').meta({ example: 'my booking tool' }),
    expiresInDays: z.number().int().min(1).max(memberTokenDays.max).default(memberTokenDays.default).meta({ example: 30 }),
  })
  .meta({ id: 'MemberTokenRequest' })

const tokenViewFields = {
  state: z.enum(['live', 'expired', 'revoked']),
  id: z.string(),
  name: z.string(),
  start: z.string().describe('The first characters of the secret, to tell tokens apart'),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
}
const tokenViewExample = {
  state: 'live',
  id: 'cred_1',
  name: 'my booking tool',
  start: 'rtm_Yl7i',
  createdAt: '2027-01-10T09:00:00.000Z',
  expiresAt: '2027-02-09T09:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
} as const

export const MemberTokenSchema = z.object(tokenViewFields).meta({ id: 'MemberToken', examples: [tokenViewExample] })

export const CreatedMemberTokenSchema = z
  .object({ token: z.string().describe('The secret (`rtm_…`): shown this once, send it as `Authorization: Bearer …`'), ...tokenViewFields })
  .meta({ id: 'CreatedMemberToken', examples: [{ token: 'rtm_Yl7iCkHh2hA8bqE0pQ3h2wYl7iCkHh2hA8bqE0pQ3', ...tokenViewExample }] })

export const MemberTokensSchema = z.object({ tokens: z.array(MemberTokenSchema) }).meta({ id: 'MemberTokens', examples: [{ tokens: [tokenViewExample] }] })

export const RevokeMemberTokenSchema = z.object({ id: z.string().min(1).max(100).meta({ example: 'cred_1' }) }).meta({ id: 'RevokeMemberToken' })

/**
 * The session library's refusals, in the API's one envelope (server/auth/auth-error-envelope.ts); its own
 * `code` and `message` stay at the top as well, where better-auth's client reads them.
 */
export const AuthErrorSchema = ApiErrorsSchema.extend({
  code: z.string().optional().describe('The first error’s code, for better-auth’s own client'),
  message: z.string().optional().describe('The first error’s message, for better-auth’s own client'),
}).meta({ id: 'AuthError', examples: [{ errors: [{ code: 'UNAUTHORIZED', category: 'SECURITY', message: 'Unauthorized' }], code: 'UNAUTHORIZED', message: 'Unauthorized' }] })
