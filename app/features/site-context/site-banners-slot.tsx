// Where the site-level banners go. Their code (alert, messages, timers) loads only when one has
// something to show: an interceptor error, or a page asking for a test environment.
import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense, type ComponentType } from 'react'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { useSiteContext } from './site-context-store'

// A chunk that cannot load (offline, a new deployment) shows no banner rather than breaking the page.
type BannersProps = { site: SiteConfig; devTools: boolean }
const nothing: ComponentType<BannersProps> = () => null
const SiteBanners = lazy(async (): Promise<{ default: ComponentType<BannersProps> }> => import('./site-banners').catch(() => ({ default: nothing })))

export function SiteBannersSlot({ site, devTools }: { site: SiteConfig; devTools: boolean }) {
  const failed = useSiteContext((state) => state.interceptorError !== undefined)
  const asksForEnvironment = useLocation({ select: (location) => location.searchStr.includes('expdenv=') })
  if (!failed && !asksForEnvironment) return null
  return (
    <Suspense fallback={null}>
      <SiteBanners site={site} devTools={devTools} />
    </Suspense>
  )
}
