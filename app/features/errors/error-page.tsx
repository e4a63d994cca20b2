import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { errorsText } from '~/i18n/plain/errors'
import { trackErrorPageLoadStarted } from './error-tracking'
import { PageErrorScreen } from './page-error-screen'

/**
 * An uncaught runtime error replaces the page with the generic error page of type unknown, in a
 * region labelled "Runtime error" (SPEC.md §2). Travellers never see the error's details.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error)
    trackErrorPageLoadStarted('unknown')
  }, [error])
  return (
    <PageErrorScreen type="unknown" regionLabel={errorsText('page.runtime-region')}>
      <button
        type="button"
        onClick={reset}
        className={css({ mt: '4', color: 'fg.link', textDecoration: 'underline', cursor: 'pointer' })}
      >
        {errorsText('page.try-again')}
      </button>
    </PageErrorScreen>
  )
}
