// §R9.16 locales and §R8 error messages: every message of both locales, and where British English differs.
import { createIntl, type MessageFormatError } from '@formatjs/intl'
import { describe, expect, it } from 'vitest'
import { catalogue } from '~/i18n/catalogue'
import {
  createIntlFor,
  locales,
  namespaces,
  networkErrorMessageKey,
  pageErrorMessageKeys,
  pageErrorTypes,
  supplierErrorCodes,
  supplierErrorMessageKey,
  t,
  translatorFor,
} from '~/i18n'

const sampleValues = { firstName: 'Ana', year: 2026, siteName: 'Rewards Travel', points: 125000, seconds: 20, count: 2, nights: 3, miles: 1.5, amount: '$120', after: 'after the deadline', share: 50, premium: '$12', summary: 'Hotel', date: new Date(Date.UTC(2025, 10, 22, 9, 5)) }

/** The sample values, and a word for any other simple {placeholder} a message names. */
function valuesFor(message: string) {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? '')
  return { ...Object.fromEntries(names.map((name) => [name, 'sample'])), ...sampleValues }
}

describe('message catalogue', () => {
  it('has the same keys in every locale', () => {
    for (const namespace of namespaces) {
      expect(Object.keys(catalogue['en-GB'][namespace]).sort()).toEqual(Object.keys(catalogue['en-US'][namespace]).sort())
    }
  })

  it.each(locales)('formats every %s message without an error', (locale) => {
    const errors: unknown[] = []
    for (const namespace of namespaces) {
      const messages = catalogue[locale][namespace] as Record<string, string>
      const intl = createIntl({ locale, messages, onError: (error: MessageFormatError | Error) => errors.push(error) })
      for (const [key, message] of Object.entries(messages)) expect(intl.formatMessage({ id: key }, valuesFor(message))).not.toBe(key)
    }
    expect(errors).toEqual([])
  })
})

describe('t', () => {
  it('formats the shell texts in en-US by default', () => {
    expect(t('common:banners.site-level-error')).toBe('Something went wrong. Please try again.')
    expect(t('common:greeting', { firstName: 'Ana' })).toBe('Hello, Ana')
    expect(t('common:points.balance', { points: 125000 })).toBe('125,000 points')
    expect(t('common:points.balance', { points: 1 })).toBe('1 point')
    expect(t('common:buttons.manage-my-trips')).toBe('Manage my trips')
    expect(t('common:loading.page')).toBe('Loading…')
  })

  it('uses British spelling and date order in en-GB', () => {
    const date = new Date(Date.UTC(2025, 10, 22, 23, 30))
    expect(t('common:status.canceled')).toBe('Canceled')
    expect(t('common:status.canceled', {}, 'en-GB')).toBe('Cancelled')
    expect(t('common:labels.favorites', {}, 'en-GB')).toBe('Favourites')
    expect(t('search:form.travelers', { count: 2 }, 'en-GB')).toBe('2 travellers')
    expect(t('errors:supplier.E1002080', {}, 'en-GB')).toBe('This activity can no longer be cancelled online.')
    // Dates in messages are in UTC, so 23:30 UTC stays on the 22nd wherever this runs.
    expect(t('common:dates.long', { date })).toBe('November 22, 2025')
    expect(t('common:dates.long', { date }, 'en-GB')).toBe('22 November 2025')
    expect(t('common:dates.input-hint', {}, 'en-GB')).toBe('DD/MM/YYYY')
  })

  it('treats unsupported locales as en-US', () => {
    expect(createIntlFor('fr-FR').locale).toBe('en-US')
    expect(t('common:status.canceled', {}, 'fr-FR')).toBe('Canceled')
  })

  it('formats from loaded messages when given them', () => {
    const translate = translatorFor(createIntlFor('en-GB', { 'common:greeting': 'Hiya, {firstName}' }))
    expect(translate('common:greeting', { firstName: 'Ana' })).toBe('Hiya, Ana')
  })
})

describe('error messages', () => {
  it('has a title and description for every page-error type', () => {
    for (const type of pageErrorTypes) {
      const keys = pageErrorMessageKeys(type)
      expect(t(keys.title)).not.toBe(keys.title)
      expect(t(keys.description)).not.toBe(keys.description)
    }
    expect(t(pageErrorMessageKeys('not-found').title)).toBe("We can't find that page")
    expect(t(pageErrorMessageKeys('SessionRequired').title)).toBe('Please sign in')
  })

  it('uses the unknown texts for a type it does not know', () => {
    expect(pageErrorMessageKeys('Nonsense')).toEqual(pageErrorMessageKeys('unknown'))
    expect(pageErrorMessageKeys(undefined).title).toBe('errors:page.unknown.title')
  })

  it('has a message for each supplier code of §R8 and the network failure', () => {
    expect(supplierErrorCodes).toEqual(['E1001019', 'E1001032', 'E1001016', 'E1001018', 'E1002080', 'E0000023'])
    for (const code of supplierErrorCodes) {
      const key = supplierErrorMessageKey(code)
      expect(key).toBe(`errors:supplier.${code}`)
      expect(t(key!)).not.toBe(key)
    }
    expect(supplierErrorMessageKey('E9999999')).toBeUndefined()
    expect(t(networkErrorMessageKey)).toMatch(/could not reach/)
  })
})

describe('words a traveller reads at sign-in (issues 36/43)', () => {
  it('name the demo members and their password on the demo sign-in page, never a README, and the header says "Sign in" as the page does', async () => {
    const { accountText } = await import('~/i18n/plain/account')
    const { sessionText } = await import('~/i18n/plain/session')
    const { demoPassword } = await import('@server/auth/provider/demo-members')
    const words = accountText('rewards-club-sign-in.demo-members-only', { members: 'platinum, gold or green', password: demoPassword })
    expect(words).toContain(`with the user ID platinum, gold or green and the password ${demoPassword}.`)
    expect(words).not.toMatch(/README/)
    expect(sessionText('top-navigation.log-in')).toBe(accountText('sign-in.submit'))
  })
})
