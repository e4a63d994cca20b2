// §R2: the page-error screen has a separate 500 type for failures on our side.
import { describe, expect, it } from 'vitest'
import { failureStatusOf, markFailureStatus, pageErrorTypeForFailure } from '~/features/site-context/failure-status'

describe('the failure status of an error', () => {
  it('is server for a call that answered 5xx, unknown otherwise', () => {
    const failed = new Error('boom')
    markFailureStatus(failed, 503)
    expect(failureStatusOf(failed)).toBe(503)
    expect(pageErrorTypeForFailure(failed)).toBe('server')

    const refused = new Error('no')
    markFailureStatus(refused, 404)
    expect(pageErrorTypeForFailure(refused)).toBe('unknown')
    expect(pageErrorTypeForFailure(new TypeError('x is undefined'))).toBe('unknown')
    expect(pageErrorTypeForFailure(undefined)).toBe('unknown')
  })

  it('keeps the mark out of what the error shows when logged or serialized', () => {
    const failed = new Error('boom')
    markFailureStatus(failed, 500)
    expect(Object.keys(failed)).toEqual([])
  })
})
