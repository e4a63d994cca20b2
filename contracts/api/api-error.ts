// How every API answers a failure: §R3.50 error objects inside `errors[]`, plus the HTTP status.
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

/** §R3: the error objects travel in `errors[]`, or in the wrapper of the operation that failed. */
export const errorWrappers = ['errors', 'bookErrors', 'modifyErrors', 'cancelErrors'] as const
export type ErrorWrapper = (typeof errorWrappers)[number]
/** The statuses a route's own wrapper (`bookErrors`, `modifyErrors`, `cancelErrors`) answers: every other refusal of it, a 404 included, is in `errors` (issue 41). */
export const wrappedStatuses: readonly number[] = [409, 422]

export const BookErrorsSchema = z.object({ bookErrors: z.array(ApiErrorObjectSchema).min(1) }).meta({
  id: 'BookErrors',
  examples: [{ bookErrors: [{ code: 'PRICE_CHANGED', category: 'BUSINESS', message: 'The price changed since you started checking out.' }] }],
})
export const CancelErrorsSchema = z.object({ cancelErrors: z.array(ApiErrorObjectSchema).min(1) }).meta({ id: 'CancelErrors' })
export const ModifyErrorsSchema = z.object({ modifyErrors: z.array(ApiErrorObjectSchema).min(1) }).meta({ id: 'ModifyErrors' })

/** The error objects of a failure answer, whichever wrapper holds them. */
export function errorObjectsOf(body: unknown): { wrapper: ErrorWrapper; errors: ApiErrorObject[] } | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  for (const wrapper of errorWrappers) {
    const errors = (body as Record<string, unknown>)[wrapper]
    if (Array.isArray(errors) && errors.length > 0) return { wrapper, errors: errors as ApiErrorObject[] }
  }
  return undefined
}

/** Standard failure answers shared by every route. */
export const commonErrorResponses = {
  400: ApiErrorsSchema,
  404: ApiErrorsSchema,
  500: ApiErrorsSchema,
} as const
