// A refusal the simulator answers the way a travel platform would: a code, a message for the
// traveller, the HTTP status, and the input it is about. Typed at the source; the transports map it.
import { rateLimitCategory, type ApiErrorObject, type ErrorWrapper, wrappedStatuses } from '@contracts/api/api-error'
import { Refusal } from '@contracts/api/refusal'
import { maskCardNumbers } from '@contracts/analytics/scrub'

/** §R8 supplier codes the simulator can produce. */
export const supplierCodes = {
  pickUpOutsideHours: 'E1001019',
  dropOffOutsideHours: 'E1001032',
  dropOffDateInvalid: 'E1001016',
  pickUpInPast: 'E1001018',
  activityCancellationNotAvailable: 'E1002080',
  sanctioned: 'E0000023',
} as const

/** Every code the simulator answers with, and its HTTP status. */
export const simulatorErrorStatus = {
  NOT_FOUND: 404,
  /** Free text that names no destination we sell. */
  DESTINATION_NOT_FOUND: 422,
  INVALID_DATES: 422,
  INVALID_CRITERIA: 422,
  /** The room or rate has no availability left for the stay. */
  SOLD_OUT: 422,
  CUSTOMER_REQUIRED: 401,
  /** A service behind the platform did not answer (a demo member's profile). */
  SERVICE_UNAVAILABLE: 503,
  /** A sandbox scenario's rate limit (`rate-limited`). */
  TOO_MANY_REQUESTS: 429,
  /** The price due now differs from what the traveller agreed to at checkout. */
  PRICE_CHANGED: 409,
  /** The idempotency key was used before for a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYMENT_NOT_ALLOWED: 422,
  INSUFFICIENT_POINTS: 422,
  CARD_DECLINED: 422,
  /** A chosen flight seat was taken by someone else meanwhile. */
  SEAT_TAKEN: 422,
  /** The fare does not allow changes (flight exchange). */
  NOT_CHANGEABLE: 422,
  NOT_CANCELLABLE: 422,
  ALREADY_CANCELLED: 409,
  /** The seating, or the flight's sales cut-off, has passed in the venue's time zone. */
  TIME_PASSED: 422,
  /** Dining: more guests than the restaurant seats at one table. */
  PARTY_TOO_LARGE: 422,
  /** Dining: the restaurant is closed that day or does not seat guests at that time. */
  RESTAURANT_CLOSED: 422,
  /** Dining: the seating has no covers left for the party. */
  SLOT_SOLD_OUT: 422,
  /** SANCTIONED_DESTINATION: the supplier's sanction error. */
  [supplierCodes.sanctioned]: 422,
  [supplierCodes.pickUpOutsideHours]: 422,
  [supplierCodes.dropOffOutsideHours]: 422,
  [supplierCodes.dropOffDateInvalid]: 422,
  [supplierCodes.pickUpInPast]: 422,
  [supplierCodes.activityCancellationNotAvailable]: 422,
} as const
export type SimulatorErrorCode = keyof typeof simulatorErrorStatus


/** A refusal's category, as the rest of the API gives it: who may call (401, 403) is SECURITY. */
function categoryOf(status: number) {
  if (status >= 500) return 'SYSTEM'
  if (status === 429) return rateLimitCategory
  return status === 401 || status === 403 ? 'SECURITY' : 'BUSINESS'
}

/** The simulator's refusals (§R3.50 error objects, status, wrapper), apart from the BFF's ApiError. */
export class PlatformError extends Refusal {}

export class SimulatorError extends PlatformError {
  readonly code: SimulatorErrorCode
  readonly field: string | undefined

  constructor(code: SimulatorErrorCode, message: string, options: { field?: string; status?: number; wrapper?: ErrorWrapper } = {}) {
    const status = options.status ?? simulatorErrorStatus[code]
    // A refusal that says back what was sent (a reservation number, a destination) never says a card number typed in its
    // place (issue 41, the partner's pass): masked as the logs and analytics mask one.
    const error: ApiErrorObject = { code, message: maskCardNumbers(message), category: categoryOf(status), ...(options.field ? { field: options.field } : {}) }
    if (code === supplierCodes.sanctioned) error.codeDescription = 'SANCTIONED_DESTINATION'
    // The route's wrapper only for the statuses its contract answers in it; an unknown reservation's 404 is in `errors`.
    super(status, [error], wrappedStatuses.includes(status) ? options.wrapper : undefined)
    this.code = code
    this.field = options.field
  }

  /** The same refusal with its field placed under a transport's path, e.g. `body.checkIn`. */
  under(prefix: string): SimulatorError {
    if (!this.field) return this
    const message = this.errors[0]?.message ?? this.message
    return new SimulatorError(this.code, message, { field: `${prefix}.${this.field}`, status: this.status, wrapper: this.wrapper })
  }

  /** The same refusal in another §R3 wrapper (`bookErrors`, `cancelErrors`). */
  in(wrapper: ErrorWrapper): SimulatorError {
    return new SimulatorError(this.code, this.errors[0]?.message ?? this.message, { field: this.field, status: this.status, wrapper })
  }
}
