// §R7 GET /api/messages/errors/{code}/{locale} and §R8: untranslated codes are looked up; JSON or
// plain text answers; a parse failure returns the raw text and is logged; otherwise the original.
import { describe, expect, it, vi } from 'vitest'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { lookupErrorMessage } from '~/lib/error-message'

const answer = (body: string, contentType: string, status = 200) => vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })) as unknown as typeof fetch
const error = { code: 'E1001019', message: 'E1001019' }

describe('lookupErrorMessage', () => {
  it('shows the fetched JSON message, asking by code and locale', async () => {
    const fetcher = answer(JSON.stringify({ message: 'Closed then.' }), 'application/json')
    expect(await lookupErrorMessage(error, 'en-GB', { fetcher, basePath: '/travel/' })).toBe('Closed then.')
    expect(fetcher).toHaveBeenCalledWith('/travel/api/messages/errors/E1001019/en-GB')
  })

  it('takes a plain-text answer as the message', async () => {
    expect(await lookupErrorMessage(error, 'en-US', { fetcher: answer('Closed then.', 'text/plain'), basePath: '/' })).toBe('Closed then.')
  })

  it('returns the raw text and logs when the JSON does not parse', async () => {
    const log = vi.fn()
    expect(await lookupErrorMessage(error, 'en-US', { fetcher: answer('{oops', 'application/json'), basePath: '/', log })).toBe('{oops')
    expect(log).toHaveBeenCalledOnce()
  })

  it('keeps the original message when the lookup fails', async () => {
    expect(await lookupErrorMessage(error, 'en-US', { fetcher: answer('', 'application/json', 404), basePath: '/' })).toBe('E1001019')
    const offline = vi.fn(async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch
    expect(await lookupErrorMessage(error, 'en-US', { fetcher: offline, basePath: '/' })).toBe('E1001019')
  })
})

describe('errorMessageFor', () => {
  it('knows every §R8 supplier code in both locales, with British wording where it differs', () => {
    for (const code of ['E1001019', 'E1001032', 'E1001016', 'E1001018', 'E1002080', 'E0000023']) {
      expect(errorMessageFor(code, 'en-US')).toBeTruthy()
      expect(errorMessageFor(code, 'en-GB')).toBeTruthy()
    }
    expect(errorMessageFor('NOT_CANCELLABLE', 'en-GB')).toMatch(/booking/)
    expect(errorMessageFor('toString', 'en-US')).toBeUndefined()
  })
})
