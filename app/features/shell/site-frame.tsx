import { ClientOnly, useLocation, useRouter } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, type ReactNode } from 'react'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { markNavigation } from '~/lib/navigation-started'
import { LinkSettingsProvider } from '~/ui/link'
import { SiteBannersSlot } from '~/features/site-context/site-banners-slot'
import { SiteHeader } from './site-header'
import { SkipLink, mainContentId } from './skip-link'
import { PageNotices } from './page-content-slot'
// Loaded with the page, not lazily after hydration: behind ClientOnly and lazy it broke hydration for
// members (React #418, the first clicks lost; docs/decisions/076).
import { SessionRuntime } from '~/features/session/session-runtime'

// The footer renders only in the browser after the first render (SPEC.md §1), so nothing of it is
// hydrated: its code (links, locale switch) loads beside the page, inside its own Suspense boundary
// (docs/decisions/083).
// Listeners that render nothing until a key, an address hash or a navigation asks for something (nothing on the server, nothing
// to hydrate): mounted in the browser when their code arrives; the hash listener reads the hash it finds then.
const DebugShortcut = lazy(() => import('./debug-shortcut').then((module) => ({ default: module.DebugShortcut })))
const NavigationProgress = lazy(() => import('./navigation-progress').then((module) => ({ default: module.NavigationProgress })))
const FocusOnNavigation = lazy(() => import('./focus-on-navigation').then((module) => ({ default: module.FocusOnNavigation })))
const HashDialogListener = lazy(() => import('./hash-dialog-listener').then((module) => ({ default: module.HashDialogListener })))
// Shown to content editors only: fetched when a page is in draft mode.
const DraftModeBanner = lazy(() => import('./draft-mode-banner').then((module) => ({ default: module.DraftModeBanner })))
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })))


/** Skip link, header (unless switched off), main landmark and footer around every page; links follow the site's isLinksHaveIcons. */
export function SiteFrame({ site, draftMode, devTools = false, children }: { site: SiteConfig; draftMode: boolean; devTools?: boolean; children: ReactNode }) {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })
  const showHeader = site.siteNavigation && search.uhf !== 'off'
  // Forms that load on first use load at once once the traveller navigates (~/lib/lazy-on-interaction).
  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', ({ hrefChanged }) => hrefChanged && markNavigation()), [router])
  return (
    <LinkSettingsProvider linksHaveIcons={site.isLinksHaveIcons}>
      <SkipLink />
      {draftMode && (
        <Suspense fallback={null}>
          <DraftModeBanner />
        </Suspense>
      )}
      {showHeader && <SiteHeader site={site} />}
      <main id={mainContentId} tabIndex={-1}>
        {/* Fixed to the top of the window, but about the page's content: inside its landmark. */}
        <ClientOnly>
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
        </ClientOnly>
        <SiteBannersSlot site={site} devTools={devTools} />
        <PageNotices />
        {children}
      </main>
      <SessionRuntime />
      <ClientOnly>
        <Suspense fallback={null}>
          <DebugShortcut />
          <HashDialogListener />
          <FocusOnNavigation />
        </Suspense>
      </ClientOnly>
      {/* The footer appears only after the first render (SPEC.md §1). */}
      <ClientOnly>
        <Suspense fallback={null}>
          <SiteFooter site={site} />
        </Suspense>
      </ClientOnly>
    </LinkSettingsProvider>
  )
}
