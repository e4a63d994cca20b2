// §R2: the callbackUrl defaults to home and targets off the site are refused; one rule for
// every redirect a request can steer (sign-in, sign-out, draft mode on and off). docs/security.md V13.
import { describe, expect, it } from 'vitest'
import { redirectTarget, sitePathOf } from '@server/http/redirect-target'

describe('sitePathOf', () => {
  const app = 'https://travel.example'

  it.each([
    ['/my-trips/', '/my-trips/'],
    ['/my-profile?tab=cards#top', '/my-profile?tab=cards#top'],
    ['https://travel.example/flights/', '/flights/'],
    ['my-trips', '/my-trips'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'], // encoded slashes stay a path on this site
    ['/./accommodations/../flights/', '/flights/'],
    ['https:evil.example', '/evil.example'], // same scheme: a path of this site, as a browser reads it
  ])('keeps %s on the site as %s', (input, expected) => {
    expect(sitePathOf(input, app)).toBe(expected)
  })

  // Each as a browser would read it from a Location header: all of them leave the site.
  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    'http://travel.example/', // another scheme is another origin
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://travel.example.evil.example/',
    'https://travel.example@evil.example/',
    '/\u007f/evil.example',
  ])('refuses %j', (input) => {
    expect(sitePathOf(input, app)).toBeUndefined()
  })

  it('gives nothing for a missing target, so callers fall back to home', () => {
    expect(sitePathOf(undefined, app)).toBeUndefined()
    expect(sitePathOf('', app)).toBeUndefined()
  })

  it('stays under BASE_PATH and answers paths relative to it', () => {
    const based = 'https://travel.example/travel'
    expect(sitePathOf('/travel/my-trips/', based)).toBe('/my-trips/')
    expect(sitePathOf('https://travel.example/travel', based)).toBe('/')
    expect(sitePathOf('/elsewhere', based)).toBeUndefined()
    expect(sitePathOf('/travelling', based)).toBeUndefined()
  })

  it('never answers a path a browser would read as another host', () => {
    expect(sitePathOf('https://travel.example//evil.example/', app)).toBe('/evil.example/')
  })
})

describe('redirectTarget', () => {
  it('answers the path with BASE_PATH, or home for a target off the site', () => {
    expect(redirectTarget('/travel/flights/', 'https://travel.example/travel')).toBe('/travel/flights/')
    expect(redirectTarget('//evil.example', 'https://travel.example/travel')).toBe('/travel/')
    expect(redirectTarget('/\t/evil.example', 'https://travel.example')).toBe('/')
    expect(redirectTarget(null, 'https://travel.example', '/auth/post-logout')).toBe('/auth/post-logout')
  })
})
