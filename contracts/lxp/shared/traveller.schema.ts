// Who a booking is for: the traveller named on every line's checkout form, and the contact details a
// flight booking takes apart from its passengers (§R5 names and email).
import { z } from 'zod'
import { EmailSchema } from '../../validation/email'
import { GeneralFirstNameSchema, GeneralLastNameSchema } from '../../validation/names'

const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d ()-]{7,20}$/, 'Enter a phone number of 7 to 15 digits.')

export const ContactSchema = z.object({ email: EmailSchema, phone: PhoneSchema }).meta({ id: 'Contact' })

export const TravelerSchema = z
  .object({
    firstName: GeneralFirstNameSchema.describe('Given name; empty for a person with one name (then in lastName)'),
    lastName: GeneralLastNameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
  })
  .meta({ id: 'Traveler' })
