// Issue 36 item 4: a typed airport code is that airport in every place field, the city only when chosen.
import { describe, expect, it } from 'vitest'
import { rankTypedAirportFirst } from '~/features/lines/typed-airport'

const suggestions = [
  { id: 'city:paris', text: 'Paris', label: 'Paris', group: 'Cities' },
  { id: 'airport:CDG', text: 'CDG', label: 'CDG, Paris', group: 'Airports' },
  { id: 'airport:ORY', text: 'ORY', label: 'ORY, Paris', group: 'Airports' },
]

describe('a typed airport code', () => {
  it('puts that airport first, its group leading, whatever the case typed', () => {
    expect(rankTypedAirportFirst(suggestions, 'ory').map((item) => item.id)).toEqual(['airport:ORY', 'airport:CDG', 'city:paris'])
    expect(rankTypedAirportFirst(suggestions, ' CDG ').map((item) => item.id)).toEqual(['airport:CDG', 'airport:ORY', 'city:paris'])
  })

  it('leaves a city name or an unknown code as the platform ranked it', () => {
    expect(rankTypedAirportFirst(suggestions, 'Par')).toBe(suggestions)
    expect(rankTypedAirportFirst(suggestions, 'LHR')).toBe(suggestions)
  })
})
