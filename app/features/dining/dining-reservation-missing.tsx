// The page for a dining reservation that cannot be shown (missing, someone else's, or signed out).
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'
import { diningTripText } from '~/i18n/plain/dining-trip'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function DiningReservationMissing() {
  return (
    <ErrorLayout heading={diningTripText('reservation-missing.we-can-t')}>
      <p>
        Sign in to see your reservations in{' '}
        <a href={`${import.meta.env.BASE_URL}my-trips/`} className={linkClass}>
          {diningTripText('reservation-missing.my-trips')}
        </a>
        {diningTripText('reservation-missing.or-check-the')}
      </p>
    </ErrorLayout>
  )
}
