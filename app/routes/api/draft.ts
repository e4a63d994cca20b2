// Enters draft mode: /api/draft?secret=…&redirect=/path (the secret is DRAFT_MODE_SECRET).
import { createFileRoute } from '@tanstack/react-router'
import { bearerChallenge } from '@server/http/bearer-challenge'
import { draftCookieName, draftModeCookieValue, draftReturnTarget, isDraftSecret } from '@server/site/draft-mode.server'

export const Route = createFileRoute('/api/draft')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url)
        if (!isDraftSecret(url.searchParams.get('secret'))) {
          return Response.json({ errors: [{ code: 'DRAFT_SECRET_INVALID', category: 'SECURITY', message: 'The draft mode secret is missing or wrong.' }] }, { status: 401, headers: { 'www-authenticate': bearerChallenge(false) } })
        }
        const secure = url.protocol === 'https:' ? '; Secure' : ''
        return new Response(null, {
          status: 307,
          headers: {
            location: draftReturnTarget(request),
            'set-cookie': `${draftCookieName}=${draftModeCookieValue()}; Path=/; HttpOnly; SameSite=Lax${secure}`,
            'cache-control': 'no-store',
          },
        })
      },
    },
  },
})
