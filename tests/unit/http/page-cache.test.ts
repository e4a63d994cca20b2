// §D7 (performance and security bars): pages of visitors without cookies are served from a
// short-lived cache (docs/decisions/075), each with a fresh CSP nonce; nothing of a member's is kept.
import { gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listenForCacheChanges } from '@server/db/change-notices.server'
import { anonymousPages } from '@server/http/app-request.server'
import { createPageCache, isAnonymousPageRequest } from '@server/http/page-cache.server'

const nonceHeader = 'x-csp-nonce'
const browser = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' }
const get = (path: string, headers: Record<string, string> = browser) => new Request(`http://127.0.0.1:4310${path}`, { headers })

/** A stand-in for the app: each render has its own nonce and says which render it was. */
function renderer(extraHeaders: Record<string, string> = {}) {
  let renders = 0
  const render = vi.fn(async (request: Request) => {
    renders += 1
    const nonce = `render-${renders}-nonce==`
    const html = `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"><script nonce="${nonce}">1</script></head><body>${'<p>page</p>'.repeat(200)}${new URL(request.url).pathname} render ${renders}<script nonce="${nonce}">2</script></body></html>`
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', [nonceHeader]: nonce, ...extraHeaders } })
  })
  return render
}

/** Serves a request and reads it whole, then lets the cache take its copy. */
async function visit(cache: ReturnType<typeof createPageCache>, request: Request, render: ReturnType<typeof renderer>) {
  const response = await cache.serve(request, render)
  const body = Buffer.from(await response.arrayBuffer())
  await new Promise((resolve) => setImmediate(resolve))
  const html = response.headers.get('content-encoding') === 'gzip' ? gunzipSync(body).toString() : body.toString()
  return { response, html, nonce: response.headers.get(nonceHeader) }
}

/** An address asked once already: the cache keeps a page the second time its address is asked within a lifetime. */
async function askedBefore(cache: ReturnType<typeof createPageCache>, request: Request) {
  await visit(cache, request, renderer())
}

describe('the anonymous page cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('serves a kept page with a fresh nonce everywhere the render had its own, gzip or not', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const render = renderer()
    await askedBefore(cache, get('/'))
    const first = await visit(cache, get('/'), render)
    const second = await visit(cache, get('/'), render)
    const plain = await visit(cache, get('/', { accept: browser.accept }), render)

    expect(render).toHaveBeenCalledTimes(1)
    expect(first.nonce).toBe('render-1-nonce==')
    for (const served of [second, plain]) {
      expect(served.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(served.html).not.toContain(first.nonce)
      expect(served.html.split(served.nonce!)).toHaveLength(first.html.split(first.nonce!).length)
      expect(served.html.replaceAll(served.nonce!, 'NONCE')).toBe(first.html.replaceAll(first.nonce!, 'NONCE'))
    }
    expect(second.response.headers.get('content-encoding')).toBe('gzip')
    expect(second.response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(plain.response.headers.get('content-encoding')).toBeNull()
    expect(second.nonce).not.toBe(plain.nonce)
  })

  it('never answers a member (or any request with a cookie or a credential) from it, nor keeps their page', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const render = renderer()
    await askedBefore(cache, get('/'))
    await visit(cache, get('/'), render)
    const member = await visit(cache, get('/', { ...browser, cookie: 'rewards.session_token=abc' }), render)
    expect(member.html).toContain('render 2')
    expect(render).toHaveBeenCalledTimes(2)

    const fresh = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    await askedBefore(fresh, get('/my-trips/'))
    await visit(fresh, get('/my-trips/', { ...browser, cookie: 'rewards.session_token=abc' }), render)
    await visit(fresh, get('/my-trips/'), render)
    expect(render).toHaveBeenCalledTimes(4)
    expect(fresh.stats().pages).toBe(1)

    for (const header of ['authorization', 'x-api-key', 'x-api-session-id', 'x-page-url']) {
      expect(isAnonymousPageRequest(get('/', { ...browser, [header]: 'x' }))).toBe(false)
    }
    expect(isAnonymousPageRequest(new Request('http://127.0.0.1/', { method: 'POST', headers: browser }))).toBe(false)
    expect(isAnonymousPageRequest(get('/', { accept: 'application/json' }))).toBe(false)
  })

  it('keeps no page that sets a cookie, asks to stay private or is not a 200 page', async () => {
    for (const headers of [{ 'set-cookie': 'a=1' }, { 'cache-control': 'private, no-store' }] as Record<string, string>[]) {
      const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
      const render = renderer(headers)
      await askedBefore(cache, get('/'))
      await visit(cache, get('/'), render)
      await visit(cache, get('/'), render)
      expect(render).toHaveBeenCalledTimes(2)
    }
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const notFound = vi.fn(async () => new Response('<html>gone</html>', { status: 404, headers: { 'content-type': 'text/html', [nonceHeader]: 'n' } }))
    await askedBefore(cache, get('/nowhere'))
    await cache.serve(get('/nowhere'), notFound).then((response) => response.text())
    await cache.serve(get('/nowhere'), notFound).then((response) => response.text())
    expect(notFound).toHaveBeenCalledTimes(2)
  })

  it('shows a change at once when emptied, and any change within its lifetime', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const render = renderer()
    await askedBefore(cache, get('/'))
    await visit(cache, get('/'), render)
    cache.clear()
    expect((await visit(cache, get('/'), render)).html).toContain('render 2')

    vi.advanceTimersByTime(4_999)
    expect((await visit(cache, get('/'), render)).html).toContain('render 2')
    vi.advanceTimersByTime(1)
    expect((await visit(cache, get('/'), render)).html).toContain('render 3')
  })

  it('renders a page asked before once for the visitors who ask for it at the same moment', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const render = renderer()
    await askedBefore(cache, get('/'))
    const served = await Promise.all(Array.from({ length: 8 }, () => visit(cache, get('/'), render)))
    expect(render).toHaveBeenCalledTimes(1)
    expect(new Set(served.map(({ nonce }) => nonce)).size).toBe(8)
  })

  it('does not keep a page whose render began before a change', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const render = renderer()
    const slow = vi.fn(async (request: Request) => {
      cache.clear()
      return render(request)
    })
    await askedBefore(cache, get('/'))
    await visit(cache, get('/'), slow)
    await visit(cache, get('/'), render)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('counts the memory a page keeps, which stays near the page and its gzip however many nonces it has', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const nonce = 'many-nonces=='
    const html = `<!doctype html><html><head></head><body>${Array.from({ length: 40 }, (_, index) => `<p>part ${index}</p><script nonce="${nonce}">${index}</script>`).join('')}</body></html>`
    const render = vi.fn(async () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', [nonceHeader]: nonce } }))
    await askedBefore(cache, get('/'))
    await visit(cache, get('/'), render)
    await visit(cache, get('/'), render)
    expect(render).toHaveBeenCalledTimes(1)
    // zlib hands back each of the 41 deflated pieces as a view of a 64 KB buffer: kept so, they held 2.6 MB.
    expect(cache.stats().bytes).toBeLessThan(2 * html.length)
  })

  it('deflates a kept page only when it is first served gzip from the cache, and counts its gzip from then on', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const render = renderer()
    await askedBefore(cache, get('/once'))
    const first = await visit(cache, get('/once'), render)
    const htmlBytes = cache.stats().bytes
    expect(htmlBytes).toBe(Buffer.byteLength(first.html))
    await visit(cache, get('/once', { accept: browser.accept }), render)
    expect(cache.stats().bytes).toBe(htmlBytes)
    const again = await visit(cache, get('/once'), render)
    expect(again.response.headers.get('content-encoding')).toBe('gzip')
    expect(cache.stats().bytes).toBeGreaterThan(htmlBytes)
    await visit(cache, get('/once'), render)
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('lets a page past its lifetime go as soon as another is kept', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const render = renderer()
    await askedBefore(cache, get('/first'))
    await visit(cache, get('/first'), render)
    vi.advanceTimersByTime(5_000)
    await askedBefore(cache, get('/second'))
    await visit(cache, get('/second'), render)
    expect(cache.stats().pages).toBe(1)
  })

  it('holds at most its bytes, the least recently used page leaving first', async () => {
    const cache = createPageCache({ maxBytes: 12_000, ttlMs: 5_000, nonceHeader })
    const render = renderer()
    for (let index = 0; index < 20; index += 1) {
      await askedBefore(cache, get(`/page-${index}`))
      await visit(cache, get(`/page-${index}`), render)
    }
    const { pages, bytes } = cache.stats()
    expect(bytes).toBeLessThanOrEqual(12_000)
    expect(pages).toBeGreaterThan(1)
    expect(pages).toBeLessThan(20)
    // The newest page is still there; the first left long ago.
    await visit(cache, get('/page-19'), render)
    expect(render).toHaveBeenCalledTimes(20)
    await visit(cache, get('/page-0'), render)
    expect(render).toHaveBeenCalledTimes(21)
  })

  it('is emptied in every instance by the database\'s notice of a flag, site configuration or page content write', async () => {
    let notice: (table: string) => void = () => undefined
    const listening = listenForCacheChanges({ listen: async (_channel: string, onNotice: (payload: string) => void) => ((notice = onNotice), async () => undefined) } as never)
    await listening
    for (const table of ['feature_flags', 'site_config', 'page_content']) {
      const render = renderer()
      await askedBefore(anonymousPages, get(`/notice-${table}`))
      await visit(anonymousPages, get(`/notice-${table}`), render)
      await visit(anonymousPages, get(`/notice-${table}`), render)
      expect(render).toHaveBeenCalledTimes(1)
      notice(table)
      expect((await visit(anonymousPages, get(`/notice-${table}`), render)).html).toContain('render 2')
    }
  })

  it('keeps no page the first time its address is asked, and keeps it the second time within a lifetime', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 5_000, nonceHeader })
    const render = renderer()
    const first = await visit(cache, get('/?utm_campaign=once'), render)
    expect(first.nonce).toBe('render-1-nonce==')
    expect(cache.stats().pages).toBe(0)

    vi.advanceTimersByTime(5_000)
    await visit(cache, get('/?utm_campaign=once'), render)
    expect(cache.stats().pages).toBe(0)
    vi.advanceTimersByTime(4_999)
    await visit(cache, get('/?utm_campaign=once'), render)
    expect(cache.stats().pages).toBe(1)
    await visit(cache, get('/?utm_campaign=once'), render)
    expect(render).toHaveBeenCalledTimes(3)

    // A member's ask does not count as the first: their page is never kept, and a visitor's first ask is still not.
    await visit(cache, get('/member-first', { ...browser, cookie: 'rewards.session_token=abc' }), render)
    await visit(cache, get('/member-first'), render)
    expect(cache.stats().pages).toBe(1)
  })
})
