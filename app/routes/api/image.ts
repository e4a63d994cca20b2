// GET /api/image?url=/images/…&w=…&q=…: the site's images resized for responsive `srcset`s (§R9).
import path from 'node:path'
import { createFileRoute } from '@tanstack/react-router'
import { config } from '@server/config/env'
import { clientAddressOf } from '@server/http/client-address'
import { ApiError, BusyError, RateLimitedError } from '@server/http/errors'
import { imageInputFromQuery, renderImage } from '@server/image/image.server'

// In development Vite serves public/; a build copies it to dist/client.
const publicDir = path.resolve(import.meta.env.DEV ? 'public' : 'dist/client')
const megabyte = 1024 * 1024

export const Route = createFileRoute('/api/image')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const settings = config()
        try {
          const input = { ...imageInputFromQuery(new URL(request.url).searchParams, request.headers.get('accept')), client: clientAddressOf(request) }
          const storage = { publicDir, cacheDir: path.resolve(settings.DATA_DIR, 'image-cache'), cacheMaxBytes: settings.IMAGE_CACHE_MAX_MB * megabyte }
          const image = await renderImage(input, storage)
          const headers = { 'content-type': image.contentType, 'cache-control': image.cacheControl, etag: image.etag, vary: 'Accept' }
          if (request.headers.get('if-none-match') === image.etag) return new Response(null, { status: 304, headers })
          return new Response(new Uint8Array(image.body), { headers })
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
          const retryAfter: Record<string, string> = error instanceof RateLimitedError || error instanceof BusyError ? { 'retry-after': String(error.retryAfterSeconds) } : {}
          return Response.json({ errors: error.errors }, { status: error.status, headers: { 'cache-control': 'no-store', ...retryAfter } })
        }
      },
    },
  },
})
