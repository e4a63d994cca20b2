// The landing pages' popular destinations, priced by the platform and cached by the server (server/landing).
import { queryOptions } from '@tanstack/react-query'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { popularDestinationLineOf } from '@contracts/site/popular-destination-lines'
import { getLandingDestinations } from '@server/landing/landing.functions'
import type { LandingOrigin } from '@server/landing/landing-input'
import type { Locale } from '~/i18n/locales'
import { visitorLocale } from '~/lib/format/visitor-settings'

/**
 * Where the flights landing's popular routes leave from: the main airport of the visitor's region, as its
 * locale says (no location is asked for). A visitor who chose en-GB sees flights from London.
 */
export const landingOriginOf = { 'en-US': 'JFK', 'en-GB': 'LHR' } as const satisfies Record<Locale, LandingOrigin>

export const landingDestinationsQueryOptions = (line: LineOfBusiness) => {
  const origin = line === 'flights' ? landingOriginOf[visitorLocale()] : undefined
  return queryOptions({
    queryKey: ['landing-destinations', line, origin],
    queryFn: () => getLandingDestinations({ data: { line: popularDestinationLineOf(line), origin } }),
    staleTime: 10 * 60_000,
  })
}
