// Input schemas of the auth server functions. Kept apart so that only the server loads zod: pages
// import the server functions, whose client stubs must stay small.
import { z } from 'zod'

export const CallbackSchema = z.object({ callbackUrl: z.string().max(2000).optional() })

export const AuthorizeParamsSchema = z.object({
  client_id: z.string().max(200).default(''),
  redirect_uri: z.string().max(2000).default(''),
  response_type: z.string().max(50).default(''),
  scope: z.string().max(500).default(''),
  state: z.string().max(2000).default(''),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
  nonce: z.string().max(500).optional(),
})
export type AuthorizeParams = z.infer<typeof AuthorizeParamsSchema>

export const CredentialsInputSchema = z.object({ username: z.string(), password: z.string() }).extend(CallbackSchema.shape)

export const RewardsClubSignInInputSchema = z.object({ username: z.string(), password: z.string(), params: AuthorizeParamsSchema })
