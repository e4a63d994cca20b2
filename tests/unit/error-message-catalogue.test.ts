// §R8: every error code the system can produce has a message in en-US and en-GB, so the
// site-level banner never falls back to a raw code.
import { describe, expect, it } from 'vitest'
import { errorMessageFor, messageLocales } from '@contracts/messages/error-messages'
import { simulatorErrorStatus } from '@simulator/simulator-error'

/** Codes the BFF, the HTTP transports and the upstream client answer with besides the simulator's. */
const transportCodes = [
  'VALIDATION_ERROR', 'MALFORMED_JSON', 'UNAUTHORIZED', 'CROSS_SITE_REQUEST', 'INTERNAL_ERROR', 'NetworkError', 'NO_RESPONSE',
  'TOO_MANY_REQUESTS', 'PAYLOAD_TOO_LARGE', 'PAGE_NOT_FOUND', 'MESSAGE_NOT_FOUND', 'RESOURCE_NOT_FOUND', 'IMAGE_NOT_FOUND',
  'IMAGE_URL_INVALID', 'IMAGE_WIDTH_INVALID', 'IMAGE_QUALITY_INVALID', 'IMAGE_TYPE_UNSUPPORTED', 'IMAGE_BUSY', 'TOO_MANY_STREAMS', 'DRAFT_SECRET_INVALID',
  'HTTP_400', 'HTTP_404', 'HTTP_405', 'HTTP_413', 'HTTP_415', 'UNSUPPORTED_MEDIA_TYPE', 'CSRF_TOKEN_MISMATCH', 'INVALID_CALLBACK_URL_ERROR',
  'INVALID_MEMBER_CREDENTIALS', 'CALLBACK_CREDENTIALS_HANDLER_ERROR', 'CALLBACK_CREDENTIALS_JWT_ERROR', 'MISSING_NEXTAUTH_API_ROUTE_ERROR',
]

describe('the error message catalogue', () => {
  it('has a message for every code in both locales', () => {
    const codes = [...Object.keys(simulatorErrorStatus), ...transportCodes]
    const missing = messageLocales.flatMap((locale) => codes.filter((code) => !errorMessageFor(code, locale)).map((code) => `${locale}:${code}`))
    expect(missing).toEqual([])
  })

  it('uses British spelling where en-GB differs', () => {
    expect(errorMessageFor('NOT_CANCELLABLE', 'en-GB')).toContain('booking')
    expect(errorMessageFor('NOT_CANCELLABLE', 'en-US')).toContain('reservation')
  })
})
