import { ClientOnly, useLocation } from '@tanstack/react-router'
import { Suspense, lazy, type ReactNode } from 'react'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { LinkSettingsProvider } from '~/ui/link'
import { SiteBannersSlot } from '~/features/site-context/site-banners-slot'
import { DebugShortcut } from './debug-shortcut'
import { HashDialogListener } from './hash-dialog-listener'
import { NavigationProgress } from './navigation-progress'
import { SiteHeader } from './site-header'
import { SkipLink, mainContentId } from './skip-link'
import { PageNotices } from './page-content-slot'
// Loaded with the page, not lazily after hydration: behind ClientOnly and lazy it broke hydration for
// members (React #418, the first clicks lost; docs/decisions/076).
import { SessionRuntime } from '~/features/session/session-runtime'

// The footer renders only in the browser after the first render (SPEC.md §1), so nothing of it is
// hydrated: its code (links, locale switch) loads beside the page, inside its own Suspense boundary
// (docs/decisions/083).
// Shown to content editors only: fetched when a page is in draft mode.
const DraftModeBanner = lazy(() => import('./draft-mode-banner').then((module) => ({ default: module.DraftModeBanner })))
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })))


/** Skip link, header (unless switched off), main landmark and footer around every page; links follow the site's isLinksHaveIcons. */
export function SiteFrame({ site, draftMode, devTools = false, children }: { site: SiteConfig; draftMode: boolean; devTools?: boolean; children: ReactNode }) {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })
  const showHeader = site.siteNavigation && search.uhf !== 'off'
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
        <NavigationProgress />
        <SiteBannersSlot site={site} devTools={devTools} />
        <PageNotices />
        {children}
      </main>
      <SessionRuntime />
      <DebugShortcut />
      <HashDialogListener />
      {/* The footer appears only after the first render (SPEC.md §1). */}
      <ClientOnly>
        <Suspense fallback={null}>
          <SiteFooter site={site} />
        </Suspense>
      </ClientOnly>
    </LinkSettingsProvider>
  )
}
