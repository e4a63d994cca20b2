// Server functions of the lines' landing pages, safe to import from routes.
import { createServerFn } from '@tanstack/react-start'
import { popularDestinationLimits } from '@contracts/lxp/popular-destinations.contract'
import { LandingDestinationsInputSchema } from './landing-input'
import { landingDestinations } from './landing.server'

export const getLandingDestinations = createServerFn({ method: 'GET' })
  .validator(LandingDestinationsInputSchema)
  .handler(({ data }) => landingDestinations(data.line, popularDestinationLimits.default, data.origin))
