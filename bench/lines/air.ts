// The flights' pages `npm run bench` measures, at the addresses a visitor reaches them by (bench/pages.ts): the
// checkout by the first link to it on the results.
import type { LineSamples } from '../pages.ts'

export const samples: LineSamples = {
  '/flights/search-results': ({ inDays }) => `/flights/search-results?origin=JFK&destination=LHR&departDate=${inDays(40)}&adults=1`,
  '/flights/checkout': async ({ firstLink, sampleUrl, route }) => firstLink(await sampleUrl('/flights/search-results'), route),
}
