/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import stylesheet from '~/styles.css?url'
import { ErrorPage } from '~/features/errors/error-page'
import { NotFoundPage } from '~/features/errors/not-found-page'
import { siteShellQueryOptions } from '~/features/shell/shell.queries'
import { SiteFrame } from '~/features/shell/site-frame'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The server entry turns this nonce into the Content-Security-Policy header.
  headers: ({ ssr }) => (ssr?.nonce ? { 'x-csp-nonce': ssr.nonce } : undefined),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      // Zoom stays available (1 to 5, SPEC.md §9).
      { name: 'viewport', content: 'width=device-width, initial-scale=1, minimum-scale=1, maximum-scale=5' },
      { title: 'Rewards Travel: hotels, flights, cars and more with points' },
      { name: 'description', content: 'Search and book hotels, dining, flights, car rental, tours and transport. Pay with card, points or both.' },
    ],
    links: [
      { rel: 'stylesheet', href: stylesheet },
      { rel: 'icon', href: `${import.meta.env.BASE_URL}favicon.svg`, type: 'image/svg+xml' },
    ],
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(siteShellQueryOptions()),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const { data } = useSuspenseQuery(siteShellQueryOptions())
  return (
    <SiteFrame site={data.site}>
      <Outlet />
    </SiteFrame>
  )
}
