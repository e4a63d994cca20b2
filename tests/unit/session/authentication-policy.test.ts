// SPEC.md §4 "Authentication is required unless the policy is optional or none", §6 (My Trips and
// reservations always need a session).
import { describe, expect, it } from 'vitest'
import { isMemberArea, requiresSession } from '~/features/session/authentication-policy'

describe('requiresSession', () => {
  it.each(['optional', 'none', 'required'] as const)('always protects member areas under policy %s', (policy) => {
    for (const path of ['/my-trips/', '/my-trips', '/reservations/view/hotel', '/my-profile']) expect(requiresSession(policy, path)).toBe(true)
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

  it('knows the member areas by path, so reservation pages of every line are covered', () => {
    for (const path of ['/my-trips', '/my-trips/', '/reservations/view/air', '/reservations/cancel/activity', '/my-profile']) expect(isMemberArea(path)).toBe(true)
    for (const path of ['/', '/my-tripsx', '/reservation', '/flights/']) expect(isMemberArea(path)).toBe(false)
  })
})
