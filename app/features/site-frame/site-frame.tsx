import { ClientOnly, useLocation, useRouter } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, type ReactNode } from 'react'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { firstInteraction } from '~/lib/first-interaction'
import { markNavigation } from '~/lib/navigation-started'
import { LinkSettingsProvider } from '~/ui/link-settings'
import { SiteBannersSlot } from '~/features/site-context/site-banners-slot'
import { SiteHeader } from './site-header'
import { SkipLink, mainContentId } from '~/features/focus-and-announcements/skip-link'
import { PageNotices } from '~/features/page-content/page-notices'
// With the page: it must see the first navigation start, which the first interaction may begin.
import { FocusOnNavigation } from '~/features/focus-and-announcements/focus-on-navigation'
import { PageAnnouncer } from '~/features/focus-and-announcements/page-announcer'
// Loaded with the page, not lazily after hydration: behind ClientOnly and lazy it broke hydration for
// members (React #418, the first clicks lost; docs/decisions/076).
import { SessionRuntime } from '~/features/session/session-runtime'

// The footer renders only in the browser after the first render (§R1), so nothing of it is
// hydrated: its code (links, locale switch) loads beside the page, inside its own Suspense boundary
// (docs/decisions/083).
// Listeners that render nothing until a key, an address hash or a navigation asks for something (nothing on the server, nothing
// to hydrate): their code loads at the traveller's first interaction or navigation (~/lib/first-interaction), the hash
// listener's also when the address has a hash; mounted in the browser when it arrives. The debug shortcut answers the key
// press that loaded it; the progress bar shows only after 300 ms of a navigation; the hash listener reads the hash it finds.
const afterFirstInteraction = <Module,>(load: () => Promise<Module>) => firstInteraction().then(load)
const DebugShortcut = lazy(() => afterFirstInteraction(() => import('~/features/debug-tools/debug-shortcut')).then((module) => ({ default: module.DebugShortcut })))
const NavigationProgress = lazy(() => afterFirstInteraction(() => import('~/features/loading/navigation-progress')).then((module) => ({ default: module.NavigationProgress })))
const HashDialogListener = lazy(() => Promise.race([firstInteraction(), hashNamed()]).then(() => import('~/features/hash-dialogs/hash-dialog-listener')).then((module) => ({ default: module.HashDialogListener })))
// Shown to content editors only: fetched when a page is in draft mode.
const DraftModeBanner = lazy(() => import('~/features/page-content/draft-mode-banner').then((module) => ({ default: module.DraftModeBanner })))
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })))

/** Resolves when the address has a hash, now or after a change. */
function hashNamed() {
  return new Promise<void>((resolve) => {
    if (window.location.hash) return resolve()
    window.addEventListener('hashchange', () => resolve(), { once: true })
  })
}

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
      <PageAnnouncer />
      <SessionRuntime />
      <ClientOnly>
        {/* One boundary each: they load at different moments. */}
        <Suspense fallback={null}>
          <DebugShortcut />
        </Suspense>
        <Suspense fallback={null}>
          <HashDialogListener />
        </Suspense>
        <FocusOnNavigation />
      </ClientOnly>
      {/* The footer appears only after the first render (§R1). */}
      <ClientOnly>
        <Suspense fallback={null}>
          <SiteFooter site={site} />
        </Suspense>
      </ClientOnly>
    </LinkSettingsProvider>
  )
}
