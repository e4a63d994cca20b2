// §R2.23 search results (filter, sort, tags, view modes grid/list/map) kept in the URL; bad values fall back with a notice.
import { describe, expect, it } from 'vitest'
import { missingCriteria, toSearchCriteria } from '~/features/hotel/hotel-criteria'
import { parseHotelSearchParams, validateHotelSearch } from '~/features/hotel/hotel-params'

describe('hotel search params', () => {
  it('parses a complete search from URL strings', () => {
    const { params, adjusted } = parseHotelSearchParams({
      destination: 'New York',
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
      adults: '3',
      rooms: '2',
      children: '4,9',
      sort: 'price-asc',
      view: 'map',
      page: '2',
      stars: '4,5',
      amenities: 'pool,spa',
      freeCancellation: 'true',
    })
    expect(adjusted).toEqual([])
    expect(params).toMatchObject({ destination: 'New York', adults: 3, rooms: 2, children: [4, 9], sort: 'price-asc', view: 'map', page: 2, stars: [4, 5], amenities: ['pool', 'spa'], freeCancellation: true })
  })

  it('replaces each bad value by its default and names it', () => {
    const { params, adjusted } = parseHotelSearchParams({ adults: 'lots', view: 'carousel', page: '-1', stars: '4,9', checkIn: '2027-02-30' })
    expect(params).toMatchObject({ adults: 2, view: 'grid', page: 1, rooms: 1, sort: 'featured' })
    expect(params.stars).toBeUndefined()
    expect(params.checkIn).toBeUndefined()
    expect(adjusted.sort()).toEqual(['adults', 'checkIn', 'page', 'stars', 'view'])
  })

  it('reads the children a form sent without script: one age a child, each "No child" sent empty (issue 43)', () => {
    // As the router decodes `children=4&children=9&children=&children=`: a number each, an empty text each.
    expect(parseHotelSearchParams({ destination: 'Paris', children: [4, 9, '', ''] })).toMatchObject({ params: { children: [4, 9] }, adjusted: [] })
    expect(parseHotelSearchParams({ destination: 'Paris', children: ['', 0, ''] })).toMatchObject({ params: { children: [0] }, adjusted: [] })
    // No child chosen: no children, and nothing to say was replaced.
    const none = parseHotelSearchParams({ destination: 'Paris', children: ['', '', ''] })
    expect(none.params.children).toBeUndefined()
    expect(none.adjusted).toEqual([])
    expect(parseHotelSearchParams({ destination: 'Paris', children: [4, 18, ''] }).adjusted).toEqual(['children'])
  })

  it('says what is missing before a search can run', () => {
    const { params } = parseHotelSearchParams({ checkIn: '2027-03-15', checkOut: '2027-03-12' })
    expect(missingCriteria(params)).toEqual(['a destination', 'a check-out date after the check-in date'])
  })

  it('spreads adults over rooms for the API', () => {
    const { params } = parseHotelSearchParams({ destination: 'Paris', checkIn: '2027-05-01', checkOut: '2027-05-03', adults: '5', rooms: '2', children: '7' })
    expect(toSearchCriteria(params).rooms).toEqual([
      { adults: 3, childAges: [7] },
      { adults: 2, childAges: [] },
    ])
  })

  it('drops a date that is not in the calendar, explicitly, so the address\'s raw value cannot show through (issue 37 item 10)', () => {
    const search = validateHotelSearch({ destination: 'Paris', checkIn: '2027-02-29', checkOut: '2027-03-02' })
    expect(search).toHaveProperty('checkIn', undefined)
    expect(search).toMatchObject({ destination: 'Paris', checkOut: '2027-03-02', adjusted: ['checkIn'] })
    // As the router lays it over the raw search.
    expect({ ...{ checkIn: '2027-02-29' }, ...search }.checkIn).toBeUndefined()
    expect(missingCriteria(search)).toEqual(['a check-in date'])
  })
})
