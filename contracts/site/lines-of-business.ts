// The lines of business (§R1, §R2) and the API product each sells, as plain data so pages can use them without zod.
// A new line is one entry in `apiTypeOfLine`: the lists of lines, reservation types (contracts/lxp/reservation-types.ts)
// and products (contracts/domain/products.ts) are read from it.

/** Each line of business, by the site's name (its addresses, site config, flags), with the API product it sells, as
 * the API's paths and the code name it (decision 168); tours and transport are both activities. */
export const apiTypeOfLine = { accommodations: 'hotel', dining: 'dining', flights: 'air', mobility: 'car', tours: 'activity', transport: 'activity' } as const
export type LineOfBusiness = keyof typeof apiTypeOfLine

export const linesOfBusiness = Object.keys(apiTypeOfLine) as readonly LineOfBusiness[]

/** A record of each key with the value `valueOf` gives it. `Object.fromEntries` forgets the keys: this is the one place they are asserted. */
export function recordOf<Key extends string, Value>(keys: readonly Key[], valueOf: (key: Key) => Value): Record<Key, Value> {
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<Key, Value>
}

/** A record of every line of business, so that a new line gets its entry without an edit. */
export function mapLines<Value>(valueOf: (line: LineOfBusiness) => Value): Record<LineOfBusiness, Value> {
  return recordOf(linesOfBusiness, valueOf)
}
