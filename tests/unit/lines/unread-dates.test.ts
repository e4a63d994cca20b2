// Issue 37 item 10: a results address with a day that is not in the calendar (2027-02-29, 2027-04-31) on any line
// keeps which date it was (`adjusted`, carried through the server's redirect to the clean address), is not searched,
// and its form says so beside the date, as the hotel results do.
import { describe, expect, it } from 'vitest'
import { validateActivityResultsSearch } from '~/features/activity/activity-params'
import { activitySearchCriteriaOf } from '~/features/activity/activity-criteria'
import { missingAirCriteria } from '~/features/air/air-criteria'
import { validateAirSearch } from '~/features/air/air-params'
import { carSearchCriteriaOf } from '~/features/car/car-criteria'
import { validateCarResultsSearch } from '~/features/car/car-params'
import { diningSearchCriteriaOf } from '~/features/dining/dining-criteria'
import { validateDiningResultsSearch } from '~/features/dining/dining-params'
import { unreadDateErrors } from '~/features/lines/line-results'
import { validateHotelSearch } from '~/features/hotel/hotel-params'
import { adjustedNames, unreadableDates } from '~/lib/search-params'

describe('dates in an address that are not days of the calendar', () => {
  it('are named, with those an earlier address carried, and nothing else', () => {
    expect(unreadableDates({ date: '2027-02-29', other: '2027-04-31', start: '2028-02-29', end: '' }, ['date', 'start', 'end'])).toEqual(['date'])
    expect(adjustedNames({ adjusted: ['date', 'unknown'] }, ['date', 'start'], [])).toBeUndefined()
    expect(adjustedNames({ adjusted: ['date'] }, ['date', 'start'], ['start'])).toEqual(['date', 'start'])
    expect(adjustedNames({}, ['date'], [])).toBeUndefined()
  })

  it('leave every line unsearched, the date named for its form', () => {
    const dining = validateDiningResultsSearch({ destination: 'Rome', date: '2027-02-29' })
    expect(dining.adjusted).toEqual(['date'])
    expect(diningSearchCriteriaOf(dining)).toBeUndefined()
    // After the redirect the address carries the name, not the date.
    expect(validateDiningResultsSearch({ destination: 'Rome', adjusted: ['date'] }).adjusted).toEqual(['date'])

    const car = validateCarResultsSearch({ pickUpLocation: 'Paris', pickUpDate: '2027-04-01', dropOffDate: '2027-04-31' })
    expect(car.adjusted).toEqual(['dropOffDate'])
    expect(carSearchCriteriaOf(car)).toBeUndefined()

    // An optional date (a tour's last day, a flight's return) is asked for again, not left out of the search.
    const tour = validateActivityResultsSearch('tour')({ destination: 'Rome', startDate: '2027-04-01', endDate: '2027-04-31' })
    expect(tour.adjusted).toEqual(['endDate'])
    expect(activitySearchCriteriaOf('tour', tour)).toBeUndefined()
    const transport = validateActivityResultsSearch('transport')({ origin: 'Paris', destination: 'Lyon', date: '2027-02-29' })
    expect(activitySearchCriteriaOf('transport', transport)).toBeUndefined()
    expect(missingAirCriteria(validateAirSearch({ origin: 'LIS', destination: 'NRT', departDate: '2027-04-01', returnDate: '2027-04-31' }))).toEqual(['missing.return-date'])

    expect(unreadDateErrors(['date'])).toEqual({ date: 'The date in the address is not a day of the calendar. Choose a date.' })
    expect(unreadDateErrors(undefined)).toEqual({})
  })

  it('leave a good search alone', () => {
    const dining = validateDiningResultsSearch({ destination: 'Rome', date: '2027-03-01' })
    expect(dining.adjusted).toBeUndefined()
    expect(diningSearchCriteriaOf(dining)?.date).toBe('2027-03-01')
    expect(validateHotelSearch({ destination: 'Paris', checkIn: '2027-02-29', checkOut: '2027-03-02' }).adjusted).toEqual(['checkIn'])
  })
})
