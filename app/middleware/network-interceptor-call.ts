// The client half of the network interceptor middleware (./network-interceptor-middleware.ts): every browser call's
// outcome fed to the network interceptor (§R8). A failure is a thrown call (no answer, or a failed answer) or an
// answer of the Outcome shape `{ ok: false, status, errors }`, which the page explains beside its fields: those show
// no system banner unless the flags call for one. Loaded with the first call a page makes, not with every page's
// first load (issue 40).
import type { ApiErrorObject } from '@contracts/api/api-error'
import { failureHeaders, pageContextHeaders } from '@server/upstream/context-headers'
import { markFailureStatus } from '~/features/site-context/failure-status'
import type { FailedCall } from '~/features/site-context/network-interceptor'
import { siteContext } from '~/features/site-context/site-context-store'
import { visitorLocale } from '~/lib/format/visitor-settings'

type Refusal = { ok: false; status: number; errors: ApiErrorObject[] }

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false && typeof (value as { status?: unknown }).status === 'number'
}

function flagOf(headers: HeadersInit | undefined, name: string) {
  return new Headers(headers).get(name) === '1'
}

/** What the middleware's client half is given, as much of it as this reads. */
type Call = { method: string; fetch?: typeof fetch }

/** One browser call to a server function (`next`, sent through the given fetch), its outcome fed to the network interceptor. */
export async function interceptCall<Result>(options: Call, next: (fetch: typeof globalThis.fetch) => Promise<Result>): Promise<Result> {
  const { method, fetch: givenFetch } = options
  // The call site's headers are there at run time, though not in the options' type.
  const { headers } = options as unknown as { headers?: HeadersInit }
  let response: Response | undefined
  let url = ''
  const recordingFetch: typeof fetch = async (input, init) => {
    url = input instanceof Request ? input.url : String(input)
    response = await (givenFetch ?? fetch)(input, init)
    return response
  }
  const silent = flagOf(headers, pageContextHeaders.silentRequest) || siteContext.get().silentRequest
  const hideSystemError = flagOf(headers, pageContextHeaders.hideSystemError)
  // The rule and the message lookup load only when a call fails (first-load budget, docs/decisions/050).
  const report = async (call: FailedCall) => {
    try {
      const [{ handleFailure }, { lookupErrorMessage }] = await Promise.all([import('~/features/site-context/network-interceptor'), import('~/lib/error-message')])
      await handleFailure(call, {
        store: siteContext,
        lookUpMessage: (error) => lookupErrorMessage(error, visitorLocale()),
        log: (message, details) => console.warn(message, JSON.stringify(details)),
      })
    } catch (loadError) {
      // Offline, the interceptor's own chunk may not load: the failure is still logged.
      console.warn('NetworkError', JSON.stringify({ status: call.status ?? 0, method: call.method, url: call.url, interceptor: String(loadError) }))
    }
  }
  try {
    const result = await next(recordingFetch)
    siteContext.update({ dataLoaded: true })
    const answer = (result as { result?: unknown }).result
    if (isRefusal(answer)) void report({ method, url, status: answer.status, errors: answer.errors, silent, hideSystemError: true })
    return result
  } catch (error) {
    siteContext.update({ dataLoaded: true })
    const answered = response as Response | undefined
    const code = answered?.headers.get(failureHeaders.code)
    const status = Number(answered?.headers.get(failureHeaders.status) ?? answered?.status ?? 0)
    const message = error instanceof Error ? error.message : ''
    const errors = code ? [{ code, message }] : undefined
    // A redirect or not-found thrown on purpose is navigation, not a failure.
    if (!(error instanceof Error) || (answered && answered.ok && !code)) throw error
    void report({ method, url, ...(answered ? { status, statusText: answered.statusText } : { statusText: '' }), ...(errors ? { errors } : {}), silent, hideSystemError })
    if (answered) markFailureStatus(error, status)
    throw error
  }
}
