// The embedded rewards-club provider's token endpoint (OIDC-shaped stand-in).
import { createFileRoute } from '@tanstack/react-router'
import { handleTokenRequest } from '@server/auth/provider/provider-http.server'
import { rewardsClubProvider } from '@server/auth/provider/provider.server'

export const Route = createFileRoute('/rewards-club/token')({
  server: { handlers: { POST: async ({ request }) => handleTokenRequest(await rewardsClubProvider(), request) } },
})
