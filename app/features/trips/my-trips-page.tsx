// My Trips: upcoming and past reservations of the signed-in member.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { Tabs } from '~/ui/tabs'
import { myTripsQueryOptions } from './trips.queries'

const route = getRouteApi('/_member/my-trips/')
const typeNames: Record<string, string> = { HOTEL: 'Hotel', AIR: 'Flight', CAR: 'Car rental', DINING: 'Dining', ACTIVITY: 'Tour or transport', GIFTCARD: 'Gift card' }

export function MyTripsPage() {
  const { when } = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <Container className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>My Trips</h1>
      <Tabs
        label="Trips"
        value={when}
        onValueChange={(value) => void navigate({ search: { when: value === 'past' ? 'past' : 'upcoming' } })}
        tabs={[
          { value: 'upcoming', title: 'Upcoming', content: <TripList when="upcoming" /> },
          { value: 'past', title: 'Past', content: <TripList when="past" /> },
        ]}
      />
    </Container>
  )
}

function TripList({ when }: { when: 'upcoming' | 'past' }) {
  const { data } = useSuspenseQuery(myTripsQueryOptions({ when, page: 1, pageSize: 10 }))
  if (data.items.length === 0) {
    return (
      <div className={css({ py: '10', textAlign: 'center' })}>
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{when === 'upcoming' ? 'No upcoming trips yet' : 'No past trips'}</p>
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
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {data.items.map((trip) => (
        <li key={trip.reservationId}>
          <Card>
            <h2 className={css({ fontWeight: 'semibold' })}>{trip.title}</h2>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              {typeNames[trip.type] ?? trip.type} · {trip.location} · {trip.startDate} to {trip.endDate} · {trip.status === 'CANCELLED' ? 'Cancelled' : 'Confirmed'}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
