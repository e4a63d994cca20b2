// The anonymous page cache (docs/decisions/075): a page rendered for a visitor who sends no cookie
// and no credential is the same for every such visitor with the same address, so its HTML is kept
// for a few seconds, from the second time its address is asked (docs/decisions/165), and served again with
// a fresh CSP nonce. Members, drafts, tester apps and the
// browser's API session all arrive with a cookie, so they never read or fill it.
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'
import { FastResponse } from 'srvx'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { pageContextHeaders } from '../upstream/context-headers'
import { apiKeyHeader } from '../integrators/integrator-access.server'

/** Headers that make a render someone's own: credentials, the browser's page context, a test scenario. */
const personalHeaders = ['cookie', 'authorization', apiKeyHeader, ...Object.values(pageContextHeaders), lxpHeaders.scenario]
/** Headers of the render that belong to it alone. */
const unsharedResponseHeaders = new Set(['set-cookie', 'date', 'content-length', 'content-encoding', 'transfer-encoding', 'vary'])

export type PageCacheOptions = {
  /** Bytes held at most (the memory of the HTML and its gzip together); the least recently used page leaves first. */
  maxBytes: number
  /** How long a page is served from the cache; a change the database announces empties it at once. */
  ttlMs: number
  /** Header through which the render names its CSP nonce (and a cached page receives its fresh one). */
  nonceHeader: string
  now?: () => number
}

type Entry = {
  status: number
  headers: [string, string][]
  /** The HTML cut at every occurrence of the render's nonce. */
  pieces: Buffer[]
  /**
   * Each piece as raw deflate ending on a byte boundary, for a gzip answer assembled around a fresh nonce; made
   * when the page is first served gzip from the cache, since most distinct addresses are never asked again.
   */
  deflated?: Buffer[]
  bytes: number
  expiresAt: number
}

/** Whether a request may be answered from (and fill) the cache: a plain page view with nothing of its own. */
export function isAnonymousPageRequest(request: Request) {
  if (request.method !== 'GET') return false
  if (!(request.headers.get('accept') ?? '').includes('text/html')) return false
  return personalHeaders.every((name) => !request.headers.has(name))
}

/** Addresses whose last ask is remembered, at most (a few MB of keys; a lifetime's asks are far fewer). */
const maxAsked = 10_000

export function createPageCache({ maxBytes, ttlMs, nonceHeader, now = () => Date.now() }: PageCacheOptions) {
  const entries = new Map<string, Entry>()
  const filling = new Map<string, Promise<Entry | undefined>>()
  /**
   * Addresses asked lately, by when their last ask stops counting (a lifetime after it). A page is kept when its
   * address was asked before within a lifetime: under real traffic most addresses are asked once (a search's own
   * dates, a campaign's parameters), and copying every such render into the cache cost 1-2 ms of CPU a page (issue 40).
   */
  const asked = new Map<string, number>()
  let heldBytes = 0
  let generation = 0

  const keyOf = (request: Request) => `${request.url}\n${request.headers.get('accept')}`

  function drop(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    heldBytes -= entry.bytes
    entries.delete(key)
  }

  function clear() {
    entries.clear()
    heldBytes = 0
    generation += 1
  }

  /** A page past its lifetime is never served again: it leaves as soon as another is kept, or the next sweep. */
  function dropExpired() {
    const moment = now()
    for (const [key, entry] of entries) if (entry.expiresAt <= moment) drop(key)
    for (const [key, until] of asked) if (until <= moment) asked.delete(key)
  }

  /** Whether the address was asked before within a lifetime; this ask is remembered either way. */
  function askedBefore(key: string) {
    const moment = now()
    const until = asked.get(key)
    // Most recent last, so a flood of new addresses forgets the oldest asks first.
    asked.delete(key)
    asked.set(key, moment + ttlMs)
    if (asked.size > maxAsked) asked.delete(asked.keys().next().value!)
    return until !== undefined && until > moment
  }
  setInterval(dropExpired, ttlMs).unref()

  function remember(key: string, entry: Entry) {
    if (entry.bytes > maxBytes / 4) return
    drop(key)
    dropExpired()
    entries.set(key, entry)
    heldBytes += entry.bytes
    keepWithinBound()
  }

  function keepWithinBound() {
    for (const oldest of entries.keys()) {
      if (heldBytes <= maxBytes) break
      drop(oldest)
    }
  }

  /**
   * The entry's deflated pieces, made on its first gzip answer. Level 9 over every render cost ~4 % of the
   * server's CPU under distinct addresses, for pages no one asked for twice (docs/decisions/129).
   */
  function deflatedOf(key: string, entry: Entry) {
    if (entry.deflated) return entry.deflated
    const deflated = packed(entry.pieces.map((piece) => zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })))
    entry.deflated = deflated
    const grown = retainedBytes([...entry.pieces, ...deflated]) - entry.bytes
    entry.bytes += grown
    if (entries.get(key) === entry) {
      heldBytes += grown
      keepWithinBound()
    }
    return deflated
  }

  // srvx's Response writes a buffer body straight to the socket with its length; the platform's would copy
  // the page once more and read it back through a web stream, per answer (docs/decisions/095).
  function answer(key: string, entry: Entry, acceptEncoding: string | null): Response {
    const nonce = randomBytes(16).toString('base64')
    const headers = new Headers(entry.headers)
    headers.set(nonceHeader, nonce)
    if (/\bgzip\b/i.test(acceptEncoding ?? '')) {
      headers.set('content-encoding', 'gzip')
      headers.append('vary', 'Accept-Encoding')
      return new FastResponse(gzipAround(entry.pieces, deflatedOf(key, entry), Buffer.from(nonce)), { status: entry.status, headers })
    }
    return new FastResponse(joinAround(entry.pieces, Buffer.from(nonce)), { status: entry.status, headers })
  }

  /** Answers from the cache, or renders (and keeps the page when it may be shared and was asked before). */
  async function serve(request: Request, render: (request: Request) => Response | Promise<Response>): Promise<Response> {
    if (!isAnonymousPageRequest(request)) return render(request)
    const key = keyOf(request)
    const wasAsked = askedBefore(key)
    const found = entries.get(key)
    if (found && found.expiresAt > now()) {
      // Most recently used last.
      entries.delete(key)
      entries.set(key, found)
      return answer(key, found, request.headers.get('accept-encoding'))
    }
    // Visitors who ask while the page is being rendered wait for that render instead of starting their own.
    const pending = filling.get(key)
    if (pending) {
      const filled = await pending
      return filled ? answer(key, filled, request.headers.get('accept-encoding')) : render(request)
    }
    if (!wasAsked) return render(request)
    drop(key)
    let settle: (entry?: Entry) => void = () => undefined
    filling.set(key, new Promise<Entry | undefined>((resolve) => (settle = resolve)))
    const done = (entry?: Entry) => {
      filling.delete(key)
      settle(entry)
    }
    const startedIn = generation
    let response: Response
    try {
      response = await render(request)
    } catch (error) {
      done()
      throw error
    }
    const nonce = response.headers.get(nonceHeader)
    if (!nonce || !response.body || !shareable(response)) {
      done()
      return response
    }
    const [toVisitor, toCache] = response.body.tee()
    void new Response(toCache)
      .arrayBuffer()
      .then((body) => {
        // A render that started before a change must not fill the cache after it.
        if (generation !== startedIn) return done()
        const pieces = split(Buffer.from(body), Buffer.from(nonce))
        const headers = [...response.headers].filter(([name]) => !unsharedResponseHeaders.has(name) && name !== nonceHeader)
        const entry: Entry = { status: response.status, headers, pieces, bytes: retainedBytes(pieces), expiresAt: now() + ttlMs }
        remember(key, entry)
        done(entry)
      })
      .catch(() => done())
    return new Response(toVisitor, response)
  }

  return { serve, clear, stats: () => ({ pages: entries.size, bytes: heldBytes }) }
}

/** A complete, public HTML page: no cookie set, nothing that asks caches to keep out. */
function shareable(response: Response) {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
  )
}

function split(body: Buffer, separator: Buffer) {
  const pieces: Buffer[] = []
  let start = 0
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    pieces.push(body.subarray(start, at))
    start = at + separator.length
  }
  pieces.push(body.subarray(start))
  return pieces
}

/**
 * The pieces copied into one buffer, as views of it. A piece zlib returns is a view of its 64 KB output buffer,
 * which it keeps alive: the home page's 25 pieces (46 on Paris results) held 1.6 MB of memory for ~30 KB of
 * compressed page, uncounted by the cache's bound (docs/decisions/104).
 */
function packed(pieces: Buffer[]) {
  // Memory of its own (Buffer.concat would take a small page's from the shared pool).
  const whole = Buffer.allocUnsafeSlow(pieces.reduce((sum, piece) => sum + piece.length, 0))
  let start = 0
  return pieces.map((piece) => {
    piece.copy(whole, start)
    return whole.subarray(start, (start += piece.length))
  })
}

/** The memory the buffers keep alive: all of each underlying buffer, counted once. */
function retainedBytes(buffers: Buffer[]) {
  return [...new Set(buffers.map((buffer) => buffer.buffer))].reduce((sum, memory) => sum + memory.byteLength, 0)
}

function joinAround(pieces: Buffer[], nonce: Buffer) {
  return Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [nonce, piece])))
}

// gzip (RFC 1952) around raw deflate (RFC 1951): every cached piece ends on a byte boundary (a sync
// flush), so pieces and the nonce, written as a stored block, follow one another as blocks of one stream.
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
const finalEmptyBlock = Buffer.from([3, 0])

function gzipAround(pieces: Buffer[], deflated: Buffer[], nonce: Buffer) {
  const storedNonce = Buffer.alloc(5 + nonce.length)
  storedNonce.writeUInt16LE(nonce.length, 1)
  storedNonce.writeUInt16LE(~nonce.length & 0xffff, 3)
  nonce.copy(storedNonce, 5)
  let crc = 0
  let size = 0
  pieces.forEach((piece, index) => {
    if (index > 0) {
      crc = zlib.crc32(nonce, crc)
      size += nonce.length
    }
    crc = zlib.crc32(piece, crc)
    size += piece.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  const blocks = deflated.flatMap((piece, index) => (index === 0 ? [piece] : [storedNonce, piece]))
  return Buffer.concat([gzipHeader, ...blocks, finalEmptyBlock, trailer])
}
