// §R3 (auth status, userId validation, feature-flag identity, customer profile), §R4 (re-check
// 5 s before expiry, has-account cookie of 10 days), §R6 (profile retries).
import { describe, expect, it } from 'vitest'
import { authStatusOf, featureFlagIdentity, missingUserIdMessage, sessionRecheckDelay, validateAuthSession } from '~/features/session/auth-status'
import { hasAccountCookie, loginStatus } from '~/features/session/has-account-cookie'
import { activeProfile, isInactiveMember } from '~/features/session/member-profile'
import { demoMembers } from '@server/auth/provider/demo-members'
import type { CustomerProfile } from '@server/auth/member-profile.schema'

const signedIn = { status: 'authenticated' as const, data: { userId: 'u1', hashedUserId: 'h1', clientCustomerId: 'CC-1', expires: '2026-11-22T10:00:10.000Z' } }

describe('auth session', () => {
  it('fails validation with the exact message when an authenticated session has no userId', () => {
    expect(() => validateAuthSession({ status: 'authenticated', data: { hashedUserId: 'h' } })).toThrow(missingUserIdMessage)
    expect(missingUserIdMessage).toBe("Couldn't find the required userId in the session of an authenticated user.")
    expect(validateAuthSession(signedIn)).toBe(signedIn)
    expect(validateAuthSession({ status: 'unauthenticated', data: null }).status).toBe('unauthenticated')
  })

  it('has the statuses unauthenticated, loading and authenticated', () => {
    expect(authStatusOf(undefined, true)).toBe('loading')
    expect(authStatusOf(null, false)).toBe('unauthenticated')
    expect(authStatusOf(signedIn, false)).toBe('authenticated')
  })

  it('is re-checked 5 s before it expires, or at once when that is not in the future', () => {
    const now = new Date('2026-11-22T10:00:00.000Z').getTime()
    expect(sessionRecheckDelay(signedIn.data.expires, now)).toBe(5_000)
    expect(sessionRecheckDelay('2026-11-22T10:00:05.000Z', now)).toBe(0)
    expect(sessionRecheckDelay('2026-11-22T09:59:00.000Z', now)).toBe(0)
  })

  it('gives the feature-flag identity for members and anonymous visitors', () => {
    expect(featureFlagIdentity(signedIn, 'RT1')).toEqual({ type: 'authenticated', sessionId: 'RT1', sub: 'h1', userId: 'CC-1' })
    expect(featureFlagIdentity({ status: 'unauthenticated', data: null }, 'RT2')).toEqual({ type: 'anonymousSession', sessionId: 'RT2' })
  })
})

describe('login status', () => {
  it('is logged in, logged out with a has-account cookie, or guest', () => {
    expect(loginStatus(true, '')).toBe('logged-in')
    expect(loginStatus(false, 'a=1; has-account=1')).toBe('logged-out')
    expect(loginStatus(false, 'a=1')).toBe('guest')
  })

  it('keeps the has-account cookie for 10 days', () => {
    expect(hasAccountCookie(false)).toBe('has-account=1; Max-Age=864000; Path=/; SameSite=Lax')
    expect(hasAccountCookie(true)).toMatch(/; Secure$/)
  })
})

describe('customer profile rules', () => {
  const profileOf = (username: string): CustomerProfile => {
    const member = demoMembers.find((entry) => entry.username === username)!
    return { clientCustomerId: member.clientCustomerId, personalInfo: { firstName: member.firstName, lastName: member.lastName }, loyalty: member.loyalty }
  }

  it("uses the default card's profile for CARD_BASED loyalty", () => {
    const platinum = profileOf('platinum')
    expect(platinum.loyalty.type).toBe('CARD_BASED')
    expect(activeProfile(platinum)?.points.balance).toBe(1_250_000)
  })

  it('uses loyalty itself for ACCOUNT_BASED loyalty', () => {
    const account = profileOf('account')
    expect(activeProfile(account)).toBe(account.loyalty)
  })

  it('marks a member inactive when the active profile is INACTIVE', () => {
    expect(isInactiveMember(profileOf('inactive'))).toBe(true)
    expect(isInactiveMember(profileOf('gold'))).toBe(false)
  })
})
