// The tours' and transfers' pages `npm run bench` measures, at the addresses a visitor reaches them by
// (bench/pages.ts): the offer and the checkout by the first link to them on the step before.
import type { LineSamples } from '../pages.ts'

export const samples: LineSamples = {
  '/tours/search-results': ({ inDays }) => `/tours/search-results?destination=Rome&startDate=${inDays(30)}&endDate=${inDays(36)}&travelers=2`,
  '/tours/offer': async ({ firstLink, sampleUrl, route }) => firstLink(await sampleUrl('/tours/search-results'), route),
  '/tours/checkout': async ({ firstLink, sampleUrl, route }) => firstLink(await sampleUrl('/tours/offer'), route),
  '/transport/search-results': ({ inDays }) => `/transport/search-results?origin=CDG&destination=Paris&date=${inDays(30)}&time=14:30&passengers=2`,
  '/transport/offer': async ({ firstLink, sampleUrl, route }) => firstLink(await sampleUrl('/transport/search-results'), route),
  '/transport/checkout': async ({ firstLink, sampleUrl, route }) => firstLink(await sampleUrl('/transport/offer'), route),
}
