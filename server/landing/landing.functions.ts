// Server functions of the lines' landing pages, safe to import from routes.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { PopularDestinationLineSchema, popularDestinationLimits } from '@contracts/lxp/popular-destinations.contract'
import { landingDestinations } from './landing.server'

export const getLandingDestinations = createServerFn({ method: 'GET' })
  .validator(z.object({ line: PopularDestinationLineSchema }))
  .handler(({ data }) => landingDestinations(data.line, popularDestinationLimits.default, new Date().toISOString().slice(0, 10)))
