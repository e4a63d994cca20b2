// §R2: a section's landing page is served at the path as written (`/accommodations/`); the other
// form of any page's path redirects to it permanently (docs/decisions/072).
import { describe, expect, it } from 'vitest'
import { canonicalPathname, indexPathsOf } from '~/lib/canonical-path'
import { permanentSlashRedirect } from '@server/http/canonical-redirect'

const indexPaths = indexPathsOf([{ fullPath: '/' }, { fullPath: '/accommodations/' }, { fullPath: '/accommodations' }, { fullPath: '/accommodations/offer' }, { fullPath: '/my-trips/' }])

describe('canonicalPathname', () => {
  it.each([
    ['/', '/'],
    ['/accommodations', '/accommodations/'],
    ['/accommodations/', '/accommodations/'],
    ['/my-trips', '/my-trips/'],
    ['/accommodations/offer', '/accommodations/offer'],
    ['/accommodations/offer/', '/accommodations/offer'],
    ['/partner-resources//', '/partner-resources'],
  ])('writes %s as %s', (pathname, expected) => {
    expect(canonicalPathname(pathname, indexPaths)).toBe(expected)
  })
})

describe('permanentSlashRedirect', () => {
  const redirect = (location: string, status = 307) => new Response(null, { status, headers: { location, 'x-kept': 'yes' } })

  it('makes the redirect to the written form permanent, keeping its headers', () => {
    const answer = permanentSlashRedirect(new Request('http://site.test/accommodations'), redirect('http://site.test/accommodations/'))
    expect(answer.status).toBe(308)
    expect(answer.headers.get('location')).toBe('http://site.test/accommodations/')
    expect(answer.headers.get('x-kept')).toBe('yes')
    expect(permanentSlashRedirect(new Request('http://site.test/tours/offer/?id=1'), redirect('/tours/offer?id=1')).status).toBe(308)
  })

  it('leaves every other answer as it is', () => {
    expect(permanentSlashRedirect(new Request('http://site.test/my-trips/'), redirect('/auth/sign-in?callbackUrl=%2Fmy-trips%2F')).status).toBe(307)
    expect(permanentSlashRedirect(new Request('http://site.test/tours?sort=rating'), redirect('/tours/')).status).toBe(307)
    expect(permanentSlashRedirect(new Request('http://site.test/tours'), redirect('http://elsewhere.test/tours/')).status).toBe(307)
    expect(permanentSlashRedirect(new Request('http://site.test/tours'), redirect('/tours/', 302)).status).toBe(302)
    expect(permanentSlashRedirect(new Request('http://site.test/tours/'), new Response('ok')).status).toBe(200)
  })
})
