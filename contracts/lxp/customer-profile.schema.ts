// The customer profile of §R3 (GET /customer/profile): personalInfo, loyalty, clientCustomerId.
// Zod-free types would drift from the stored documents, so the stand-in provider validates on read.
import { z } from 'zod'
import { cardNetworks } from '../validation/card-networks'

export const CardTierSchema = z.enum(['Centurion', 'Gold', 'Green', 'Platinum'])
export const CardNetworkSchema = z.enum(cardNetworks)
export const LoyaltyStatusSchema = z.enum(['ACTIVE', 'INACTIVE'])

export const ProfileCardSchema = z.object({
  type: z.literal('CARD'),
  obfuscatedCardHolderName: z.string(),
  fullCardHolderName: z.string(),
  /** Only ever the masked form: the full number is never stored (§D6). */
  obfuscatedNumber: z.string().regex(/^[•*X]+\d{4}$/),
  brand: z.object({ code: CardNetworkSchema }),
  isDefault: z.boolean(),
  /** The card processor's token for paying with this card on file (docs/decisions/077); set by the platform when it answers the profile. */
  token: z.string().optional(),
})

export const LoyaltyProfileSchema = z.object({
  phone: z.object({ countryCode: z.string(), number: z.string() }),
  email: z.string(),
  cards: z.array(ProfileCardSchema),
  card: z.object({ type: z.literal('CARD'), tier: CardTierSchema, number: z.string() }).optional(),
  status: LoyaltyStatusSchema,
  tier: z.object({ id: z.string(), name: CardTierSchema }),
  points: z.object({
    balance: z.number().int().nonnegative(),
    earn: z.record(z.string(), z.object({ eligible: z.boolean() })),
  }),
})

export const CardProfileSchema = z.object({
  card: z.object({ type: z.literal('CARD'), tier: CardTierSchema, number: z.string(), isDefault: z.boolean() }),
  profile: LoyaltyProfileSchema,
})

export const LoyaltySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CARD_BASED'), cardProfiles: z.array(CardProfileSchema).min(1) }),
  LoyaltyProfileSchema.extend({ type: z.literal('ACCOUNT_BASED') }),
])

export const CustomerProfileSchema = z
  .object({
    clientCustomerId: z.string(),
    personalInfo: z.object({ firstName: z.string(), lastName: z.string() }),
    loyalty: LoyaltySchema,
  })
  .meta({ id: 'CustomerProfile' })

export type LoyaltyProfile = z.infer<typeof LoyaltyProfileSchema>
export type Loyalty = z.infer<typeof LoyaltySchema>
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>
