// Where a sign-in or sign-out may return to: only a page of this site (SPEC.md §2 "callbackUrl").
// Pure, so the browser and the server apply the same rule.

/**
 * The site-relative path to return to, or undefined when `callbackUrl` points off the site (or is
 * not a URL). `appUrl` is the site's public address including BASE_PATH.
 */
export function safeCallbackPath(callbackUrl: string | undefined | null, appUrl: string): string | undefined {
  if (!callbackUrl) return undefined
  const app = new URL(appUrl.endsWith('/') ? appUrl : `${appUrl}/`)
  // Backslashes are read as slashes by browsers ("/\evil.example"); refuse rather than guess.
  if (callbackUrl.includes('\\') || [...callbackUrl].some((character) => character.charCodeAt(0) < 0x20)) return undefined
  let target: URL
  try {
    target = new URL(callbackUrl, app)
  } catch {
    return undefined
  }
  if (target.origin !== app.origin) return undefined
  const basePath = app.pathname.replace(/\/$/, '')
  if (basePath && target.pathname !== basePath && !target.pathname.startsWith(`${basePath}/`)) return undefined
  return `${target.pathname.slice(basePath.length) || '/'}${target.search}${target.hash}`
}
