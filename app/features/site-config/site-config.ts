// The site configuration (§R3) as pages read it: one accessor over the shell's query, so every
// page reads the same document's configuration the same way, and each switch by its name in the schema.
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { siteShellQueryOptions } from './site.queries'

/** The on/off switches of the site configuration, by their names in the schema. */
export type SiteSwitch = { [Key in keyof SiteConfig]-?: SiteConfig[Key] extends boolean ? Key : never }[keyof SiteConfig]

/** This document's site configuration, or one part of it (re-rendering only when that part changes). */
export function useSiteConfig(): SiteConfig
export function useSiteConfig<T>(select: (site: SiteConfig) => T): T
export function useSiteConfig<T>(select?: (site: SiteConfig) => T): T | SiteConfig {
  return useSuspenseQuery({ ...siteShellQueryOptions(), select: (shell) => (select ? select(shell.site) : shell.site) }).data
}

/** Whether a switch is on, for components. */
export function useSiteSwitch(name: SiteSwitch): boolean {
  return useSiteConfig((site) => site[name])
}

/** The site configuration for loaders and `beforeLoad` (read once per document, then from the cache). */
export async function siteConfigOf(queryClient: QueryClient): Promise<SiteConfig> {
  return (await queryClient.ensureQueryData(siteShellQueryOptions())).site
}

/** Areas of the site that exist only while their switch is on, by path prefix. */
export const switchedAreas: Record<string, SiteSwitch> = { '/my-trips': 'myTripsEnabled' }

/**
 * For the root route, before anything asks for a session: a page of a switched-off area is a 404 for
 * everyone (a visitor is not asked to sign in for a page that does not exist).
 */
export async function requireSwitchedOnArea(queryClient: QueryClient, pathname: string): Promise<void> {
  const area = Object.keys(switchedAreas).find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  if (area && !(await siteConfigOf(queryClient))[switchedAreas[area]!]) throw notFound()
}

/** The maps' MapLibre style (MAP_STYLE_URL), or null to draw the offline schematic city (docs/decisions/092). */
export function useMapStyleUrl(): string | null {
  return useSuspenseQuery({ ...siteShellQueryOptions(), select: (shell) => shell.publicConfig.mapStyleUrl }).data
}
