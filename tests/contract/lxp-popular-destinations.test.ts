// Issue 19 item 5 (landing pages), §R2 landing routes: GET /catalogue/popular-destinations over
// HTTP (the simulator, and the BFF at /api/lxp). Each destination's "from" price is what the line's own
// search answers as its lowest price for the default search the answer names.
import { describe, expect, it, vi } from 'vitest'
import { PopularDestinationsSchema, popularDestinationLines, type PopularDestination, type PopularDestinationLine } from '@contracts/lxp/popular-destinations.contract'
import { bff, seededLxpDatabase, simulator, today } from '../fixtures/lxp-http'
import { lineTestFixtures } from '../fixtures/lines'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

async function popular(query: string) {
  const answer = await bff('GET', `/catalogue/popular-destinations?${query}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return PopularDestinationsSchema.parse(answer.body)
}

/** The lowest price the line's search answers for the destination's default search (its product's file, fixtures/lines/). */
const lowest = Object.assign({}, ...Object.values(lineTestFixtures).map((line) => line.lowest)) as (typeof lineTestFixtures)[keyof typeof lineTestFixtures]['lowest']
async function searchedLowest(line: PopularDestinationLine, { search }: PopularDestination): Promise<number | undefined> {
  const searched = lowest[line]
  if (!searched) throw new Error(`no lowest price for ${line}: its product's file in tests/fixtures/lines/ gives it`)
  return searched(search, bff)
}

describe('GET /catalogue/popular-destinations', () => {
  it.each(popularDestinationLines)("%s: each destination's price is the lowest its default search answers, two weeks ahead", async (line) => {
    const answer = await popular(`line=${line}&limit=3`)
    expect(answer.destinations).toHaveLength(3)
    for (const destination of answer.destinations) {
      expect(destination.search.startDate > today).toBe(true)
      expect(destination.from.amount, `${line} ${destination.name}`).toBe(await searchedLowest(line, destination))
      expect(destination.image.src).toMatch(/^\/images\/scenes\/(city|coast)-\d\.svg$/)
      expect(destination.image.alt).toContain(destination.name)
    }
  })

  it('answers the same destinations and pictures every time, flights leaving out their origin', async () => {
    const first = await popular('line=air&origin=JFK&limit=4')
    expect(first.destinations.map((destination) => destination.search.origin)).toEqual(['JFK', 'JFK', 'JFK', 'JFK'])
    expect(first.destinations.map((destination) => destination.id)).not.toContain('new-york')
    const again = await popular('line=air&origin=JFK&limit=4')
    expect(again.destinations.map(({ id, image }) => ({ id, image }))).toEqual(first.destinations.map(({ id, image }) => ({ id, image })))
  })

  it('refuses an unknown line and a limit out of bounds', async () => {
    expect((await simulator('GET', '/catalogue/popular-destinations?line=boats')).status).toBe(400)
    expect((await simulator('GET', '/catalogue/popular-destinations?line=hotel&limit=13')).status).toBe(400)
  })
})
