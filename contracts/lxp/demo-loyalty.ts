// The pieces of the demo members' loyalty that the embedded login (server/auth/provider/demo-members.ts)
// and the simulator's customers (simulator/customer/demo-customers.ts) both build from, so the two lists
// of the same members cannot drift apart in how a card or an earn rule reads.
// Relative paths with their extension: `npm run bench` reads this file under plain Node (through demo-members.ts).
import { recordOf } from '../site/lines-of-business.ts'
import { reservationTypes } from './reservation-types.ts'

/** Every line earns points (an active member), or none does. */
export const earnAll = recordOf(reservationTypes, () => ({ eligible: true }))
export const earnNone = recordOf(reservationTypes, () => ({ eligible: false }))

/** A demo card as the platform shows it: the holder's first name and initials, and the last four digits. */
export function demoCard(holder: string, last4: string, brand: 'AX' | 'VI' | 'MC' | 'DS', isDefault: boolean) {
  const [first = '', ...rest] = holder.split(' ')
  return {
    type: 'CARD' as const,
    fullCardHolderName: holder,
    obfuscatedCardHolderName: `${first} ${rest.map((part) => `${part[0]}.`).join(' ')}`.trim(),
    obfuscatedNumber: `•••••${last4}`,
    brand: { code: brand },
    isDefault,
  }
}
