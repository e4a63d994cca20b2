// Which travel platform the BFF talks to: a real one at LXP_BASE_URL, else the embedded simulator,
// through the same typed client either way.
import { config } from '../config/env'
import { createLxpClient, type UpstreamContext } from './lxp-client.server'

const simulatorBaseUrl = 'http://simulator.internal'

async function simulatorTransport(request: Request) {
  const { handleSimulatorRequest } = await import('../simulator/simulator-handler.server')
  return handleSimulatorRequest(request)
}

export function lxpClient(context: UpstreamContext = { locale: 'en-US' }) {
  const baseUrl = config().LXP_BASE_URL
  return createLxpClient({
    transport: baseUrl ? (request) => fetch(request) : simulatorTransport,
    baseUrl: baseUrl ?? simulatorBaseUrl,
    context: () => context,
  })
}
