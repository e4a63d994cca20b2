// The embedded demo's way to a personal access token for the examples: sign in as the demo member
// "gold" and create a token as Developer access on My Profile does, through the client's session calls
// (`client.auth`, which keeps the session's cookie and sends this site's Origin); `revoke` ends it.
import { createRewardsTravelClient, ok } from '@rewards-travel/client'

/** The embedded demo only: a demo member's session, then a personal access token made with it. */
export async function demoToken(baseUrl: string, name: string): Promise<{ token: string; revoke: () => Promise<void> }> {
  const session = createRewardsTravelClient({ baseUrl })
  const signIn = await session.auth.signInMemberCredentials({ body: { username: 'gold', password: 'travel-demo' } })
  if (signIn.status !== 200) throw new Error(`demo sign-in answered ${signIn.status}: set REWARDS_TRAVEL_TOKEN instead`)
  const { token, id } = await ok(session.auth.createAccessToken({ body: { name, expiresInDays: 1 } }))
  return {
    token,
    revoke: async () => {
      await ok(session.auth.revokeAccessToken({ body: { id } }))
    },
  }
}
