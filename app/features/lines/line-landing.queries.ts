// The landing pages' popular destinations, priced by the platform and cached by the server (server/landing).
import { queryOptions } from '@tanstack/react-query'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import type { PopularDestinationLine } from '@contracts/lxp/popular-destinations.contract'
import { getLandingDestinations } from '@server/landing/landing.functions'

/** The platform's name of each line (SPEC.md §3 API values; tours and transport are activity kinds). */
export const platformLineOf = {
  accommodations: 'hotel',
  dining: 'dining',
  flights: 'air',
  mobility: 'car',
  tours: 'tour',
  transport: 'transport',
} as const satisfies Record<LineOfBusiness, PopularDestinationLine>

export const landingDestinationsQueryOptions = (line: LineOfBusiness) =>
  queryOptions({ queryKey: ['landing-destinations', line], queryFn: () => getLandingDestinations({ data: { line: platformLineOf[line] } }), staleTime: 10 * 60_000 })
