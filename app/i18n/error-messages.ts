// Which message describes an error: the page-error texts by error type, and the supplier codes and
// network failure of §R8.
import type { MessageKey } from './catalogue'
import { pageErrorTypes, supplierErrorCodes, type PageErrorType, type SupplierErrorCode } from './messages/en-us/errors'

export { pageErrorTypes, supplierErrorCodes, type PageErrorType }

function isPageErrorType(type: string): type is PageErrorType {
  return (pageErrorTypes as readonly string[]).includes(type)
}

/** The error type whose texts the page-error screen shows: unknown types get the `unknown` texts. */
export function pageErrorTypeOf(type: string | null | undefined): PageErrorType {
  return type && isPageErrorType(type) ? type : 'unknown'
}

/** Title and description keys of the page-error screen; unknown types get the `unknown` texts. */
export function pageErrorMessageKeys(type: string | null | undefined): { title: MessageKey; description: MessageKey } {
  const known = pageErrorTypeOf(type)
  return { title: `errors:page.${known}.title`, description: `errors:page.${known}.description` }
}

/** The message key of a supplier code, or undefined when travellers are not told about it (§R8). */
export function supplierErrorMessageKey(code: string | null | undefined): MessageKey | undefined {
  return code && (supplierErrorCodes as readonly string[]).includes(code) ? `errors:supplier.${code as SupplierErrorCode}` : undefined
}

export const networkErrorMessageKey: MessageKey = 'errors:network.NetworkError'
