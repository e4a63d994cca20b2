// The site API: configuration, page content and the partner resources area (§D4.9 "site").
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { commonErrorResponses } from '../api/api-error'
import { PageContentSchema, PageKeySchema } from './page-content.schema'
import { partnerResourcesContract } from './partner-resources.contract'
import { SiteConfigSchema } from './site-config.schema'

const c = initContract()

export const siteContract = c.router(
  {
    getConfig: {
      method: 'GET',
      path: '/config',
      summary: 'Site configuration',
      description: 'Lines of business with their points rules, authentication policy, currency and support contacts.',
      responses: { 200: SiteConfigSchema, ...commonErrorResponses },
    },
    getPageContent: {
      method: 'GET',
      path: '/pages/:page',
      summary: 'Published content of a page',
      description: 'Editorial content of one page over the site-wide defaults, in en-US.',
      pathParams: z.object({ page: PageKeySchema }),
      responses: { 200: PageContentSchema, ...commonErrorResponses },
    },
    partnerResources: partnerResourcesContract,
  },
  { pathPrefix: '/api/site', strictStatusCodes: true },
)
