// SPEC.md §2: the callbackUrl defaults to home and callback URLs off the site are refused.
import { describe, expect, it } from 'vitest'
import { safeCallbackPath } from '@server/auth/callback-url'

describe('safeCallbackPath', () => {
  const app = 'https://travel.example'

  it.each([
    ['/my-trips/', '/my-trips/'],
    ['/my-profile?tab=cards#top', '/my-profile?tab=cards#top'],
    ['https://travel.example/flights/', '/flights/'],
    ['my-trips', '/my-trips'],
  ])('keeps %s on the site as %s', (input, expected) => {
    expect(safeCallbackPath(input, app)).toBe(expected)
  })

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'http://travel.example/', // another scheme is another origin
    'javascript:alert(1)',
    'https://travel.example.evil.example/',
  ])('refuses %s', (input) => {
    expect(safeCallbackPath(input, app)).toBeUndefined()
  })

  it('gives nothing for a missing callback, so callers fall back to home', () => {
    expect(safeCallbackPath(undefined, app)).toBeUndefined()
    expect(safeCallbackPath('', app)).toBeUndefined()
  })

  it('stays under BASE_PATH and answers paths relative to it', () => {
    const based = 'https://travel.example/travel'
    expect(safeCallbackPath('/travel/my-trips/', based)).toBe('/my-trips/')
    expect(safeCallbackPath('https://travel.example/travel', based)).toBe('/')
    expect(safeCallbackPath('/elsewhere', based)).toBeUndefined()
    expect(safeCallbackPath('/travelling', based)).toBeUndefined()
  })
})
