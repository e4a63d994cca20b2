// A refusal the simulator answers the way a travel platform would: a supplier or validation code,
// a message for the traveller, and the HTTP status.
import { ApiError } from '../http/errors'

export class SimulatorError extends ApiError {
  constructor(status: number, code: string, message: string, field?: string) {
    super(status, [{ code, message, category: status >= 500 ? 'SYSTEM' : 'BUSINESS', ...(field ? { field } : {}) }])
  }
}

/** SPEC.md §8 supplier codes the simulator can produce. */
export const supplierCodes = {
  pickUpOutsideHours: 'E1001019',
  dropOffOutsideHours: 'E1001032',
  dropOffDateInvalid: 'E1001016',
  pickUpInPast: 'E1001018',
  activityCancellationNotAvailable: 'E1002080',
  sanctioned: 'E0000023',
} as const
