// §R8: every error code the system can produce has a message in en-US and en-GB, so the
// site-level banner never falls back to a raw code.
import { describe, expect, it } from 'vitest'
import { apiErrorCodes } from '@contracts/api/error-codes'
import { errorMessageFor, messageLocales } from '@contracts/messages/error-messages'
import { simulatorErrorStatus } from '@simulator/simulator-error'

/** Codes of the pages' own transport, besides the API's (the guide's table, contracts/api/error-codes.ts): a call that got no answer, the framework's statuses. */
const pageCodes = ['NO_RESPONSE', 'HTTP_413', 'HTTP_415']

describe('the error message catalogue', () => {
  it('has a message for every code in both locales', () => {
    const codes = [...Object.keys(simulatorErrorStatus), ...apiErrorCodes.filter((code) => code !== 'HTTP_<status>'), ...pageCodes]
    const missing = messageLocales.flatMap((locale) => codes.filter((code) => !errorMessageFor(code, locale)).map((code) => `${locale}:${code}`))
    expect(missing).toEqual([])
  })

  it('uses British spelling where en-GB differs', () => {
    expect(errorMessageFor('NOT_CANCELLABLE', 'en-GB')).toContain('booking')
    expect(errorMessageFor('NOT_CANCELLABLE', 'en-US')).toContain('reservation')
  })
})
