// `npm run simulator`: bundles simulator/serve.ts (the simulator's modules use the tsconfig aliases and
// extensionless imports, which Node's type stripping does not resolve) and runs it. Packages stay in
// node_modules; the bundle takes about a second.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const outfile = path.resolve('dist/simulator/serve.mjs')
await build({
  entryPoints: ['simulator/serve.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
})
await import(pathToFileURL(outfile).href)
