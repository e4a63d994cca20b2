// Server functions of the lines' landing pages, safe to import from routes.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { PopularDestinationLineSchema, PopularDestinationsQuerySchema, popularDestinationLimits } from '@contracts/lxp/popular-destinations.contract'
import { landingDestinations } from './landing.server'

export const getLandingDestinations = createServerFn({ method: 'GET' })
  .validator(z.object({ line: PopularDestinationLineSchema, origin: PopularDestinationsQuerySchema.shape.origin }))
  .handler(({ data }) => landingDestinations(data.line, popularDestinationLimits.default, new Date().toISOString().slice(0, 10), data.origin))
