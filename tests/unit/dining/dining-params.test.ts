// §R2 dining routes, §R9 count options 1 to 20 and the 30-minute time picker; §D7 bad
// input in the address falls back rather than failing the page.
import { describe, expect, it } from 'vitest'
import { cuisines } from '@contracts/lxp/dining.schema'
import { diningCuisineValues, diningSearchCriteriaOf } from '~/features/dining/dining-criteria'
import { diningSelectionOf, validateDiningLandingSearch, validateDiningOfferSearch, validateDiningResultsSearch } from '~/features/dining/dining-params'

describe('dining addresses', () => {
  it('reads a results address with filters, defaulting time, party, sort and page', () => {
    const params = validateDiningResultsSearch({ destination: ' Paris ', date: '2027-03-12', cuisines: 'FRENCH,ITALIAN', priceLevels: [3, '4'], partners: 'true' })
    expect(params).toEqual({ destination: 'Paris', date: '2027-03-12', time: '19:00', guests: 2, cuisines: ['FRENCH', 'ITALIAN'], priceLevels: [3, 4], partners: true, sort: 'recommended', page: 1 })
    expect(diningSearchCriteriaOf(params)).toMatchObject({ partySize: 2, filters: { cuisines: ['FRENCH', 'ITALIAN'], priceLevels: [3, 4], pointsEligible: true }, pageSize: 12 })
  })

  it('drops what cannot be used: unknown cuisines, price levels, sorts, parties over 20, impossible dates and times', () => {
    const params = validateDiningResultsSearch({ destination: 'Paris', date: '2027-02-30', time: '25:00', guests: '21', cuisines: 'martian food', priceLevels: '9', partners: 'maybe', sort: 'cheapest', page: '0' })
    // The impossible date is named as adjusted, so the form says so beside the date field (issue 37 item 10).
    expect(params).toEqual({ destination: 'Paris', date: undefined, time: '19:00', guests: 2, cuisines: undefined, priceLevels: undefined, partners: undefined, sort: 'recommended', page: 1, adjusted: ['date'] })
    expect(diningSearchCriteriaOf(params)).toBeUndefined()
    // A well-formed code the platform does not know is dropped from the search, not sent.
    const unknown = validateDiningResultsSearch({ destination: 'Paris', date: '2027-03-12', cuisines: 'MARTIAN,THAI' })
    expect(diningSearchCriteriaOf(unknown)?.filters).toEqual({ cuisines: ['THAI'] })
    expect(validateDiningLandingSearch({ destination: 'Tokyo', guests: '30', time: 'late' })).toEqual({ destination: 'Tokyo' })
  })

  it('reads the restaurant and seating of the offer and checkout, the table by default', () => {
    const params = validateDiningOfferSearch({ restaurantId: 'paris-r001', date: '2027-03-12', time: '20:30', guests: 4 })
    expect(diningSelectionOf(params)).toEqual({ restaurantId: 'paris-r001', date: '2027-03-12', time: '20:30', partySize: 4, optionId: 'table' })
    expect(diningSelectionOf(validateDiningOfferSearch({ restaurantId: 'Paris R001', date: '2027-03-12' }))).toBeUndefined()
  })
})

it('knows the same cuisines as the platform', () => {
  expect(diningCuisineValues).toEqual(cuisines)
})
