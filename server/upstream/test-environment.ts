// The test-environment header of upstream calls (§R7), as pure rules: which pages may ask
// for one with ?expdenv=, and which header a given upstream URL finally carries.

export const testEnvironments = ['cr-labs', 'sandbox', 'test'] as const
export type TestEnvironment = (typeof testEnvironments)[number]

/** The accommodation pages that honour expdenv: home, search results, product details, compare, checkout, confirmation. */
export const testEnvironmentPages = ['/accommodations', '/accommodations/search-results', '/accommodations/offer', '/accommodations/compare', '/accommodations/checkout', '/accommodations/confirmation'] as const

export function isTestEnvironment(value: unknown): value is TestEnvironment {
  return typeof value === 'string' && (testEnvironments as readonly string[]).includes(value)
}

/**
 * The environment a page asks for: its expdenv parameter, when the page is one of the accommodation
 * pages and the site allows it; otherwise none. `pageUrl` is a path with its query (or a full URL).
 */
export function testEnvironmentOfPage(pageUrl: string | undefined, { allowed, basePath = '' }: { allowed: boolean; basePath?: string }): TestEnvironment | undefined {
  if (!allowed || !pageUrl) return undefined
  let url: URL
  try {
    url = new URL(pageUrl, 'http://page.invalid')
  } catch {
    return undefined
  }
  const requested = url.searchParams.get('expdenv')
  if (!isTestEnvironment(requested)) return undefined
  let path = url.pathname
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length) || '/'
  path = path.replace(/\/+$/, '') || '/'
  return (testEnvironmentPages as readonly string[]).includes(path) ? requested : undefined
}

/** Whether the site allows the header: its own setting, else only with the developer tools on. */
export function testEnvironmentAllowed(siteSetting: boolean | undefined, devTools: boolean) {
  return siteSetting ?? devTools
}

/** The header an upstream call finally carries: the page's choice, else cr-labs on /hotel/ URLs when labs-rapid is on. */
export function environmentHeaderFor(upstreamUrl: string, context: { environment?: TestEnvironment; labsRapid?: boolean }): TestEnvironment | undefined {
  if (context.environment) return context.environment
  if (context.labsRapid && upstreamUrl.includes('/hotel/')) return 'cr-labs'
  return undefined
}
