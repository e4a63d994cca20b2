import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { isJsonText, parseSearch, stringifySearch } from '~/lib/search-string'

const strings = ['2027-01-10', 'Paris', 'New York', '123', '-1', '1.5', '1e5', '-0.5E-3', ' 12 ', '\t7\n', '01', '1.', '-', '+1', '0x10', 'Infinity', 'NaN',
  'true', 'false', 'null', 'tr', 'fa', 'nu', 'trueish', ' null', '"quoted"', '"unterminated', '[1,2]', '[1,', '{"a":1}', '{bad}', '', ' ', '\u00a012', '\f1', '12:30', '19:00', 'c123', 'paris-001']

describe('the query without exceptions', () => {
  it('takes as JSON exactly what JSON.parse takes', () => {
    for (const value of strings) {
      let parses = true
      try {
        JSON.parse(value)
      } catch {
        parses = false
      }
      expect(isJsonText(value), value).toBe(parses)
    }
  })

  it('writes every query as the router’s default does', () => {
    const searches = [
      { destination: 'Paris', checkIn: '2027-01-10', checkOut: '2027-01-12', rooms: 1, adults: 2, sort: 'featured', page: 1 },
      ...strings.map((value) => ({ value })),
      { list: [1, 'a'], object: { a: '2027-01-10' }, yes: true, none: undefined, nothing: null, zero: 0 },
      {},
    ]
    for (const search of searches) expect(stringifySearch(search)).toBe(defaultStringifySearch(search))
  })

  it('reads every query as the router’s default does', () => {
    const queries = [...strings.map((value) => `?value=${encodeURIComponent(value)}`), '?a=1&b=%222%22&c=2027-01-10&d=%5B1%5D&e=%7Bx', '', '?']
    for (const query of queries) expect(parseSearch(query)).toEqual(defaultParseSearch(query))
  })
})
