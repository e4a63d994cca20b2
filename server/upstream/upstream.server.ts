// Which travel platform the BFF talks to: a real one at LXP_BASE_URL, else the embedded simulator,
// through the same typed client either way.
import { config } from '../config/env'
import type { CustomerEnrolment } from '../../simulator/customer/customer.server'

export type { CustomerEnrolment } from '../../simulator/customer/customer.server'
import { createLxpClient, type UpstreamContext } from './lxp-client.server'
import { currentUpstreamContext } from './upstream-context.server'

const simulatorBaseUrl = 'http://simulator.internal'

async function simulatorTransport(request: Request) {
  const { handleSimulatorRequest } = await import('../../simulator/simulator-handler.server')
  return handleSimulatorRequest(request)
}

/**
 * A member signed in at a real login provider, for the platform to know (docs/decisions/060): the
 * embedded simulator enrols one it has not seen (name and email from the claims, a starting points
 * balance), as a sandbox would. A real platform at LXP_BASE_URL enrols its own members and has no
 * such call, so nothing is sent: a profile it cannot give shows as an error the page can retry.
 * Answers 'enrolled', 'known' (the simulator had them) or 'not-applicable' (a real platform).
 */
export async function enrolWithPlatform(member: CustomerEnrolment): Promise<'enrolled' | 'known' | 'not-applicable'> {
  if (config().LXP_BASE_URL) return 'not-applicable'
  const [{ enrolCustomer }, { database }] = await Promise.all([import('../../simulator/customer/customer.server'), import('../db/db.server')])
  return (await enrolCustomer(await database(), member)) ? 'enrolled' : 'known'
}

/**
 * The client for the request being served: the browser's API session id, locale and test
 * environment come from the request's upstream context (SPEC.md §7); what the caller gives
 * (usually the member's customer id) is added, and wins.
 */
export function lxpClient(context: Partial<UpstreamContext> = {}) {
  const baseUrl = config().LXP_BASE_URL
  return createLxpClient({
    transport: baseUrl ? (request) => fetch(request) : simulatorTransport,
    baseUrl: baseUrl ?? simulatorBaseUrl,
    context: () => ({ locale: 'en-US', ...currentUpstreamContext(), ...withoutUndefined(context) }),
  })
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
