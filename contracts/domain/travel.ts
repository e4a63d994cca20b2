// Travel entities of §R3 and limits of §R9.
import { z } from 'zod'
import { productTypes } from './products'

export const ProductTypeSchema = z.enum(productTypes)

export const PassengerTypeSchema = z.enum(['ADULT', 'CHILD', 'INFANT_SEATED', 'INFANT_IN_LAP'])
export type PassengerType = z.infer<typeof PassengerTypeSchema>
export const passengerLimits: Record<PassengerType, { min: number; max: number }> = {
  ADULT: { min: 1, max: 9 },
  CHILD: { min: 0, max: 8 },
  INFANT_SEATED: { min: 0, max: 8 },
  INFANT_IN_LAP: { min: 0, max: 9 },
}

/** @public §R3.18's bags; the flight contract names them per fare (decision 071). */
export const BaggageSchema = z.enum(['CARRY_ON_BAG', 'FIRST_CHECKED_BAG', 'SECOND_CHECKED_BAG'])
/** @public §R3.18's names of the bags. */
export const baggageLabels = { CARRY_ON_BAG: 'Carry-on bag', FIRST_CHECKED_BAG: 'First checked bag', SECOND_CHECKED_BAG: 'Second checked bag' } as const

export const roomPreferenceLabels = { smoking: 'Smoking', nonSmoking: 'Non-Smoking', wheelchair: 'Wheelchair accessible' } as const

/** Every list's paging (§R9.10, docs/api/guides.md *Paging*): page sizes from `min` to `max`, `default` when none is asked, pages up to `maxPage`. */
export const pageSizeLimits = { min: 1, max: 50, default: 20, maxPage: 1000 } as const
export const countOptionsRange = { min: 1, max: 20 } as const
export const reviewSource = 'TRIP_ADVISOR' as const
