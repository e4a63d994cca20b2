// The page for a dining reservation that cannot be shown (missing, someone else's, or signed out).
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'
import { diningText } from '~/i18n/plain/dining'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function DiningReservationMissing() {
  return (
    <ErrorLayout heading={diningText('reservation-missing.we-can-t-show-this')}>
      <p>
        Sign in to see your reservations in{' '}
        <a href={`${import.meta.env.BASE_URL}my-trips/`} className={linkClass}>
          {diningText('reservation-missing.my-trips')}
        </a>
        {diningText('reservation-missing.or-check-the-confirmation-email')}
      </p>
    </ErrorLayout>
  )
}
