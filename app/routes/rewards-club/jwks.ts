// The embedded rewards-club provider's public signing keys.
import { createFileRoute } from '@tanstack/react-router'
import { handleJwksRequest } from '@server/auth/provider/provider-http.server'
import { rewardsClubProvider } from '@server/auth/provider/provider.server'

export const Route = createFileRoute('/rewards-club/jwks')({
  server: { handlers: { GET: async () => handleJwksRequest(await rewardsClubProvider()) } },
})
