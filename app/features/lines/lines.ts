// Lines of business as travellers see them: names, where each lives, and its availability gate.
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { siteShellQueryOptions } from '~/features/shell/shell.queries'

type LineName = { title: string; noun: string; plural: string; heading: string; searchLabel: string; description: string; path: string }

export const lineNames: Record<LineOfBusiness, LineName> = {
  accommodations: { title: 'Hotels', noun: 'hotel', plural: 'hotels', heading: 'Find a hotel', searchLabel: 'Search hotels', description: 'Stays with the full price shown up front, taxes and fees included.', path: '/accommodations/' },
  dining: { title: 'Dining', noun: 'restaurant', plural: 'restaurant tables', heading: 'Find a table', searchLabel: 'Search restaurants', description: 'Tables at restaurants near you or where you are going.', path: '/dining/' },
  flights: { title: 'Flights', noun: 'flight', plural: 'flights', heading: 'Find a flight', searchLabel: 'Search flights', description: 'Fares with baggage and seats explained before you pay.', path: '/flights/' },
  mobility: { title: 'Car rental', noun: 'car', plural: 'rental cars', heading: 'Rent a car', searchLabel: 'Search cars', description: 'Pick-up and drop-off where it suits you.', path: '/mobility/' },
  tours: { title: 'Tours', noun: 'tour', plural: 'tours and activities', heading: 'Find tours and activities', searchLabel: 'Search tours', description: 'Things to do, with free cancellation where offered.', path: '/tours/' },
  transport: { title: 'Transport', noun: 'transfer', plural: 'transfers', heading: 'Book a transfer', searchLabel: 'Search transfers', description: 'Transfers and rides between airports, stations and hotels.', path: '/transport/' },
}

/** The landing page of every line (SPEC.md §2), as router paths. */
export const linePages = {
  accommodations: '/accommodations',
  dining: '/dining',
  flights: '/flights',
  mobility: '/mobility',
  tours: '/tours',
  transport: '/transport',
} as const satisfies Record<LineOfBusiness, string>

export function linePageOf(line: LineOfBusiness) {
  return linePages[line]
}

/** For a line's layout route: a disabled line answers 404 with a page saying it is not available here. */
export async function requireEnabledLine(line: LineOfBusiness, queryClient: QueryClient) {
  const { site } = await queryClient.ensureQueryData(siteShellQueryOptions())
  if (!site.linesOfBusiness[line]?.enabled) throw notFound({ data: { unavailableLine: line } })
}
