// `npm run simulator`: bundles simulator/serve.ts (the simulator's modules use the tsconfig aliases and
// extensionless imports, which Node's type stripping does not resolve) and runs it.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundleForNode } from './bundle-for-node.ts'

const outfile = path.resolve('dist/simulator/serve.mjs')
await bundleForNode('simulator/serve.ts', outfile)
await import(pathToFileURL(outfile).href)
