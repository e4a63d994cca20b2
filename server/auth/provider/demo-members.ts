// The seeded demo members of the embedded rewards-club provider (docs/sign-in.md).
// Every demo member shares one documented password; only its scrypt hash reaches the database.
import type { CustomerProfile, LoyaltyProfile } from '../member-profile.schema'
// A relative path with its extension: `npm run bench` reads `demoPassword` from here under plain Node.
import { demoCard, earnAll, earnNone } from '../../../contracts/lxp/demo-loyalty.ts'

export const demoPassword = 'travel-demo'

type DemoMember = {
  id: string
  username: string
  firstName: string
  lastName: string
  email: string
  clientCustomerId: string
  loyalty: CustomerProfile['loyalty']
  profileUnavailable?: boolean
  /** What the member demonstrates, for the table in docs/sign-in.md. */
  purpose: string
}

function profile(
  base: { email: string; phone?: string; holder: string },
  tier: LoyaltyProfile['tier']['name'],
  balance: number,
  cards: LoyaltyProfile['cards'],
  status: LoyaltyProfile['status'] = 'ACTIVE',
): LoyaltyProfile {
  const defaultCard = cards.find((entry) => entry.isDefault) ?? cards[0]
  return {
    phone: { countryCode: '+1', number: base.phone ?? '2025550143' },
    email: base.email,
    cards,
    card: defaultCard ? { type: 'CARD', tier, number: defaultCard.obfuscatedNumber } : undefined,
    status,
    tier: { id: tier.toUpperCase(), name: tier },
    points: { balance, earn: status === 'ACTIVE' ? earnAll : earnNone },
  }
}

export const demoMembers: DemoMember[] = [
  (() => {
    const holder = 'Avery Platinum'
    const email = 'avery@rewards.example.com'
    const cards = [demoCard(holder, '1005', 'AX', true), demoCard(holder, '2007', 'AX', false), demoCard(holder, '3009', 'AX', false)]
    return {
      id: 'rm-0001',
      username: 'platinum',
      firstName: 'Avery',
      lastName: 'Platinum',
      email,
      clientCustomerId: 'CC-100001',
      purpose: 'CARD_BASED, three cards (the first is default), large balance',
      loyalty: {
        type: 'CARD_BASED',
        cardProfiles: cards.map((entry) => ({
          card: { type: 'CARD' as const, tier: 'Platinum' as const, number: entry.obfuscatedNumber, isDefault: entry.isDefault },
          profile: profile({ email, holder }, 'Platinum', entry.isDefault ? 1_250_000 : 40_000, cards),
        })),
      },
    }
  })(),
  cardBased('rm-0002', 'gold', 'Blake', 'Gold', 'CC-100002', 'Gold', 85_400, '4001', 'CARD_BASED Gold, one card'),
  cardBased('rm-0003', 'green', 'Casey', 'Green', 'CC-100003', 'Green', 320, '5002', 'CARD_BASED Green, small balance'),
  (() => {
    const holder = 'Devon Account'
    const email = 'devon@rewards.example.com'
    return {
      id: 'rm-0004',
      username: 'account',
      firstName: 'Devon',
      lastName: 'Account',
      email,
      clientCustomerId: 'CC-100004',
      purpose: 'ACCOUNT_BASED: loyalty is itself the profile',
      loyalty: { type: 'ACCOUNT_BASED', ...profile({ email, holder }, 'Gold', 56_000, [demoCard(holder, '6004', 'VI', true), demoCard(holder, '7006', 'MC', false)]) },
    }
  })(),
  cardBased('rm-0005', 'inactive', 'Emery', 'Inactive', 'CC-100005', 'Gold', 12_000, '8003', 'INACTIVE: may not use points', 'INACTIVE'),
  cardBased('rm-0006', 'zero', 'Finley', 'Zero', 'CC-100006', 'Green', 0, '9008', 'zero points'),
  cardBased('rm-0007', 'centurion', 'Gray', 'Centurion', 'CC-100007', 'Centurion', 4_800_000, '0001', 'CARD_BASED Centurion'),
  // Numbered after decision 053 (dining), so members added by other lines do not take the same id.
  cardBased('rm-0053', 'diner', 'Dana', 'Diner', 'CC-100053', 'Platinum', 150_000, '5353', 'CARD_BASED Platinum who books dining with points'),
  {
    ...cardBased('rm-0008', 'unavailable', 'Harper', 'Unavailable', 'CC-100008', 'Gold', 10_000, '1212', 'profile fetch fails: retried 10 times, then sent home'),
    profileUnavailable: true,
  },
]

function cardBased(
  id: string,
  username: string,
  firstName: string,
  lastName: string,
  clientCustomerId: string,
  tier: LoyaltyProfile['tier']['name'],
  balance: number,
  last4: string,
  purpose: string,
  status: LoyaltyProfile['status'] = 'ACTIVE',
): DemoMember {
  const holder = `${firstName} ${lastName}`
  const email = `${username}@rewards.example.com`
  const cards = [demoCard(holder, last4, 'AX', true)]
  return {
    id,
    username,
    firstName,
    lastName,
    email,
    clientCustomerId,
    purpose,
    loyalty: {
      type: 'CARD_BASED',
      cardProfiles: [{ card: { type: 'CARD', tier, number: cards[0]!.obfuscatedNumber, isDefault: true }, profile: profile({ email, holder }, tier, balance, cards, status) }],
    },
  }
}
