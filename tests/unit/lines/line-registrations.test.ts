// Issue 39: each line registers what the shared screens need of it in its own feature folder (`<product>.line.ts`
// for the home page's tab and the landing page's links, `<product>.analytics.ts` for its catalogue events), and the
// shared registries are filled from those alone: every line registers everything, once, from its product's folder.
// The lines written out here are compared with the hand-written lists; a line added since, with what every line must
// register (./written-lines.ts).
import { describe, expect, it } from 'vitest'
import { apiTypeOfLine } from '@contracts/site/lines-of-business'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import { linesOfBusiness } from '@contracts/site/lines-of-business'
import { TourLineSearchForm, TransportLineSearchForm } from '~/features/activity/activity-line-search'
import { AirLineSearchForm } from '~/features/air/air-line-search'
import { CarLineSearchForm } from '~/features/car/car-line-search'
import { DiningLineSearchForm } from '~/features/dining/dining-line-search'
import { HotelLineSearchForm } from '~/features/hotel/hotel-line-search'
import { queryEvents, routeEvents } from '~/lib/analytics/route-events'
import { lineRegistrations } from '~/line-registrations'
import { lineSearchForms } from '~/line-registry'
import { expectedFor } from './written-lines'

const registrationModules = import.meta.glob<Record<string, unknown>>('/app/features/*/*.line.ts', { eager: true, import: 'lines' })
const analyticsModules = import.meta.glob<{ pages: Record<string, unknown>; queries?: Record<string, unknown> }>('/app/features/*/*.analytics.ts', { eager: true, import: 'analytics' })

const productOf = (file: string) => /^\/app\/features\/(\w+)\/\1\.(?:line|analytics)\.ts$/.exec(file)?.[1]
const linesSelling = (product: string | undefined) => linesOfBusiness.filter((line) => apiTypeOfLine[line] === product)

describe("the lines' registrations", () => {
  it('come from one module in each product folder, registering exactly the lines that sell it', () => {
    expect(Object.keys(registrationModules).map(productOf).sort()).toEqual([...reservationTypes].sort())
    for (const [file, lines] of Object.entries(registrationModules)) expect(Object.keys(lines).sort(), file).toEqual(linesSelling(productOf(file)))
    expect(Object.keys(lineRegistrations)).toEqual([...linesOfBusiness])
  })

  it("load each line's search form for its home page tab, the hotels' with the page", async () => {
    const forms = await Promise.all(linesOfBusiness.map((line) => lineRegistrations[line].searchForm()))
    const written = { accommodations: HotelLineSearchForm, dining: DiningLineSearchForm, flights: AirLineSearchForm, mobility: CarLineSearchForm, tours: TourLineSearchForm, transport: TransportLineSearchForm }
    expect(forms).toEqual(Object.values(expectedFor(linesOfBusiness, written, () => expect.any(Function))))
    expect(lineSearchForms.accommodations).toEqual({ form: HotelLineSearchForm, lazy: false })
    for (const line of linesOfBusiness.filter((other) => other !== 'accommodations')) expect(lineSearchForms[line].lazy, line).toBe(true)
  })

  it("open a popular destination's results and prefill a season's place as the hand-written lists did", () => {
    const search = { destination: 'Rome', origin: 'JFK', startDate: '2027-05-03', endDate: '2027-05-06', travelers: 2 }
    const oneDay = { destination: 'Rome', origin: null, startDate: '2027-05-03', endDate: null, travelers: 2 }
    const results = Object.fromEntries(linesOfBusiness.map((line) => [line, [lineRegistrations[line].landing.resultsParams(search), lineRegistrations[line].landing.resultsParams(oneDay)]]))
    const placedIn = (line: (typeof linesOfBusiness)[number]) => expect.objectContaining({ [lineRegistrations[line].landing.placeParam]: 'Rome' })
    const written: Partial<Record<string, object[]>> = {
      accommodations: [
        { destination: 'Rome', checkIn: '2027-05-03', checkOut: '2027-05-06', adults: 2 },
        { destination: 'Rome', checkIn: '2027-05-03', checkOut: '', adults: 2 },
      ],
      flights: [
        { origin: 'JFK', destination: 'Rome', departDate: '2027-05-03', returnDate: '2027-05-06', adults: 2 },
        { origin: '', destination: 'Rome', departDate: '2027-05-03', returnDate: '', adults: 2 },
      ],
      mobility: [
        { pickUpLocation: 'Rome', pickUpDate: '2027-05-03', dropOffDate: '2027-05-06' },
        { pickUpLocation: 'Rome', pickUpDate: '2027-05-03', dropOffDate: '' },
      ],
      dining: [
        { destination: 'Rome', date: '2027-05-03', time: '19:00', guests: 2 },
        { destination: 'Rome', date: '2027-05-03', time: '19:00', guests: 2 },
      ],
      tours: [
        { destination: 'Rome', startDate: '2027-05-03', travelers: 2 },
        { destination: 'Rome', startDate: '2027-05-03', travelers: 2 },
      ],
      transport: [
        { origin: 'JFK', destination: 'Rome', date: '2027-05-03', passengers: 2 },
        { origin: '', destination: 'Rome', date: '2027-05-03', passengers: 2 },
      ],
    }
    expect(results).toEqual(expectedFor(linesOfBusiness, written, (line) => [placedIn(line), placedIn(line)]))
    expect(Object.fromEntries(linesOfBusiness.map((line) => [line, lineRegistrations[line].landing.placeParam]))).toEqual(
      expectedFor(
        linesOfBusiness,
        {
          accommodations: 'destination',
          dining: 'destination',
          flights: 'destination',
          mobility: 'pickUpLocation',
          tours: 'destination',
          transport: 'destination',
        },
        () => expect.any(String),
      ),
    )
  })

  it("register each product's analytics in its folder, for its own lines' pages and its own queries", () => {
    expect(Object.keys(analyticsModules).map(productOf).sort()).toEqual([...reservationTypes].sort())
    for (const [file, { pages, queries }] of Object.entries(analyticsModules)) {
      const product = productOf(file)
      for (const path of Object.keys(pages)) expect(linesSelling(product).some((line) => path.startsWith(`/${line}/`)), `${file}: ${path}`).toBe(true)
      for (const kind of Object.keys(queries ?? {})) expect(kind.startsWith(`${product}-`), `${file}: ${kind}`).toBe(true)
    }
  })

  it("send a line's page and data events from its registration", () => {
    expect(routeEvents(undefined, { pathname: '/dining/offer', search: { restaurantId: 'r-1' } })).toEqual([{ name: 'Dining Detail Viewed', data: { productId: 'r-1', source: 'direct' } }])
    expect(queryEvents(['car-reservation', 'c-1'], { ok: true, value: { orderId: 'o-1' } }, '/mobility/confirmation')).toEqual([{ name: 'Reservation Trip Assigned', data: { reservationId: 'c-1', tripId: 'o-1' } }])
    expect(queryEvents(['air-reservation', 'a-1'], { ok: true, value: { orderId: 'o-2' } }, '/flights/exchange/confirmation')).toEqual([{ name: 'Reservation Trip Assigned', data: { reservationId: 'a-1', tripId: 'o-2' } }])
    expect(queryEvents(['air-reservation', 'a-1'], { ok: true, value: { orderId: 'o-2' } }, '/flights/exchange')).toEqual([])
  })
})
