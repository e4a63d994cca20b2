// The page for a dining reservation that cannot be shown (missing, someone else's, or signed out).
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

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
