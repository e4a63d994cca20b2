// Writes the pages' server functions from the lxp contract: one module per part of the contract
// (`hotel`, `car`, `customer`, …) under server/bff/functions/, one server function per route, each
// relaying through `relayForPage`. TanStack Start compiles every `createServerFn` declared at the top
// of a module into an RPC stub for the browser, so the functions are written out as source rather
// than built in a loop. `npm run generate` rewrites them; a unit test fails when they are stale.
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'

export const generatedFunctionsFolder = 'server/bff/functions'

export type GeneratedModule = { file: string; source: string }

/** `['car', 'reservations', 'view']` → `carReservationsView`. */
export function functionNameOf(keys: readonly string[]) {
  return keys.map((key, index) => (index === 0 ? key : key.charAt(0).toUpperCase() + key.slice(1))).join('')
}

function routesOf(router: AppRouter, keys: string[] = []): { keys: string[]; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, node]) => (isAppRoute(node) ? [{ keys: [...keys, key], route: node }] : routesOf(node, [...keys, key])))
}

function kebabCase(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

function functionSource(keys: string[], route: AppRoute) {
  const reference = `lxpContract.${keys.join('.')}`
  const summary = route.summary ? `: ${route.summary}` : ''
  return [
    `/** ${route.method} ${route.path}${summary} */`,
    `export const ${functionNameOf(keys)} = createServerFn({ method: '${route.method === 'GET' ? 'GET' : 'POST'}' })`,
    `  .validator((input: LxpInput<typeof ${reference}>) => input)`,
    `  .handler(({ data }) => relayForPage(${reference}, data))`,
  ].join('\n')
}

export function generatedFunctionModules(contract: AppRouter): GeneratedModule[] {
  return Object.entries(contract).map(([part, node]) => {
    const routes = isAppRoute(node) ? [{ keys: [part], route: node }] : routesOf(node, [part])
    const source = [
      `// Generated from the lxp contract (contracts/lxp) by \`npm run generate\`; do not edit. The pages'`,
      `// server functions of the \`${part}\` routes, one per route (server/bff/lxp-relay.server.ts).`,
      `import { createServerFn } from '@tanstack/react-start'`,
      `import { lxpContract } from '@contracts/lxp/lxp.contract'`,
      `import { relayForPage, type LxpInput } from '../lxp-relay.server'`,
      '',
      routes.map(({ keys, route }) => functionSource(keys, route)).join('\n\n'),
      '',
    ].join('\n')
    return { file: `${generatedFunctionsFolder}/${kebabCase(part)}.functions.ts`, source }
  })
}
