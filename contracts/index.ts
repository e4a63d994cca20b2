// The whole HTTP API as one ts-rest contract: the BFF serves it, the OpenAPI document describes it.
import { initContract } from '@ts-rest/core'
import { withCommonErrorResponses } from './api/api-error'
import { authContract } from './auth/auth.contract'
import { collectorContract } from './analytics/collector.contract'
import { flagsStreamContract } from './flags/flags-stream.contract'
import { lxpContract } from './lxp/lxp.contract'
import { messagesContract } from './messages/messages.contract'
import { sandboxContract } from './sandbox/sandbox.contract'
import { siteContract } from './site/site.contract'
import { utilityContract } from './site/utility.contract'
import { webhooksContract } from './webhooks/webhooks.contract'

const c = initContract()

/** Every route answers the shared failures (401, 403, 429, 503, …) as well as its own: merged once here (issue 41). */
export const apiContract = withCommonErrorResponses(
  c.router({
    site: siteContract,
    lxp: lxpContract,
    messages: messagesContract,
    webhooks: webhooksContract,
  }),
)
export type ApiContract = typeof apiContract

/** What the OpenAPI document describes: the API above plus endpoints served by their own routes. */
type DocumentedApiContract = ApiContract & {
  auth: typeof authContract
  collector: typeof collectorContract
  flags: typeof flagsStreamContract
  utility: typeof utilityContract
  sandbox: typeof sandboxContract
}
// Its type named, not inferred: spelt out, the merged routes' type is longer than declarations may be (TS7056).
export const documentedApiContract: DocumentedApiContract = c.router({ ...apiContract, auth: authContract, collector: collectorContract, flags: flagsStreamContract, utility: utilityContract, sandbox: sandboxContract })
