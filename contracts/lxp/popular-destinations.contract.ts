// Popular destinations of a line with a picture and a "from" price (issue 19, item 5): what a line's
// landing page offers below its search. Each price is the lowest that the line's own search answers for
// the default search the answer names (its dates and party), so following the link shows that price.
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { commonErrorResponses } from '../api/api-error'
import { popularDestinationLines } from '../site/popular-destination-lines'
import { IsoDateSchema, MoneySchema } from './shared/values.schema'

const c = initContract()

export { popularDestinationLines }
export const PopularDestinationLineSchema = z.enum(popularDestinationLines)
export type PopularDestinationLine = z.infer<typeof PopularDestinationLineSchema>

export const popularDestinationLimits = { default: 6, max: 12 } as const

export const PopularDestinationsQuerySchema = z.object({
  line: PopularDestinationLineSchema,
  origin: z.string().trim().regex(/^[A-Z]{3}$/, 'must be an IATA airport code').optional().describe('Flights: the airport the routes leave from (JFK when left out)'),
  limit: z.coerce.number<number>().int().min(1).max(popularDestinationLimits.max).default(popularDestinationLimits.default),
})

export const PopularDestinationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    country: z.string().describe('Country name'),
    image: z.object({ src: z.string(), alt: z.string() }).describe("A picture of the destination, the same for a destination every time"),
    search: z
      .object({
        origin: z.string().nullable().describe('Flights: the origin airport; transport: the airport the ride leaves from'),
        destination: z.string().describe('What the search is for: a destination name, or an airport code for flights'),
        startDate: IsoDateSchema,
        endDate: IsoDateSchema.nullable().describe('Check-out, return or drop-off; null for a single day'),
        travelers: z.int().min(1),
      })
      .describe('The default search the price is for'),
    from: MoneySchema.describe("The line's lowest price for that search, taxes and fees included"),
    pricedPer: z.enum(['NIGHT', 'DAY', 'TRAVELER', 'GROUP']).describe('Hotels a night per room, cars a day, flights, tours, set menus and shared rides per traveller, private rides per vehicle'),
  })
  .meta({ id: 'PopularDestination' })
export type PopularDestination = z.infer<typeof PopularDestinationSchema>

export const PopularDestinationsSchema = z.object({ line: PopularDestinationLineSchema, destinations: z.array(PopularDestinationSchema) }).meta({ id: 'PopularDestinations' })
export type PopularDestinations = z.infer<typeof PopularDestinationsSchema>

export const catalogueLxpContract = c.router({
  popularDestinations: {
    method: 'GET',
    path: '/catalogue/popular-destinations',
    summary: "A line's popular destinations with a picture and a \"from\" price",
    description:
      "The most visited destinations where the line sells something, each with its picture and the lowest price that the line's search (POST /hotel/search, /air/search, /car/search, /dining/search or /activity/search) answers for the default search given in `search`: two weeks from today at the destination (for flights, at the origin airport), two nights (hotels, cars, flights return), two travellers (one for flights and rides), dinner at 19:00 (dining), flights from `origin` (JFK), rides from the main airport into the city. Destinations where nothing can be sold that day are left out. Dining prices are set menus per person.",
    query: PopularDestinationsQuerySchema,
    responses: { 200: PopularDestinationsSchema, ...commonErrorResponses },
  },
})
