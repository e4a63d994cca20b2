// §R4 "Authentication is required unless the policy is optional or none", §R6 (My Trips and
// My Profile always need a session; a reservation's pages are a guest's too: docs/decisions/073).
import { describe, expect, it } from 'vitest'
import { isMemberArea, requiresSession } from '~/features/session/authentication-policy'

describe('requiresSession', () => {
  it.each(['optional', 'none', 'required'] as const)('always protects member areas under policy %s', (policy) => {
    for (const path of ['/my-trips/', '/my-trips', '/my-profile']) expect(requiresSession(policy, path)).toBe(true)
  })

  it('leaves the reservation pages and Find my booking to guests, unless every page needs a session', () => {
    for (const path of ['/reservations/view/hotel', '/reservations/cancel/activity', '/reservations/find']) {
      expect(requiresSession('optional', path)).toBe(false)
      expect(requiresSession('required', path)).toBe(true)
    }
  })

  it('leaves other pages open under optional and none', () => {
    expect(requiresSession('optional', '/')).toBe(false)
    expect(requiresSession('none', '/accommodations/search-results')).toBe(false)
    expect(requiresSession('optional', '/my-tripsx')).toBe(false)
  })

  it('protects every page under required, except the sign-in pages themselves', () => {
    expect(requiresSession('required', '/')).toBe(true)
    expect(requiresSession('required', '/flights/')).toBe(true)
    expect(requiresSession('required', '/auth/credentials-sign-in')).toBe(false)
    expect(requiresSession('required', '/rewards-club/sign-in')).toBe(false)
  })

  it('knows the member areas by path', () => {
    for (const path of ['/my-trips', '/my-trips/', '/my-profile']) expect(isMemberArea(path)).toBe(true)
    for (const path of ['/', '/my-tripsx', '/reservations/view/air', '/reservations/cancel/activity', '/flights/']) expect(isMemberArea(path)).toBe(false)
  })
})
