import { useSuspenseQuery } from '@tanstack/react-query'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { linesOfBusiness } from '@contracts/site/lines-of-business'
import { isLineAvailable, linePageOf } from '~/features/lines/lines'
import { siteShellQueryOptions } from './site.queries'

/** The lines of business that are available: enabled and flagged on (§R2: disabled lines disappear). */
export function useAvailableLines(site: SiteConfig) {
  const { data: flags } = useSuspenseQuery({ ...siteShellQueryOptions(), select: (shell) => shell.flags })
  return linesOfBusiness.flatMap((line) => (isLineAvailable({ site, flags }, line) ? [{ line, page: linePageOf(line) }] : []))
}
