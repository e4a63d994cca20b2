// Issue 41: better-auth's own refusals under /api/auth answer in the API's one envelope, worded as the
// rest of the API words them: a validator's "[body.field] …" becomes a field error without the path in
// its message, a 415 has the one wording, and a bare "Unauthorized" says what to do.
import { describe, expect, it } from 'vitest'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { inErrorEnvelope } from '@server/auth/auth-error-envelope'
import { unsupportedMediaType } from '@server/http/request-body'

const call = { bearer: false, rateLimit: { limit: 10, windowSeconds: 60 } } as never

async function wrapped(status: number, body: unknown) {
  const answer = await inErrorEnvelope(Response.json(body, { status }), call)
  return (await answer.json()) as { errors: { code: string; category: string; message: string; field?: string }[]; code: string; message: string }
}

describe("better-auth's refusals (issue 41)", () => {
  it('name the field of a validator error, without the "[path]" in the message', async () => {
    const tooFew = await wrapped(400, { code: 'VALIDATION_ERROR', message: '[body.expiresInDays] must be at least 1' })
    expect(tooFew.errors).toEqual([{ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: 'Must be at least 1.', field: 'body.expiresInDays' }])
    const unnamed = await wrapped(400, { code: 'VALIDATION_ERROR', message: '[body.name] Name the token after the app that will use it; [body.expiresInDays] must be at least 1' })
    expect(unnamed.errors.map((error) => [error.field, error.message])).toEqual([
      ['body.name', 'Name the token after the app that will use it.'],
      ['body.expiresInDays', 'Must be at least 1.'],
    ])
    expect(unnamed.message).not.toMatch(/\[/)
  })

  it('word a 415 as every other endpoint does, and a bare 401 in plain words', async () => {
    const elsewhere = ((await unsupportedMediaType().json()) as { errors: { message: string; field: string; code: string }[] }).errors[0]!
    const media = await wrapped(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type is not allowed' })
    expect(media.errors[0]).toMatchObject({ code: elsewhere.code, message: elsewhere.message, field: elsewhere.field })
    const bare = await wrapped(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' })
    expect(bare.errors[0]!.message).not.toBe('Unauthorized')
    expect(bare.errors[0]!.message).toMatch(/^Sign in/)
    // A 401 with words of its own (a wrong password) keeps them.
    const wrong = await wrapped(401, { code: 'INVALID_MEMBER_CREDENTIALS', message: 'The user ID or password is not correct' })
    expect(wrong.errors[0]!.message).toBe('The user ID or password is not correct')
    expect(errorMessageFor('HTTP_415', 'en-US')).toBeDefined()
  })

  it('class a token that is not there BUSINESS, as every NOT_FOUND, and a path that names nothing VALIDATION', async () => {
    expect((await wrapped(404, { code: 'ACCESS_TOKEN_NOT_FOUND', message: 'You have no live token with this id.' })).errors[0]!.category).toBe('BUSINESS')
    expect((await wrapped(404, {})).errors[0]).toMatchObject({ code: 'HTTP_404', category: 'VALIDATION' })
  })
})
