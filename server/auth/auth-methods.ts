// Which methods better-auth takes on a path under /api/auth, read once from its endpoints (each has
// its `path` and `options.method`), so a known path asked with another method answers 405 with `Allow`
// (RFC 9110, guide *Errors*) where better-auth's router would answer 404. Server-only endpoints are
// not routed and so not counted; neither are disabled paths.

type Endpoint = { path?: unknown; options?: { method?: unknown; metadata?: { SERVER_ONLY?: unknown; isAction?: unknown } } }

type PathMethods = { pattern: RegExp; methods: string[] }

function methodsOf(endpoint: Endpoint): string[] {
  const method = endpoint.options?.method
  const methods = Array.isArray(method) ? method : [method]
  return methods.filter((each): each is string => typeof each === 'string' && each !== '*')
}

function routed(endpoint: Endpoint, disabledPaths: readonly string[]): endpoint is Endpoint & { path: string } {
  const metadata = endpoint.options?.metadata
  return typeof endpoint.path === 'string' && !disabledPaths.includes(endpoint.path) && !metadata?.SERVER_ONLY && metadata?.isAction !== false
}

/** The methods of each routed path of better-auth's `api`. */
export function authPathMethods(api: Record<string, unknown>, disabledPaths: readonly string[] = []): (path: string) => string[] {
  const byPath = new Map<string, Set<string>>()
  for (const endpoint of Object.values(api) as Endpoint[]) {
    if (!routed(endpoint, disabledPaths)) continue
    const methods = byPath.get(endpoint.path) ?? new Set<string>()
    for (const method of methodsOf(endpoint)) methods.add(method)
    byPath.set(endpoint.path, methods)
  }
  const patterns: PathMethods[] = [...byPath].map(([path, methods]) => ({ pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[^/]+/g, '[^/]+')}/?$`), methods: [...methods] }))
  return (path) => [...new Set(patterns.filter(({ pattern }) => pattern.test(path)).flatMap(({ methods }) => methods))]
}
