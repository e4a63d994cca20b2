// The page-error screen for auth errors (/api/auth-error, /auth/authentication-failure).
import { useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'
import { authErrorContent } from './auth-error-content'

export function AuthErrorPage({ error, externalHomePageUrl }: { error?: string; externalHomePageUrl?: string }) {
  const { title, description } = authErrorContent(error)
  // When embedded in another site, the home link opens in the top frame.
  const embedded = useSyncExternalStore(
    () => () => {},
    () => window.top !== window.self,
    () => false,
  )
  return (
    <ErrorLayout image={{ src: `${import.meta.env.BASE_URL}images/placeholder-error.svg`, alt: '' }} heading={title} regionLabel="Sign-in error">
      <p>
        {description}{' '}
        <a
          href={externalHomePageUrl ?? import.meta.env.BASE_URL}
          target={embedded ? '_top' : undefined}
          className={css({ color: 'fg.link', textDecoration: 'underline' })}
        >
          Go to the home page
        </a>
      </p>
    </ErrorLayout>
  )
}
