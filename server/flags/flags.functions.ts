// Feature flags evaluated on the server for the first render (no flicker), for the caller's identity.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { optionalMember } from '../auth/session.server'
import { evaluationContextOf, featureFlags } from './flags.server'

export const getFeatureFlags = createServerFn({ method: 'GET' }).handler(async () => {
  const member = await optionalMember(getRequest())
  const identity = member
    ? ({ kind: 'authenticated', sub: member.hashedUserId, userId: member.clientCustomerId } as const)
    : ({ kind: 'anonymousSession' } as const)
  return featureFlags().evaluate(evaluationContextOf(identity, { siteId: 'default' }))
})
