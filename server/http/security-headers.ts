// Security headers for every response (§D7). Alias-free: the production server imports it too.

export type SecurityOptions = {
  /** Per-response script/style nonce; present on server-rendered HTML. */
  nonce?: string
  /** Origins allowed to embed the site in a frame, besides itself. */
  frameAncestors: string[]
  /** Extra origins the browser may send data to (telemetry collector, login provider). */
  connectSources?: string[]
  /** Extra origins images may come from (a public flag host). */
  imageSources?: string[]
  formActions?: string[]
  https: boolean
  /** Development serves Vite's inline helpers, which carry no nonce. */
  development: boolean
}

export function contentSecurityPolicy(options: SecurityOptions) {
  const frameAncestors = ["'self'", ...options.frameAncestors].join(' ')
  if (!options.nonce) {
    return `default-src 'none'; frame-ancestors ${frameAncestors}; base-uri 'none'; object-src 'none'`
  }
  const nonce = `'nonce-${options.nonce}'`
  const scripts = options.development ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' ${nonce}`
  const styles = options.development ? "'self' 'unsafe-inline'" : `'self' ${nonce}`
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${styles}`,
    // Positioning libraries set style attributes; attributes cannot run script.
    "style-src-attr 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...(options.imageSources ?? [])].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...(options.connectSources ?? [])].join(' ')}`,
    `form-action ${["'self'", ...(options.formActions ?? [])].join(' ')}`,
    `frame-ancestors ${frameAncestors}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/**
 * The map's web worker fetches the tiles of the configured map style, and a worker obeys the policy of
 * its own script's response, not the page's: the one script of ours that may connect (docs/decisions/092).
 */
export const mapWorkerScript = /^\/assets\/maplibre-gl-worker-[\w-]+\.mjs$/

export function mapWorkerPolicy(connectSources: string[]) {
  return `default-src 'none'; connect-src ${["'self'", ...connectSources].join(' ')}; base-uri 'none'`
}

/** Origins the maps load from besides the site: the configured style's (its tiles, glyphs and sprites come from there too). */
export function mapSources(mapStyleUrl: string | undefined) {
  return mapStyleUrl ? [new URL(mapStyleUrl).origin] : []
}

export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), usb=(), geolocation=(self), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/** Sets the headers on a response, copying it first when its headers are immutable. */
export function withHeaders(response: Response, headers: Record<string, string>, remove: string[] = []) {
  let target = response
  try {
    applyHeaders(target.headers, headers, remove)
  } catch {
    target = new Response(response.body, response)
    applyHeaders(target.headers, headers, remove)
  }
  return target
}

function applyHeaders(target: Headers, headers: Record<string, string>, remove: string[]) {
  for (const name of remove) target.delete(name)
  for (const [name, value] of Object.entries(headers)) {
    // A route may set its own, stricter policy.
    if (name === 'Content-Security-Policy' && target.has(name)) continue
    target.set(name, value)
  }
}
