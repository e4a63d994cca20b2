// The lines the tests of derived lists were written for (issue 39). Those tests compare what is derived for these
// lines with values written by hand, and check a line added to `apiTypeOfLine` since by the rule the derivation
// states, so a new line is one entry in the table, not an edit of the tests that prove the derivations.
import { expect } from 'vitest'
import type { ReservationType } from '@contracts/lxp/reservation-types'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'

/** The lines written out in the tests, in the table's order. */
export const writtenLines = ['accommodations', 'dining', 'flights', 'mobility', 'tours', 'transport'] as const satisfies readonly LineOfBusiness[]
/** Their products, in the order the table first names them. */
export const writtenProducts = ['hotel', 'dining', 'air', 'car', 'activity'] as const satisfies readonly ReservationType[]

/**
 * What `keys` should map to: the hand-written value of every key written out (each of which must still be among
 * `keys`), and `added(key)` for a key added since.
 */
export function expectedFor<Key extends string, Value>(keys: readonly Key[], written: Partial<Record<Key, Value>>, added: (key: Key) => Value): Record<Key, Value> {
  expect(keys, 'a written line or product is no longer in the table').toEqual(expect.arrayContaining(Object.keys(written)))
  return Object.fromEntries(keys.map((key) => [key, key in written ? written[key] : added(key)])) as Record<Key, Value>
}

/** Those of `keys` written out in the tests, in the order `keys` has them. */
export const writtenOf = <Key extends string>(keys: readonly Key[], written: readonly string[]) => keys.filter((key) => written.includes(key))
