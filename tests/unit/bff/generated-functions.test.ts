// §D3, issue 3: the pages' server functions are generated from the lxp contract, one per
// route. The files on disk must be what the contract generates today (`npm run generate` rewrites them).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isAppRoute, type AppRouter } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { functionNameOf, generatedFunctionModules, generatedFunctionsFolder } from '@server/bff/generate-functions'

const root = path.resolve(import.meta.dirname, '../../..')
const modules = generatedFunctionModules(lxpContract)

describe('generated server functions', () => {
  it('are current: run `npm run generate` after changing the lxp contract', () => {
    expect(readdirSync(path.join(root, generatedFunctionsFolder)).sort()).toEqual(modules.map((module) => path.basename(module.file)).sort())
    for (const module of modules) expect(readFileSync(path.join(root, module.file), 'utf8'), module.file).toBe(module.source)
  })

  it('declare one server function per route, each under its own name', () => {
    const names = modules.flatMap((module) => [...module.source.matchAll(/^export const (\w+) = createServerFn/gm)].map((match) => match[1]))
    expect(new Set(names).size).toBe(names.length)
    expect(names).toContain('carReservationsCancel')
    expect(names).toContain('hotelReservationsView')
    expect(names).toContain('customerProfile')
    const routeCount = (router: AppRouter): number => Object.values(router).reduce<number>((sum, node) => sum + (isAppRoute(node) ? 1 : routeCount(node)), 0)
    expect(names.length).toBe(routeCount(lxpContract))
  })

  it('name a function after its place in the contract', () => {
    expect(functionNameOf(['car', 'reservations', 'view'])).toBe('carReservationsView')
    expect(functionNameOf(['air', 'exchangeBook'])).toBe('airExchangeBook')
  })
})
