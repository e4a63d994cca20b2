import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ErrorLayout } from './error-layout'

/** Shown when rendering or loading a page fails; never shows the error's details to travellers. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  return (
    <ErrorLayout
      image={{ src: `${import.meta.env.BASE_URL}images/placeholder-error.svg`, alt: '' }}
      heading="Something went wrong"
      regionLabel="Runtime error"
    >
      <p>
        We couldn't show this page. Please{' '}
        <button type="button" onClick={reset} className={css({ color: 'fg.link', textDecoration: 'underline', cursor: 'pointer' })}>
          try again
        </button>{' '}
        or{' '}
        <Link to="/" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          go to the home page
        </Link>
        .
      </p>
    </ErrorLayout>
  )
}
