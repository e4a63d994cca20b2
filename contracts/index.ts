// The whole HTTP API as one ts-rest contract: the BFF serves it, the OpenAPI document describes it.
import { initContract } from '@ts-rest/core'
import { siteContract } from './site/site.contract'

const c = initContract()

export const apiContract = c.router({
  site: siteContract,
})
export type ApiContract = typeof apiContract
