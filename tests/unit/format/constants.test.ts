// §R9 defaults (UTC, US, USD) and the minutes of a day, as the formats and time pickers use them.
// Constants that §R9 lists but nothing reads yet are not pinned here (docs/decisions/071).
import { describe, expect, it } from 'vitest'
import * as format from '~/lib/format'

describe('defaults and timings in use', () => {
  it('are those of §R9', () => {
    expect(format.defaultTimeZone).toBe('UTC')
    expect(format.defaultCountry).toBe('US')
    expect(format.defaultCurrency).toBe('USD')
    expect(format.minutesPerDay).toBe(24 * 60)
  })
})
