// The client log endpoint under the auth base (§R7, §R8): browser errors and warnings as
// { level, code, message }, written to the server log. Rate- and size-limited; answers carry no
// input back and are never HTML.
import type { Logger } from 'pino'
import { ClientLogSchema } from '@contracts/analytics/analytics.schema'
import { maskCardNumbers } from '@contracts/analytics/scrub'
import { TooManyRequestsError, clientAddress, createRateLimiter } from '../auth/request-guard.server'
import { PayloadTooLargeError, readLimitedText } from '../analytics/read-limited.server'
import { currentRequestContext } from '../http/request-context.server'

export const clientLogLimits = { maxBodyBytes: 2048, rateLimit: { window: 60, max: 30 } }

const answer = (status: number, code?: string, message?: string, headers: Record<string, string> = {}) =>
  code
    ? Response.json({ errors: [{ code, message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })
    : new Response(null, { status, headers: { 'cache-control': 'no-store' } })

export function createClientLog({ logger, now }: { logger: Pick<Logger, 'error' | 'warn'>; now?: () => number }) {
  const limiter = createRateLimiter(clientLogLimits.rateLimit, now)

  return async function handleClientLog(request: Request): Promise<Response> {
    try {
      await limiter.consume(`client-log:${clientAddress(request)}`)
    } catch (error) {
      if (error instanceof TooManyRequestsError) return answer(429, 'TOO_MANY_REQUESTS', 'Too many log entries; try again later.', { 'retry-after': String(error.retryAfterSeconds) })
      throw error
    }
    let text: string
    try {
      text = await readLimitedText(request, clientLogLimits.maxBodyBytes)
    } catch (error) {
      if (error instanceof PayloadTooLargeError) return answer(413, 'PAYLOAD_TOO_LARGE', `A log entry is at most ${clientLogLimits.maxBodyBytes} bytes.`)
      throw error
    }
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      return answer(400, 'MALFORMED_JSON', 'The request body is not valid JSON.')
    }
    const parsed = ClientLogSchema.safeParse(raw)
    if (!parsed.success) return answer(400, 'VALIDATION_ERROR', 'Expected { level: ERROR or WARN, code, message }.')
    const { level, code, message } = parsed.data
    const fields = { source: 'browser', code, correlationId: currentRequestContext()?.correlationId, userAgent: request.headers.get('user-agent')?.slice(0, 200) }
    const line = maskCardNumbers(message)
    if (level === 'ERROR') logger.error(fields, line)
    else logger.warn(fields, line)
    return answer(204)
  }
}
