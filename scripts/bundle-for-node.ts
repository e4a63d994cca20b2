// One TypeScript entry and the project's modules it imports, bundled into one ES module for Node 24, with
// the tsconfig aliases resolved; packages stay in node_modules. Used for the server's entry
// (scripts/bundle-server.ts) and the mock upstream's (scripts/simulator.ts); each takes about a second.
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
}
