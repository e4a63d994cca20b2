// The page for a reservation that cannot be shown: none asked for, no such number, someone else's, or
// a guest's confirmation after signing out. Every line's confirmation, view and cancel pages show it
// with the line's heading ("We can't show this car rental").
import { ErrorLayout } from '~/features/errors/error-layout'
import { reservationsText } from '~/i18n/plain/reservations'
import { MyTripsLink, textLinkClass } from './reservation-parts'

/** `memberLink`: on a member's page, the words of the way back to My Trips instead of the sign-in hint. */
export function ReservationMissing({ heading, memberLink }: { heading: string; memberLink?: string }) {
  return (
    <ErrorLayout heading={heading}>
      {memberLink ? (
        <p>
          {reservationsText('missing.text')}{' '}
          <MyTripsLink>{memberLink}</MyTripsLink>
        </p>
      ) : (
        <p>
          {reservationsText.rich('missing.sign-in', {
            myTrips: (
              <a key="my-trips" href={`${import.meta.env.BASE_URL}my-trips/`} className={textLinkClass}>
                {reservationsText('my-trips')}
              </a>
            ),
          })}
        </p>
      )}
    </ErrorLayout>
  )
}
