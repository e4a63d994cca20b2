// The partner resources area (§R1, §R7; §D4): documents and links that the card
// partner publishes for travellers, under /api/site/amex-resources.
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorsSchema } from '../api/api-error'

const c = initContract()

export const partnerResourceCategories = ['benefits', 'travel-protection', 'rewards', 'help'] as const
export const PartnerResourceCategorySchema = z.enum(partnerResourceCategories)
export type PartnerResourceCategory = z.infer<typeof PartnerResourceCategorySchema>

export const PartnerResourceIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be 1 to 64 lower-case letters, digits or hyphens')

export const PartnerResourceSchema = z
  .object({
    id: PartnerResourceIdSchema,
    title: z.string().min(1),
    description: z.string().min(1),
    category: PartnerResourceCategorySchema,
    /** A document opens a file (PDF); a link opens a page. */
    kind: z.enum(['document', 'link']),
    url: z.string().min(1),
    /** The day the partner last changed it, yyyy-MM-dd. */
    updatedOn: z.iso.date(),
  })
  .meta({ id: 'PartnerResource' })
export type PartnerResource = z.infer<typeof PartnerResourceSchema>

export const PartnerResourceListSchema = z.object({ resources: z.array(PartnerResourceSchema) }).meta({ id: 'PartnerResourceList' })

export const PartnerResourceQuerySchema = z.strictObject({ category: PartnerResourceCategorySchema.optional() })

export const partnerResourcesContract = c.router({
  listPartnerResources: {
    method: 'GET',
    path: '/amex-resources',
    summary: 'Partner resources',
    description: 'Documents and links from the card partner, by category then title; optionally one category.',
    query: PartnerResourceQuerySchema,
    responses: { 200: PartnerResourceListSchema, 400: ApiErrorsSchema, 500: ApiErrorsSchema },
  },
  getPartnerResource: {
    method: 'GET',
    path: '/amex-resources/:resourceId',
    summary: 'One partner resource',
    description: 'A partner resource by id; 404 when there is none.',
    pathParams: z.object({ resourceId: PartnerResourceIdSchema }),
    responses: { 200: PartnerResourceSchema, 400: ApiErrorsSchema, 404: ApiErrorsSchema, 500: ApiErrorsSchema },
  },
})
