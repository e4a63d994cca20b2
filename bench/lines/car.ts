// The car rental's pages `npm run bench` measures, at the addresses a visitor reaches them by (bench/pages.ts).
import type { LineSamples } from '../pages.ts'

/** The first car the search lists; its checkout with the same rental and no extras. */
const fromResults: LineSamples[string] = async ({ page, sampleUrl, decodeEntities, route }) => {
  const results = await page(await sampleUrl('/mobility/search-results'))
  const href = 'html' in results ? /href="(\/mobility\/offer\?[^"]+)"/.exec(results.html)?.[1] : undefined
  return href ? decodeEntities(href).replace('/mobility/offer', route) : route
}

export const samples: LineSamples = {
  '/mobility/search-results': ({ inDays }) => `/mobility/search-results?pickUpLocation=Paris&pickUpDate=${inDays(30)}&pickUpTime=10:00&dropOffDate=${inDays(33)}&dropOffTime=10:00`,
  '/mobility/offer': fromResults,
  '/mobility/checkout': fromResults,
}
