// /api/site/amex-resources over HTTP: the partner resources contract served from the database.
import { tsr } from '@ts-rest/serverless/fetch'
import { partnerResourcesContract } from '@contracts/site/partner-resources.contract'
import { getPartnerResource, listPartnerResources } from './partner-resources.server'

export const partnerResourcesRouter = tsr.router(partnerResourcesContract, {
  listPartnerResources: async ({ query }) => ({ status: 200, body: { resources: await listPartnerResources(query) } }),
  getPartnerResource: async ({ params }) => ({ status: 200, body: await getPartnerResource(params.resourceId) }),
})
