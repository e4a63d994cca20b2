// Foundation production server: brotli/gzip for HTML and JSON, nothing for small or binary bodies.
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressResponse, pickEncoding } from '@server/http/compression'

const big = 'x'.repeat(5000)
const request = (encoding: string) => new Request('http://localhost/', { headers: { 'accept-encoding': encoding } })

describe('compression', () => {
  it('prefers brotli, then gzip', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('identity')).toBeUndefined()
  })

  it('compresses HTML with brotli and it decodes back', async () => {
    const response = compressResponse(request('br'), new Response(big, { headers: { 'content-type': 'text/html' } }))
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const decoded = zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()
    expect(decoded).toBe(big)
  })

  it('compresses JSON with gzip for gzip-only clients', async () => {
    const response = compressResponse(request('gzip'), Response.json({ text: big }))
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual({ text: big })
  })

  it('leaves small, binary and already-encoded bodies alone', () => {
    const small = new Response('tiny', { headers: { 'content-type': 'text/html', 'content-length': '4' } })
    expect(compressResponse(request('br'), small)).toBe(small)
    const image = new Response(big, { headers: { 'content-type': 'image/png' } })
    expect(compressResponse(request('br'), image)).toBe(image)
    const encoded = new Response(big, { headers: { 'content-type': 'text/html', 'content-encoding': 'br' } })
    expect(compressResponse(request('br'), encoded)).toBe(encoded)
  })
})

/** A page the test writes piece by piece, as a server render does, and then ends. */
function writtenPage() {
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const page = new ReadableStream<Uint8Array>({ start: (opened) => void (controller = opened) })
  return { page, push: (chunk: string) => controller.enqueue(encoder.encode(chunk)), end: () => controller.close() }
}

describe('a streamed page (§D7, docs/decisions/095)', () => {
  it('decodes to what was written in many small pieces, and a later turn leaves before the page ends', async () => {
    const { page, push, end } = writtenPage()
    const response = compressResponse(request('br'), new Response(page, { headers: { 'content-type': 'text/html' } }))
    const reader = response.body!.getReader()
    const firstTurn = Array.from({ length: 300 }, (_, index) => `<p>piece ${index}</p>`)
    for (const piece of firstTurn) push(piece)
    const received: Uint8Array[] = []
    // The first turn's pieces arrive while the page is still open (the shell streams before the rest).
    const first = await reader.read()
    received.push(first.value!)
    const decoder = zlib.createBrotliDecompress()
    const decoded: Buffer[] = []
    decoder.on('data', (chunk: Buffer) => decoded.push(chunk))
    decoder.write(first.value!)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(Buffer.concat(decoded).toString()).toBe(firstTurn.join(''))
    push('<p>later</p>')
    end()
    for (let next = await reader.read(); !next.done; next = await reader.read()) received.push(next.value)
    expect(zlib.brotliDecompressSync(Buffer.concat(received)).toString()).toBe(`${firstTurn.join('')}<p>later</p>`)
  })
})

describe('a client that goes away mid-stream', () => {
  it('stops the compression without an uncaught error while the page keeps streaming', async () => {
    const uncaught: unknown[] = []
    const record = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', record)
    try {
      const { page, push, end } = writtenPage()
      const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'gzip' } })
      const response = compressResponse(request, new Response(page, { headers: { 'content-type': 'text/html' } }))
      const reader = response.body!.getReader()
      push('<html>'.padEnd(4096, 'x'))
      await reader.read()
      await reader.cancel()
      push('more'.repeat(2048))
      end()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(uncaught).toEqual([])
    } finally {
      process.off('uncaughtException', record)
    }
  })
})
