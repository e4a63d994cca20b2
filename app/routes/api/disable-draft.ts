// Leaves draft mode and returns to the page (SPEC.md §2 utility route).
import { createFileRoute } from '@tanstack/react-router'
import { draftCookieName, safeRedirectPath } from '@server/site/draft-mode.server'

export const Route = createFileRoute('/api/disable-draft')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url)
        return new Response(null, {
          status: 307,
          headers: {
            location: `${import.meta.env.BASE_URL.replace(/\/$/, '')}${safeRedirectPath(url.searchParams.get('redirect'))}`,
            'set-cookie': `${draftCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
            'cache-control': 'no-store',
          },
        })
      },
    },
  },
})
