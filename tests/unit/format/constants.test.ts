// SPEC.md §9 defaults (UTC, US, USD, 'Uncategorized') and timing constants.
import { describe, expect, it } from 'vitest'
import * as format from '~/lib/format'

describe('defaults and timings', () => {
  it('are those of SPEC.md §9', () => {
    expect(format.defaultTimeZone).toBe('UTC')
    expect(format.defaultCountry).toBe('US')
    expect(format.defaultCurrency).toBe('USD')
    expect(format.defaultCategory).toBe('Uncategorized')
    expect(format.debounceMs).toBe(5000)
    expect(format.tenMinutesMs).toBe(600_000)
    expect(format.millisecondsPerMinute).toBe(60_000)
    expect(format.minutesPerWeek).toBe(10_080)
    expect(format.minutesPerDay).toBe(1_440)
  })

  it('agree with each other', () => {
    expect(format.minutesPerWeek).toBe(7 * format.minutesPerDay)
    expect(format.tenMinutesMs).toBe(10 * format.millisecondsPerMinute)
  })
})
