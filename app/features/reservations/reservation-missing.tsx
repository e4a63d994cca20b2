// The page for a reservation that cannot be shown: none asked for, no such number, someone else's, or
// a guest's confirmation after signing out. Every line's confirmation, view and cancel pages show it
// with the line's heading ("We can't show this car rental").
import { ErrorLayout } from '~/features/errors/error-layout'
import { reservationsText } from '~/i18n/plain/reservations'
import { MyTripsLink, textLinkClass, type ReservationType } from './reservation-parts'

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

type MissingWords = () => { heading: string; memberLink?: string }

/**
 * What a line's confirmation, view and cancel pages load, and show when they cannot: this page in the line's words,
 * read at render (a text read when the module loads keeps the first visitor's locale).
 */
export function lineReservations<const Type extends ReservationType, Query>(type: Type, query: Query, words: MissingWords) {
  return { type, query, missing: <MissingInWords words={words} /> }
}

function MissingInWords({ words }: { words: MissingWords }) {
  return <ReservationMissing {...words()} />
}
