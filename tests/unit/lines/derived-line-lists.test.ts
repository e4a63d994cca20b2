// The lists built from `linesOfBusiness`, `reservationTypes` and `productTypes` (issue 39) hold what their
// hand-written versions held, so deriving them changed nothing but who must edit them. The lines written out here are
// compared with those versions; a line added to the table since is checked by the rule each list follows (./written-lines.ts).
import { isAppRoute, type AppRouter } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { productTypes } from '@contracts/domain/products'
import { earnAll, earnNone } from '@contracts/lxp/demo-loyalty'
import { documentedApiContract } from '@contracts/index'
import { reservationTypeOfPath, reservationTypes } from '@contracts/lxp/reservation-types'
import { apiTypeOfLine, linesOfBusiness, mapLines, recordOf } from '@contracts/site/lines-of-business'
import { defaultSiteConfig } from '@server/db/seed.server'
import { flagDefaults, flagDescriptions, lineFlags } from '@server/flags/flags'
import { checkoutStorageKeys } from '~/features/checkout/checkout-storage'
import { lineNames, linePages } from '~/features/lines/lines'
import { tripDeadlineText } from '~/line-trip-registry'
import { expectedFor, writtenLines, writtenOf, writtenProducts } from './written-lines'

const pathsOf = (router: AppRouter): string[] => Object.values(router).flatMap((value) => (isAppRoute(value) ? [value.path] : pathsOf(value)))

describe('the line records', () => {
  it('gives every line, in the list order, the value built for it', () => {
    const lengths = mapLines((line) => line.length)
    expect(lengths).toEqual(expectedFor(linesOfBusiness, { accommodations: 14, dining: 6, flights: 7, mobility: 8, tours: 5, transport: 9 }, (line) => line.length))
    expect(Object.keys(lengths)).toEqual(linesOfBusiness)
    expect(Object.keys(recordOf(['b', 'a'], (key) => key))).toEqual(['b', 'a'])
  })

  it('names each line flag and describes it as the hand-written list did', () => {
    expect(lineFlags).toEqual(
      expectedFor(
        linesOfBusiness,
        { accommodations: 'line-accommodations', dining: 'line-dining', flights: 'line-flights', mobility: 'line-mobility', tours: 'line-tours', transport: 'line-transport' },
        (line) => `line-${line}`,
      ),
    )
    expect(flagDefaults).toMatchObject({ 'line-accommodations': true, 'line-dining': true, 'line-flights': true, 'line-mobility': true, 'line-tours': true, 'line-transport': true })
    for (const flag of Object.values(lineFlags)) expect(flagDefaults[flag], flag).toBe(true)
    expect(Object.keys(flagDefaults)).toEqual(['labs-rapid', 'uber-marketing-banner', 'tester-app-id-switcher', ...Object.values(lineFlags)])
    expect(flagDescriptions).toMatchObject({ 'line-accommodations': 'The accommodations line of business.', 'line-transport': 'The transport line of business.' })
    for (const line of linesOfBusiness) expect(flagDescriptions[lineFlags[line]], line).toBe(`The ${line} line of business.`)
    expect(Object.keys(flagDescriptions)).toEqual(Object.keys(flagDefaults))
  })
})

describe('the lists derived from the lines', () => {
  it('places every line at its site name', () => {
    expect(linePages).toEqual(
      expectedFor(
        linesOfBusiness,
        { accommodations: '/accommodations', dining: '/dining', flights: '/flights', mobility: '/mobility', tours: '/tours', transport: '/transport' },
        (line) => `/${line}`,
      ),
    )
    expect(Object.fromEntries(Object.entries(lineNames).map(([line, { path }]) => [line, path]))).toEqual(
      expectedFor(
        linesOfBusiness,
        {
          accommodations: '/accommodations/',
          dining: '/dining/',
          flights: '/flights/',
          mobility: '/mobility/',
          tours: '/tours/',
          transport: '/transport/',
        },
        (line) => `/${line}/`,
      ),
    )
  })

  it('seeds every line on, earning and spending points, but transport, which earns none', () => {
    const allLines = { enabled: true, points: { earn: true, burn: true } }
    expect(defaultSiteConfig.linesOfBusiness).toEqual(
      expectedFor(
        linesOfBusiness,
        {
          accommodations: allLines,
          dining: allLines,
          flights: allLines,
          mobility: allLines,
          tours: allLines,
          transport: { enabled: true, points: { earn: false, burn: true } },
        },
        () => allLines,
      ),
    )
  })

  it("reads a route's line from its path as the hand-written patterns did", () => {
    const paths = pathsOf(documentedApiContract)
    const added = reservationTypes.filter((type) => !(writtenProducts as readonly string[]).includes(type))
    const pattern = new RegExp(`^/api/lxp/(?:reservations/)?(${['hotel', 'air', 'car', 'dining', 'activity', ...added].join('|')})/`)
    for (const path of paths) expect(reservationTypeOfPath(path), path).toBe(pattern.exec(path)?.[1])
    expect(new Set(paths.map(reservationTypeOfPath))).toEqual(new Set([...reservationTypes, undefined]))
  })

  it("gives the demo members every product's earn rule", () => {
    const yes = { eligible: true }
    const no = { eligible: false }
    expect(earnAll).toEqual(expectedFor(reservationTypes, { hotel: yes, air: yes, car: yes, activity: yes, dining: yes }, () => yes))
    expect(earnNone).toEqual(expectedFor(reservationTypes, { hotel: no, air: no, car: no, activity: no, dining: no }, () => no))
  })

  it("names My Trips' products as the hand-written list did", () => {
    expect(writtenOf(productTypes, ['ACTIVITY', 'AIR', 'CAR', 'DINING', 'GIFTCARD', 'HOTEL'])).toEqual(['ACTIVITY', 'AIR', 'CAR', 'DINING', 'GIFTCARD', 'HOTEL'])
    expect(productTypes).toEqual([...reservationTypes.map((type) => type.toUpperCase()), 'GIFTCARD'].sort())
  })

  it('reads the lines and reservation types from the one table, in the order the hand-written lists had', () => {
    expect(writtenOf(linesOfBusiness, writtenLines)).toEqual(['accommodations', 'dining', 'flights', 'mobility', 'tours', 'transport'])
    expect(writtenOf(reservationTypes, writtenProducts)).toEqual(['hotel', 'dining', 'air', 'car', 'activity'])
    expect(linesOfBusiness).toEqual(Object.keys(apiTypeOfLine))
    expect(reservationTypes).toEqual([...new Set(linesOfBusiness.map((line) => apiTypeOfLine[line]))])
  })

  it("keeps each line's open checkout under the hand-written list's key while the traveller is on its pages, tours and transport apart", () => {
    const written: Record<string, string> = {
      'accommodations-checkout-data': '/accommodations/',
      'dining-checkout-data': '/dining/',
      'flights-checkout-data': '/flights/',
      'mobility-checkout-data': '/mobility/',
      'tours-checkout-data': '/tours/',
      'transport-checkout-data': '/transport/',
    }
    const keys = linesOfBusiness.map((line) => `${line}-checkout-data`)
    expect(Object.fromEntries(checkoutStorageKeys)).toEqual({ ...expectedFor(keys, written, (key) => `/${key.replace(/-checkout-data$/, '')}/`), 'flights-exchange-data': '/flights/exchange/' })
  })

  it("states a booked product's cancellation deadline on My Trips by its policy, but the hotels' and flights' in their own words", () => {
    expect(tripDeadlineText('CAR')).toBe(tripDeadlineText('DINING'))
    expect(tripDeadlineText('ACTIVITY')).toBe(tripDeadlineText('DINING'))
    expect(tripDeadlineText('HOTEL')).not.toBe(tripDeadlineText('DINING'))
    expect(tripDeadlineText('AIR')).not.toBe(tripDeadlineText('DINING'))
  })
})
