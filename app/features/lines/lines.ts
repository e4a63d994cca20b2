// Lines of business as travellers see them: names, where each lives, and its availability gate.
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { siteShellQueryOptions } from '~/features/shell/shell.queries'

export const lineNames: Record<LineOfBusiness, { title: string; noun: string; path: string }> = {
  accommodations: { title: 'Hotels', noun: 'hotel', path: '/accommodations/' },
  dining: { title: 'Dining', noun: 'restaurant', path: '/dining/' },
  flights: { title: 'Flights', noun: 'flight', path: '/flights/' },
  mobility: { title: 'Car rental', noun: 'car', path: '/mobility/' },
  tours: { title: 'Tours', noun: 'tour', path: '/tours/' },
  transport: { title: 'Transport', noun: 'transfer', path: '/transport/' },
}

/** Landing pages of the lines built so far; the others are described but not yet linked. */
export const linePages = { accommodations: '/accommodations' } as const satisfies Partial<Record<LineOfBusiness, string>>

export function linePageOf(line: LineOfBusiness) {
  return line in linePages ? linePages[line as keyof typeof linePages] : undefined
}

/** For a line's layout route: a disabled line answers 404 with a page saying it is not available here. */
export async function requireEnabledLine(line: LineOfBusiness, queryClient: QueryClient) {
  const { site } = await queryClient.ensureQueryData(siteShellQueryOptions())
  if (!site.linesOfBusiness[line]?.enabled) throw notFound({ data: { unavailableLine: line } })
}
