// §R2 search results "filter, sort and tags" and result view "map" for car rental: each active
// filter is a tag that removes only itself; the map has one marker per rental location with its
// lowest daily price.
import { describe, expect, it } from 'vitest'
import type { CarOfferSummary, CarSearchResult } from '@contracts/lxp/car.schema'
import { validateCarResultsSearch } from '~/features/car/car-params'
import { carFilterTags, carLocationListId, rentalLocationMarkers } from '~/features/car/car-results-view'
import { carDayPrice } from '~/features/car/car-format'

const facets = {
  classes: [
    { value: 'SUV', label: 'SUV', count: 3 },
    { value: 'FULLSIZE', label: 'Full-size', count: 2 },
  ],
  suppliers: [{ value: 'hertz', label: 'Hertz', count: 4 }],
  transmission: [{ value: 'AUTOMATIC', label: 'Automatic', count: 5 }],
  fuel: [],
  locationKinds: [],
} satisfies CarSearchResult['facets']

describe('carFilterTags', () => {
  it('labels each active filter from the facets and removes only that value, back on page 1', () => {
    const search = validateCarResultsSearch({ pickUpLocation: 'Paris', classes: 'SUV,FULLSIZE', suppliers: 'hertz', transmission: 'AUTOMATIC', page: '3' })
    const tags = carFilterTags(search, facets)
    expect(tags.map((tag) => tag.label)).toEqual(['SUV', 'Full-size', 'Hertz', 'Automatic transmission'])
    expect(tags[0]!.remove).toEqual({ classes: ['FULLSIZE'], page: 1 })
    expect(tags[2]!.remove).toEqual({ suppliers: undefined, page: 1 })
    expect(tags[3]!.remove).toEqual({ transmission: undefined, page: 1 })
  })

  it('has no tags without filters', () => {
    expect(carFilterTags(validateCarResultsSearch({ pickUpLocation: 'Paris' }), facets)).toEqual([])
  })
})

describe('rentalLocationMarkers', () => {
  const offer = (offerId: string, locationId: string, total: number, days: number) =>
    ({
      offerId,
      pickUpLocation: { id: locationId, kind: 'CITY', name: locationId === 'paris-cdg' ? 'Charles de Gaulle (CDG)' : 'Paris Downtown', iata: null, latitude: locationId === 'paris-cdg' ? 49.0097 : 48.86, longitude: 2.35 },
      total: { amount: total, currency: 'USD' },
      days,
    }) as unknown as CarOfferSummary

  it('gives each pick-up location one marker with its number of cars and lowest daily price, in list order', () => {
    const markers = rentalLocationMarkers([offer('a', 'paris-downtown', 8_200, 2), offer('b', 'paris-cdg', 5_000, 1), offer('c', 'paris-downtown', 6_400, 2)])
    expect(markers).toEqual([
      { id: 'paris-downtown', latitude: 48.86, longitude: 2.35, amount: 3_200, label: '$32.00', name: 'Paris Downtown: 2 cars from $32.00 a day' },
      { id: 'paris-cdg', latitude: 49.0097, longitude: 2.35, amount: 5_000, label: '$50.00', name: 'Charles de Gaulle (CDG): 1 car from $50.00 a day' },
    ])
    expect(carLocationListId('paris-cdg')).toBe('cars-at-paris-cdg')
  })

  // Issue 36: three days for $188.00 is "$62.67 a day on average" on the card, so the pin says $62.67, not "$63".
  it("states the card's price of a day, to the cent", () => {
    const [marker] = rentalLocationMarkers([offer('a', 'paris-cdg', 18_800, 3)])
    expect(carDayPrice(18_800, 3)).toEqual({ amount: 6_267, exact: false })
    expect([marker?.label, marker?.name]).toEqual(['$62.67', 'Charles de Gaulle (CDG): 1 car from $62.67 a day'])
  })
})
