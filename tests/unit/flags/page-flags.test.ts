// Issue 7 flags wired to behaviour: a line is available when site config enables it AND its flag is on
// (§R2 disabled lines disappear); page flags are evaluated for the §R3 identity.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { EvaluationContext } from '@openfeature/server-sdk'
import { flagDefaults } from '@server/flags/flags'
import { defaultSiteConfig } from '@server/db/seed.server'
import { isLineAvailable } from '~/features/lines/lines'
import type * as FlagsServer from '@server/flags/flags.server'

const member = vi.hoisted(() => ({ current: undefined as undefined | { hashedUserId: string; clientCustomerId: string } }))
const evaluated = vi.hoisted(() => ({ contexts: [] as unknown[] }))

vi.mock('@server/auth/session.server', () => ({ optionalMember: async () => member.current }))
vi.mock('@server/flags/flags.server', async (importOriginal) => {
  const original = await importOriginal<typeof FlagsServer>()
  return {
    ...original,
    featureFlags: () => ({
      evaluate: async (context: EvaluationContext) => {
        evaluated.contexts.push(context)
        return { ...flagDefaults, 'line-dining': false }
      },
    }),
  }
})

const { flagsForRequest } = await import('@server/flags/page-flags.server')

beforeEach(() => {
  member.current = undefined
  evaluated.contexts = []
})

describe('the line gate', () => {
  const flags = { ...flagDefaults }
  it('needs both the site configuration and the line flag', () => {
    const site = structuredClone(defaultSiteConfig)
    site.linesOfBusiness.dining = { ...site.linesOfBusiness.dining, enabled: true }
    site.linesOfBusiness.flights = { ...site.linesOfBusiness.flights, enabled: false }
    expect(isLineAvailable({ site, flags }, 'dining')).toBe(true)
    expect(isLineAvailable({ site, flags: { ...flags, 'line-dining': false } }, 'dining')).toBe(false)
    expect(isLineAvailable({ site, flags }, 'flights')).toBe(false)
    expect(isLineAvailable({ site, flags: { ...flags, 'line-flights': true } }, 'flights')).toBe(false)
  })
})

describe('environment defaults', () => {
  it('shows testers the app-id switcher outside production only', async () => {
    const { environmentFlagDefaults } = await import('@server/flags/flags')
    expect(environmentFlagDefaults(false)).toEqual({})
    expect(environmentFlagDefaults(true)).toEqual({ 'tester-app-id-switcher': true })
  })
})

describe('page flags for the §R3 identity', () => {
  const request = new Request('http://localhost/')

  it('evaluates an anonymous caller as anonymousSession with the browser session id when valid', async () => {
    const flags = await flagsForRequest(request, { sessionId: 'RT123456789ABCDEFGHJKL' })
    expect(flags['line-dining']).toBe(false)
    expect(evaluated.contexts[0]).toMatchObject({ kind: 'anonymousSession', anonymous: true, sessionId: 'RT123456789ABCDEFGHJKL', siteId: 'default' })
  })

  it('drops a session id that is not one of ours', async () => {
    await flagsForRequest(request, { sessionId: 'RTOOOOOOOOOOOOOOOOOOOO' })
    expect(evaluated.contexts[0]).not.toHaveProperty('sessionId')
  })

  it('evaluates a signed-in member as authenticated with sub and userId', async () => {
    member.current = { hashedUserId: 'hash-1', clientCustomerId: 'C-42' }
    await flagsForRequest(request, { sessionId: 'RT123456789ABCDEFGHJKL', siteId: 'tester' })
    expect(evaluated.contexts[0]).toMatchObject({ kind: 'authenticated', anonymous: false, sub: 'hash-1', userId: 'C-42', sessionId: 'RT123456789ABCDEFGHJKL', siteId: 'tester' })
  })
})
