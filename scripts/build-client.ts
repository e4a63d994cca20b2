// `npm run build:client`: builds packages/client into packages/client/dist: one ES module bundling the
// contracts it is typed from (@ts-rest/core and zod stay the integrator's own, as peers), and the
// declarations tsc writes for it.
import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const packageDir = path.join(root, 'packages/client')
const outDir = path.join(packageDir, 'dist')

rmSync(outDir, { recursive: true, force: true })
await build({
  root: packageDir,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    lib: { entry: path.join(packageDir, 'src/index.ts'), formats: ['es'], fileName: () => 'index.js' },
    rolldownOptions: { external: (id: string) => id === 'zod' || id.startsWith('zod/') || id.startsWith('@ts-rest/') },
  },
})
execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(packageDir, 'tsconfig.json')], { stdio: 'inherit' })
writeFileSync(path.join(outDir, 'index.d.ts'), "export * from './types/packages/client/src/index'\n")
console.log(`built ${path.relative(root, outDir)}/`)
