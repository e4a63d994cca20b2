// §R9 formats, and issue 16 (main-thread work): the platform's number and date formatting is
// warmed for the visitor's locale in tasks of its own, none of them in the caller's task.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { intlWarmUps, warmIntl } from '~/lib/format/warm-intl'

describe('warmIntl', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('makes a number and a date formatter for the locale, each in a timer of its own and none at once', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat')
    warmIntl('en-GB')
    expect(numberFormat).not.toHaveBeenCalled()
    expect(dateTimeFormat).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(intlWarmUps.length)

    vi.runAllTimers()
    expect(numberFormat).toHaveBeenCalledWith('en-GB')
    expect(dateTimeFormat).toHaveBeenCalledWith('en-GB', { hour: 'numeric' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('each warm-up formats with a formatter the locale supports', () => {
    for (const warmUp of intlWarmUps) expect(warmUp('en-US')).toEqual(expect.any(String))
  })
})
