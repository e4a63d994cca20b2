// Foundation security headers: nonce CSP, object-src/base-uri none, frame-ancestors, HSTS on HTTPS.
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, mapSources, mapWorkerPolicy, mapWorkerScript, securityHeaders, withHeaders } from '@server/http/security-headers'

const base = { frameAncestors: [], https: false, development: false }

describe('security headers', () => {
  it('allow scripts only by nonce on HTML, never unsafe-inline scripts', () => {
    const policy = contentSecurityPolicy({ ...base, nonce: 'abc' })
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scripts).toBe("script-src 'self' 'nonce-abc'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
  })

  it('let images come only from the site and a configured flag host', () => {
    const images = (sources?: string[]) => contentSecurityPolicy({ nonce: 'n', frameAncestors: [], https: true, development: false, imageSources: sources }).split('; ').find((directive) => directive.startsWith('img-src'))
    expect(images()).toBe("img-src 'self' data: blob:")
    expect(images(['https://flagcdn.com'])).toBe("img-src 'self' data: blob: https://flagcdn.com")
  })

  it('let only configured origins embed the site', () => {
    const policy = contentSecurityPolicy({ ...base, nonce: 'n', frameAncestors: ['https://partner.example'] })
    expect(policy).toContain("frame-ancestors 'self' https://partner.example")
  })

  it('lock down responses that are not pages', () => {
    expect(contentSecurityPolicy(base)).toBe("default-src 'none'; frame-ancestors 'self'; base-uri 'none'; object-src 'none'")
  })

  it('add HSTS only over HTTPS', () => {
    expect(securityHeaders(base)['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders({ ...base, https: true })['Strict-Transport-Security']).toMatch(/max-age=31536000/)
  })

  it('set the standard headers and remove private ones', () => {
    const response = withHeaders(
      new Response('x', { headers: { 'x-powered-by': 'x', 'x-csp-nonce': 'n' } }),
      securityHeaders(base),
      ['x-powered-by', 'x-csp-nonce'],
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.has('x-powered-by')).toBe(false)
    expect(response.headers.has('x-csp-nonce')).toBe(false)
  })

  it('copy a response whose headers are immutable', async () => {
    const immutable = Response.redirect('http://localhost/next', 302)
    const response = withHeaders(immutable, securityHeaders(base))
    expect(response.status).toBe(302)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('the map worker policy (docs/decisions/092)', () => {
  it('lets only the map worker connect, to the site and the configured map style host', () => {
    expect(mapWorkerScript.test('/assets/maplibre-gl-worker-Ab12_c.mjs')).toBe(true)
    expect(mapWorkerScript.test('/assets/app-Ab12.js')).toBe(false)
    expect(mapWorkerScript.test('/assets/maplibre-gl-worker-Ab12.mjs/../x.js')).toBe(false)
    expect(mapWorkerPolicy(mapSources(undefined))).toBe("default-src 'none'; connect-src 'self'; base-uri 'none'")
    expect(mapWorkerPolicy(mapSources('https://tiles.example.org/styles/liberty.json?key=k'))).toBe("default-src 'none'; connect-src 'self' https://tiles.example.org; base-uri 'none'")
  })
})
