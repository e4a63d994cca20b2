// Issue 35 (item 6): an answer that carries a member's or a guest's own data says `Cache-Control:
// private, no-store`, and the anonymous page cache neither keeps nor serves it; public pages of
// visitors without cookies stay as they were (no such header, served from the cache).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anonymousPages, handleAppRequest } from '@server/http/app-request.server'

const browser = { accept: 'text/html,application/xhtml+xml' }

/** A stand-in for the app: an HTML page with a CSP nonce (what the page cache keeps), counting its renders. */
function renderer() {
  return vi.fn(async (request: Request) => {
    const nonce = 'render-nonce=='
    const html = `<!doctype html><html><head><script nonce="${nonce}">1</script></head><body>${new URL(request.url).pathname}</body></html>`
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'x-csp-nonce': nonce } })
  })
}

/** Three visits: the page cache keeps a page the second time its address is asked, and serves it the third. */
async function visitThrice(path: string, init: RequestInit = {}) {
  const render = renderer()
  const answers = []
  for (const _visit of [1, 2, 3]) {
    const response = await handleAppRequest(new Request(`http://localhost:3000${path}`, { ...init, headers: { ...browser, ...init.headers } }), render)
    await response.text()
    await new Promise((resolve) => setImmediate(resolve))
    answers.push(response)
  }
  return { render, cacheControl: answers.map((answer) => answer.headers.get('cache-control')) }
}

describe('private answers', () => {
  afterEach(() => anonymousPages.clear())

  it.each(['/my-trips/', '/my-profile', '/reservations/view/hotel?reservationId=HTL-1', '/reservations/find', '/accommodations/checkout?hotelId=1', '/flights/confirmation?reservationId=AIR-1', '/flights/exchange/modify-reservation', '/api/lxp/customer/profile', '/api/lxp/reservations/hotel/HTL-1?email=a%40b.example', '/api/calendar/hotel/HTL-1'])(
    '%s is private, even to a visitor without a cookie, and never comes from the page cache',
    async (path) => {
      const { render, cacheControl } = await visitThrice(path)
      expect(cacheControl).toEqual(['private, no-store', 'private, no-store', 'private, no-store'])
      expect(render).toHaveBeenCalledTimes(3)
    },
  )

  it.each([
    ['a session cookie', { cookie: 'rewards.session_token=abc' }],
    ['an access token', { authorization: 'Bearer rtm_token' }],
    ['an API key', { 'x-api-key': 'rtk_key' }],
  ])('any page asked for with %s is private', async (_what, headers) => {
    const { cacheControl } = await visitThrice('/', { headers })
    expect(cacheControl).toEqual(['private, no-store', 'private, no-store', 'private, no-store'])
  })

  it('a write, and an answer that sets a cookie, are private', async () => {
    expect((await visitThrice('/_serverFn/abc', { method: 'POST' })).cacheControl).toEqual(['private, no-store', 'private, no-store', 'private, no-store'])
    const signIn = await handleAppRequest(new Request('http://localhost:3000/hotels/'), async () => new Response('ok', { headers: { 'set-cookie': 'rewards.session_token=abc' } }))
    expect(signIn.headers.get('cache-control')).toBe('private, no-store')
  })

  it("an answer its route declares public (a picture) stays public, a member's cookie beside it or not", async () => {
    const picture = await handleAppRequest(new Request('http://localhost:3000/api/image?src=/images/a.avif', { headers: { cookie: 'rewards.session_token=abc' } }), async () => new Response('', { headers: { 'cache-control': 'public, max-age=604800' } }))
    expect(picture.headers.get('cache-control')).toBe('public, max-age=604800')
  })

  it('a public page for a visitor without a cookie keeps no such header and is served from the cache', async () => {
    const { render, cacheControl } = await visitThrice('/accommodations/')
    expect(cacheControl).toEqual([null, null, null])
    expect(render).toHaveBeenCalledTimes(2)
  })
})
