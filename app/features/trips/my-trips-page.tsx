// My Trips: the signed-in member's upcoming, past and cancelled reservations, paged, each linking to its details.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { Tabs } from '~/ui/tabs'
import { formatPriceShort } from '~/lib/format/money'
import { myTripsQueryOptions, tripsPageSize, tripsQueryOf, type TripTab } from './trips.queries'

const route = getRouteApi('/_member/my-trips/')
const typeNames: Record<string, string> = { HOTEL: 'Hotel', AIR: 'Flight', CAR: 'Car rental', DINING: 'Dining', ACTIVITY: 'Tour or transport', GIFTCARD: 'Gift card' }

export function MyTripsPage() {
  const { when, page } = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <Container className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>My Trips</h1>
      <Tabs
        label="Trips"
        value={when}
        onValueChange={(value) => void navigate({ search: { when: value === 'past' || value === 'cancelled' ? value : 'upcoming', page: 1 } })}
        tabs={[
          { value: 'upcoming', title: 'Upcoming', content: <TripList when="upcoming" page={when === 'upcoming' ? page : 1} /> },
          { value: 'past', title: 'Past', content: <TripList when="past" page={when === 'past' ? page : 1} /> },
          { value: 'cancelled', title: 'Cancelled', content: <TripList when="cancelled" page={when === 'cancelled' ? page : 1} /> },
        ]}
      />
    </Container>
  )
}

const emptyMessages: Record<TripTab, string> = { upcoming: 'No upcoming trips yet', past: 'No past trips', cancelled: 'No cancelled trips' }
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

function TripList({ when, page }: { when: TripTab; page: number }) {
  const { data } = useSuspenseQuery(myTripsQueryOptions(tripsQueryOf(when, page)))
  const pages = Math.max(1, Math.ceil(data.total / tripsPageSize))
  if (data.items.length === 0) {
    return (
      <div className={css({ py: '10', textAlign: 'center' })}>
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{emptyMessages[when]}</p>
        {when === 'upcoming' && (
          <p className={css({ mt: '2' })}>
            <Link to="/accommodations" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
              Find a hotel
            </Link>{' '}
            and your booking will appear here.
          </p>
        )}
      </div>
    )
  }
  return (
    <>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {data.items.map((trip) => (
          <li key={trip.reservationId}>
            <Card>
              <h2 className={css({ fontWeight: 'semibold' })}>
                {trip.type === 'HOTEL' ? (
                  <Link to="/reservations/view/hotel" search={{ reservationId: trip.reservationId }} className={linkClass}>
                    {trip.title}
                  </Link>
                ) : (
                  trip.title
                )}
              </h2>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {typeNames[trip.type] ?? trip.type} · {trip.location} · {trip.startDate} to {trip.endDate} · {trip.status === 'CANCELLED' ? 'Cancelled' : 'Confirmed'} · {formatPriceShort(trip.total.amount, { currency: trip.total.currency })}
                {trip.pointsUsed > 0 && ` · ${trip.pointsUsed.toLocaleString('en-US')} points`} · reservation {trip.reservationId}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Trip pages" className={css({ display: 'flex', gap: '6', justifyContent: 'center', mt: '6' })}>
          {page > 1 && (
            <Link to="/my-trips" search={{ when, page: page - 1 }} className={linkClass}>
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link to="/my-trips" search={{ when, page: page + 1 }} className={linkClass}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </>
  )
}
