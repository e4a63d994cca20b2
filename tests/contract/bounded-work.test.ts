// Issue 35 "bounded work for anyone", against the production build: the image endpoint encodes only the
// §R9.34 widths at one quality, once per variant, in a bounded queue of its own (429 past a client's
// share, 503 past the queue, both with Retry-After); a client holds at most 10 flag streams while another
// still gets one; and during each flood a static script and a page still answer 200. No timings: the
// floods are judged by their answers' statuses and counts, and by the files the image cache holds.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowedWidths, imageSizes } from '@server/image/image-widths'
import { assertBuilt, serverFixtures, startServer, stopServer, type Started } from '../fixtures/production-server'

assertBuilt()
const fixtures = serverFixtures()
afterAll(() => fixtures.cleanUp())

let server: Started
let dataDir: string
beforeAll(async () => {
  const database = await fixtures.serverDatabase()
  dataDir = database.dataDir
  // Through a trusted proxy on loopback, each test names its clients in X-Forwarded-For.
  server = await startServer({ ...database.env, TRUSTED_PROXIES: '127.0.0.1' })
})
afterAll(() => stopServer(server))

const flooder = '203.0.113.7'
const neighbour = '198.51.100.9'
const from = (client: string, headers: Record<string, string> = {}) => ({ headers: { 'x-forwarded-for': client, ...headers } })
const script = `/assets/${readdirSync('dist/client/assets').find((name) => name.endsWith('.js'))}`
const cachedImages = () => readdirSync(path.join(dataDir, 'image-cache')).filter((name) => !name.endsWith('.tmp')).length
const imageAddress = (drawing: string, width: number, quality?: number) =>
  `/api/image?${new URLSearchParams({ url: `/images/scenes/${drawing}.svg`, w: String(width), ...(quality === undefined ? {} : { q: String(quality) }) })}`
/** Drawings asked for in AVIF alone are drawn in AVIF, the slowest encode there is. */
const avif = { accept: 'image/avif' }

/** The statuses of `responses`, counted. */
function tally(statuses: number[]) {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

/** A normal visitor: the page and one of its scripts, from an address of its own. */
async function normalVisit() {
  const [page, asset] = await Promise.all([fetch(`${server.url}/`, from(neighbour)), fetch(`${server.url}${script}`, from(neighbour))])
  await Promise.all([page.text(), asset.arrayBuffer()])
  return [page.status, asset.status]
}

describe('the image endpoint under a flood (issue 35)', () => {
  it('refuses every width off the §R9 lists and every quality but 75, and encodes none of them', async () => {
    const qualities = Array.from({ length: 100 }, (_, index) => index + 1).filter((quality) => quality !== 75)
    const answers = await Promise.all([
      ...qualities.map((quality) => fetch(`${server.url}${imageAddress('bathroom-1', 3840, quality)}`, from(flooder, avif))),
      ...[17, 500, 1000, 3000, 3839, 3841, 4000].map((width) => fetch(`${server.url}${imageAddress('bathroom-1', width)}`, from(flooder, avif))),
    ])
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ errors: { code: string }[] }>))
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 400: 106 })
    expect(new Set(bodies.map((body) => body.errors[0]?.code))).toEqual(new Set(['IMAGE_QUALITY_INVALID', 'IMAGE_WIDTH_INVALID']))
    expect(readdirSync(dataDir)).not.toContain('image-cache')
  })

  it('queues encodes within a client’s share and the queue’s length, encodes each variant once, and serves a page meanwhile', async () => {
    expect(await normalVisit()).toEqual([200, 200])
    // A drawing at 3840 px first takes the one encode slot for a while; then one client asks for every
    // width of one drawing, and six others for every small size of one each.
    const requests = [
      ['192.0.2.99', imageAddress('coast-1', 3840)] as const,
      ...allowedWidths.map((width) => [flooder, imageAddress('bathroom-2', width)] as const),
      ...['breakfast-1', 'breakfast-2', 'breakfast-3', 'car-compact-1', 'car-compact-2', 'car-compact-3'].flatMap((drawing, index) =>
        imageSizes.map((width) => [`192.0.2.${index + 1}`, imageAddress(drawing, width)] as const),
      ),
    ]
    let settled = 0
    const flood = requests.map(([client, address]) =>
      fetch(`${server.url}${address}`, from(client, avif)).then(async (answer) => {
        settled += 1
        const body = answer.ok ? undefined : ((await answer.json()) as { errors: { code: string; message: string }[] })
        return { address, status: answer.status, retryAfter: answer.headers.get('retry-after'), body }
      }),
    )
    expect(await normalVisit()).toEqual([200, 200])
    expect(settled, 'the page answered while the flood was still being worked through').toBeLessThan(requests.length)

    const answers = await Promise.all(flood)
    const counts = tally(answers.map((answer) => answer.status))
    expect(Object.keys(counts).sort()).toEqual(['200', '429', '503'])
    // Only the flooder passed its share of 8 places; the others asked for 8 each and met the full line.
    const flooders = answers.filter((answer) => answer.address.includes('bathroom-2'))
    expect(flooders.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(8)
    expect(answers.filter((answer) => answer.status === 429).every((answer) => flooders.includes(answer))).toBe(true)
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.retryAfter).toBe('5')
      expect(refused.body?.errors).toEqual([{ code: refused.status === 429 ? 'TOO_MANY_REQUESTS' : 'IMAGE_BUSY', category: 'AVAILABILITY', message: expect.any(String) }])
    }

    // Each variant answered was encoded once and kept once: asked again, nothing new is encoded.
    const served = answers.filter((answer) => answer.status === 200)
    expect(cachedImages()).toBe(served.length)
    const again = await Promise.all(served.map(({ address }) => fetch(`${server.url}${address}`, from(flooder, avif))))
    expect(tally(again.map((answer) => answer.status))).toEqual({ 200: served.length })
    expect(cachedImages()).toBe(served.length)
    // 33 drawings, one at 3840 px, are encoded one after another on a shared machine.
  }, 180_000)
})

describe('the flag stream under a flood (issue 35)', () => {
  it('gives one client 10 streams and a 429 for each more, while another client gets its stream and a page still answers', async () => {
    const leaving = new AbortController()
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${server.url}/api/flags/stream`, { ...from(flooder), signal: leaving.signal })))
      expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 10, 429: 30 })
      for (const refused of answers.filter((answer) => answer.status === 429)) {
        expect(refused.headers.get('retry-after')).toBe('30')
        expect(await refused.json()).toEqual({ errors: [{ code: 'TOO_MANY_STREAMS', category: 'AVAILABILITY', message: expect.any(String) }] })
      }

      const other = await fetch(`${server.url}/api/flags/stream`, { ...from(neighbour), signal: leaving.signal })
      expect(other.status).toBe(200)
      expect(other.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      expect(await normalVisit()).toEqual([200, 200])
    } finally {
      leaving.abort()
    }
  })
})
