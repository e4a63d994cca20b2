// §D2/§D3 and the foundation issue: one schema, versioned migrations on start, PGlite by
// default and PostgreSQL by URL; a data folder is migrated, never discarded.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiteConfigSchema } from '@contracts/site/site-config.schema'
import { openDatabase, type DatabaseHandle } from '@server/db/database.server'
import { pageContent, siteConfig } from '@server/db/schema'
import { defaultSiteConfig, seed } from '@server/db/seed.server'
import { openTestDatabase, testDatabaseKind } from '../fixtures/database'

describe(`the database on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openTestDatabase()
  })
  afterAll(() => handle.close())

  it('applies every migration and records it', async () => {
    const applied = (await handle.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { count: number }[]
    }
    expect(applied.rows[0]?.count).toBeGreaterThan(0)
  })

  // Seeding the whole catalogue twice: well within a minute, past vitest's 20 s on two busy cores.
  it('seeds a valid site configuration once, keeping what an editor changed', { timeout: 60_000 }, async () => {
    await seed(handle.db)
    const edited = { ...defaultSiteConfig, name: 'Edited name' }
    await handle.db.update(siteConfig).set({ data: edited }).where(eq(siteConfig.siteId, defaultSiteConfig.siteId))
    await seed(handle.db)
    const [row] = await handle.db.select().from(siteConfig).where(eq(siteConfig.siteId, defaultSiteConfig.siteId))
    expect(SiteConfigSchema.parse(row?.data).name).toBe('Edited name')
  })

  it('keeps published and draft page content apart', async () => {
    await handle.db.insert(pageContent).values([
      { page: 'test-page', locale: 'en-US', version: 'published', data: { title: 'Live' } },
      { page: 'test-page', locale: 'en-US', version: 'draft', data: { title: 'Draft' } },
    ])
    const rows = await handle.db.select().from(pageContent).where(eq(pageContent.page, 'test-page'))
    expect(rows.map((row) => [row.version, row.data])).toEqual(
      expect.arrayContaining([
        ['published', { title: 'Live' }],
        ['draft', { title: 'Draft' }],
      ]),
    )
  })
})

describe('a PGlite data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'travel-data-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('is created when missing and reopened with its data by the next start', { timeout: 60_000 }, async () => {
    const nested = path.join(dataDir, 'a', 'b')
    const first = await openDatabase({ dataDir: nested })
    await seed(first.db)
    await first.db.update(siteConfig).set({ data: { ...defaultSiteConfig, name: 'Kept' } })
    await first.close()

    const second = await openDatabase({ dataDir: nested })
    const [row] = await second.db.select().from(siteConfig)
    await second.close()
    expect(SiteConfigSchema.parse(row?.data).name).toBe('Kept')
  })
})
