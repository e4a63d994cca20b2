// The searches of the lines other than hotels: reading the URL, validating the form, building the URL.
import { describe, expect, it } from 'vitest'
import { lineSearchFields, lineSearchQuery, missingLineCriteria, readLineSearch, searchLines, validateLineSearch } from '~/features/lines/line-search'
import { lineStepParam, lineSteps, readStepIds, stepStatus } from '~/features/lines/line-steps'

const today = '2030-06-01'

describe('readLineSearch', () => {
  it('keeps usable values and drops the rest without failing', () => {
    expect(readLineSearch('flights', { origin: ' Lisbon ', destination: 'x'.repeat(101), departDate: '2030-02-30', adults: '12', extra: 'kept out' })).toEqual({ origin: 'Lisbon' })
    expect(readLineSearch('mobility', { pickUpLocation: 'SFO', pickUpDate: '2030-06-02', pickUpTime: '09:30', dropOffTime: '25:00' })).toEqual({
      pickUpLocation: 'SFO',
      pickUpDate: '2030-06-02',
      pickUpTime: '09:30',
    })
    expect(readLineSearch('dining', { guests: 4 })).toEqual({ guests: 4 })
    expect(readLineSearch('dining', { guests: '4' })).toEqual({ guests: 4 })
  })
})

describe('validateLineSearch', () => {
  it('names every required field left empty', () => {
    for (const line of searchLines) {
      const errors = validateLineSearch(line, {}, today)
      const required = lineSearchFields[line].filter((field) => field.required).map((field) => field.name)
      expect(Object.keys(errors).sort()).toEqual(required.sort())
    }
  })

  it('refuses dates in the past and a second date before the first', () => {
    expect(validateLineSearch('tours', { destination: 'Rome', startDate: '2030-05-31' }, today)).toEqual({ startDate: 'The date cannot be in the past.' })
    expect(validateLineSearch('mobility', { pickUpLocation: 'SFO', pickUpDate: '2030-06-05', dropOffDate: '2030-06-04' }, today)).toEqual({
      dropOffDate: 'The drop-off date must be on or after the pick-up date.',
    })
    expect(validateLineSearch('flights', { origin: 'LIS', destination: 'JFK', departDate: '2030-06-05', returnDate: '2030-06-05' }, today)).toEqual({})
  })

  it('accepts a complete search with the defaults', () => {
    expect(validateLineSearch('transport', { origin: 'JFK', destination: 'Midtown', date: today, time: '12:00', passengers: '2' }, today)).toEqual({})
  })
})

describe('missingLineCriteria and lineSearchQuery', () => {
  it('lists the labels a results address lacks', () => {
    expect(missingLineCriteria('dining', { destination: 'Paris' })).toEqual(['Date'])
    expect(missingLineCriteria('dining', { destination: 'Paris', date: today })).toEqual([])
  })

  it('writes only filled fields, in form order', () => {
    expect(lineSearchQuery('flights', { adults: '2', departDate: today, origin: 'Lisbon', destination: 'New York', returnDate: ' ' })).toBe(
      'origin=Lisbon&destination=New+York&departDate=2030-06-01&adults=2',
    )
  })
})

describe('line steps', () => {
  it('answer 400 without their id and 404 with one', () => {
    for (const step of lineSteps) {
      const param = lineStepParam[step]
      expect(stepStatus(step, readStepIds({}))).toBe(400)
      expect(stepStatus(step, readStepIds({ [param]: 'abc-123' }))).toBe(404)
      expect(readStepIds({ [param]: '<script>' })).toEqual({})
    }
  })
})
