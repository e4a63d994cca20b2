// `npm run db:migrate | db:backup -- <file> | db:restore -- <file>`: the operator's database commands
// (docs/operations.md), on the server's database (DATA_DIR or DATABASE_URL).
import { config } from '../config/env'
import { backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from './backup.server'
import { closeDatabase, database } from './db.server'

export const databaseUsage = `Usage:
  npm run db:migrate                 apply this build's migrations (and the first start's seeding), then exit
  npm run db:backup -- <file>        back up the database (the embedded one even while the server runs)
  npm run db:restore -- <file>       restore a backup into an empty DATA_DIR, or over DATABASE_URL's database`

/** Runs one command; answers the process's exit code. */
export async function runDatabaseCommand(args: string[], print: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Promise<number> {
  const [command, file] = args
  const settings = config()
  try {
    if (command === 'migrate') {
      await database()
      await closeDatabase()
      print('migrations applied')
      return 0
    }
    if (command === 'backup' && file) {
      await (settings.DATABASE_URL ? backupPostgres(settings.DATABASE_URL, file) : backupEmbedded(settings.DATA_DIR, file))
      print(`backup written to ${file}`)
      return 0
    }
    if (command === 'restore' && file) {
      await (settings.DATABASE_URL ? restorePostgres(file, settings.DATABASE_URL) : restoreEmbedded(file, settings.DATA_DIR))
      print(`restored ${file}`)
      return 0
    }
    print(databaseUsage)
    return 2
  } catch (error) {
    print(error instanceof Error ? error.message : String(error))
    return 1
  }
}
