// GET /api/image?url=/images/…&w=…&q=…: the site's images resized for responsive `srcset`s.
import path from 'node:path'
import { createFileRoute } from '@tanstack/react-router'
import { config } from '@server/config/env'
import { ApiError } from '@server/http/errors'
import { parseImageRequest, renderImage } from '@server/image/image.server'

// In development Vite serves public/; a build copies it to dist/client.
const publicDir = path.resolve(import.meta.env.DEV ? 'public' : 'dist/client')

export const Route = createFileRoute('/api/image')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        try {
          const image = await renderImage(parseImageRequest(new URL(request.url).searchParams, request.headers.get('accept') ?? ''), {
            publicDir,
            cacheDir: path.resolve(config().DATA_DIR, 'image-cache'),
          })
          return new Response(new Uint8Array(image.body), { headers: { 'content-type': image.contentType, 'cache-control': image.cacheControl, vary: 'Accept' } })
        } catch (error) {
          if (error instanceof ApiError) return Response.json({ errors: error.errors }, { status: error.status })
          throw error
        }
      },
    },
  },
})
