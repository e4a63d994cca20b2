// `npm run generate`: writes the pages' server functions from the lxp contract
// (server/bff/generate-functions.ts), the plain translators and the catalogue from the message folders
// (app/i18n/generate-messages.ts), and the typed client's schema types from the OpenAPI document
// (server/bff/generate-client-types.ts). The contract is TypeScript with the project's path aliases, so
// it is loaded through Vite's module runner rather than by Node directly.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createServer } from 'vite'
import type * as ContractModule from '../contracts/lxp/lxp.contract.ts'
import type * as MessagesGeneratorModule from '../app/i18n/generate-messages.ts'
import type * as GeneratorModule from '../server/bff/generate-functions.ts'
import type * as ClientTypesModule from '../server/bff/generate-client-types.ts'
import type * as OpenApiModule from '../server/bff/openapi.server.ts'

const root = path.resolve(import.meta.dirname, '..')

/** Writes the modules into `folder`, removing the files of it they no longer include. */
function writeModules(folder: string, modules: readonly { file: string; source: string }[]) {
  mkdirSync(path.join(root, folder), { recursive: true })
  const current = new Set(modules.map((module) => path.relative(folder, module.file)))
  for (const file of readdirSync(path.join(root, folder))) if (!current.has(file)) rmSync(path.join(root, folder, file))
  for (const module of modules) writeFileSync(path.join(root, module.file), module.source)
}

const vite = await createServer({ root, configFile: false, resolve: { tsconfigPaths: true }, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' })
try {
  const { lxpContract } = (await vite.ssrLoadModule('/contracts/lxp/lxp.contract.ts')) as typeof ContractModule
  const { generatedFunctionModules, generatedFunctionsFolder } = (await vite.ssrLoadModule('/server/bff/generate-functions.ts')) as typeof GeneratorModule
  const modules = generatedFunctionModules(lxpContract)
  writeModules(generatedFunctionsFolder, modules)
  console.log(`wrote ${modules.length} modules of server functions to ${generatedFunctionsFolder}/`)

  const { generatedMessageModules, messagesFolder, plainFolder } = (await vite.ssrLoadModule('/app/i18n/generate-messages.ts')) as typeof MessagesGeneratorModule
  const folders = readdirSync(path.join(root, messagesFolder), { withFileTypes: true }).filter((entry) => entry.isDirectory())
  const sourcesIn = (folder: string) => Object.fromEntries(readdirSync(path.join(root, messagesFolder, folder)).map((file) => [file, readFileSync(path.join(root, messagesFolder, folder, file), 'utf8')]))
  const { plainTranslators, catalogue } = generatedMessageModules(Object.fromEntries(folders.map((folder) => [folder.name, sourcesIn(folder.name)])))
  writeModules(plainFolder, plainTranslators)
  writeFileSync(path.join(root, catalogue.file), catalogue.source)
  console.log(`wrote ${plainTranslators.length} plain translators to ${plainFolder}/ and the catalogue, ${catalogue.file}`)

  const { openApiDocument } = (await vite.ssrLoadModule('/server/bff/openapi.server.ts')) as typeof OpenApiModule
  const { clientSchemaTypes, clientSchemasFile } = (await vite.ssrLoadModule('/server/bff/generate-client-types.ts')) as typeof ClientTypesModule
  const contractFiles = readdirSync(path.join(root, 'contracts'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts')).map((file) => `contracts/${file}`)
  const contractModules = Object.fromEntries(await Promise.all(contractFiles.map(async (file) => [file, { exports: (await vite.ssrLoadModule(`/${file}`)) as Record<string, unknown>, source: readFileSync(path.join(root, file), 'utf8') }])))
  writeFileSync(path.join(root, clientSchemasFile), clientSchemaTypes(openApiDocument(), contractModules))
  console.log(`wrote the client's schema types, ${clientSchemasFile}`)
} finally {
  await vite.close()
}
