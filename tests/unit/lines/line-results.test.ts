// §R2 search results: filters kept in the address; a ticked value toggles in and out of its list,
// and an emptied list leaves the address rather than staying as an empty parameter.
import { describe, expect, it } from 'vitest'
import { toggled } from '~/features/lines/line-results'

describe('a filter value toggled in the address', () => {
  it('is added to the list, or starts one', () => {
    expect(toggled(['SUV'], 'VAN')).toEqual(['SUV', 'VAN'])
    expect(toggled(undefined, 'SUV')).toEqual(['SUV'])
  })

  it('is taken out when it was in, and an emptied list is dropped', () => {
    expect(toggled(['SUV', 'VAN'], 'SUV')).toEqual(['VAN'])
    expect(toggled([2], 2)).toBeUndefined()
  })
})
