// Issue 38 (§D2.9, §D7.22): every line logged while a request is handled carries its correlation
// id, with or without OpenTelemetry; someone hanging up is one line of information, not a stack.
import { describe, expect, it } from 'vitest'
import { handleAppRequest } from '@server/http/app-request.server'
import { routeConsoleThroughLogger } from '@server/log/logger'
import { capturedLogger } from '../../fixtures/captured-logger'

describe('the correlation id on log lines', () => {
  it('is on every line written while a request is handled, after awaits too, and on none outside', async () => {
    const { logger, lines } = capturedLogger('debug')
    logger.info('before any request')
    const response = await handleAppRequest(new Request('http://localhost/accommodations/'), async () => {
      logger.info('rendering')
      await new Promise((resolve) => setTimeout(resolve, 1))
      logger.warn({ status: 503 }, 'the platform was slow')
      return new Response('ok')
    })
    const correlationId = response.headers.get('x-correlation-id')
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/)
    expect(lines.map((line) => [line.msg, line.correlationId])).toEqual([
      ['before any request', undefined],
      ['rendering', correlationId],
      ['the platform was slow', correlationId],
    ])
  })

  it("keeps the caller's own correlation id when it is well formed", async () => {
    const { logger, lines } = capturedLogger('debug')
    await handleAppRequest(new Request('http://localhost/', { headers: { 'x-correlation-id': 'partner-call-0001' } }), () => {
      logger.info('inside')
      return new Response('ok')
    })
    expect(lines[0]).toMatchObject({ msg: 'inside', correlationId: 'partner-call-0001' })
  })
})

describe('a hang-up in the log', () => {
  const abort = () => new DOMException('This operation was aborted', 'AbortError')
  const reset = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' })

  it.each([['an AbortError', abort], ['a reset connection', reset]])('writes %s as its name, message and code, without a stack', (_name, make) => {
    const { logger, lines } = capturedLogger('debug')
    logger.info({ err: make() }, 'client hung up')
    expect(lines).toHaveLength(1)
    expect(lines[0]?.err).not.toHaveProperty('stack')
    expect(JSON.stringify(lines[0])).not.toMatch(/\\n\s+at /)
  })

  it('keeps the stack of any other error', () => {
    const { logger, lines } = capturedLogger('debug')
    logger.error({ err: new TypeError('broken') }, 'request failed')
    expect(lines[0]?.err).toHaveProperty('stack', expect.stringContaining('TypeError: broken'))
  })

  it('turns what a library prints about a hang-up with console.error into one line of information', () => {
    const { logger, lines } = capturedLogger('debug')
    const { error } = console
    try {
      routeConsoleThroughLogger(logger)
      console.error(abort())
    } finally {
      console.error = error
    }
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, source: 'console', err: { type: 'AbortError' } })
    expect(lines[0]?.err).not.toHaveProperty('stack')
  })
})
