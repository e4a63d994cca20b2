// Runs an operator command that lives in server code (`npm run api-key`, `npm run db:*`). The server code
// uses the project's path aliases, so it is loaded through Vite's module runner; the process exits with
// the command's code.
import path from 'node:path'
import { createServer } from 'vite'

type Command = (args: string[]) => Promise<number>

/** Loads `modulePath` (from the repository root), runs its export `exportName` with the script's arguments, and exits. */
export async function runServerCommand(modulePath: string, exportName: string): Promise<never> {
  const root = path.resolve(import.meta.dirname, '..')
  const vite = await createServer({ root, configFile: false, resolve: { tsconfigPaths: true }, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' })
  let exitCode = 1
  try {
    const command = (await vite.ssrLoadModule(modulePath))[exportName] as Command
    exitCode = await command(process.argv.slice(2))
  } finally {
    await vite.close()
  }
  process.exit(exitCode)
}
