// Issue 36 item 4: a return that changes airports within a city says so (the result's text and name).
import { describe, expect, it } from 'vitest'
import { airportChangesOf } from '~/features/air/air-airport-changes'

const segment = (from: string, to: string) => ({ from: { code: from }, to: { code: to } })
const itinerary = (...bounds: [string, string][][]) => ({ bounds: bounds.map((legs) => ({ segments: legs.map(([from, to]) => segment(from, to)) })) }) as never

describe('airport changes of a return', () => {
  it('says nothing when the return uses the outbound airports, or there is no return', () => {
    expect(airportChangesOf(itinerary([['JFK', 'LHR']], [['LHR', 'JFK']]))).toEqual([])
    expect(airportChangesOf(itinerary([['JFK', 'LHR']]))).toEqual([])
  })

  it('names a return home to another airport than the one left from', () => {
    expect(airportChangesOf(itinerary([['JFK', 'LHR']], [['LHR', 'EWR']]))).toEqual(['Airport change: you leave from JFK and return to EWR'])
  })

  it('names a return leaving from another airport than the one landed at, connections included', () => {
    expect(airportChangesOf(itinerary([['JFK', 'DUB'], ['DUB', 'LHR']], [['LGW', 'JFK']]))).toEqual(['Airport change: you land at LHR and the return leaves from LGW'])
  })
})
