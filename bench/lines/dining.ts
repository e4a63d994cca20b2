// The dining pages `npm run bench` measures, at the addresses a visitor reaches them by (bench/pages.ts): the offer
// and the checkout by the first link to them on the step before.
import type { LineSamples } from '../pages.ts'

export const samples: LineSamples = {
  '/dining/search-results': ({ inDays }) => `/dining/search-results?destination=Paris&date=${inDays(30)}&time=19:00&guests=2`,
  '/dining/offer': async ({ firstLink, sampleUrl, route }) => firstLink(await sampleUrl('/dining/search-results'), route),
  '/dining/checkout': async ({ firstLink, sampleUrl, route }) => firstLink(await sampleUrl('/dining/offer'), route),
}
