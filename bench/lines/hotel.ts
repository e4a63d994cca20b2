// The hotels' own page `npm run bench` measures (bench/pages.ts reaches every line's results, offer and checkout by
// itself, from the landing page on): the comparison of the first two hotels a search lists.
import type { LineSamples } from '../pages.ts'

export const samples: LineSamples = {
  '/accommodations/compare': async ({ page, sampleUrl }) => {
    const results = await sampleUrl('/accommodations/search-results')
    const found = await page(results)
    const ids = 'html' in found ? [...found.html.matchAll(/href="\/accommodations\/offer\?hotelId=([a-z0-9-]+)/g)].map((match) => match[1]) : []
    const stay = new URL(results, 'http://bench').searchParams
    return `/accommodations/compare?hotelIds=${[...new Set(ids)].slice(0, 2).join(',')}&checkIn=${stay.get('checkIn') ?? ''}&checkOut=${stay.get('checkOut') ?? ''}`
  },
}
