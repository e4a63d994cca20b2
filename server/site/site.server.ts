import { eq } from 'drizzle-orm'
import { SiteConfigSchema, type SiteConfig } from '@contracts/site/site-config.schema'
import { onTableChange } from '../db/change-notices.server'
import { database } from '../db/db.server'
import { siteConfig } from '../db/schema'
import { defaultSiteConfig, defaultSiteId } from '../db/seed.server'
import { testerApps } from './tester-apps.server'

// Every page reads its site's configuration; it changes rarely, so each process keeps what it read
// until any write to site_config (by any instance, or by hand) empties it: the database's change
// notice (docs/decisions/062, 067).
const maxRememberedSites = 64
const configs = new Map<string, Promise<SiteConfig>>()
let appIds: Promise<{ appId: string; description: string }[]> | undefined
onTableChange('site_config', () => {
  configs.clear()
  appIds = undefined
})

async function storedSiteConfig(siteId: string): Promise<SiteConfig | undefined> {
  const db = await database()
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.siteId, siteId))
  return row ? SiteConfigSchema.parse(row.data) : undefined
}

async function readSiteConfig(siteId: string): Promise<SiteConfig> {
  const stored = siteId === defaultSiteId ? undefined : await storedSiteConfig(siteId)
  if (stored) return stored
  const base = (await storedSiteConfig(defaultSiteId)) ?? defaultSiteConfig
  const tester = testerApps[siteId]
  return tester ? tester.apply(base) : base
}

/** Remembers a read until the next change notice; a failed read is not remembered. */
function remembered<T>(read: () => Promise<T>, keep: (value: Promise<T>) => void, forget: (value: Promise<T>) => void) {
  const value = read()
  keep(value)
  value.catch(() => forget(value))
  return value
}

/** A site's configuration; a tester app id is a variant of the default site; anything unknown is the default site. */
export function loadSiteConfig(siteId = defaultSiteId): Promise<SiteConfig> {
  const cached = configs.get(siteId)
  if (cached) return cached
  // The ids come from a cookie: past a bound, made-up ones are read each time rather than kept.
  if (configs.size >= maxRememberedSites) return readSiteConfig(siteId)
  return remembered(
    () => readSiteConfig(siteId),
    (value) => configs.set(siteId, value),
    (value) => configs.get(siteId) === value && configs.delete(siteId),
  )
}

async function readAppIds() {
  const db = await database()
  const rows = await db.select({ siteId: siteConfig.siteId, data: siteConfig.data }).from(siteConfig)
  const stored = rows.map((row) => ({ appId: row.siteId, description: (row.data as { name?: string }).name ?? row.siteId }))
  if (!stored.some((site) => site.appId === defaultSiteId)) stored.unshift({ appId: defaultSiteId, description: defaultSiteConfig.name })
  return [...stored, ...Object.entries(testerApps).map(([appId, app]) => ({ appId, description: app.description }))]
}

/** The app ids a tester can choose: the stored sites and the tester variants. */
export function listAppIds(): Promise<{ appId: string; description: string }[]> {
  return (
    appIds ??
    remembered(
      readAppIds,
      (value) => (appIds = value),
      (value) => appIds === value && (appIds = undefined),
    )
  )
}
