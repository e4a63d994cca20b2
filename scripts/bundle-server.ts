// After `vite build`: bundles server/serve.ts and the server modules it imports into dist/serve.js, the
// file every way of serving runs. Node runs a .ts file by loading its type stripper (amaro, a
// WebAssembly build of swc), which stays resident: ~18 MB of every server's memory for a few modules
// that change only at build (docs/decisions/103). Packages stay in node_modules; this takes under a second.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/serve.ts'],
  outfile: 'dist/serve.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  legalComments: 'none',
  logLevel: 'warning',
})
console.log('bundled the server into dist/serve.js')
