// How every API answers a failure: SPEC.md §3 error objects inside `errors[]`, plus the HTTP status.
import { z } from 'zod'

export const ApiErrorObjectSchema = z
  .object({
    category: z.string().optional(),
    classificationCode: z.string().optional(),
    code: z.string().min(1),
    codeDescription: z.string().optional(),
    message: z.string().min(1),
    responsibilityType: z.string().optional(),
    subcategory: z.string().optional(),
    transactionStatus: z.string().optional(),
    datetime: z.string().optional(),
    developerMessage: z.string().optional(),
    /** Which input the error is about, as a path such as `body.checkIn` (for field errors beside the field). */
    field: z.string().optional(),
  })
  .meta({ id: 'ErrorObject' })

export const ApiErrorsSchema = z.object({ errors: z.array(ApiErrorObjectSchema).min(1) }).meta({
  id: 'Errors',
  examples: [{ errors: [{ code: 'VALIDATION_ERROR', message: 'checkOut: must be after the check-in date', field: 'body.checkOut' }] }],
})
export type ApiErrorObject = z.infer<typeof ApiErrorObjectSchema>
export type ApiErrors = z.infer<typeof ApiErrorsSchema>

/** Standard failure answers shared by every route. */
export const commonErrorResponses = {
  400: ApiErrorsSchema,
  404: ApiErrorsSchema,
  500: ApiErrorsSchema,
} as const
