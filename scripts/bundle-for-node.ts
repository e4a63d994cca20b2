// One TypeScript entry and the project's modules it imports, bundled into one ES module for Node 24, with
// the tsconfig aliases resolved; packages stay in node_modules. Used for the server's entry
// (scripts/bundle-server.ts) and the mock upstream's (scripts/simulator.ts); each takes about a second.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

export async function bundleForNode(entryPoint: string, outfile: string) {
  await build({
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    legalComments: 'none',
    logLevel: 'warning',
  })
  // Vite's globs (the lines found by their files' names: app/line-registrations.ts, server/server-lines.ts) are left as
  // they are by esbuild and would fail only when the bundle runs; such a module is for Vite-built code alone.
  if (readFileSync(outfile, 'utf8').includes('import.meta.glob')) {
    throw new Error(`${outfile}: ${entryPoint} reaches a module that finds files with import.meta.glob, which only Vite builds; import it from Vite-built code instead.`)
  }
}
