// Which travel platform the BFF talks to: a real one at LXP_BASE_URL, else the embedded simulator,
// through the same typed client either way.
import { config } from '../config/env'
import { announceProfileChange } from '../auth/profile-cache.server'
import { createLxpClient, type UpstreamContext } from './lxp-client.server'
import { currentUpstreamContext } from './upstream-context.server'
import type { LinePointsRules } from '@contracts/lxp/lxp-headers'

/** Who a member is, as their login provider's claims say, for a sandbox enrolment. */
export type CustomerEnrolment = { customerId: string; firstName: string; lastName: string; email: string }

const simulatorBaseUrl = 'http://simulator.internal'

/**
 * The embedded simulator as an HTTP upstream in this process: the request and response the client
 * would send and read over the network, handed to its handler. Opening the app's database starts it
 * (server/db/seed.server.ts), so that is what it asks for when a call first needs its database.
 */
async function simulatorTransport(request: Request) {
  const [{ handleSimulatorRequest }, { startOnFirstUse }] = await Promise.all([import('../../simulator/simulator-handler.server'), import('../../simulator/embedded')])
  startOnFirstUse(() => import('../db/db.server').then(({ database }) => database()))
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
  // The simulator's sandbox call (docs/mock-upstream.md), not part of the lxp contract.
  const response = await simulatorTransport(
    new Request(new URL('/sandbox/customers', simulatorBaseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(member) }),
  )
  if (!response.ok) throw new Error(`the simulator refused the enrolment (${response.status})`)
  return ((await response.json()) as { enrolled: boolean }).enrolled ? 'enrolled' : 'known'
}

/**
 * One of the simulator's sandbox calls (`/sandbox/reset`, `/sandbox/clock`, a flight schedule change: docs/mock-upstream.md),
 * to the embedded simulator or the one at LXP_BASE_URL; a real platform there answers 404.
 */
export async function sandboxCall(path: string, init: { method: string; headers: Headers; body?: string }) {
  const baseUrl = config().LXP_BASE_URL
  const request = new Request(new URL(path, baseUrl ?? simulatorBaseUrl), init)
  try {
    return await (baseUrl ? fetch(request) : simulatorTransport(request))
  } finally {
    // A reset puts the demo members' balances back: no kept profile may outlive it (docs/decisions/158).
    if (init.method !== 'GET') await announceProfileChange()
  }
}

/**
 * The client for the request being served: the browser's API session id, locale and test
 * environment come from the request's upstream context (§R7); what the caller gives
 * (usually the member's customer id) is added, and wins.
 */
export function lxpClient(context: Partial<UpstreamContext> = {}) {
  const baseUrl = config().LXP_BASE_URL
  return createLxpClient({
    transport: baseUrl ? (request) => fetch(request) : simulatorTransport,
    baseUrl: baseUrl ?? simulatorBaseUrl,
    // Every call carries the site's points switches: searches and offers state what a booking earns too, and a results
    // card must not promise what the checkout then refuses (a transfer's "Earn 327 pts" where transport does not earn).
    context: async () => ({ locale: 'en-US', linePoints: await sitePointsRules(), ...currentUpstreamContext(), ...withoutUndefined(context) }),
  })
}

/** The site's points switches per line (§R3), which the platform prices quotes and bookings with. */
async function sitePointsRules(): Promise<LinePointsRules | undefined> {
  try {
    const { loadSiteConfig } = await import('../site/site.server')
    const lines = (await loadSiteConfig()).linesOfBusiness
    return Object.fromEntries(Object.entries(lines).flatMap(([line, settings]) => (settings?.points ? [[line, settings.points]] : [])))
  } catch {
    return undefined
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
