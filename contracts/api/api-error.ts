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

/**
 * The failure answers any route of the HTTP API can give, whatever it does (issue 41: a partner must be able to
 * narrow on each): a malformed input (400), a bad access token or API key (401, checked before any route runs),
 * a good one this route does not take or a cross-site request (403), nothing there (404), a rate limit (429),
 * our side (500), the travel platform or a service behind it unavailable (503). Merged into every route of the
 * API by `withCommonErrorResponses` (contracts/index.ts); a route's own declaration of a status wins.
 */
export const commonErrorResponses = {
  400: ApiErrorsSchema,
  401: ApiErrorsSchema,
  403: ApiErrorsSchema,
  404: ApiErrorsSchema,
  429: ApiErrorsSchema,
  500: ApiErrorsSchema,
  503: ApiErrorsSchema,
} as const

/** What a route that takes a body can answer besides: a body over the limit (413), or not sent as JSON (415). */
export const bodyErrorResponses = {
  413: ApiErrorsSchema,
  415: ApiErrorsSchema,
} as const

type CommonErrorResponses = typeof commonErrorResponses
type BodyErrorResponses = typeof bodyErrorResponses
type RouteLike = { method: string; path: string; responses: Record<number, unknown> }
/** The failure answers a route gets from the shared ones: those of a body when it takes one, minus those it declares itself. */
type SharedErrorsOf<Route extends RouteLike> = Omit<CommonErrorResponses & (Route extends { body: unknown } ? BodyErrorResponses : unknown), keyof Route['responses']>
/** A router with the shared failure answers merged into every route's responses (the route's own first). */
export type WithCommonErrorResponses<Router> = {
  [Key in keyof Router]: Router[Key] extends RouteLike
    ? Omit<Router[Key], 'responses'> & { responses: SharedErrorsOf<Router[Key]> & Router[Key]['responses'] }
    : WithCommonErrorResponses<Router[Key]>
}

function isRoute(node: unknown): node is RouteLike {
  return typeof node === 'object' && node !== null && 'method' in node && 'path' in node && 'responses' in node
}

/**
 * Merges the failure answers every route can give into each route of `router` (and its sub-routers): one
 * definition, so no route can forget one, and the typed client lets a partner narrow on `status === 503`.
 */
export function withCommonErrorResponses<Router extends object>(router: Router): WithCommonErrorResponses<Router> {
  return Object.fromEntries(
    Object.entries(router).map(([key, node]) => {
      if (!isRoute(node)) return [key, withCommonErrorResponses(node as object)]
      const shared = 'body' in node ? { ...commonErrorResponses, ...bodyErrorResponses } : commonErrorResponses
      return [key, { ...node, responses: { ...shared, ...node.responses } }]
    }),
  ) as WithCommonErrorResponses<Router>
}

/**
 * The category of every 429 (a rate limit, `TOO_MANY_REQUESTS`, `TOO_MANY_STREAMS`), said once (issue 41): `AVAILABILITY`,
 * as the guide *Errors* defines it (we are busy for you now: wait `retry-after` and try again), not `SECURITY`, which is
 * who may call and which waiting never changes.
 */
export const rateLimitCategory = 'AVAILABILITY'

/** The error object of a rate limit's 429. */
export function tooManyRequestsError(message: string): ApiErrorObject {
  return { code: 'TOO_MANY_REQUESTS', category: rateLimitCategory, message }
}
