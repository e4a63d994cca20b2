// The embedded demo's way to a personal access token for the examples: sign in as the demo member
// "gold" and create a token as Developer access on My Profile does; `revoke` ends it.
/** The embedded demo only: a demo member's session, then a personal access token made with it. */
export async function demoToken(baseUrl: string, name: string): Promise<{ token: string; revoke: () => Promise<void> }> {
  const origin = new URL(baseUrl).origin
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/member-credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'gold', password: 'travel-demo' }),
  })
  if (!signIn.ok) throw new Error(`demo sign-in answered ${signIn.status}: set REWARDS_TRAVEL_TOKEN instead`)
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const session = { 'content-type': 'application/json', origin, cookie }
  const created = await fetch(`${baseUrl}/api/auth/access-tokens/create`, { method: 'POST', headers: session, body: JSON.stringify({ name, expiresInDays: 1 }) })
  if (!created.ok) throw new Error(`creating a token answered ${created.status}`)
  const { token, id } = (await created.json()) as { token: string; id: string }
  return {
    token,
    revoke: async () => {
      const revoked = await fetch(`${baseUrl}/api/auth/access-tokens/revoke`, { method: 'POST', headers: session, body: JSON.stringify({ id }) })
      if (!revoked.ok) throw new Error(`revoking the token answered ${revoked.status}`)
    },
  }
}
