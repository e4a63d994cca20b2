// §R2 routes with search params: URL values are read without throwing; unusable values are undefined.
import { describe, expect, it } from 'vitest'
import { refusedFilters } from '~/features/hotel/hotel-criteria'
import { oneOf, optionalFlag, optionalInteger, optionalIsoDate, optionalList, optionalNumber, optionalText } from '~/lib/search-params'

describe('search param readers', () => {
  it('read text within a length', () => {
    expect(optionalText('abc', 3)).toBe('abc')
    expect(optionalText('abcd', 3)).toBeUndefined()
    expect(optionalText('', 3)).toBeUndefined()
    expect(optionalText(5, 3)).toBeUndefined()
  })

  it('read whole numbers and numbers within bounds', () => {
    expect(optionalInteger('7', 1, 9)).toBe(7)
    expect(optionalInteger(7, 1, 9)).toBe(7)
    expect(optionalInteger('7.5', 1, 9)).toBeUndefined()
    expect(optionalInteger('10', 1, 9)).toBeUndefined()
    expect(optionalNumber('4.5', 1, 5)).toBe(4.5)
    expect(optionalNumber('abc', 1, 5)).toBeUndefined()
  })

  it('read only calendar dates that exist', () => {
    expect(optionalIsoDate('2028-02-29')).toBe('2028-02-29')
    expect(optionalIsoDate('2027-02-29')).toBeUndefined()
    expect(optionalIsoDate('2027-2-1')).toBeUndefined()
  })

  it('read choices, lists and flags', () => {
    expect(oneOf('map', ['grid', 'map'] as const)).toBe('map')
    expect(oneOf('globe', ['grid', 'map'] as const)).toBeUndefined()
    expect(optionalList('1,2', (value) => optionalInteger(value, 1, 5))).toEqual([1, 2])
    expect(optionalList('1,9', (value) => optionalInteger(value, 1, 5))).toBeUndefined()
    expect(optionalFlag('true')).toBe(true)
    expect(optionalFlag('false')).toBeUndefined()
    expect(optionalFlag('yes')).toBeNull()
  })
})

describe('refusedFilters (§R2: a bad value in the address falls back with a notice)', () => {
  it('names the filters the platform refused, and nothing when another part was refused', () => {
    expect(refusedFilters([{ field: 'body.filters.amenities.0' }, { field: 'body.filters.chains.1' }])).toEqual(['amenities', 'chains'])
    expect(refusedFilters([{ field: 'body.filters.amenities.0' }, { field: 'body.checkIn' }])).toBeUndefined()
    expect(refusedFilters([])).toBeUndefined()
  })
})
