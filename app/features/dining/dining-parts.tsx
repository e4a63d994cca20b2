// Small pieces shared by the dining pages (kept apart so checkout's first load carries only these):
// the page for a restaurant or reservation that cannot be shown.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function DiningUnavailable({ heading, message }: { heading: string; message: string }) {
  return (
    <ErrorLayout heading={heading}>
      <p>
        {message}{' '}
        <Link to="/dining" className={linkClass}>
          Search restaurants
        </Link>
      </p>
    </ErrorLayout>
  )
}

export function DiningReservationMissing() {
  return (
    <ErrorLayout heading="We can't show this dining reservation">
      <p>
        Sign in to see your reservations in{' '}
        <a href={`${import.meta.env.BASE_URL}my-trips/`} className={linkClass}>
          My Trips
        </a>
        , or check the confirmation email.
      </p>
    </ErrorLayout>
  )
}
