// On-the-fly brotli or gzip for dynamic text responses (HTML, JSON, JS, CSS, SVG); streaming
// responses are flushed per chunk so server rendering still streams.
import { Readable, Transform, pipeline } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import zlib from 'node:zlib'

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/

export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  // Headers first: reading `body` of srvx's Response (the page cache's answers, already encoded) makes it
  // build a platform Response around its buffer.
  if (
    !encoding ||
    request.method === 'HEAD' ||
    response.status === 204 ||
    response.status === 304 ||
    response.headers.has('content-encoding') ||
    !response.body ||
    !compressible.test(type) ||
    // Server-Sent Events go out as they happen; a compressor would hold them back.
    type.startsWith('text/event-stream')
  ) {
    return response
  }
  const length = Number(response.headers.get('content-length') ?? Number.NaN)
  if (length < 1024) return response

  const compressor =
    encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip()
  const source = Readable.fromWeb(response.body as unknown as NodeReadableStream)
  // pipeline, not pipe: a client that goes away mid-stream destroys both ends instead of leaving a
  // write into a closed stream to crash the process.
  pipeline(source, oneChunkPerTurn(compressor, encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH), compressor, () => {})
  const body = webStreamOf(compressor)
  const headers = new Headers(response.headers)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * Streaming needs what the app has written so far to leave now, but a server render writes in many
 * small pieces within one turn of the event loop (~250 for the home page): a flush after each cost
 * several times the compression itself and made the output larger, and even unflushed, each piece was
 * one job on libuv's thread pool with its wake-up. So what the app writes in one turn goes to the
 * compressor as one chunk, followed by one flush: the same bytes leave as soon (docs/decisions/067, 095).
 */
function oneChunkPerTurn(compressor: zlib.BrotliCompress | zlib.Gzip, kind: number): Transform {
  let held: Buffer[] = []
  let scheduled = false
  const release = (stream: Transform) => {
    if (held.length === 0) return
    stream.push(held.length === 1 ? held[0] : Buffer.concat(held))
    held = []
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(() => {
          scheduled = false
          if (this.destroyed) return
          release(this)
          if (!compressor.writableEnded && !compressor.destroyed) compressor.flush(kind)
        })
      }
      callback()
    },
    flush(callback) {
      release(this)
      callback()
    },
  })
}

/** The compressor's output as a web stream that tolerates cancellation at any moment, with backpressure. */
function webStreamOf(compressor: Transform): ReadableStream<Uint8Array> {
  let closed = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on('data', (chunk: Buffer) => {
        if (closed) return
        controller.enqueue(new Uint8Array(chunk))
        if ((controller.desiredSize ?? 1) <= 0) compressor.pause()
      })
      compressor.once('end', () => {
        if (closed) return
        closed = true
        controller.close()
      })
      compressor.once('error', (error) => {
        if (closed) return
        closed = true
        controller.error(error)
      })
    },
    pull() {
      compressor.resume()
    },
    cancel() {
      closed = true
      compressor.destroy()
    },
  })
}
