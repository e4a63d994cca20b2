import { eq } from 'drizzle-orm'
import { SiteConfigSchema, type SiteConfig } from '@contracts/site/site-config.schema'
import { database } from '../db/db.server'
import { siteConfig } from '../db/schema'
import { defaultSiteConfig, defaultSiteId } from '../db/seed.server'
import { testerApps } from './tester-apps.server'

async function storedSiteConfig(siteId: string): Promise<SiteConfig | undefined> {
  const db = await database()
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.siteId, siteId))
  return row ? SiteConfigSchema.parse(row.data) : undefined
}

/** A site's configuration; a tester app id is a variant of the default site; anything unknown is the default site. */
export async function loadSiteConfig(siteId = defaultSiteId): Promise<SiteConfig> {
  const stored = siteId === defaultSiteId ? undefined : await storedSiteConfig(siteId)
  if (stored) return stored
  const base = (await storedSiteConfig(defaultSiteId)) ?? defaultSiteConfig
  const tester = testerApps[siteId]
  return tester ? tester.apply(base) : base
}

/** The app ids a tester can choose: the stored sites and the tester variants. */
export async function listAppIds(): Promise<{ appId: string; description: string }[]> {
  const db = await database()
  const rows = await db.select({ siteId: siteConfig.siteId, data: siteConfig.data }).from(siteConfig)
  const stored = rows.map((row) => ({ appId: row.siteId, description: (row.data as { name?: string }).name ?? row.siteId }))
  if (!stored.some((site) => site.appId === defaultSiteId)) stored.unshift({ appId: defaultSiteId, description: defaultSiteConfig.name })
  return [...stored, ...Object.entries(testerApps).map(([appId, app]) => ({ appId, description: app.description }))]
}
