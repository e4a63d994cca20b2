import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ErrorLayout } from './error-layout'

export function NotFoundPage() {
  return (
    <ErrorLayout image={{ src: `${import.meta.env.BASE_URL}images/placeholder-404.svg`, alt: '' }} heading="We can't find that page">
      <p>
        The address may be mistyped, or the page has moved.{' '}
        <Link to="/" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          Go to the home page
        </Link>
      </p>
    </ErrorLayout>
  )
}
