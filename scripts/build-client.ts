// `npm run build:client`: builds packages/client into packages/client/dist: one ES module bundling the
// contracts it is typed from (@ts-rest/core and zod stay packages of their own, the client's
// dependencies), and the declarations tsc writes for it, their relative imports given the `.js`
// specifiers that `nodenext` and `node16` resolution require (docs/decisions/127).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
writeFileSync(path.join(outDir, 'index.d.ts'), "export * from './types/packages/client/src/index.js'\n")
for (const entry of readdirSync(path.join(outDir, 'types'), { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && entry.name.endsWith('.d.ts')) addJsSpecifiers(path.join(entry.parentPath, entry.name))
}
console.log(`built ${path.relative(root, outDir)}/`)

/** `from './x'`, `from './x.ts'` and `import('./x')` become `./x.js` or `./x/index.js`, whichever declaration exists. */
function addJsSpecifiers(file: string) {
  const text = readFileSync(file, 'utf8')
  const rewritten = text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead: string, quote: string, written: string) => {
    if (written.endsWith('.js')) return whole
    // A module that plain Node also loads names its imports with their extension (contracts/domain/products.ts).
    const specifier = written.replace(/\.ts$/, '')
    const target = path.resolve(path.dirname(file), specifier)
    if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${specifier}.js${quote}`
    if (existsSync(path.join(target, 'index.d.ts'))) return `${lead}${quote}${specifier}/index.js${quote}`
    throw new Error(`${path.relative(root, file)}: no declaration for ${specifier}`)
  })
  if (rewritten !== text) writeFileSync(file, rewritten)
}
