// Table shapes that several lines of the simulator share.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/** A generated catalogue entry of a destination: its id, its destination (indexed) and the whole entry as JSON. */
export function destinationEntries<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: text('id').primaryKey(),
      destinationId: text('destination_id').notNull(),
      data: jsonb('data').notNull(),
    },
    (table) => [index(`${name}_destination_idx`).on(table.destinationId)],
  )
}
