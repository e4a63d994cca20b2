// §R2 (mobility results, offer and checkout addresses: all state in the URL), §R3.53 car defaults
// (12:00 PM, driver age), §R5 driver age 18–99, §D7 (bad URL input never breaks a page).
import { describe, expect, it } from 'vitest'
import { carSearchCriteriaOf, carSelectionOf } from '~/features/car/car-criteria'
import { validateCarOfferSearch, validateCarResultsSearch } from '~/features/car/car-params'
import { searchErrorsOf } from '~/features/car/car-results-page'

describe('car results address', () => {
  it('reads the search, filters, sort and page, and drops what is unusable', () => {
    const params = validateCarResultsSearch({ pickUpLocation: ' Paris ', pickUpDate: '2030-06-02', dropOffDate: '2030-06-05', pickUpTime: '25:00', driverAge: '12', classes: 'SUV,COMPACT', transmission: 'AUTOMATIC', sort: 'cheapest', page: '0' })
    expect(params).toMatchObject({ pickUpLocation: 'Paris', pickUpTime: '12:00', dropOffTime: '12:00', driverAge: 30, classes: ['SUV', 'COMPACT'], transmission: 'AUTOMATIC', sort: 'recommended', page: 1 })
    expect(carSearchCriteriaOf(params)).toMatchObject({ pickUpLocation: 'Paris', filters: { classes: ['SUV', 'COMPACT'], transmission: 'AUTOMATIC' }, pageSize: 12 })
    // A list with an unknown class is dropped whole, as the hotel filters are.
    expect(validateCarResultsSearch({ classes: 'SUV,SPACESHIP' }).classes).toBeUndefined()
  })

  it('reads the result view, list unless the address asks for the map (§R2.22 result view modes)', () => {
    expect(validateCarResultsSearch({}).view).toBe('list')
    expect(validateCarResultsSearch({ view: 'map' }).view).toBe('map')
    expect(validateCarResultsSearch({ view: 'grid' }).view).toBe('list')
  })

  it('has no search without a place and both dates', () => {
    expect(carSearchCriteriaOf(validateCarResultsSearch({ pickUpLocation: 'SFO', pickUpDate: '2030-06-02' }))).toBeUndefined()
  })

  it('places supplier codes beside their search field and keeps the rest for a banner (§R8)', () => {
    const { byField, banner } = searchErrorsOf([
      { code: 'E1001019', message: 'Closed at pick-up.', field: 'body.pickUpTime' },
      { code: 'E1001016', message: 'Drop-off before pick-up.', field: 'body.dropOffDate' },
      { code: 'VALIDATION_ERROR', message: 'filters.classes: unknown', field: 'body.filters.classes' },
    ])
    expect(byField).toEqual({ pickUpTime: 'Closed at pick-up.', dropOffDate: 'Drop-off before pick-up.' })
    expect(banner.map((error) => error.code)).toEqual(['VALIDATION_ERROR'])
  })
})

describe('car offer and checkout address', () => {
  it('reads the car, rental and extras', () => {
    const selection = carSelectionOf(validateCarOfferSearch({ offerId: 'paris-cdg-avis-suv', pickUpDate: '2030-06-02', dropOffDate: '2030-06-05', driverAge: '24', extras: 'child-seat:2,gps:1' }))
    expect(selection).toEqual({ offerId: 'paris-cdg-avis-suv', pickUpDate: '2030-06-02', pickUpTime: '12:00', dropOffDate: '2030-06-05', dropOffTime: '12:00', driverAge: 24, extras: [{ id: 'child-seat', quantity: 2 }, { id: 'gps', quantity: 1 }] })
  })

  it('ignores malformed ids and extras', () => {
    expect(carSelectionOf(validateCarOfferSearch({ offerId: 'Bad Id', pickUpDate: '2030-06-02', dropOffDate: '2030-06-05' }))).toBeUndefined()
    expect(carSelectionOf(validateCarOfferSearch({ offerId: 'paris-cdg-avis-suv', pickUpDate: '2030-06-02', dropOffDate: '2030-06-05', extras: 'gps:9' }))?.extras).toEqual([])
  })
})
