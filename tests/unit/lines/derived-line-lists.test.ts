// The lists built from `linesOfBusiness` and `reservationTypes` (issue 39) hold what their hand-written
// versions held, so deriving them changed nothing but who must edit them.
import { describe, expect, it } from 'vitest'
import { mapLines, recordOf } from '@contracts/site/lines-of-business'
import { flagDefaults, flagDescriptions, lineFlags } from '@server/flags/flags'

describe('the line records', () => {
  it('gives every line, in the list order, the value built for it', () => {
    expect(mapLines((line) => line.length)).toEqual({ accommodations: 14, dining: 6, flights: 7, mobility: 8, tours: 5, transport: 9 })
    expect(Object.keys(recordOf(['b', 'a'], (key) => key))).toEqual(['b', 'a'])
  })

  it('names each line flag and describes it as the hand-written list did', () => {
    expect(lineFlags).toEqual({ accommodations: 'line-accommodations', dining: 'line-dining', flights: 'line-flights', mobility: 'line-mobility', tours: 'line-tours', transport: 'line-transport' })
    expect(flagDefaults).toMatchObject({ 'line-accommodations': true, 'line-dining': true, 'line-flights': true, 'line-mobility': true, 'line-tours': true, 'line-transport': true })
    expect(Object.keys(flagDefaults)).toEqual(['labs-rapid', 'uber-marketing-banner', 'tester-app-id-switcher', ...Object.values(lineFlags)])
    expect(flagDescriptions).toMatchObject({ 'line-accommodations': 'The accommodations line of business.', 'line-transport': 'The transport line of business.' })
    expect(Object.keys(flagDescriptions)).toEqual(Object.keys(flagDefaults))
  })
})
