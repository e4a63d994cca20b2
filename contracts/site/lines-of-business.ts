// The lines of business (§R1, §R2), as plain data so pages can use them without zod.
export const linesOfBusiness = ['accommodations', 'dining', 'flights', 'mobility', 'tours', 'transport'] as const
export type LineOfBusiness = (typeof linesOfBusiness)[number]

/** A record of each key with the value `valueOf` gives it. `Object.fromEntries` forgets the keys: this is the one place they are asserted. */
export function recordOf<Key extends string, Value>(keys: readonly Key[], valueOf: (key: Key) => Value): Record<Key, Value> {
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<Key, Value>
}

/** A record of every line of business, so that a new line gets its entry without an edit. */
export function mapLines<Value>(valueOf: (line: LineOfBusiness) => Value): Record<LineOfBusiness, Value> {
  return recordOf(linesOfBusiness, valueOf)
}
