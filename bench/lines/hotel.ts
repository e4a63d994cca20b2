// The hotels' pages `npm run bench` measures, at the addresses a visitor reaches them by (bench/pages.ts).
import type { LineSamples } from '../pages.ts'

const results = (inDays: (days: number) => string) => `/accommodations/search-results?destination=New+York&checkIn=${inDays(30)}&checkOut=${inDays(33)}`

export const samples: LineSamples = {
  '/accommodations/search-results': ({ inDays }) => results(inDays),
  // The first hotel the search lists, as a visitor would click it.
  '/accommodations/offer': async ({ page, inDays, decodeEntities }) => {
    const found = await page(results(inDays))
    const href = 'html' in found ? /href="(\/accommodations\/offer\?[^"]+)"/.exec(found.html)?.[1] : undefined
    return href ? decodeEntities(href) : `/accommodations/offer?hotelId=new-york-001&checkIn=${inDays(30)}&checkOut=${inDays(33)}`
  },
  // The first rate's Book link on that hotel's page.
  '/accommodations/checkout': async ({ page, sampleUrl, decodeEntities }) => {
    const offer = await page(await sampleUrl('/accommodations/offer'))
    const href = 'html' in offer ? /href="(\/accommodations\/checkout\?[^"]+)"/.exec(offer.html)?.[1] : undefined
    return href ? decodeEntities(href) : '/accommodations/checkout'
  },
  // The first two hotels the search lists.
  '/accommodations/compare': async ({ page, inDays }) => {
    const found = await page(results(inDays))
    const ids = 'html' in found ? [...found.html.matchAll(/href="\/accommodations\/offer\?hotelId=([a-z0-9-]+)/g)].map((match) => match[1]) : []
    return `/accommodations/compare?hotelIds=${[...new Set(ids)].slice(0, 2).join(',')}&checkIn=${inDays(30)}&checkOut=${inDays(33)}`
  },
}
