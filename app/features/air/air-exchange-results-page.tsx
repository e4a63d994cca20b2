// Flight exchange results (§R2; analytics page type "modify search results"): the new flights
// on the chosen dates, each with what changing to it costs or gives back (the simulator's exchange
// money, the same numbers the checkout charges), sorted and paged like every line's results.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { ExchangeMoney } from '@contracts/domain/exchange'
import { formatAirportTime, ItinerarySummary } from '~/features/air/air-itinerary-summary'
import { ResultPages, SortSelect } from '~/features/lines/line-results'
import { Container } from '~/ui/container'
import { airExchangeSearchQueryOptions, type ExchangeCriteria } from './air.queries'
import { ChooseBookingFirst, Refused, linkClass, price } from './air-exchange-common'
import { airText } from '~/i18n/plain/air'
import { formatStayDate } from '~/lib/format/stay-date'

const resultsRoute = getRouteApi('/flights/exchange/search-results')

const sortOptions = [
  { value: 'price', label: airText('exchange-results.sort-price') },
  { value: 'duration', label: airText('exchange-results.sort-duration') },
  { value: 'departure', label: airText('exchange-results.sort-departure') },
] as const

export function ExchangeResultsPage() {
  const { reservationId, departDate, returnDate, sort, page } = resultsRoute.useSearch()
  if (!reservationId) return <ChooseBookingFirst />
  if (!departDate) return <Refused message={airText('exchange-results.choose-new-dates')} />
  return <ExchangeResults reservationId={reservationId} criteria={{ departDate, returnDate, sort: sort ?? 'price', page: page ?? 1 }} />
}

/** What the change costs or gives back, then how: the fare difference and the change fee. */
export function ExchangeDifference({ money }: { money: ExchangeMoney }) {
  const signed = (amount: number) => (amount > 0 ? `+${price(amount)}` : amount < 0 ? `−${price(-amount)}` : price(0))
  return (
    <p className={css({ display: 'flex', flexDirection: 'column' })}>
      <strong className={css({ fontSize: 'lg', color: money.credit > 0 ? 'success.default' : undefined })}>
        {money.amountDue > 0 ? airText('exchange-results.to-pay', { amount: price(money.amountDue) }) : money.credit > 0 ? airText('exchange-results.back', { amount: price(money.credit) }) : airText('exchange-results.no-difference')}
      </strong>
      <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{airText('exchange-results.breakdown', { difference: signed(money.fareDifference), fee: price(money.changeFee) })}</span>
    </p>
  )
}

function ExchangeResults({ reservationId, criteria }: { reservationId: string; criteria: ExchangeCriteria }) {
  const { data: outcome } = useSuspenseQuery(airExchangeSearchQueryOptions(reservationId, criteria))
  const navigate = useNavigate()
  if (!outcome.ok) return <Refused message={outcome.errors[0]?.message ?? airText('exchange-results.we-could-not')} />
  const result = outcome.value
  const pages = Math.max(1, result.pageCount)
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{airText('results.new-flights-from', { originName: result.origin.name, destinationName: result.destination.name })}</h1>
      <p className={css({ color: 'fg.muted' })}>
        {criteria.returnDate ? airText('exchange-results.dates', { depart: formatStayDate(criteria.departDate), back: formatStayDate(criteria.returnDate) }) : formatStayDate(criteria.departDate)} ·{' '}
        <Link to="/flights/exchange/modify-reservation" search={{ reservationId, departDate: criteria.departDate, returnDate: criteria.returnDate }} className={linkClass}>
          {airText('exchange-results.change-dates')}
        </Link>
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })} aria-live="polite">
          {airText.plural('exchange-results.count', result.total)}
        </h2>
        <SortSelect value={criteria.sort} options={sortOptions} onChange={(sort) => void navigate({ to: '.', search: (current: Record<string, unknown>) => ({ ...current, sort, page: undefined }) })} />
      </div>
      {result.items.length === 0 ? (
        <p role="status">{airText('exchange-results.no-flights-on')}</p>
      ) : (
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {result.items.map((itinerary) => (
            <li key={itinerary.offerId}>
              <article aria-label={airText('results.flights-departing', { time: formatAirportTime(itinerary.bounds[0]!.segments[0]!.departure, itinerary.bounds[0]!.segments[0]!.from) })} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr auto' }, gap: '4', alignItems: 'center' })}>
                <ItinerarySummary itinerary={itinerary} />
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: { base: 'flex-start', md: 'flex-end' }, textAlign: { md: 'right' } })}>
                  <ExchangeDifference money={itinerary.exchange} />
                  <Link to="/flights/exchange/checkout" search={{ reservationId, offerId: itinerary.offerId }} className={css({ bg: 'accent.default', color: 'accent.fg', borderRadius: 'md', px: '4', py: '2', fontWeight: 'semibold' })}>
                    {airText('exchange-results.choose-these-flights')}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
      <ResultPages page={criteria.page} pages={pages} />
    </Container>
  )
}
