// Which travel platform the BFF talks to: a real one at LXP_BASE_URL, else the embedded simulator,
// through the same typed client either way.
import { config } from '../config/env'
import { createLxpClient, type UpstreamContext } from './lxp-client.server'
import { currentUpstreamContext } from './upstream-context.server'

const simulatorBaseUrl = 'http://simulator.internal'

async function simulatorTransport(request: Request) {
  const { handleSimulatorRequest } = await import('../simulator/simulator-handler.server')
  return handleSimulatorRequest(request)
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
