// The site-level banners (§R2, §R8) under the header: the error banner fed by the network
// interceptor, and a message while upstream calls go to a test environment (?expdenv=). A chunk of
// its own: the first load carries only ./site-banners-slot.tsx.
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { testEnvironmentAllowed, testEnvironmentOfPage } from '@server/upstream/test-environment'
import { common as enGb } from '~/i18n/messages/en-gb/common'
import { common as enUs } from '~/i18n/messages/en-us/common'
import { variantOf } from '~/i18n/messages/messages'
import { plainTranslator } from '~/i18n/plain-message'
import { Alert } from '~/ui/alert'
import { clearInterceptorError, siteContext, useSiteContext } from './site-context-store'

type BannerMessage = 'banners.site-level-error' | 'banners.test-environment' | 'buttons.close'
const bannerText = plainTranslator<BannerMessage>('common', { 'en-US': enUs, 'en-GB': variantOf(enUs, enGb) })

/** How long the error banner stays when nothing else clears it. */
export const interceptorErrorTimeoutMs = 15_000

const closeButton = css({
  ms: '3',
  px: '2',
  py: '1',
  borderRadius: 'sm',
  textDecoration: 'underline',
  cursor: 'pointer',
  color: 'inherit',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
})

/** Cleared when another page starts loading and after the timeout (§R4). */
function useInterceptorErrorLifetime(current: object | undefined) {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
        if (pathChanged) clearInterceptorError()
      }),
    [router],
  )
  // Each new failure shows for the whole timeout again.
  useEffect(() => {
    if (!current) return
    const timer = setTimeout(clearInterceptorError, interceptorErrorTimeoutMs)
    return () => clearTimeout(timer)
  }, [current])
}

export function SiteErrorBanner() {
  const interceptorError = useSiteContext((state) => state.interceptorError)
  useInterceptorErrorLifetime(interceptorError)
  if (!interceptorError) return null
  return (
    <Alert variant="site-error">
      {interceptorError.message || bannerText('banners.site-level-error')}
      <button type="button" className={closeButton} onClick={() => siteContext.update({ interceptorError: undefined })}>
        {bannerText('buttons.close')}
      </button>
    </Alert>
  )
}

/** A site-level message while this page's upstream calls go to a test environment. */
export function TestEnvironmentMessage({ site, devTools }: { site: SiteConfig; devTools: boolean }) {
  const href = useLocation({ select: (location) => location.href })
  const environment = testEnvironmentOfPage(href, { allowed: testEnvironmentAllowed(site.allowTestEnvironmentHeader, devTools) })
  if (!environment) return null
  return <Alert variant="site-message">{bannerText('banners.test-environment', { environment })}</Alert>
}

/** Both banners; loaded on demand by ./site-banners-slot.tsx. */
export default function SiteBanners({ site, devTools }: { site: SiteConfig; devTools: boolean }) {
  return (
    <>
      <SiteErrorBanner />
      <TestEnvironmentMessage site={site} devTools={devTools} />
    </>
  )
}
