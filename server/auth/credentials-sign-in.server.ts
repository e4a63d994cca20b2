// The credentials sign-in as the server function runs it (§R2): the Origin check and the
// per-client limit of 3 attempts per 10 s come first, because better-auth applies neither to
// `auth.api` calls (docs/decisions/011). Kept apart from the server function so tests run it whole.
import { APIError } from 'better-auth/api'
import type { z } from 'zod'
import { sitePathOf } from '../http/redirect-target'
import type { Auth } from './auth.server'
import type { CredentialsInputSchema } from './auth-inputs.server'
import { MemberCredentialsSchema } from '@contracts/auth/member-access.schema'
import { assertSameOrigin, limitSignIn, TooManyRequestsError } from './request-guard.server'

export type FormResult = { ok: true; redirectTo: string } | { ok: false; formError?: string; fieldErrors?: Partial<Record<'username' | 'password', string>> }

export function fieldErrorsOf(error: z.ZodError): FormResult {
  const fieldErrors: Partial<Record<'username' | 'password', string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if ((field === 'username' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = issue.message
  }
  return { ok: false, fieldErrors }
}

export const tooMany = (error: TooManyRequestsError): FormResult => ({ ok: false, formError: `Too many attempts. Please wait ${error.retryAfterSeconds} seconds and try again.` })
export const wrongCredentials: FormResult = { ok: false, formError: 'The user ID or password is not correct.' }
/** The check failed or no session could be made (§R8 CALLBACK_CREDENTIALS_*_ERROR, logged by the plugin): the member may try again later. */
export const signInUnavailable: FormResult = { ok: false, formError: 'Sign-in is unavailable right now. Please try again later.' }

export function createCredentialsSignIn({ auth, siteUrl, appUrl }: { auth: () => Promise<Auth>; siteUrl: string; appUrl: string }) {
  return async function credentialsSignIn(request: Request, data: z.output<typeof CredentialsInputSchema>): Promise<FormResult> {
    assertSameOrigin(request, siteUrl)
    const parsed = MemberCredentialsSchema.safeParse(data)
    if (!parsed.success) return fieldErrorsOf(parsed.error)
    try {
      await limitSignIn(request, 'credentials')
      await (await auth()).api.signInMemberCredentials({ body: parsed.data, headers: request.headers })
    } catch (error) {
      if (error instanceof TooManyRequestsError) return tooMany(error)
      if (error instanceof APIError && error.status === 'UNAUTHORIZED') return wrongCredentials
      if (error instanceof APIError && error.status === 'INTERNAL_SERVER_ERROR') return signInUnavailable
      throw error
    }
    return { ok: true, redirectTo: sitePathOf(data.callbackUrl, appUrl) ?? '/' }
  }
}
