// My Trips: the signed-in member's upcoming, past and cancelled reservations, paged, each linking to its details.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { tripDatesText, tripPaidText } from './trip-line'
import { myTripsQueryOptions, tripsPageSize, tripsQueryOf } from './trips.queries'
import { tripTabs, type TripTab } from './trip-tabs'
import { tripsText } from '~/i18n/plain/trips'
import { partyText } from '~/i18n/party-text'
import { PageBanners } from '~/features/page-content/page-content-slot'
import { useInstantDay, useInstantDayZone } from '~/lib/format/instant-day'
import type { ReservationSummary, TripCancellation } from '@contracts/lxp/reservations.schema'
import { tripDeadlineText } from '~/line-trip-registry'
import { productTypes } from '@contracts/domain/products'
import { ReservationPageLink } from '~/features/reservations/reservation-page-link'

const route = getRouteApi('/_member/my-trips/')
/** A trip's product in words; a type the platform adds later reads as it sends it. */
function typeName(type: string) {
  const product = productTypes.find((each) => each === type)
  return product ? tripsText(`my.type.${product}`) : type
}
const tabTitle = (tab: TripTab) => tripsText(`my.tab.${tab}`)

/** The three lists are addresses (shareable, back-button friendly), so they are links, not tabs. */
export function MyTripsPage() {
  const { when, page } = route.useSearch()
  return (
    <Container className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{tripsText('my.my-trips')}</h1>
      <PageBanners className={css({ mb: '4' })} />
      <nav aria-label={tripsText('my.trips')} className={css({ borderBottomWidth: '1px', borderColor: 'border.default', mb: '6' })}>
        {/* The three wrap rather than push a 320 px page sideways (WCAG 1.4.10, issue 43). */}
        <ul className={css({ display: 'flex', flexWrap: 'wrap', columnGap: { base: '0', sm: '2' } })}>
          {tripTabs.map((tab) => (
            <li key={tab}>
              <Link
                to="/my-trips"
                search={{ when: tab, page: 1 }}
                // Only the list shown is current: the router's own match is partial by default, so the first list's
                // address (its defaults left out) matched every other list as well (two tabs marked current; issue 36).
                activeOptions={{ exact: true }}
                aria-current={tab === when ? 'page' : undefined}
                className={css({
                  display: 'inline-block',
                  px: { base: '3', sm: '4' },
                  py: '2',
                  fontWeight: 'semibold',
                  color: 'fg.default',
                  borderBottomWidth: '3px',
                  borderColor: 'transparent',
                  mb: '-1px',
                  '&[aria-current=page]': { borderColor: 'accent.default', color: 'accent.emphasized' },
                  _hover: { bg: 'bg.subtle' },
                })}
              >
                {tabTitle(tab)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TripList when={when} page={page} />
    </Container>
  )
}

const emptyMessages = { upcoming: 'my.no-upcoming-trips', past: 'my.no-past-trips', cancelled: 'my.no-cancelled-trips' } as const satisfies Record<TripTab, string>
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

/** A tour's party: "2 adults, 1 child (age 4)" (everyone less the children are adults). */
function tourPartyText({ travelers, childAges }: { travelers: number; childAges: readonly number[] }) {
  return partyText({ adults: travelers - childAges.length, childAges })
}

/**
 * Until when an upcoming trip cancels free, or that it cannot: the words its reservation page states it in, by the
 * line's registered text (issue 36), on the same clock (the venue's; an instant's, the traveller's once hydrated).
 */
function TripDeadline({ trip }: { trip: ReservationSummary & { cancellation: TripCancellation } }) {
  const instantZone = useInstantDayZone(trip.cancellation.timeZone)
  const text = tripDeadlineText(trip.type)(trip, instantZone)
  if (!text) return null
  return <p className={css({ fontSize: 'sm', mt: '1' })}>{text}</p>
}

/** When a cancelled trip was cancelled, on the traveller's clock once hydrated (before, UTC's: docs/decisions/141). */
function CancelledOn({ cancelledAt }: { cancelledAt: string }) {
  return <p className={css({ fontSize: 'sm', mt: '1' })}>{tripsText('my.cancelled-on', { day: useInstantDay(cancelledAt) })}</p>
}

function TripList({ when, page }: { when: TripTab; page: number }) {
  const { data } = useSuspenseQuery(myTripsQueryOptions(tripsQueryOf(when, page)))
  const pages = Math.max(1, Math.ceil(data.total / tripsPageSize))
  if (data.items.length === 0) {
    return (
      <div className={css({ py: '10', textAlign: 'center' })}>
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{tripsText(emptyMessages[when])}</p>
        {when === 'upcoming' && (
          <p className={css({ mt: '2' })}>
            <Link to="/accommodations" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
              {tripsText('my.find-a-hotel')}
            </Link>{' '}
            {tripsText('my.booking-appears')}
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
                <ReservationPageLink booking={trip} />
              </h2>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {typeName(trip.type)} · {trip.location} · {tripDatesText(trip)} ·{' '}
                {trip.party && `${tourPartyText(trip.party)} · `}
                {tripsText(trip.status === 'CANCELLED' ? 'my.status.CANCELLED' : 'my.status.CONFIRMED')} · {tripPaidText(trip)} · {tripsText('my.reservation', { id: trip.reservationId })}
              </p>
              {when === 'upcoming' && trip.status === 'CONFIRMED' && trip.cancellation && <TripDeadline trip={{ ...trip, cancellation: trip.cancellation }} />}
              {trip.status === 'CANCELLED' && trip.cancelled && <CancelledOn cancelledAt={trip.cancelled.cancelledAt} />}
            </Card>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={tripsText('my.trip-pages')} className={css({ display: 'flex', gap: '6', justifyContent: 'center', mt: '6' })}>
          {page > 1 && (
            <Link to="/my-trips" search={{ when, page: page - 1 }} className={linkClass}>
              {tripsText('my.previous-page')}
            </Link>
          )}
          <span>{tripsText('my.page-of', { page, pages })}</span>
          {page < pages && (
            <Link to="/my-trips" search={{ when, page: page + 1 }} className={linkClass}>
              {tripsText('my.next-page')}
            </Link>
          )}
        </nav>
      )}
    </>
  )
}
