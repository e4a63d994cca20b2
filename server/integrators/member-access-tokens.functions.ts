// Server functions of Developer access on My Profile (safe to import anywhere): the member's own
// personal access tokens through the better-auth endpoints (member-access-tokens.plugin.ts), with the
// member's session from the request. Changes check the Origin, which better-auth does not for `auth.api`.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { APIError } from 'better-auth/api'
import { z } from 'zod'
import { config } from '@server/config/env'
import { getAuth } from '../auth/auth.server'
import { assertSameOrigin } from '../auth/request-guard.server'
import { MemberTokenRequestSchema } from '@contracts/auth/member-access.schema'
import type { MemberTokenView } from './member-access-tokens.plugin'

/** A refusal the page explains (too many tokens, a token already gone), or the created token. */
export type TokenChange<T> = { ok: true; value: T } | { ok: false; message: string }

async function refusalOf<T>(change: () => Promise<T>): Promise<TokenChange<T>> {
  try {
    return { ok: true, value: await change() }
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, message: error.message }
    throw error
  }
}

export const listMyAccessTokens = createServerFn({ method: 'GET' }).handler(async (): Promise<MemberTokenView[]> => {
  const { tokens } = await (await getAuth()).api.listMemberAccessTokens({ headers: getRequest().headers })
  return tokens
})

export const createMyAccessToken = createServerFn({ method: 'POST' })
  .validator((input: unknown) => MemberTokenRequestSchema.parse(input))
  .handler(async ({ data }) => {
    const request = getRequest()
    assertSameOrigin(request, config().PUBLIC_SITE_URL)
    return refusalOf(async () => (await getAuth()).api.createMemberAccessToken({ headers: request.headers, body: data }))
  })

export const revokeMyAccessToken = createServerFn({ method: 'POST' })
  .validator((input: unknown) => z.object({ id: z.string().min(1).max(100) }).parse(input))
  .handler(async ({ data }) => {
    const request = getRequest()
    assertSameOrigin(request, config().PUBLIC_SITE_URL)
    return refusalOf(async () => (await getAuth()).api.revokeMemberAccessToken({ headers: request.headers, body: data }))
  })
