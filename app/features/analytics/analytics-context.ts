// What every analytics event says about where it comes from (§R7: environment, package, session, address,
// browser) and a page's failure status: with the page, for the page-view beacon, and for the runtime after it.
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { name as packageName, version as packageVersion } from '../../../package.json'
import type { TrackerContext } from '~/lib/analytics/collector-sender'
import { defaultTelemetryEnvironment } from '~/lib/telemetry/page-load-settings'

const sessionIdStorageKey = 'rewards-travel.session-id'
const environments: Record<string, string> = { production: 'prod', development: 'dev', test: 'test' }

export { packageName, packageVersion }

/** The site's telemetry environment name, from the shell's public configuration. */
export function environmentOf(environment: string | undefined) {
  return environments[environment ?? ''] ?? defaultTelemetryEnvironment
}

export function sessionId() {
  const exposed = (window as { sessionId?: string }).sessionId
  if (exposed) return exposed
  try {
    return (JSON.parse(window.sessionStorage.getItem(sessionIdStorageKey) ?? 'null') as { sessionId?: string } | null)?.sessionId
  } catch {
    return undefined
  }
}

export function analyticsContext(queryClient: QueryClient): TrackerContext {
  const shell = queryClient.getQueryData<{ publicConfig?: { environment?: string } }>(['site-shell'])
  return {
    environment: environmentOf(shell?.publicConfig?.environment),
    serviceName: packageName,
    sitePackage: `${packageName}@${packageVersion}`,
    sessionId: sessionId(),
    url: window.location.href,
    userAgent: navigator.userAgent,
  }
}

export function pageStatus(router: AnyRouter): 404 | 500 | undefined {
  const matches = router.state.matches as Array<{ status?: string; globalNotFound?: boolean }>
  if (matches.some((match) => match.status === 'error')) return 500
  if (matches.some((match) => match.status === 'notFound' || match.globalNotFound)) return 404
  return undefined
}
