// Traveler profiles (§R3, §R7 /customer/traveler-profile): the people a member books for, saved
// so checkout can fill the traveller's details. The fields follow the shared §R5 rules.
import { z } from 'zod'
import { RoomPreferenceSchema } from './hotel-checkout.schema'
import { TravelerSchema } from './shared/traveller.schema'

export const TravelerProfileInputSchema = TravelerSchema.extend({
  roomPreference: RoomPreferenceSchema.optional(),
  isPrimary: z.boolean().default(false).describe('The member themself'),
})

export const TravelerProfileSchema = TravelerProfileInputSchema.extend({
  travelerId: z.string(),
  updatedAt: z.iso.datetime(),
}).meta({ id: 'TravelerProfile' })
export type TravelerProfile = z.infer<typeof TravelerProfileSchema>

export const travelerProfileLimits = { maxPerMember: 20, maxPerRequest: 9 } as const

export const TravelerIdSchema = z.string().regex(/^TP-[A-Z0-9]{10}$/, 'must be a traveler id')

export const TravelerProfilesQuerySchema = z.object({ search: z.string().trim().max(50).optional().describe('Part of a name or email') })
export const GetTravelerRequestSchema = z.object({ travelerId: TravelerIdSchema })
export const AddTravelersRequestSchema = z.object({ travelers: z.array(TravelerProfileInputSchema).min(1).max(travelerProfileLimits.maxPerRequest) })
export const ModifyTravelersRequestSchema = z.object({
  travelers: z.array(TravelerProfileInputSchema.partial().extend({ travelerId: TravelerIdSchema })).min(1).max(travelerProfileLimits.maxPerRequest),
})
export const RemoveTravelersRequestSchema = z.object({ travelerIds: z.array(TravelerIdSchema).min(1).max(travelerProfileLimits.maxPerRequest) })
export const TravelerProfileListSchema = z.object({ travelers: z.array(TravelerProfileSchema) }).meta({ id: 'TravelerProfiles' })
