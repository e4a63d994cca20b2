// GET /api/country-flags/{code}.svg: a country's flag (§R7.22 country flag image by lowercase code as svg).
import { createFileRoute } from '@tanstack/react-router'
import { flagSvg } from '@server/countries/country-flags.server'
import { pathNotFound } from '@server/http/route-refusals'

export const Route = createFileRoute('/api/country-flags/$file')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const svg = await flagSvg(params.file)
        if (!svg) return pathNotFound({ 'cache-control': 'public, max-age=3600' })
        return new Response(new Uint8Array(svg), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=604800, immutable', 'x-content-type-options': 'nosniff' } })
      },
    },
  },
})
