// Lines of business as travellers see them: names, where each lives, and its availability gate.
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { linesOfBusiness, mapLines, type LineOfBusiness } from '@contracts/site/lines-of-business'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { lineFlags, type FlagValues } from '@server/flags/flags'
import { siteShellQueryOptions } from '~/features/site-config/site.queries'
import { shellText } from '~/i18n/plain/shell'

/** Each line's name and landing address; the texts of its pages are in ./line-texts.ts. */
// Titles are getters, read when shown: a text read when the module loads would keep the first visitor's locale.
export const lineNames = mapLines((line) => ({
  path: `/${line}/`,
  get title() {
    return shellText(`line.${line}`)
  },
}))

/** The landing page of every line (§R2), as router paths: the site's name of the line (decision 168). */
export const linePages = mapLines((line) => `/${line}` as const)

export function linePageOf(line: LineOfBusiness) {
  return linePages[line]
}

/** For a line's layout route: a disabled line answers 404 with a page saying it is not available here. */
export async function requireEnabledLine(line: LineOfBusiness, queryClient: QueryClient) {
  const shell = await queryClient.ensureQueryData(siteShellQueryOptions())
  if (!isLineAvailable(shell, line)) throw notFound({ data: { unavailableLine: line } })
}

/** A line is available when the site configuration enables it and its feature flag is on (issue 7). */
export function isLineAvailable({ site, flags }: { site: SiteConfig; flags: FlagValues }, line: LineOfBusiness) {
  return Boolean(site.linesOfBusiness[line]?.enabled) && flags[lineFlags[line]]
}

/** The line whose pages a link of this site leads to (`/dining/search-results?…`), if any; another site's address leads to none. */
export function lineOfHref(href: string): LineOfBusiness | undefined {
  const site = 'http://site.invalid'
  const url = new URL(href, `${site}${import.meta.env.BASE_URL}`)
  if (url.origin !== site) return undefined
  const basePath = import.meta.env.BASE_URL.replace(/\/$/, '')
  const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname
  return linesOfBusiness.find((line) => path === linePages[line] || path.startsWith(`${linePages[line]}/`))
}

/** Whether a link may be shown: it leads to no line, or to one that is available (a switched-off line is never linked). */
export function leadsToAvailableLine(shell: { site: SiteConfig; flags: FlagValues }, href: string) {
  const line = lineOfHref(href)
  return line === undefined || isLineAvailable(shell, line)
}
