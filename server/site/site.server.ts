import { eq } from 'drizzle-orm'
import { SiteConfigSchema, type SiteConfig } from '@contracts/site/site-config.schema'
import { database } from '../db/db.server'
import { siteConfig } from '../db/schema'
import { defaultSiteConfig, defaultSiteId } from '../db/seed.server'

export async function loadSiteConfig(siteId = defaultSiteId): Promise<SiteConfig> {
  const db = await database()
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.siteId, siteId))
  return row ? SiteConfigSchema.parse(row.data) : defaultSiteConfig
}
