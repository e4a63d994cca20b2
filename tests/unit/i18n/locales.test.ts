// §R9.16 locales: en-US (default) and en-GB; anything else falls back to en-US.
import { describe, expect, it } from 'vitest'
import { defaultLocale, locales, resolveLocale } from '~/i18n'

describe('resolveLocale', () => {
  it('keeps the two supported locales', () => {
    expect(resolveLocale('en-US')).toBe('en-US')
    expect(resolveLocale('en-GB')).toBe('en-GB')
  })

  it('forgives case and underscores', () => {
    expect(resolveLocale('en-gb')).toBe('en-GB')
    expect(resolveLocale('EN_GB')).toBe('en-GB')
    expect(resolveLocale(' en-us ')).toBe('en-US')
  })

  it.each([undefined, null, '', 'en', 'fr-FR', 'en-AU', 'de', 'not a locale!', 'en-GB,en;q=0.9'])('falls back to en-US for %j', (input) => {
    expect(resolveLocale(input)).toBe('en-US')
  })

  it('offers en-US first and as the default', () => {
    expect(defaultLocale).toBe('en-US')
    expect(locales).toEqual(['en-US', 'en-GB'])
  })
})
