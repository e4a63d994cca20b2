// §R2 tours and transport addresses (results with filters, sort and page; offer; checkout: all
// state in the URL), §R9 count options 1 to 20 and passenger maxima (children 8), §D7 (bad URL
// input never breaks a page); issue 19: tours take children with ages (docs/decisions/098).
import { describe, expect, it } from 'vitest'
import { activityOfferQueryOf, activitySearchCriteriaOf, activitySelectionOf } from '~/features/activity/activity-criteria'
import { validateActivityOfferSearch, validateActivityResultsSearch } from '~/features/activity/activity-params'
import { searchErrorsOf } from '~/features/activity/activity-results-page'
import { partySummary } from '~/features/activity/activity-format'
import { tourSearchFields, transportSearchFields } from '~/features/activity/activity-line-search'
import { validateLineSearch } from '~/features/lines/line-search'

describe('tours and transport results address', () => {
  it('reads a tour search with filters, sort and page, and bad values fall back', () => {
    const params = validateActivityResultsSearch('tour')({ destination: ' Rome ', startDate: '2030-05-03', endDate: '2030-05-01', travelers: '42', categories: 'FOOD_AND_DRINK,CLASSES', durations: 'HALF_DAY', priceMax: '5000', freeCancellation: 'true', sort: 'cheapest', page: '0' })
    expect(params).toMatchObject({ destination: 'Rome', adults: 2, categories: ['FOOD_AND_DRINK', 'CLASSES'], durations: ['HALF_DAY'], priceMax: 5000, freeCancellation: true, sort: 'recommended', page: 1 })
    // A last day before the first is left out rather than sent.
    expect(activitySearchCriteriaOf('tour', params)).toEqual({
      kind: 'tour',
      destination: 'Rome',
      startDate: '2030-05-03',
      travelers: 2,
      filters: { categories: ['FOOD_AND_DRINK', 'CLASSES'], durations: ['HALF_DAY'], priceMax: 5000, freeCancellation: true },
      sort: 'recommended',
      page: 1,
      pageSize: 10,
    })
    // A transport category is not a tour category: the list is dropped whole.
    expect(validateActivityResultsSearch('tour')({ categories: 'PRIVATE' }).categories).toBeUndefined()
    expect(validateActivityResultsSearch('tour')({ freeCancellation: 'maybe' }).freeCancellation).toBeUndefined()
  })

  it('reads a transport search with the 12:00 default, and has none without both ends and a date', () => {
    const params = validateActivityResultsSearch('transport')({ origin: 'CDG', destination: 'Paris', date: '2030-05-03', time: '7pm', passengers: '3', categories: 'PRIVATE' })
    expect(activitySearchCriteriaOf('transport', params)).toMatchObject({ kind: 'transport', origin: 'CDG', destination: 'Paris', time: '12:00', passengers: 3, filters: { categories: ['PRIVATE'] } })
    expect(activitySearchCriteriaOf('transport', validateActivityResultsSearch('transport')({ origin: 'CDG', date: '2030-05-03' }))).toBeUndefined()
    expect(activitySearchCriteriaOf('tour', validateActivityResultsSearch('tour')({ destination: 'Rome' }))).toBeUndefined()
  })

  it('places the platform’s refusals beside their search field and keeps the rest for a banner', () => {
    const { byField, banner } = searchErrorsOf('transport', [
      { code: 'INVALID_CRITERIA', message: 'Transfers run within one destination.', field: 'body.destination' },
      { code: 'INVALID_DATES', message: 'This date has passed.', field: 'body.date' },
      { code: 'VALIDATION_ERROR', message: 'filters.categories: unknown', field: 'body.filters.categories' },
    ])
    expect(byField).toEqual({ destination: 'Transfers run within one destination.', date: 'This date has passed.' })
    expect(banner.map((error) => error.code)).toEqual(['VALIDATION_ERROR'])
  })

  it('checks the search form before asking the platform', () => {
    expect(validateLineSearch(tourSearchFields(), { destination: '', startDate: '2030-05-03', endDate: '2030-05-01', adults: '2', childAges: '4' }, '2030-01-01')).toEqual({ destination: 'Enter a city or a place to visit.', endDate: 'The last day must be on or after the first.' })
    expect(validateLineSearch(transportSearchFields(), { origin: 'CDG', destination: 'Paris', date: '2029-12-31', time: '12:00', passengers: '1' }, '2030-01-01')).toEqual({ date: 'The date cannot be in the past.' })
  })
})

describe('a tour party of adults and children with ages', () => {
  const read = validateActivityResultsSearch('tour')

  it('keeps adults and the children\'s ages (one comma-separated text) in the results address, and asks the platform for everyone', () => {
    const params = read({ destination: 'Rome', startDate: '2030-05-03', adults: '2', childAges: '4,9' })
    expect(params).toMatchObject({ adults: 2, childAges: '4,9' })
    expect(activitySearchCriteriaOf('tour', params)).toMatchObject({ travelers: 4, childAges: [4, 9] })
    // The router hands a lone age over as a number.
    expect(read({ adults: 1, childAges: 4 })).toMatchObject({ adults: 1, childAges: '4' })
    expect(activitySearchCriteriaOf('tour', read({ destination: 'Rome', startDate: '2030-05-03' }))).toMatchObject({ travelers: 2 })
    expect(activitySearchCriteriaOf('tour', read({ destination: 'Rome', startDate: '2030-05-03' }))).not.toHaveProperty('childAges')
  })

  it('drops unusable ages whole, reads an older address\'s travelers as everyone, and never passes 20', () => {
    for (const childAges of ['18', '4,x', '-1', '1,2,3,4,5,6,7,8,9']) expect(read({ adults: '2', childAges }).childAges, childAges).toBeUndefined()
    expect(read({ travelers: '3' })).toMatchObject({ adults: 3 })
    expect(read({ travelers: '3', childAges: '4' })).toMatchObject({ adults: 2, childAges: '4' })
    expect(read({ adults: '20', childAges: '4,9' })).toMatchObject({ adults: 18 })
  })

  it('never assumes a child\'s age (issue 36): a blank age in the address asks for it, the form read without script sends only chosen ages', () => {
    // An address with a child whose age is blank searches nothing: the page asks for the age beside its field.
    const blank = read({ destination: 'Rome', startDate: '2030-05-03', adults: '2', childAges: '4,' })
    expect(blank).toMatchObject({ adults: 2, childAges: '4,?', adjusted: ['childAges'] })
    expect(activitySearchCriteriaOf('tour', blank)).toBeUndefined()
    expect(read({ childAges: ',' })).toMatchObject({ childAges: '?,?', adjusted: ['childAges'] })
    expect(read({ childAges: '4,9' }).adjusted).toBeUndefined()
    // Without script: one age field a child up to the most, "No child" (blank) until chosen.
    expect(read({ adults: '2', childAges: ['4', '', '9', ''] })).toMatchObject({ childAges: '4,9' })
    expect(read({ childAges: ['', ''] }).childAges).toBeUndefined()
    // The form refuses a search with a child on "Choose an age" (`?` in its values), one child alone too.
    for (const childAges of ['?', '4,?'])
      expect(validateLineSearch(tourSearchFields(), { destination: 'Rome', startDate: '2030-05-03', adults: '2', childAges }, '2030-01-01'), childAges).toEqual({ childAges: 'Choose this child\'s age' })
  })

  it('carries the ages to the offer as text and to checkout as numbers, keeping room for an adult', () => {
    const offer = validateActivityOfferSearch({ activityId: 'rome-tour-food-tasting', date: '2030-05-03', travelers: '3', childAges: '4', optionId: 'group', time: '11:00' })
    expect(activityOfferQueryOf(offer)).toEqual({ activityId: 'rome-tour-food-tasting', date: '2030-05-03', travelers: 3, childAges: '4', time: '11:00' })
    expect(activitySelectionOf(offer)).toMatchObject({ travelers: 3, childAges: [4] })
    expect(validateActivityOfferSearch({ travelers: '2', childAges: '4,9' })).toMatchObject({ travelers: 2, childAges: '4' })
  })

  it('reads the change of date and party sent without script: the adults and one age field a child, blanks left out (issue 36)', () => {
    expect(validateActivityOfferSearch({ activityId: 'rome-tour-cooking-class', date: '2030-05-03', adults: '2', childAges: ['4', '', ''] })).toMatchObject({ travelers: 3, childAges: '4' })
    expect(validateActivityOfferSearch({ adults: '2', childAges: ['', ''] })).toMatchObject({ travelers: 2 })
  })

  it('says the party in words: adults and children, with their ages where asked; a transfer\'s passengers as one count', () => {
    expect(partySummary('tour', 3, [4])).toBe('2 adults, 1 child')
    expect(partySummary('tour', 3, [4], { withAges: true })).toBe('2 adults, 1 child (age 4)')
    expect(partySummary('tour', 4, [4, 9], { withAges: true })).toBe('2 adults, 2 children (ages 4 and 9)')
    expect(partySummary('tour', 1)).toBe('1 adult')
    expect(partySummary('transport', 3)).toBe('3 passengers')
  })
})

describe('offer and checkout addresses', () => {
  it('needs an activity and a date for the offer, and an option and time for checkout', () => {
    const params = validateActivityOfferSearch({ activityId: 'paris-transfer-cdg-private', date: '2030-05-03', time: '14:30', travelers: '3', from: 'paris-cdg', to: 'paris-city', optionId: 'Private Van' })
    expect(activityOfferQueryOf(params)).toEqual({ activityId: 'paris-transfer-cdg-private', date: '2030-05-03', travelers: 3, time: '14:30', from: 'paris-cdg', to: 'paris-city' })
    // An option id that is not an id leaves checkout without a selection.
    expect(activitySelectionOf(params)).toBeUndefined()
    expect(activitySelectionOf({ ...params, optionId: 'private-van' })).toEqual({ activityId: 'paris-transfer-cdg-private', optionId: 'private-van', date: '2030-05-03', time: '14:30', travelers: 3, from: 'paris-cdg', to: 'paris-city' })
    expect(activityOfferQueryOf(validateActivityOfferSearch({ activityId: 'NOT AN ID', date: '2030-05-03' }))).toBeUndefined()
  })
})
