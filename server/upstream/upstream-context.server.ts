// The upstream context of the request being served (§R7): the browser's API session id, the
// page's locale and test environment, and the labs-rapid flag. Resolved once per server-function
// call or API request and read by every upstream call made while serving it, so no call site has
// to pass it along.
import { AsyncLocalStorage } from 'node:async_hooks'
import { messageLocales, type MessageLocale } from '@contracts/messages/error-messages'
import { config } from '../config/env'
import { evaluationContextOf, featureFlags } from '../flags/flags.server'
import { logger } from '../log/logger'
import { readCookie } from '../site/draft-mode.server'
import { loadSiteConfig } from '../site/site.server'
import { appIdOf } from '../site/tester-apps.server'
import { apiSessionCookieName, apiSessionIdPattern, pageContextHeaders } from './context-headers'
import { upstreamHeaders, type UpstreamContext } from './lxp-client.server'
import { testEnvironmentAllowed, testEnvironmentOfPage } from './test-environment'

export type RequestUpstreamContext = Omit<UpstreamContext, 'customerId'>

const storage = new AsyncLocalStorage<RequestUpstreamContext>()

export function runWithUpstreamContext<T>(context: RequestUpstreamContext, run: () => T): T {
  return storage.run(context, run)
}

export function currentUpstreamContext(): RequestUpstreamContext | undefined {
  return storage.getStore()
}

export type ContextDependencies = {
  devTools: boolean
  /** Whether the caller's test scenario travels to the mock upstream (SANDBOX). */
  sandbox: boolean
  basePath: string
  /** The site's own setting for the test-environment header (undefined: the default). */
  siteAllowsTestEnvironment: (request: Request) => Promise<boolean | undefined>
  labsRapid: (apiSessionId: string | undefined) => Promise<boolean>
}

const defaultDependencies = (): ContextDependencies => ({
  devTools: config().devTools,
  sandbox: config().sandbox,
  basePath: config().BASE_PATH,
  siteAllowsTestEnvironment: async (request) => (await loadSiteConfig(appIdOf(request))).allowTestEnvironmentHeader,
  labsRapid: (apiSessionId) => featureFlags().isEnabled('labs-rapid', evaluationContextOf({ kind: 'anonymousSession', sessionId: apiSessionId }, { siteId: 'default' })),
})

/**
 * The context of one incoming request: a server-function call from the browser names its page,
 * API session id and locale in headers; a server render is the page itself (its URL, and the API
 * session id from the browser-session cookie).
 */
export async function resolveUpstreamContext(request: Request, dependencies: ContextDependencies = defaultDependencies()): Promise<RequestUpstreamContext> {
  const headers = request.headers
  const headerId = headers.get(pageContextHeaders.apiSessionId)
  const cookieId = readCookie(headers.get('cookie'), apiSessionCookieName)
  const apiSessionId = [headerId, cookieId].find((id): id is string => !!id && apiSessionIdPattern.test(id))
  const requestedLocale = headers.get(pageContextHeaders.locale)
  const locale: MessageLocale = messageLocales.find((known) => known.toLowerCase() === requestedLocale?.toLowerCase()) ?? 'en-US'
  const pageUrl = headers.get(pageContextHeaders.pageUrl) ?? request.url

  // The site's setting is read only when a page asks for an environment at all.
  const asked = testEnvironmentOfPage(pageUrl, { allowed: true, basePath: dependencies.basePath })
  const allowed = asked ? testEnvironmentAllowed(await dependencies.siteAllowsTestEnvironment(request).catch(() => undefined), dependencies.devTools) : false
  const environment = allowed ? asked : undefined

  const labsRapid = await dependencies.labsRapid(apiSessionId).catch((error: unknown) => {
    logger.warn({ err: error }, 'the labs-rapid flag could not be read; treated as off')
    return false
  })
  // An integrator testing against the sandbox names a scenario; it travels on every call (docs/mock-upstream.md).
  // Anywhere else it is a stranger's header: slowing, failing or refusing calls is for sandboxes only.
  const scenario = dependencies.sandbox ? headers.get(upstreamHeaders.scenario)?.slice(0, 200) || undefined : undefined
  const sandboxNamespace = dependencies.sandbox ? headers.get(upstreamHeaders.sandboxNamespace)?.slice(0, 100) || undefined : undefined
  return { locale, ...(apiSessionId ? { apiSessionId } : {}), ...(environment ? { environment } : {}), labsRapid, ...(scenario ? { scenario } : {}), ...(sandboxNamespace ? { sandboxNamespace } : {}) }
}
