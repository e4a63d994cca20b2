// The partner resources area's content (§R1): one row per document or link.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const partnerResources = pgTable('partner_resources', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  kind: text('kind', { enum: ['document', 'link'] }).notNull(),
  url: text('url').notNull(),
  /** yyyy-MM-dd: the day the partner last changed the resource. */
  updatedOn: text('updated_on').notNull(),
  /** Order within its category (then title). */
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
