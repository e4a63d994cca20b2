// Identifiers the platform hands out: a prefix and 10 characters without look-alikes (no O, 0, I, 1).
import { createHash, randomInt } from 'node:crypto'

const idAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function newId(prefix: string) {
  return `${prefix}-${Array.from({ length: 10 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('')}`
}

/** An airline booking reference (PNR) for a reservation: 6 letters or digits, the same every time for the same reservation. */
export function airlineReferenceOf(reservationId: string) {
  const digest = createHash('sha256').update(`pnr:${reservationId}`).digest()
  return Array.from({ length: 6 }, (_, index) => idAlphabet[digest[index]! % idAlphabet.length]).join('')
}
