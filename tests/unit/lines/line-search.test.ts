// The searches of the lines other than hotels: reading the URL, validating the form, building the URL;
// the flights search with every §R3 passenger type within the §R9.11 maxima, and the cabin.
import { describe, expect, it } from 'vitest'
import * as lineSearch from '~/features/lines/line-search'
import { searchLines, type SearchLine } from '~/features/lines/line-search'
import { lineSearchFields as everyLineSearchFields } from '../../fixtures/lines'

// Each line declares its fields in its own folder (read through its product's test fixtures, tests/fixtures/lines/); the
// shared functions work over whichever it gives.
const lineSearchFields = await everyLineSearchFields()
const readLineSearch = (line: SearchLine, search: Record<string, unknown>) => lineSearch.readLineSearch(lineSearchFields[line], search)
const validateLineSearch = (line: SearchLine, values: Record<string, string>, today: string) => lineSearch.validateLineSearch(lineSearchFields[line], values, today)
const lineSearchQuery = (line: SearchLine, values: Record<string, string>) => lineSearch.lineSearchQuery(lineSearchFields[line], values)

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

  it('reads the flight travellers and cabin within the maxima, one infant on a lap per adult', () => {
    expect(readLineSearch('flights', { adults: '2', children: '1', infantsInSeat: '0', infantsOnLap: '2', cabin: 'BUSINESS' })).toEqual({ adults: 2, children: 1, infantsInSeat: 0, infantsOnLap: 2, cabin: 'BUSINESS' })
    expect(readLineSearch('flights', { adults: '1', infantsOnLap: '3' })).toEqual({ adults: 1, infantsOnLap: 1 })
    expect(readLineSearch('flights', { infantsOnLap: '2' })).toEqual({ infantsOnLap: 1 })
    expect(readLineSearch('flights', { children: '9', infantsInSeat: '-1', cabin: 'CARGO' })).toEqual({})
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

  it('needs an adult for each infant on a lap and refuses counts beyond the maxima', () => {
    const flight = { origin: 'LIS', destination: 'JFK', departDate: '2030-06-05' }
    expect(validateLineSearch('flights', { ...flight, adults: '2', infantsOnLap: '2', children: '8', infantsInSeat: '8', cabin: 'FIRST' }, today)).toEqual({})
    expect(validateLineSearch('flights', { ...flight, adults: '1', infantsOnLap: '2' }, today)).toEqual({ infantsOnLap: expect.stringMatching(/^Each infant on a lap needs an adult/) })
    expect(validateLineSearch('flights', { ...flight, adults: '10', children: '9', cabin: 'CARGO' }, today)).toEqual({ adults: 'Check the adults.', children: 'Check the children (2 to 11).', cabin: 'Check the cabin.' })
  })

  it('accepts a complete search with the defaults', () => {
    expect(validateLineSearch('transport', { origin: 'JFK', destination: 'Midtown', date: today, time: '12:00', passengers: '2' }, today)).toEqual({})
  })
})

describe('lineSearchQuery', () => {
  it('writes only filled fields, in form order', () => {
    expect(lineSearchQuery('flights', { adults: '2', departDate: today, origin: 'Lisbon', destination: 'New York', returnDate: ' ' })).toBe(
      'origin=Lisbon&destination=New+York&departDate=2030-06-01&adults=2',
    )
  })

  it('leaves the flight travellers and cabin out while they keep their default', () => {
    const flight = { origin: 'Lisbon', destination: 'New York', departDate: today, adults: '1' }
    expect(lineSearchQuery('flights', { ...flight, children: '0', infantsInSeat: '0', infantsOnLap: '0', cabin: 'ECONOMY' })).toBe('origin=Lisbon&destination=New+York&departDate=2030-06-01&adults=1')
    expect(lineSearchQuery('flights', { ...flight, children: '1', infantsInSeat: '0', infantsOnLap: '1', cabin: 'PREMIUM_ECONOMY' })).toBe(
      'origin=Lisbon&destination=New+York&departDate=2030-06-01&adults=1&children=1&infantsOnLap=1&cabin=PREMIUM_ECONOMY',
    )
  })
})
