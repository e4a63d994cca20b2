// The traveller's message of a code a scenario answers with, from the contract's message catalogue.
import { errorMessageFor } from '@contracts/messages/error-messages'

export function enUsErrorMessage(code: string) {
  return errorMessageFor(code, 'en-US') ?? `The travel service refused this request (${code}).`
}
