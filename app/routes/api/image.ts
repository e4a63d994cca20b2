// GET /api/image?url=/images/…&w=…&q=…: the site's images resized for responsive `srcset`s (SPEC.md §9).
import path from 'node:path'
import { createFileRoute } from '@tanstack/react-router'
import { config } from '@server/config/env'
import { ApiError } from '@server/http/errors'
import { imageInputFromQuery, renderImage } from '@server/image/image.server'

// In development Vite serves public/; a build copies it to dist/client.
const publicDir = path.resolve(import.meta.env.DEV ? 'public' : 'dist/client')

export const Route = createFileRoute('/api/image')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        try {
          const input = imageInputFromQuery(new URL(request.url).searchParams, request.headers.get('accept'))
          const image = await renderImage(input, { publicDir, cacheDir: path.resolve(config().DATA_DIR, 'image-cache') })
          const headers = { 'content-type': image.contentType, 'cache-control': image.cacheControl, etag: image.etag, vary: 'Accept' }
          if (request.headers.get('if-none-match') === image.etag) return new Response(null, { status: 304, headers })
          return new Response(new Uint8Array(image.body), { headers })
        } catch (error) {
          if (error instanceof ApiError) return Response.json({ errors: error.errors }, { status: error.status, headers: { 'cache-control': 'no-store' } })
          throw error
        }
      },
    },
  },
})
