// The embedded rewards-club provider's token endpoint (OIDC-shaped stand-in).
import { createFileRoute } from '@tanstack/react-router'
import { handleTokenRequest, servedByEmbeddedProvider } from '@server/auth/provider/provider-http.server'

export const Route = createFileRoute('/rewards-club/token')({
  server: { handlers: { POST: ({ request }) => servedByEmbeddedProvider((provider) => handleTokenRequest(provider, request)) } },
})
