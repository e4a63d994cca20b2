// §R7 through the HTTP API: an integrator's API session id and locale reach the upstream
// call the BFF makes for it, with a fresh correlation id, and a forged test-environment header does not.
import { describe, expect, it, vi } from 'vitest'
import { pageContextHeaders } from '@server/upstream/context-headers'
import { upstreamHeaders } from '@server/upstream/lxp-client.server'

const received: Request[] = []
vi.mock('@simulator/simulator-handler.server', () => ({
  handleSimulatorRequest: async (request: Request) => {
    received.push(request)
    return Response.json({ suggestions: [] })
  },
}))

const { handleApiRequest } = await import('@server/bff/api-handler.server')

describe('the upstream context of an API request', () => {
  it('carries the caller’s API session id and locale upstream, never its test-environment header', async () => {
    const response = await handleApiRequest(
      new Request('http://localhost/api/lxp/hotel/destinations?query=par&limit=5', {
        headers: { [pageContextHeaders.apiSessionId]: 'INTEGRATOR-SESSION-01', [pageContextHeaders.locale]: 'en-GB', [upstreamHeaders.environment]: 'test' },
      }),
    )
    expect(response.status).toBe(200)
    const upstream = received.at(-1)
    expect(upstream?.headers.get(upstreamHeaders.apiSessionId)).toBe('INTEGRATOR-SESSION-01')
    expect(upstream?.headers.get(upstreamHeaders.locale)).toBe('en-GB')
    expect(upstream?.headers.get(upstreamHeaders.correlationId)).toMatch(/^[0-9a-f-]{36}$/)
    expect(upstream?.headers.has(upstreamHeaders.environment)).toBe(false)
  })

  it('falls back to en-US and no session id when the caller names none', async () => {
    await handleApiRequest(new Request('http://localhost/api/lxp/hotel/destinations?query=lon&limit=5'))
    const upstream = received.at(-1)
    expect(upstream?.headers.get(upstreamHeaders.locale)).toBe('en-US')
    expect(upstream?.headers.has(upstreamHeaders.apiSessionId)).toBe(false)
  })
})
