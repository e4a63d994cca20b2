// The one rule for every redirect a request may steer (§R2 `callbackUrl`, draft mode's
// `redirect`, sign-in and sign-out returns): the target is read as a browser reads it, relative to
// the site, and kept only when it stays on the site's origin under BASE_PATH. Pure, without
// framework imports, so the production server and the app share it.

/**
 * The site-relative path (after BASE_PATH, with its query and hash) that `target` leads to, or
 * undefined when it leaves the site or is not a URL. `appUrl` is the site's address with BASE_PATH.
 */
export function sitePathOf(target: string | undefined | null, appUrl: string): string | undefined {
  if (!target) return undefined
  const app = new URL(appUrl.endsWith('/') ? appUrl : `${appUrl}/`)
  // Browsers drop tabs and newlines and read backslashes as slashes ("/\tevil.example",
  // "/\\evil.example"): such a target is refused rather than guessed at.
  if (target.includes('\\') || [...target].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return undefined
  let url: URL
  try {
    url = new URL(target, app)
  } catch {
    return undefined
  }
  if (url.origin !== app.origin) return undefined
  const basePath = app.pathname.replace(/\/$/, '')
  if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined
  // A path that starts with two slashes would read as another host when written back into a Location.
  const path = `/${url.pathname.slice(basePath.length).replace(/^\/+/, '')}`
  return `${path}${url.search}${url.hash}`
}

/** The path (with BASE_PATH) to send the browser to: `target` when it stays on the site, else `fallback` (home). */
export function redirectTarget(target: string | undefined | null, appUrl: string, fallback = '/'): string {
  const basePath = new URL(appUrl.endsWith('/') ? appUrl : `${appUrl}/`).pathname.replace(/\/$/, '')
  return `${basePath}${sitePathOf(target, appUrl) ?? fallback}`
}
