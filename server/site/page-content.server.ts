// Page content from the database: the page's own entries over the site-wide defaults (all but the
// document head, which is the page's own or the app's title); published
// versions cached for a minute, drafts never cached. Any write to page_content, by any instance or by
// hand, empties the cache of every instance (the database's change notice, docs/decisions/062).
import { and, eq, inArray } from 'drizzle-orm'
import { PageContentSchema, type PageContent } from '@contracts/site/page-content.schema'
import { onTableChange } from '../db/change-notices.server'
import { database } from '../db/db.server'
import { pageContent } from '../db/schema'

export const defaultPage = 'default'
const cacheTtlMs = 60_000
// Keys come from requests (any well-formed page key, per locale): at most this many are kept, the
// oldest leaving first, so made-up keys cannot grow the cache without bound (docs/decisions/095).
const cacheMaxEntries = 512
const cache = new Map<string, { expires: number; content: PageContent }>()
onTableChange('page_content', () => cache.clear())

export async function loadPageContent(page: string, { locale = 'en-US', draft = false } = {}): Promise<PageContent> {
  const key = `${page}|${locale}`
  const cached = cache.get(key)
  if (!draft && cached && cached.expires > Date.now()) return cached.content

  const db = await database()
  const rows = await db
    .select()
    .from(pageContent)
    .where(and(inArray(pageContent.page, [defaultPage, page]), eq(pageContent.locale, locale)))
  const pick = (name: string) => {
    const forPage = rows.filter((row) => row.page === name)
    const chosen = (draft && forPage.find((row) => row.version === 'draft')) || forPage.find((row) => row.version === 'published')
    return chosen ? PageContentSchema.partial().parse(chosen.data) : {}
  }
  const { documentTitle, documentDescription, ...siteWide } = pick(defaultPage)
  const ownHead = page === defaultPage ? { documentTitle, documentDescription } : {}
  const content = PageContentSchema.parse({ ...siteWide, ...ownHead, ...pick(page) })
  if (!draft) {
    cache.delete(key)
    if (cache.size >= cacheMaxEntries) cache.delete(cache.keys().next().value!)
    cache.set(key, { expires: Date.now() + cacheTtlMs, content })
  }
  return content
}

/** Whether a page has content of its own (not just the site-wide defaults). */
export async function hasOwnPageContent(page: string) {
  if (page === defaultPage) return true
  const db = await database()
  const rows = await db.select({ page: pageContent.page }).from(pageContent).where(eq(pageContent.page, page)).limit(1)
  return rows.length > 0
}
