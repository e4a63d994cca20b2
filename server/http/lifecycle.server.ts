// Start-up, readiness and shutdown of what the app holds open, called by the production server.
import { config } from '../config/env'
import { writeRequestedBackup } from '../db/backup.server'
import { closeDatabase, database, databaseHandle } from '../db/db.server'
import { closeFlagStreams } from '../flags/flag-stream.server'
import { featureFlags } from '../flags/flags.server'
import { anonymousPages } from './app-request.server'
import { createReadinessCheck, newestMigrationMillis, type Readiness } from './health.server'
import { observeDegradedDependencies } from '../telemetry/operations-metrics'
import { closeSharedRateLimitStore, sharedRateLimitStoreDegraded } from './rate-limit-store.server'
import { startWebhookDelivery, stopWebhookDelivery } from '../webhooks/webhook-delivery.server'

/** Parses the configuration and opens the database (running migrations), so faults show at boot. */
export async function boot() {
  config()
  await database()
  // A page rendered while the provider was still reading a flag change must not be served on.
  featureFlags().onConfigurationChanged(() => anonymousPages.clear())
  // Partners' events queued before a restart go out now (docs/decisions/135).
  startWebhookDelivery()
}

/**
 * Creates, migrates and seeds the database, then closes it: what a first start does, run by the
 * production server in a process of its own so that the serving process never holds what seeding
 * grew (docs/decisions/084).
 */
export async function prepareDatabase() {
  config()
  await database()
  await closeDatabase()
}

export async function shutdown() {
  await stopWebhookDelivery()
  await closeSharedRateLimitStore()
  await closeDatabase()
}

/** SIGUSR2 from `npm run db:backup`: a backup of the embedded database this process holds (docs/operations.md). */
export async function backup() {
  const handle = await databaseHandle()
  if (handle.dump) await writeRequestedBackup(config().DATA_DIR, handle.dump)
}

/** Ends the long-lived responses (flag streams) so the server's close waits only for real requests. */
export function closeStreams() {
  closeFlagStreams()
}

let check: (() => Promise<Readiness>) | undefined
let last: Readiness | undefined

/**
 * Whether this instance should get traffic (GET /readyz): the database and its migrations decide; the
 * travel platform and the shared rate-limit store are reported (and on the dependency.degraded metric).
 */
export async function readiness(): Promise<Readiness> {
  if (!check) {
    const settings = config()
    check = createReadinessCheck({
      database,
      upstreamUrl: settings.LXP_BASE_URL,
      newestMigrationMillis: newestMigrationMillis(),
      rateLimitsDegraded: sharedRateLimitStoreDegraded,
      strict: settings.READINESS_STRICT,
    })
    observeDegradedDependencies(() => ({ upstream: ['unreachable', 'failing'].includes(last?.checks.upstream ?? ''), rateLimits: last?.checks.rateLimits === 'degraded' }))
  }
  last = await check()
  return last
}
