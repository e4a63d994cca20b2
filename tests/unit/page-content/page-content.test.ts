// §R2.51 "Every page receives data": every page's content id, and the loading and head the router
// gives each page (app/features/page-content/page-content.ts, decision 082).
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { PageContent } from '@contracts/site/page-content.schema'

const getPageContent = vi.fn(async ({ data }: { data: { page: string } }): Promise<PageContent> => ({ documentTitle: `Title of ${data.page}`, documentDescription: 'About it' }))
vi.mock('@server/site/site.functions', () => ({ getPageContent, getSiteShell: vi.fn() }))

const { loadPageContentWithEveryPage, pageIdOf } = await import('~/features/page-content/page-content')
const { PageKeySchema } = await import('@contracts/site/page-content.schema')

describe('pageIdOf', () => {
  it.each([
    ['/', 'home'],
    ['/accommodations/', 'accommodations'],
    ['/accommodations/search-results', 'accommodations.search-results'],
    ['/flights/exchange/checkout', 'flights.exchange.checkout'],
    ['/_member/my-trips/', 'my-trips'],
    ['/_member/reservations/view/hotel', 'reservations.view.hotel'],
    ['__root__', 'default'],
  ])('%s is %s, a page key the API accepts', (routeId, page) => {
    expect(pageIdOf(routeId)).toBe(page)
    expect(PageKeySchema.safeParse(page).success).toBe(true)
  })
})

type FakeRoute = { id: string; isRoot?: boolean; children?: unknown[]; options: Record<string, unknown>; update(options: Record<string, unknown>): void }
const route = (id: string, options: Record<string, unknown> = {}, more: Partial<FakeRoute> = {}): FakeRoute => ({
  id,
  options,
  update(changes) {
    Object.assign(this.options, changes)
  },
  ...more,
})
type Loader = (context: { context: { queryClient: QueryClient } }) => Promise<unknown>
type Head = (context: { match: { context: { queryClient: QueryClient } }; matches: unknown[] }) => Promise<{ meta: Record<string, string>[] }>

describe('loadPageContentWithEveryPage', () => {
  it("loads a page's content beside its own data and writes the content's head after the page's", async () => {
    const page = route('/accommodations/search-results', {
      loader: async () => 'results',
      head: () => ({ meta: [{ title: 'Hotel results · Rewards Travel' }] }),
    })
    const layout = route('/accommodations', { loader: async () => 'layout' }, { children: [page] })
    const root = route('__root__', {}, { isRoot: true })
    loadPageContentWithEveryPage({ routesById: { root, layout, page } } as never)
    loadPageContentWithEveryPage({ routesById: { root, layout, page } } as never) // the server's next request

    const queryClient = new QueryClient()
    expect(await (page.options.loader as Loader)({ context: { queryClient } })).toBe('results')
    expect(getPageContent).toHaveBeenCalledTimes(1)
    expect(getPageContent).toHaveBeenCalledWith({ data: { page: 'accommodations.search-results' } })

    const { meta } = await (page.options.head as Head)({ match: { context: { queryClient } }, matches: [] })
    expect(meta[0]).toEqual({ title: 'Hotel results · Rewards Travel' })
    expect(meta).toContainEqual({ title: 'Title of accommodations.search-results' })
    expect(meta.at(-1)).toEqual({ property: 'og:description', content: 'About it' })
    // Layouts and the root are not pages.
    expect(await (layout.options.loader as Loader)({ context: { queryClient } })).toBe('layout')
    expect(layout.options.head).toBeUndefined()
  })

  it("keeps the page's own head when its content fails to load", async () => {
    getPageContent.mockRejectedValueOnce(new Error('database down'))
    const page = route('/tours/offer', { head: () => ({ meta: [{ title: 'Tour · Rewards Travel' }] }) })
    loadPageContentWithEveryPage({ routesById: { page } } as never)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await (page.options.loader as Loader)({ context: { queryClient } })
    expect(await (page.options.head as Head)({ match: { context: { queryClient } }, matches: [] })).toEqual({ meta: [{ title: 'Tour · Rewards Travel' }] })
  })
})
