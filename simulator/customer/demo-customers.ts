// The platform's demo customers: the same members the embedded login stand-in seeds
// (server/auth/provider/demo-members.ts, docs/sign-in.md), with the same customer ids, as the
// platform's own customers with their loyalty accounts. A unit test keeps the two lists in step.
import type { Loyalty, LoyaltyProfile } from '@contracts/lxp/customer-profile.schema'
import { demoCard, earnAll, earnNone } from '@contracts/lxp/demo-loyalty'

export type DemoCustomer = { customerId: string; firstName: string; lastName: string; email: string; loyalty: Loyalty; profileUnavailable?: boolean }

function profile(email: string, tier: LoyaltyProfile['tier']['name'], balance: number, cards: LoyaltyProfile['cards'], status: LoyaltyProfile['status'] = 'ACTIVE'): LoyaltyProfile {
  const defaultCard = cards.find((entry) => entry.isDefault) ?? cards[0]
  return {
    phone: { countryCode: '+1', number: '2025550143' },
    email,
    cards,
    card: defaultCard ? { type: 'CARD', tier, number: defaultCard.obfuscatedNumber } : undefined,
    status,
    tier: { id: tier.toUpperCase(), name: tier },
    points: { balance, earn: status === 'ACTIVE' ? earnAll : earnNone },
  }
}

function cardBased(
  customerId: string,
  username: string,
  firstName: string,
  lastName: string,
  tier: LoyaltyProfile['tier']['name'],
  balance: number,
  last4: string,
  status: LoyaltyProfile['status'] = 'ACTIVE',
): DemoCustomer {
  const email = `${username}@rewards.example.com`
  const cards = [demoCard(`${firstName} ${lastName}`, last4, 'AX', true)]
  return {
    customerId,
    firstName,
    lastName,
    email,
    loyalty: { type: 'CARD_BASED', cardProfiles: [{ card: { type: 'CARD', tier, number: cards[0]!.obfuscatedNumber, isDefault: true }, profile: profile(email, tier, balance, cards, status) }] },
  }
}

const avery = (() => {
  const email = 'avery@rewards.example.com'
  const cards = [demoCard('Avery Platinum', '1005', 'AX', true), demoCard('Avery Platinum', '2007', 'AX', false), demoCard('Avery Platinum', '3009', 'AX', false)]
  const cardProfiles = cards.map((entry) => ({
    card: { type: 'CARD' as const, tier: 'Platinum' as const, number: entry.obfuscatedNumber, isDefault: entry.isDefault },
    profile: profile(email, 'Platinum', entry.isDefault ? 1_250_000 : 40_000, cards),
  }))
  return { customerId: 'CC-100001', firstName: 'Avery', lastName: 'Platinum', email, loyalty: { type: 'CARD_BASED', cardProfiles } } satisfies DemoCustomer
})()

const devon = (() => {
  const email = 'devon@rewards.example.com'
  const cards = [demoCard('Devon Account', '6004', 'VI', true), demoCard('Devon Account', '7006', 'MC', false)]
  return { customerId: 'CC-100004', firstName: 'Devon', lastName: 'Account', email, loyalty: { type: 'ACCOUNT_BASED', ...profile(email, 'Gold', 56_000, cards) } } satisfies DemoCustomer
})()

export const demoCustomers: DemoCustomer[] = [
  avery,
  cardBased('CC-100002', 'gold', 'Blake', 'Gold', 'Gold', 85_400, '4001'),
  cardBased('CC-100003', 'green', 'Casey', 'Green', 'Green', 320, '5002'),
  devon,
  cardBased('CC-100005', 'inactive', 'Emery', 'Inactive', 'Gold', 12_000, '8003', 'INACTIVE'),
  cardBased('CC-100006', 'zero', 'Finley', 'Zero', 'Green', 0, '9008'),
  cardBased('CC-100007', 'centurion', 'Gray', 'Centurion', 'Centurion', 4_800_000, '0001'),
  cardBased('CC-100053', 'diner', 'Dana', 'Diner', 'Platinum', 150_000, '5353'),
  { ...cardBased('CC-100008', 'unavailable', 'Harper', 'Unavailable', 'Gold', 10_000, '1212'), profileUnavailable: true },
]
