// Namespaces read without the message formatter must hold only plain messages in every locale.
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isPlainMessage, locales, pageErrorTypes, plainTranslator, type Namespace } from '~/i18n'
import { catalogue } from '~/i18n/catalogue'
import { errorsText } from '~/i18n/plain/errors'
import { homeText } from '~/i18n/plain/home'

describe('plain translators', () => {
  const plainNamespaces = readdirSync(new URL('../../../app/i18n/plain', import.meta.url)).map((file) => file.replace(/\.ts$/, '')) as Namespace[]

  it.each(plainNamespaces)('the %s namespace is plain in every locale', (namespace) => {
    for (const locale of locales) {
      const notPlain = Object.entries(catalogue[locale][namespace]).filter(([, message]) => !isPlainMessage(message))
      expect(notPlain, `${locale} ${namespace}`).toEqual([])
    }
  })

  it('tells ICU arguments from plain placeholders', () => {
    expect(isPlainMessage('Where to next, {firstName}?')).toBe(true)
    expect(isPlainMessage('{points, plural, one {# point} other {# points}}')).toBe(false)
    expect(isPlainMessage("'{literal}'")).toBe(false)
  })

  it('fills placeholders, per locale, and leaves unknown ones', () => {
    expect(homeText('hero.title-member', { firstName: 'Ada' })).toBe('Where to next, Ada?')
    expect(homeText('hero.title-member')).toBe('Where to next, {firstName}?')
    expect(homeText('favorites.heading', undefined, 'en-GB')).toBe('Your favourite destinations')
    expect(homeText('favorites.heading', undefined, 'fr-FR')).toBe('Your favorite destinations')
  })

  it('picks the plural form by the locale rules and fills the count', () => {
    const text = plainTranslator('sample', { 'en-US': { 'rooms.one': '{count} room left', 'rooms.other': '{count} rooms left in {city}' }, 'en-GB': { 'rooms.one': '{count} room left', 'rooms.other': '{count} rooms left' } })
    expect(text.plural('rooms', 1)).toBe('1 room left')
    expect(text.plural('rooms', 0, { city: 'Paris' })).toBe('0 rooms left in Paris')
    expect(text.plural('rooms', 1200, { city: 'Paris' })).toBe('1,200 rooms left in Paris')
    expect(text.plural('rooms', 2, undefined, 'en-GB')).toBe('2 rooms left')
  })

  it('gives a message in pieces with nodes for its placeholders, for markup inside a sentence', () => {
    const text = plainTranslator('sample', { 'en-US': { balance: 'You have {points} and {miles}.' }, 'en-GB': { balance: 'You have {points}.' } })
    const strong = { tag: 'strong' }
    expect(text.rich('balance', { points: strong })).toEqual(['You have ', strong, ' and ', '{miles}', '.'])
    expect(text.rich('balance', { points: strong }, 'en-GB')).toEqual(['You have ', strong, '.'])
  })

  it('has a title and a description for every page-error type', () => {
    for (const type of pageErrorTypes) {
      expect(errorsText(`page.${type}.title`)).not.toContain('errors:')
      expect(errorsText(`page.${type}.description`)).not.toContain('errors:')
    }
    expect(errorsText('page.runtime-region')).toBe('Runtime error')
  })
})
