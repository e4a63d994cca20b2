// GET /.well-known/security.txt: whom to tell of a vulnerability (RFC 9116, §R2.102).
import { createFileRoute } from '@tanstack/react-router'
import { securityTxt } from '@server/site/web-presence.server'

export const Route = createFileRoute('/.well-known/security.txt')({
  server: {
    handlers: {
      GET: () => new Response(securityTxt(new Date()), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' } }),
    },
  },
})
