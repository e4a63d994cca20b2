// After `vite build`: bundles server/serve.ts and the server modules it imports into dist/serve.js, the
// file every way of serving runs. Node runs a .ts file by loading its type stripper (amaro, a
// WebAssembly build of swc), which stays resident: ~18 MB of every server's memory for a few modules
// that change only at build (docs/decisions/103).
import { bundleForNode } from './bundle-for-node.ts'

await bundleForNode('server/serve.ts', 'dist/serve.js')
console.log('bundled the server into dist/serve.js')
