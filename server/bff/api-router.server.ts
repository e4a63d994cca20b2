// The implementation of the HTTP API contract: each route calls the same services the pages use.
import { tsr } from '@ts-rest/serverless/fetch'
import { apiContract } from '@contracts/index'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { NotFoundError } from '../http/errors'
import { hasOwnPageContent, loadPageContent } from '../site/page-content.server'
import { loadSiteConfig } from '../site/site.server'
import { partnerResourcesRouter } from '../partner-resources/partner-resources.router.server'
import { webhooksRouter } from '../webhooks/webhooks.router.server'
import { lxpApiRouter } from './lxp-relay.server'

export const apiRouter = tsr.router(apiContract, {
  messages: {
    errorMessage: async ({ params }) => {
      const message = errorMessageFor(params.code, params.locale)
      if (!message) throw new NotFoundError(`There is no message for the code '${params.code}'.`, 'MESSAGE_NOT_FOUND')
      return { status: 200, body: { code: params.code, locale: params.locale, message } }
    },
  },
  site: {
    getConfig: async () => ({ status: 200, body: await loadSiteConfig() }),
    getPageContent: async ({ params }) => {
      if (!(await hasOwnPageContent(params.page))) throw new NotFoundError(`There is no page named '${params.page}'.`, 'PAGE_NOT_FOUND')
      return { status: 200, body: await loadPageContent(params.page) }
    },
    partnerResources: partnerResourcesRouter,
  },
  // The lxp routes relay to the travel platform through the upstream client (retries, headers, error mapping).
  lxp: lxpApiRouter(apiContract.lxp),
  webhooks: webhooksRouter,
})
