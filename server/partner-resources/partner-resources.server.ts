// Reads the partner resources area (§R1, §R7).
import { asc, eq } from 'drizzle-orm'
import { PartnerResourceSchema, type PartnerResource, type PartnerResourceCategory } from '@contracts/site/partner-resources.contract'
import { database } from '../db/db.server'
import { NotFoundError } from '../http/errors'
import { partnerResources } from './partner-resources.tables'

const columns = {
  id: partnerResources.id,
  title: partnerResources.title,
  description: partnerResources.description,
  category: partnerResources.category,
  kind: partnerResources.kind,
  url: partnerResources.url,
  updatedOn: partnerResources.updatedOn,
}

/** Every resource, or one category's, by category, position, then title. */
export async function listPartnerResources({ category }: { category?: PartnerResourceCategory } = {}): Promise<PartnerResource[]> {
  const db = await database()
  const rows = await db
    .select(columns)
    .from(partnerResources)
    .where(category ? eq(partnerResources.category, category) : undefined)
    .orderBy(asc(partnerResources.category), asc(partnerResources.position), asc(partnerResources.title))
  return rows.map((row) => PartnerResourceSchema.parse(row))
}

export async function getPartnerResource(id: string): Promise<PartnerResource> {
  const db = await database()
  const [row] = await db.select(columns).from(partnerResources).where(eq(partnerResources.id, id))
  if (!row) throw new NotFoundError(`There is no partner resource '${id}'.`, 'RESOURCE_NOT_FOUND')
  return PartnerResourceSchema.parse(row)
}
