// The has-account cookie (§R4): marks a browser that has signed in before, for 10 days, so a
// signed-out visitor is "logged out" rather than a guest.

export const hasAccountCookieName = 'has-account'
export const hasAccountLifetimeSeconds = 10 * 24 * 60 * 60

export type LoginStatus = 'logged-in' | 'logged-out' | 'guest'

export function hasAccountCookie(secure: boolean) {
  return `${hasAccountCookieName}=1; Max-Age=${hasAccountLifetimeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function hasAccount(cookieHeader: string) {
  return cookieHeader.split(/;\s*/).some((cookie) => cookie.startsWith(`${hasAccountCookieName}=`))
}

export function loginStatus(authenticated: boolean, cookieHeader: string): LoginStatus {
  if (authenticated) return 'logged-in'
  return hasAccount(cookieHeader) ? 'logged-out' : 'guest'
}
