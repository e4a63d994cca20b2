// The page-error screen (§R2): title and description from translations keyed by the error
// type, the description ending in a link home — to the configured external home page when there is
// one, opening in the top frame when the site is embedded in another. Loaded on demand by the error
// and not-found pages, so its messages stay off every page's first load (docs/decisions/040).
import { useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { pageErrorTypeOf } from '~/i18n/error-messages'
import { errorsText } from '~/i18n/plain/errors'
import { siteShellQueryOptions, type SiteShell } from '~/features/site-config/site.queries'
import { ErrorLayout } from './error-layout'

const images = {
  notFound: { src: `${import.meta.env.BASE_URL}images/placeholder-404.svg`, alt: '' },
  error: { src: `${import.meta.env.BASE_URL}images/placeholder-error.svg`, alt: '' },
} as const

const subscribeToNothing = () => () => {}

/** Whether this page runs inside another site's frame; false on the server and in the first render. */
function useEmbedded() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => window.top !== window.self,
    () => false,
  )
}

/** The home page address: the site's external home page when configured, else this site's home. */
export function homeHref(externalHomePageUrl: string | undefined, base: string = import.meta.env.BASE_URL) {
  return externalHomePageUrl ?? base
}

export function PageErrorScreen({ type, runtime = false, onRetry }: {
  type: string
  /** An uncaught runtime error: the region is labelled "Runtime error". */
  runtime?: boolean
  onRetry?: () => void
}) {
  // Read from the cache only: the error may be that the site shell itself failed to load.
  const shell = useQueryClient().getQueryData<SiteShell>(siteShellQueryOptions().queryKey)
  const embedded = useEmbedded()
  const known = pageErrorTypeOf(type)
  return (
    <ErrorLayout
      image={known === 'not-found' ? images.notFound : images.error}
      heading={errorsText(`page.${known}.title`)}
      regionLabel={runtime ? errorsText('page.runtime-region') : undefined}
    >
      <p>
        {errorsText(`page.${known}.description`)}{' '}
        <a href={homeHref(shell?.site.externalHomePageUrl)} target={embedded ? '_top' : undefined} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          {errorsText('page.home-link')}
        </a>
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={css({ mt: '4', color: 'fg.link', textDecoration: 'underline', cursor: 'pointer' })}>
          {errorsText('page.try-again')}
        </button>
      )}
    </ErrorLayout>
  )
}
