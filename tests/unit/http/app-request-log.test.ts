// The request log line (§D7.22 observability, §R8 error handling): a server failure is an error;
// a visitor who left before the answer is not, whatever the framework answered the aborted request.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleAppRequest } from '@server/http/app-request.server'
import { logger } from '@server/log/logger'

afterEach(() => vi.restoreAllMocks())

const failing = () => new Response('failed', { status: 500 })

describe('the request log line', () => {
  it('logs a 500 as an error', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const response = await handleAppRequest(new Request('http://localhost/api/image?url=/images/x.svg'), failing)
    expect(response.status).toBe(500)
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ status: 500, path: '/api/image' }), 'request')
  })

  it('logs a request the visitor abandoned as information, marked clientClosed', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined)
    const controller = new AbortController()
    const request = new Request('http://localhost/api/image?url=/images/x.svg', { signal: controller.signal })
    await handleAppRequest(request, () => {
      controller.abort()
      return failing()
    })
    expect(error).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ status: 500, clientClosed: true }), 'request')
  })
})
