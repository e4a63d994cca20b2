// §D1.4 (simulator) and issue 16 (memory): a catalogue read keeps its rows exactly as stored while
// sharing repeated texts (docs/decisions/103).
import { describe, expect, it } from 'vitest'
import { withSharedStrings } from '@simulator/catalogue/shared-strings'

describe('withSharedStrings', () => {
  it('keeps every row as it was read: nested objects, arrays, numbers, booleans and nulls', () => {
    const read = () => [
      { id: 'paris-001', hours: [{ weekday: 1, open: '19:00', close: '23:30', label: null }], reviews: ['Very good', 'Very good'], score: 8.4, open: true },
      { id: 'paris-002', hours: [{ weekday: 1, open: '19:00', close: '23:30', label: 'late' }], reviews: [], score: 0, open: false },
    ]
    expect(withSharedStrings(read())).toEqual(read())
  })

  it('returns the rows it was given, changed in place', () => {
    const rows = [{ tags: ['a', 'a'] }]
    expect(withSharedStrings(rows)[0]).toBe(rows[0])
  })
})
