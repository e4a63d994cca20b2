// The page for a restaurant, seating or option that cannot be shown, with the way back to the search.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'
import { diningBookingText } from '~/i18n/plain/dining-booking'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function DiningUnavailable({ heading, message }: { heading: string; message: string }) {
  return (
    <ErrorLayout heading={heading}>
      <p>
        {message}{' '}
        <Link to="/dining" className={linkClass}>
          {diningBookingText('search-form.search-restaurants')}
        </Link>
      </p>
    </ErrorLayout>
  )
}
