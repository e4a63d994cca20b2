// §D7.1 bad input gets a clear 4xx; §R9.10 page size 1–50, adults up to 9: what a hotel
// search may ask for, checked before any work, each refusal naming its field.
import { describe, expect, it } from 'vitest'
import { validateDates, validateSearchCriteria, validateStay } from '@simulator/hotel/hotel-criteria'
import { refusalOf } from '../../fixtures/simulator-refusal'

const today = '2027-01-10'
const base = { destination: 'Paris', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: [{ adults: 2, childAges: [] }] }

describe('validateSearchCriteria', () => {
  it('fills the defaults: featured, page 1 of 20, no filters', () => {
    const search = validateSearchCriteria(base, today)
    expect(search).toMatchObject({ sort: 'featured', page: 1, pageSize: 20, filters: {}, nights: ['2027-03-12', '2027-03-13', '2027-03-14'] })
  })

  it.each([
    ['no destination', { ...base, destination: ' ' }, 'destination'],
    ['no rooms', { ...base, rooms: [] }, 'rooms'],
    ['nine rooms', { ...base, rooms: Array.from({ length: 9 }, () => ({ adults: 1, childAges: [] })) }, 'rooms'],
    ['a room without adults', { ...base, rooms: [{ adults: 0, childAges: [] }] }, 'rooms.0.adults'],
    ['ten adults in a room', { ...base, rooms: [{ adults: 10, childAges: [] }] }, 'rooms.0.adults'],
    ['a child aged 18', { ...base, rooms: [{ adults: 1, childAges: [4, 18] }] }, 'rooms.0.childAges.1'],
    ['a negative child age', { ...base, rooms: [{ adults: 1, childAges: [-1] }] }, 'rooms.0.childAges.0'],
    ['a page size of 0', { ...base, pageSize: 0 }, 'pageSize'],
    ['a page size of 51', { ...base, pageSize: 51 }, 'pageSize'],
    ['page 0', { ...base, page: 0 }, 'page'],
    ['an unknown sort', { ...base, sort: 'cheapest' }, 'sort'],
    ['an unknown amenity', { ...base, filters: { amenities: ['helipad'] } }, 'filters.amenities.0'],
    ['a star rating of 6', { ...base, filters: { stars: [6] } }, 'filters.stars.0'],
    ['a review score of 6', { ...base, filters: { minReviewScore: 6 } }, 'filters.minReviewScore'],
    ['a fractional price', { ...base, filters: { priceMin: 10.5 } }, 'filters.priceMin'],
    ['a price range upside down', { ...base, filters: { priceMin: 30_000, priceMax: 10_000 } }, 'filters.priceMax'],
    ['rooms of the wrong type', { ...base, rooms: 'two' }, 'rooms'],
  ])('refuses %s as INVALID_CRITERIA on its field', (_name, input, field) => {
    expect(refusalOf(() => validateSearchCriteria(input, today))).toMatchObject({ code: 'INVALID_CRITERIA', field, status: 422 })
  })

  it('accepts the edges: 9 adults, children aged 0 and 17, page size 1 and 50', () => {
    expect(() => validateSearchCriteria({ ...base, rooms: [{ adults: 9, childAges: [0, 17] }], pageSize: 1 }, today)).not.toThrow()
    expect(() => validateSearchCriteria({ ...base, pageSize: 50 }, today)).not.toThrow()
  })
})

describe('validateDates', () => {
  it.each([
    ['a check-in in the past', '2027-01-09', '2027-01-12', 'checkIn'],
    ['a check-out before check-in', '2027-03-12', '2027-03-11', 'checkOut'],
    ['a check-out on the check-in day', '2027-03-12', '2027-03-12', 'checkOut'],
    ['31 nights', '2027-03-01', '2027-04-01', 'checkOut'],
    ['an impossible date', '2027-02-30', '2027-03-02', 'checkIn'],
    ['a date in another format', '12/03/2027', '2027-03-15', 'checkIn'],
    ['a check-in more than 500 days ahead', '2028-06-01', '2028-06-03', 'checkIn'],
  ])('refuses %s as INVALID_DATES', (_name, checkIn, checkOut, field) => {
    expect(refusalOf(() => validateDates(checkIn, checkOut, today))).toMatchObject({ code: 'INVALID_DATES', field, status: 422 })
  })

  it('accepts checking in today and a stay of exactly 30 nights', () => {
    expect(validateDates(today, '2027-01-11', today)).toEqual([today])
    expect(validateDates('2027-03-01', '2027-03-31', today)).toHaveLength(30)
  })

  it('takes today from the caller, so a stay valid today is refused tomorrow', () => {
    const stay = { checkIn: '2027-01-10', checkOut: '2027-01-12', rooms: [{ adults: 1, childAges: [] }] }
    expect(validateStay(stay, '2027-01-10').nights).toHaveLength(2)
    expect(refusalOf(() => validateStay(stay, '2027-01-11'))?.code).toBe('INVALID_DATES')
  })
})
