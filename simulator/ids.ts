// Identifiers the platform hands out: a prefix and 10 characters without look-alikes (no O, 0, I, 1).
import { randomInt } from 'node:crypto'

const idAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function newId(prefix: string) {
  return `${prefix}-${Array.from({ length: 10 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('')}`
}
