// A supplier's address (a hotel, a restaurant, a rental office), with the fields §R3 names.
import { z } from 'zod'

export const SupplierAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().optional().describe('a building, wing, floor or terminal, when the street alone does not lead there'),
  addressLine3: z.string().optional().describe('directions inside the building, when there are any'),
  cityName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  postalCode: z.string().describe('empty where the country has no postcodes'),
})
