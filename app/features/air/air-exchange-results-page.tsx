// Flight exchange (SPEC.md §2; analytics page types "modify" and "modify search results").
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ItinerarySummary } from '~/features/air/air-itinerary-summary'
import { Container } from '~/ui/container'
import { exchangeSearchQueryOptions } from './air-exchange.queries'
import { ChooseBookingFirst, Refused, linkClass } from './air-exchange-common'
import { airText } from '~/i18n/plain/air'
import { formatClock, formatStayDate } from '~/lib/format/stay-date'
import { ResultPages } from '~/features/lines/line-results'

const resultsRoute = getRouteApi('/flights/exchange/search-results')

export function ExchangeResultsPage() {
  const { reservationId, departDate, returnDate, sort, page } = resultsRoute.useSearch()
  if (!reservationId) return <ChooseBookingFirst />
  if (!departDate) return <Refused message={airText('exchange-results.choose-new-dates')} />
  return <ExchangeResults reservationId={reservationId} criteria={{ departDate, returnDate, sort: sort ?? 'price', page: page ?? 1 }} />
}

function ExchangeResults({ reservationId, criteria }: { reservationId: string; criteria: { departDate: string; returnDate?: string; sort: 'price' | 'duration' | 'departure'; page: number } }) {
  const { data: outcome } = useSuspenseQuery(exchangeSearchQueryOptions(reservationId, criteria))
  if (!outcome.ok) return <Refused message={outcome.errors[0]?.message ?? airText('exchange-results.we-could-not')} />
  const result = outcome.value
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize))
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{airText('results.new-flights-from', { originName: result.origin.name, destinationName: result.destination.name })}</h1>
      <p className={css({ color: 'fg.muted' })}>
        {criteria.returnDate ? airText('exchange-results.dates', { depart: formatStayDate(criteria.departDate), back: formatStayDate(criteria.returnDate) }) : formatStayDate(criteria.departDate)} ·{' '}
        <Link to="/flights/exchange/modify-reservation" search={{ reservationId }} className={linkClass}>
          {airText('exchange-results.change-dates')}
        </Link>
      </p>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })} aria-live="polite">
        {result.total} {result.total === 1 ? 'flight' : 'flights'}
      </h2>
      {result.items.length === 0 ? (
        <p role="status">{airText('exchange-results.no-flights-on')}</p>
      ) : (
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {result.items.map((itinerary) => (
            <li key={itinerary.offerId}>
              <article aria-label={airText('results.flights-departing', { time: formatClock(itinerary.bounds[0]!.segments[0]!.departure) })} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', display: 'flex', flexDirection: 'column', gap: '3' })}>
                <ItinerarySummary itinerary={itinerary} />
                <Link to="/flights/exchange/checkout" search={{ reservationId, offerId: itinerary.offerId }} className={css({ alignSelf: 'flex-start', bg: 'accent.default', color: 'accent.fg', borderRadius: 'md', px: '4', py: '2', fontWeight: 'semibold' })}>
                  {airText('exchange-results.choose-these-flights')}
                </Link>
              </article>
            </li>
          ))}
        </ol>
      )}
      <ResultPages page={criteria.page} pages={pages} />
    </Container>
  )
}

