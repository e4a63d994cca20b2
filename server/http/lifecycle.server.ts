// Start-up and shutdown of what the app holds open, called by the production server.
import { config } from '../config/env'
import { closeDatabase, database } from '../db/db.server'
import { closeFlagStreams } from '../flags/flag-stream.server'

/** Parses the configuration and opens the database (running migrations), so faults show at boot. */
export async function boot() {
  config()
  await database()
}

export async function shutdown() {
  await closeDatabase()
}

/** Ends the long-lived responses (flag streams) so the server's close waits only for real requests. */
export function closeStreams() {
  closeFlagStreams()
}
