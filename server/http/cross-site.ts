// Every mutation is CSRF-safe (§D5): a state-changing request that a browser says came from
// another site is refused before it reaches a handler. Browsers send Sec-Fetch-Site; older ones send
// Origin. Integrators' server-side calls carry neither and are not a CSRF vector (no ambient cookies).
// Nor is a call authenticated by an access token or API key that it carries itself and no cookie
// (docs/decisions/069): a request with any cookie is checked as before, whatever else it carries.
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Why the request is refused as cross-site, or undefined when it may proceed. */
export function crossSiteRefusal(request: Request, trustedOrigins: readonly string[] = []): string | undefined {
  if (safeMethods.has(request.method)) return undefined
  if (carriesOwnCredentialOnly(request.headers)) return undefined
  const own = new URL(request.url).origin
  const fetchSite = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  const trusted = (value: string) => value === own || trustedOrigins.includes(value)
  if (origin && origin !== 'null') return trusted(origin) ? undefined : `Origin ${origin} is not this site.`
  if (fetchSite === 'cross-site' || (origin === 'null' && fetchSite !== 'same-origin')) return 'The request came from another site.'
  return undefined
}

function carriesOwnCredentialOnly(headers: Headers) {
  const ownCredential = /^Bearer\s/i.test(headers.get('authorization') ?? '') || headers.has('x-api-key')
  return ownCredential && !headers.has('cookie')
}
