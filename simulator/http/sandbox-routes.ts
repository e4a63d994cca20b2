// The sandbox's own calls, beside the lxp contract: what a test platform offers its integrators and no
// real platform has (docs/mock-upstream.md). `POST /sandbox/customers` enrols a member the platform does
// not know (the app calls it after a sign-in at a real login provider: docs/decisions/060, 064);
// `POST /sandbox/reset` puts the sandbox back as it started; `/sandbox/clock` reads, sets and frees
// the instant calls run at.
import { z } from 'zod'
import { malformedJsonError } from '@contracts/api/request-refusal'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { sandboxClockRangeMessage, sandboxInstantOf } from '@contracts/lxp/sandbox-scenarios'
import { SetSandboxClockSchema } from '@contracts/sandbox/sandbox.contract'
import { enrolCustomer } from '../customer/customer.server'
import { database } from '../db/database'
import { resetSandboxData } from '../sandbox-reset.server'
import { namespaceOf, resetScenarioState, sandboxClock, setSandboxClock } from './scenarios'

export const sandboxPaths = { customers: '/sandbox/customers', reset: '/sandbox/reset', clock: '/sandbox/clock' } as const

export const CustomerEnrolmentSchema = z.object({
  customerId: z.string().min(1).max(200),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(320),
})


export function isSandboxRequest(request: Request) {
  return new URL(request.url).pathname.startsWith('/sandbox/')
}

const refusal = (status: number, code: string, message: string, { field, headers }: { field?: string; headers?: Record<string, string> } = {}) =>
  Response.json({ errors: [{ code, category: 'VALIDATION', message, ...(field ? { field } : {}) }] }, { status, ...(headers ? { headers } : {}) })

const methodsOf: Record<string, readonly string[]> = {
  [sandboxPaths.customers]: ['POST'],
  [sandboxPaths.reset]: ['POST'],
  [sandboxPaths.clock]: ['GET', 'PUT', 'DELETE'],
}

/** The clock a namespace's calls run at: the instant set, or the real one. */
function clockAnswer(namespace: string) {
  const fixed = sandboxClock(namespace)
  return Response.json({ now: new Date(fixed ?? Date.now()).toISOString(), fixed: fixed !== undefined })
}

export async function handleSandboxRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname
  const methods = methodsOf[path]
  // Worded as every other layer's 404 and 405 (one wording per status, guide *Errors*).
  if (!methods) return refusal(404, 'HTTP_404', errorMessageFor('HTTP_404', 'en-US')!)
  if (!methods.includes(request.method)) return refusal(405, 'HTTP_405', errorMessageFor('HTTP_405', 'en-US')!, { headers: { allow: methods.join(', ') } })
  const namespace = namespaceOf(request)
  if (path === sandboxPaths.reset) {
    // A namespace resets its own counters and clock; without one, everything, the bookings included.
    if (namespace) {
      resetScenarioState(namespace)
      return Response.json({ reset: 'namespace', namespace })
    }
    await resetSandboxData(await database())
    resetScenarioState()
    return Response.json({ reset: 'everything' })
  }
  if (path === sandboxPaths.clock) {
    if (request.method === 'DELETE') setSandboxClock(namespace, undefined)
    if (request.method === 'PUT') {
      const text = await request.text()
      let content: unknown
      try {
        content = text ? JSON.parse(text) : undefined
      } catch {
        return Response.json({ errors: [malformedJsonError] }, { status: 400 })
      }
      const set = SetSandboxClockSchema.safeParse(content)
      if (!set.success) {
        // The field the answer is about, as every field error says it: `body.now`, or the whole body when it is no object.
        const field = typeof content === 'object' && content !== null ? 'body.now' : 'body'
        return refusal(400, 'VALIDATION_ERROR', `${field}: give the instant as an ISO date and time with its offset, ${sandboxClockRangeMessage}, such as 2026-11-29T06:41:00Z.`, { field })
      }
      // A date no calendar has, or an instant the sandbox cannot run at (the year 9999), is refused here, not by a 500 later.
      const at = sandboxInstantOf(set.data.now)
      if (at === undefined) return refusal(400, 'VALIDATION_ERROR', `body.now: give ${sandboxClockRangeMessage}, such as 2026-11-29T06:41:00Z.`, { field: 'body.now' })
      setSandboxClock(namespace, at)
    }
    return clockAnswer(namespace)
  }
  const body = await request.json().catch(() => undefined)
  const enrolment = CustomerEnrolmentSchema.safeParse(body)
  if (!enrolment.success) return refusal(400, 'VALIDATION_ERROR', 'body: a customer needs customerId, firstName, lastName and email.', { field: 'body' })
  const enrolled = await enrolCustomer(await database(), enrolment.data)
  return Response.json({ enrolled }, { status: enrolled ? 201 : 200 })
}
