// Leaves draft mode and returns to the page (§R2 utility route). Only a visitor in draft
// mode has a cookie to clear, and the return stays on the site (server/http/redirect-target.ts).
import { createFileRoute } from '@tanstack/react-router'
import { draftCookieName, draftReturnTarget, isDraftRequest } from '@server/site/draft-mode.server'

export const Route = createFileRoute('/api/disable-draft')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const headers = new Headers({ location: draftReturnTarget(request), 'cache-control': 'no-store' })
        if (isDraftRequest(request)) headers.set('set-cookie', `${draftCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
        return new Response(null, { status: 307, headers })
      },
    },
  },
})
