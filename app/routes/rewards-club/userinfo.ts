// The embedded rewards-club provider's userinfo endpoint.
import { createFileRoute } from '@tanstack/react-router'
import { handleUserInfoRequest } from '@server/auth/provider/provider-http.server'
import { rewardsClubProvider } from '@server/auth/provider/provider.server'

export const Route = createFileRoute('/rewards-club/userinfo')({
  server: { handlers: { GET: async ({ request }) => handleUserInfoRequest(await rewardsClubProvider(), request) } },
})
