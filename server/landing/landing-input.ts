// What the landing pages' server function accepts. The flights landing's popular routes leave from one
// airport per region the site speaks to, chosen by the visitor's locale
// (app/features/lines/line-landing.queries.ts); only these are priced, as any other code would cost a
// platform call per new code.
import { z } from 'zod'
import { PopularDestinationLineSchema } from '@contracts/lxp/popular-destinations.contract'

export const landingOrigins = ['JFK', 'LHR'] as const
export type LandingOrigin = (typeof landingOrigins)[number]

export const LandingDestinationsInputSchema = z.object({ line: PopularDestinationLineSchema, origin: z.enum(landingOrigins).optional() })
