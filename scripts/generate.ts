// `npm run generate`: writes the pages' server functions from the lxp contract
// (server/bff/generate-functions.ts). The contract is TypeScript with the project's path aliases, so
// it is loaded through Vite's module runner rather than by Node directly.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createServer } from 'vite'
import type * as ContractModule from '../contracts/lxp/lxp.contract.ts'
import type * as GeneratorModule from '../server/bff/generate-functions.ts'

const root = path.resolve(import.meta.dirname, '..')
const vite = await createServer({ root, configFile: false, resolve: { tsconfigPaths: true }, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' })
try {
  const { lxpContract } = (await vite.ssrLoadModule('/contracts/lxp/lxp.contract.ts')) as typeof ContractModule
  const { generatedFunctionModules, generatedFunctionsFolder } = (await vite.ssrLoadModule('/server/bff/generate-functions.ts')) as typeof GeneratorModule
  const modules = generatedFunctionModules(lxpContract)
  const folder = path.join(root, generatedFunctionsFolder)
  mkdirSync(folder, { recursive: true })
  const current = new Set(modules.map((module) => path.basename(module.file)))
  for (const file of readdirSync(folder)) if (!current.has(file)) rmSync(path.join(folder, file))
  for (const module of modules) writeFileSync(path.join(root, module.file), module.source)
  console.log(`wrote ${modules.length} modules of server functions to ${generatedFunctionsFolder}/`)
} finally {
  await vite.close()
}
