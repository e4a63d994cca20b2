// `npm run db:migrate | db:backup -- <file> | db:restore -- <file>` (server/db/database-command.ts).
// The server code uses the project's path aliases, so it is loaded through Vite's module runner.
import path from 'node:path'
import { createServer } from 'vite'
import type * as CommandModule from '../server/db/database-command.ts'

const root = path.resolve(import.meta.dirname, '..')
const vite = await createServer({ root, configFile: false, resolve: { tsconfigPaths: true }, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' })
let exitCode = 1
try {
  const { runDatabaseCommand } = (await vite.ssrLoadModule('/server/db/database-command.ts')) as typeof CommandModule
  exitCode = await runDatabaseCommand(process.argv.slice(2))
} finally {
  await vite.close()
}
process.exit(exitCode)
