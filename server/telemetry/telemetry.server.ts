// The process-wide client log handler over the shared logger.
import { logger } from '../log/logger'
import { createClientLog } from './client-log.server'

let handler: ReturnType<typeof createClientLog> | undefined

export function clientLogHandler() {
  handler ??= createClientLog({ logger: logger.child({ logger: 'client' }) })
  return handler
}
