// Start-up, readiness and shutdown of what the app holds open, called by the production server.
import { config } from '../config/env'
import { closeDatabase, database } from '../db/db.server'
import { closeFlagStreams } from '../flags/flag-stream.server'
import { featureFlags } from '../flags/flags.server'
import { anonymousPages } from './app-request.server'
import { createReadinessCheck, newestMigrationMillis, type Readiness } from './health.server'
import { closeSharedRateLimitStore } from './rate-limit-store.server'

/** Parses the configuration and opens the database (running migrations), so faults show at boot. */
export async function boot() {
  config()
  await database()
  // A page rendered while the provider was still reading a flag change must not be served on.
  featureFlags().onConfigurationChanged(() => anonymousPages.clear())
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
  await closeSharedRateLimitStore()
  await closeDatabase()
}

/** Ends the long-lived responses (flag streams) so the server's close waits only for real requests. */
export function closeStreams() {
  closeFlagStreams()
}

let check: (() => Promise<Readiness>) | undefined

/** Whether this instance should get traffic: database, migrations and travel platform (GET /readyz). */
export function readiness(): Promise<Readiness> {
  check ??= createReadinessCheck({ database, upstreamUrl: config().LXP_BASE_URL, newestMigrationMillis: newestMigrationMillis() })
  return check()
}
