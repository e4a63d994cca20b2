// The embedded rewards-club provider's userinfo endpoint.
import { createFileRoute } from '@tanstack/react-router'
import { handleUserInfoRequest, servedByEmbeddedProvider } from '@server/auth/provider/provider-http.server'

export const Route = createFileRoute('/rewards-club/userinfo')({
  server: { handlers: { GET: ({ request }) => servedByEmbeddedProvider((provider) => handleUserInfoRequest(provider, request)) } },
})
