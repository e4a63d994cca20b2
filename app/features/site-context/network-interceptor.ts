// The network interceptor of §R8, written once: what the site shows when a call to the
// server fails. `decideFailure` is the rule; `handleFailure` applies it to the site context.
import type { ApiErrorObject } from '@contracts/api/api-error'
import { reportedError } from '@contracts/api/reported-error'
import type { SiteContextStore } from './site-context-store'

export const supplierCodes = {
  pickUpOutsideHours: 'E1001019',
  dropOffOutsideHours: 'E1001032',
  dropOffDateInvalid: 'E1001016',
  pickUpInPast: 'E1001018',
} as const

/** A failed call as the interceptor sees it; `status` is undefined when no answer came back. */
export type FailedCall = {
  method: string
  url: string
  status?: number
  statusText?: string
  errors?: ApiErrorObject[]
  /** The call asked to fail quietly, or the page was in a silent request. */
  silent?: boolean
  /** The caller shows the failure itself (beside its fields), so no system banner. */
  hideSystemError?: boolean
}

export type FailureDecision =
  | { kind: 'reject'; reason: 'unauthorized' | 'past-pick-up' | 'silent' }
  | { kind: 'flag'; flag: 'pickUpHoursNotWorking' | 'dropOffHoursNotWorking' }
  /** An empty message lets the banner show its own translated default (common:banners.site-level-error). */
  | { kind: 'banner'; status: number; error?: ApiErrorObject; fallbackMessage: string; lookUpCode: boolean }

export function decideFailure(call: FailedCall): FailureDecision {
  if (call.status === 401 || call.status === 403) return { kind: 'reject', reason: 'unauthorized' }
  const codes = new Set((call.errors ?? []).map((error) => error.code))
  if (codes.has(supplierCodes.pickUpOutsideHours)) return { kind: 'flag', flag: 'pickUpHoursNotWorking' }
  if (codes.has(supplierCodes.dropOffOutsideHours) || codes.has(supplierCodes.dropOffDateInvalid)) return { kind: 'flag', flag: 'dropOffHoursNotWorking' }
  if (codes.has(supplierCodes.pickUpInPast)) return { kind: 'reject', reason: 'past-pick-up' }
  if (call.silent || call.hideSystemError) return { kind: 'reject', reason: 'silent' }
  const error = call.errors?.[0]
  if (call.status !== undefined && call.status !== 0) {
    return { kind: 'banner', status: call.status, ...(error ? { error } : {}), fallbackMessage: error?.message ?? '', lookUpCode: !!error?.code }
  }
  // No answer at all: the status text is what there is, and status 0 is reported as 500.
  return { kind: 'banner', status: 500, ...(error ? { error } : {}), fallbackMessage: call.statusText ?? '', lookUpCode: false }
}

export type InterceptorDependencies = {
  store: SiteContextStore
  /** The localized message for an error code (GET /api/messages/errors/{code}/{locale}). */
  lookUpMessage: (error: { code: string; message: string }) => Promise<string>
  log: (message: string, details: Record<string, unknown>) => void
}

/** Applies the rule: flags, the interceptor error for the site-level banner, and the NetworkError log line. */
export async function handleFailure(call: FailedCall, { store, lookUpMessage, log }: InterceptorDependencies): Promise<FailureDecision> {
  const decision = decideFailure(call)
  if (decision.kind !== 'reject' || decision.reason !== 'unauthorized') {
    const first = call.errors?.[0]
    const code = first?.code ?? 'NO_RESPONSE'
    const message = first?.message ?? call.statusText ?? ''
    log('NetworkError', { code, status: call.status ?? 0, message, method: call.method, url: call.url, error: reportedError({ ...first, code, message }) })
  }
  if (decision.kind === 'flag') store.update({ [decision.flag]: true })
  if (decision.kind === 'banner') {
    const message = decision.lookUpCode && decision.error ? await lookUpMessage({ code: decision.error.code, message: decision.fallbackMessage }) : decision.fallbackMessage
    store.update({ interceptorError: { ...(decision.error ? { error: decision.error } : {}), message, status: decision.status } })
  }
  return decision
}
