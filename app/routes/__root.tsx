/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, type ParsedLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import stylesheet from '~/styles.css?url'
import { AnalyticsRoot } from '~/features/analytics/analytics-root'
import { ErrorPage } from '~/features/errors/error-page'
import { NotFoundPage } from '~/features/errors/not-found-page'
import { enforceAuthenticationPolicy } from '~/features/session/require-session'
import { preloadMemberSession } from '~/features/session/session.queries'
import { FlagUpdates } from '~/features/flags/flag-updates'
import { siteShellQueryOptions, type SiteShell } from '~/features/site-config/site.queries'
import { requireSwitchedOnArea } from '~/features/site-config/site-config'
import { SiteFrame } from '~/features/site-frame/site-frame'
import { applySiteCurrency, visitorLocale } from '~/lib/format/visitor-settings'
import { renderDay } from '~/lib/search-dates'
import { titlesText } from '~/i18n/plain/titles'
import { interceptorMetaName } from '~/features/site-context/request-interceptor'
import { EarlySubmits } from '~/features/site-frame/early-submits'
import { NoScriptStylesheet } from '~/features/site-frame/no-script-stylesheet'
import { SiteHeadLinks } from '~/features/site-frame/site-head-links'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The server entry turns this nonce into the Content-Security-Policy header.
  headers: ({ ssr }) => (ssr?.nonce ? { 'x-csp-nonce': ssr.nonce } : undefined),
  head: ({ matches }) => {
    // The root's own loader data is typed `never` here (the root route references itself), so it is read from its match.
    const shell = matches[0]?.loaderData as SiteShell | undefined
    const site = titlesText('site')
    const siteAddress = `${shell?.publicConfig.siteUrl ?? ''}${shell?.publicConfig.basePath ?? ''}`
    // Canonical address: the configured site address plus the current path (§R2.76 page head).
    const canonical = `${shell?.publicConfig.siteUrl ?? ''}${matches.at(-1)?.pathname ?? '/'}`
    return {
      meta: [
        { charSet: 'utf-8' },
        // Zoom stays available (1 to 5, §R9).
        { name: 'viewport', content: 'width=device-width, initial-scale=1, minimum-scale=1, maximum-scale=5' },
        { title: site },
        { name: 'description', content: titlesText('description') },
        // A shared link's preview (Open Graph, §R2.103): without a page's own og:title and og:description, previews read
        // its title and description; its own picture replaces this one.
        { property: 'og:site_name', content: shell?.site.name ?? site },
        { property: 'og:url', content: canonical },
        { property: 'og:image', content: `${siteAddress}/images/social-preview.png` },
        // The optional request interceptor every browser call waits for (§R7).
        ...(shell?.publicConfig.requestInterceptorUrl ? [{ name: interceptorMetaName, content: shell.publicConfig.requestInterceptorUrl }] : []),
      ],
      links: [
        { rel: 'stylesheet', href: stylesheet },
        { rel: 'canonical', href: canonical },
      ],
      // The site's third-party scripts (§R3), each carrying this render's CSP nonce (the router adds it).
      scripts: (shell?.site.thirdPartyScripts ?? []).map(({ id, src }) => ({ id, src, async: true })),
    }
  },
  // Areas the site configuration switches off are 404s (§R3); then the site's
  // authenticationPolicy decides which pages need a session (§R4).
  // (Parameters typed by hand: the root route's own types refer to themselves and infer `never` here.)
  beforeLoad: async ({ context, location }: { context: { queryClient: QueryClient }; location: ParsedLocation }) => {
    await requireSwitchedOnArea(context.queryClient, location.pathname)
    await enforceAuthenticationPolicy(context.queryClient, location)
  },
  loader: async ({ context, location }) => {
    const [shell] = await Promise.all([context.queryClient.ensureQueryData(siteShellQueryOptions()), preloadMemberSession(context.queryClient, location.pathname)])
    return shell
  },
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    // The day the server's render counted dates from, for the hydration to count from too (docs/decisions/133).
    <html lang={visitorLocale()} data-render-day={renderDay()}>
      <head>
        <HeadContent />
        <SiteHeadLinks />
        <NoScriptStylesheet />
      </head>
      <body>
        <EarlySubmits />
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const { data } = useSuspenseQuery(siteShellQueryOptions())
  // Every price below is in the site's currency settings (§R3 currency.code, showCurrencyCode).
  applySiteCurrency(data.site.currency.code, data.site.showCurrencyCode)
  return (
    <SiteFrame site={data.site} draftMode={data.draftMode} devTools={data.publicConfig.devTools}>
      <Outlet />
      <AnalyticsRoot />
      <FlagUpdates refetch={[siteShellQueryOptions().queryKey]} />
    </SiteFrame>
  )
}
