// The process-wide collector over the app's database.
import { database } from '../db/db.server'
import { createCollector } from './collector.server'

let collector: ReturnType<typeof createCollector> | undefined

export function analyticsCollector() {
  collector ??= createCollector({ database })
  return collector
}
