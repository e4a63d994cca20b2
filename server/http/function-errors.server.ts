// What the browser may see of an error thrown inside a server function (the middleware in
// function-errors.ts applies it to every call): a refusal typed at its source (ApiError with the
// §R3.50 error objects, a 4xx the guards raise, the router's redirect and not-found) passes as it
// is; anything else is logged with its correlation id and replaced by the contract's generic error, so
// a message, stack, SQL or file path never leaves the server.
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { logger } from '../log/logger'
import { ApiError, ValidationError } from './errors'
import { currentRequestContext } from './request-context.server'

export const genericErrorMessage = 'Something went wrong on our side. Please try again.'

/** A refusal the server raised on purpose for the caller: its message was written for them. */
function isMeantForCaller(error: unknown) {
  if (error instanceof ApiError) return true
  if (isRedirect(error) || isNotFound(error)) return true
  const status = (error as { status?: unknown } | null)?.status
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500
}

/** What the browser may see of an error thrown inside a server function. */
export function browserSafeError(error: unknown): unknown {
  if (isMeantForCaller(error)) return error
  // A validator's refusal (zod, known by name so the browser bundle does not take zod for it).
  if (error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues)) {
    const issues = (error as Error & { issues: { message: string; path: PropertyKey[] }[] }).issues
    return new ValidationError(issues.map((issue) => ({ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: issue.message, field: issue.path.map(String).join('.') || undefined })))
  }
  const correlationId = currentRequestContext()?.correlationId
  logger.error({ err: error, correlationId }, 'server function failed')
  const generic = new ApiError(500, [{ code: 'INTERNAL_ERROR', category: 'SYSTEM', message: genericErrorMessage, transactionStatus: correlationId }])
  // The stack would name this file: the browser gets the message and the error objects only.
  generic.stack = undefined
  return generic
}
