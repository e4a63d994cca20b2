// The flight results page (§R2: results with filter and sort): every criterion, filter, sort
// and page lives in the URL; each itinerary shows its fare families, and choosing one goes to checkout.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { AirSearchResult, Itinerary } from '@contracts/lxp/air.schema'
import { ErrorLayout } from '~/features/errors/error-layout'
import { arrivalDayShift, boundFlights, cabinName, formatAirportTime, formatFlightDay, ItinerarySummary } from '~/features/air/air-itinerary-summary'
import { formatPriceFull, formatPriceShort } from '~/lib/format/money'
import { Container } from '~/ui/container'
import { airSearchQueryOptions } from './air.queries'
import { missingAirCriteria, toAirCriteria } from './air-criteria'
import { defaultAirSearchParams, type AirSearchParams } from './air-params'
import { FlightTravellersFields } from './air-travellers-fields'
import { fareRulesText } from './air-fare-rules'
import { airportChangesOf } from './air-airport-changes'
import { airText } from '~/i18n/plain/air'
import { ClearFiltersLink, FacetChoices, facetTags, FilterFieldset, MissingSearch, NoResults, ResultPages, ResultsColumns, SortSelect, toggled, unreadDateErrors } from '~/features/lines/line-results'
import { LineSearchSlot, lazyLineSearchForm } from '~/features/lines/line-search-slot'
import type { FilterTag } from '~/ui/filter-tags'
import { formatClock, formatStayDate } from '~/lib/format/stay-date'
import { siteCurrency } from '~/lib/format/visitor-settings'
import { CancellationLabel, PageBanner, PageLabel } from '~/features/page-content/page-content-slot'
import { useRouteCodeOnUse } from '~/lib/route-code-on-use'

const route = getRouteApi('/flights/search-results')
const AirLineSearchForm = lazyLineSearchForm(() => import('./air-line-search').then((module) => module.AirLineSearchForm))
// Read at render, in the visitor's locale.
const airSortOptions = () =>
  [
    { value: 'price', label: airText('sort.price') },
    { value: 'duration', label: airText('sort.duration') },
    { value: 'departure', label: airText('sort.departure') },
  ] as const
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
const controlClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '2', py: '1', bg: 'bg.default' })

export function AirResultsPage() {
  const params = route.useSearch()
  const missing = missingAirCriteria(params)
  if (missing.length > 0) {
    // As every line's: what is missing over the search form, with a date the address gave that is not in the calendar said beside it.
    return (
      <MissingSearch heading={airText('results.tell-us-where')} title={airText('results.we-need')} missing={missing.map((name) => airText(name))} unread={Boolean(params.adjusted)}>
        <LineSearchSlot Form={AirLineSearchForm} props={{ initial: params, serverErrors: unreadDateErrors(params.adjusted) }} />
      </MissingSearch>
    )
  }
  return (
    <Container className={css({ py: '8' })}>
      <Results params={params} />
    </Container>
  )
}

function Results({ params }: { params: AirSearchParams }) {
  const { data: outcome } = useSuspenseQuery(airSearchQueryOptions(toAirCriteria(params)))
  if (!outcome.ok) {
    return (
      <ErrorLayout heading={airText('results.we-can-t')}>
        <p>
          {outcome.errors[0]?.message ?? airText('results.we-could-not')}{' '}
          <Link to="/flights" className={linkClass}>
            {airText('results.try-another-search')}
          </Link>
        </p>
      </ErrorLayout>
    )
  }
  return <ResultsView params={params} result={outcome.value} />
}

/** The search as the landing form reads it back: criteria, travellers and cabin, without the defaults. */
function changeSearchParams(params: AirSearchParams) {
  const { origin, destination, departDate, returnDate, adults, children, infantsInSeat, infantsOnLap, cabin } = params
  const kept = { origin, destination, departDate, returnDate, adults, children, infantsInSeat, infantsOnLap, cabin }
  const defaults: Record<string, unknown> = defaultAirSearchParams
  return Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== defaults[entry[0]]))
}

function passengersText(params: AirSearchParams) {
  const parts = [
    `${params.adults} ${params.adults === 1 ? 'adult' : 'adults'}`,
    params.children > 0 && `${params.children} ${params.children === 1 ? 'child' : 'children'}`,
    params.infantsInSeat > 0 && `${params.infantsInSeat} infant${params.infantsInSeat === 1 ? '' : 's'} in a seat`,
    params.infantsOnLap > 0 && `${params.infantsOnLap} infant${params.infantsOnLap === 1 ? '' : 's'} on a lap`,
  ]
  return parts.filter(Boolean).join(', ')
}

function ResultsView({ params, result }: { params: AirSearchParams; result: AirSearchResult }) {
  // Choosing a fare asks for the quote at once: the checkout's code is here by then.
  useRouteCodeOnUse('/flights/checkout')
  const navigate = route.useNavigate()
  const loading = useRouterState({ select: (state) => state.isLoading })
  const update = (changes: Partial<AirSearchParams>) => void navigate({ search: (current) => ({ ...current, ...changes, page: changes.page ?? 1 }) })
  const pages = Math.max(1, result.pageCount)
  const filtered = flightFilters.some((filter) => params[filter] !== undefined)

  return (
    <>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
        {airText('results.flights-from-to', { originName: result.origin.name, destinationName: result.destination.name })}
      </h1>
      <ResultsColumns
        id="flights"
        search={
          <>
            <p className={css({ color: 'fg.muted', mb: '6' })}>
              {params.returnDate ? airText('results.dates-round-trip', { depart: formatStayDate(params.departDate), back: formatStayDate(params.returnDate) }) : airText('results.dates-one-way', { depart: formatStayDate(params.departDate) })} · {passengersText(params)} · {cabinName(params.cabin)} ·{' '}
              <Link to="/flights" search={changeSearchParams(params)} className={linkClass}>
                {airText('results.change-search')}
              </Link>
            </p>
            <FareGridSection params={params} />
          </>
        }
        busy={loading}
        tags={{ list: flightFilterTags(params, result), onRemove: update }}
        filters={
          <>
            <FacetChoices legend={airText('results.stops')} facets={result.facets.stops} isChecked={(value) => params.stops?.includes(Number(value) as 0 | 1) ?? false} onToggle={(value) => update({ stops: toggled(params.stops, Number(value) as 0 | 1) })} />
            <FacetChoices legend={airText('results.airlines')} facets={result.facets.carriers} isChecked={(value) => params.carriers?.includes(value) ?? false} onToggle={(value) => update({ carriers: toggled(params.carriers, value) })} />
            <FilterFieldset legend={airText('results.departure-time')}>
              <label className={timeRowClass}>
                {airText('results.departing-after')}
                <input type="time" step={900} value={params.departureFrom ?? ''} onChange={(event) => update({ departureFrom: event.target.value || undefined })} className={controlClass} />
              </label>
              <label className={timeRowClass}>
                {airText('results.departing-before')}
                <input type="time" step={900} value={params.departureTo ?? ''} onChange={(event) => update({ departureTo: event.target.value || undefined })} className={controlClass} />
              </label>
            </FilterFieldset>
            <MaxPriceFilter params={params} result={result} onChange={update} />
            {filtered && <ClearFiltersLink filters={flightFilters} />}
            {/* Last: a new search rather than a filter, so the "All filters" dialog opens on its first filter, as every
                line's does (issue 43), not on Adults. */}
            <FlightTravellersFields value={params} onChange={update} />
          </>
        }
        heading={`${result.total} ${result.total === 1 ? 'flight' : 'flights'}`}
        controls={<SortSelect value={params.sort} options={airSortOptions()} onChange={(sort) => update({ sort })} />}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <PageBanner field="iapFareBanner" />
          <PageLabel field="baggageInformationMessage" />
          <CancellationLabel field="free24Cancellation" />
        </div>
        {result.items.length === 0 ? (
          <NoResults title={airText('results.no-flights-match')} advice={airText('results.no-flights-advice')} clearFilters={filtered ? flightFilters : undefined} />
        ) : (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {result.items.map((itinerary) => (
              <li key={itinerary.offerId}>
                <FlightCard itinerary={itinerary} params={params} />
              </li>
            ))}
          </ol>
        )}
        <ResultPages page={params.page} pages={pages} />
      </ResultsColumns>
    </>
  )
}

const FareGrid = lazy(() => import('./air-fare-grid'))

/** The ±3 days fare grid, collapsed: its code and fares load when the traveller opens it. */
function FareGridSection({ params }: { params: AirSearchParams }) {
  const [open, setOpen] = useState(false)
  return (
    <section aria-label={airText('fare-grid.show')} className={css({ mb: '6', minW: '0' })}>
      <button type="button" aria-expanded={open} aria-controls="fare-grid" onClick={() => setOpen(!open)} className={fareGridToggleClass}>
        {airText('fare-grid.show')}
      </button>
      <div id="fare-grid" hidden={!open} className={css({ mt: '3' })}>
        {open && (
          <Suspense fallback={<p role="status">{airText('fare-grid.loading')}</p>}>
            <FareGrid params={params} />
          </Suspense>
        )}
      </div>
    </section>
  )
}

const fareGridToggleClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas', cursor: 'pointer', fontWeight: 'medium', _hover: { bg: 'bg.subtle' } })

const flightFilters = ['stops', 'carriers', 'departureFrom', 'departureTo', 'maxPrice'] as const
const timeRowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'center' })

type MaxPriceApplied = { maxPrice: number | undefined; onChange: (changes: Partial<AirSearchParams>) => void }

/** Applies the highest price typed (none when empty or not a whole number above 0), unless it is the one applied. */
function applyMaxPrice(typed: FormDataEntryValue | null, { maxPrice, onChange }: MaxPriceApplied) {
  const value = Number(typed)
  const next = Number.isInteger(value) && value > 0 ? value : undefined
  if (next !== maxPrice) onChange({ maxPrice: next })
}

/**
 * The highest price, applied when submitted or when the field is left (a number typed digit by digit would search at
 * every key): leaving it by Tab, by another filter or by closing the "All filters" dialog keeps what was typed (issue 43).
 */
function MaxPriceFilter({ params, result, onChange }: { params: AirSearchParams; result: AirSearchResult; onChange: (changes: Partial<AirSearchParams>) => void }) {
  const field = useRef<HTMLInputElement>(null)
  const applied = useRef<MaxPriceApplied>({ maxPrice: params.maxPrice, onChange })
  useEffect(() => {
    applied.current = { maxPrice: params.maxPrice, onChange }
  })
  // The dialog closed by Escape or a press outside takes the field away with no blur: what was typed is applied then.
  useEffect(() => {
    const input = field.current
    return () => {
      if (input?.closest('[role="dialog"]')) applyMaxPrice(input.value, applied.current)
    }
  }, [])
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        applyMaxPrice(new FormData(event.currentTarget).get('maxPrice'), applied.current)
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontWeight: 'medium' })}>
        {airText('results.highest-price-usd', { currency: siteCurrency() })}
        <input ref={field} name="maxPrice" type="number" min={1} step={1} inputMode="numeric" defaultValue={params.maxPrice ?? ''} placeholder={String(Math.ceil(result.facets.price.max / 100))} onBlur={(event) => applyMaxPrice(event.currentTarget.value, applied.current)} className={controlClass} />
      </label>
      <button type="submit" className={controlClass}>
        {airText('results.apply')}
      </button>
    </form>
  )
}

/** The flight filters that are on, as removable tags. */
function flightFilterTags(params: AirSearchParams, result: AirSearchResult): FilterTag<Partial<AirSearchParams>>[] {
  const currency = result.items[0]?.currency
  return [
    ...facetTags(params.stops, result.facets.stops, (rest) => ({ stops: rest as AirSearchParams['stops'] })),
    ...facetTags(params.carriers, result.facets.carriers, (rest) => ({ carriers: rest?.map(String) })),
    ...(params.departureFrom ? [{ label: `${airText('results.departing-after')} ${formatClock(params.departureFrom)}`, remove: { departureFrom: undefined } }] : []),
    ...(params.departureTo ? [{ label: `${airText('results.departing-before')} ${formatClock(params.departureTo)}`, remove: { departureTo: undefined } }] : []),
    ...(params.maxPrice !== undefined ? [{ label: airText('results.up-to', { price: formatPriceShort(params.maxPrice * 100, { currency }) }), remove: { maxPrice: undefined } }] : []),
  ]
}

function FlightCard({ itinerary, params }: { itinerary: Itinerary; params: AirSearchParams }) {
  const price = (amount: number) => formatPriceFull(amount, { currency: itinerary.currency })
  // What a fare button books, so fares of different flights differ by more than their price (issue 19).
  const flights = itinerary.bounds
    .map((bound) => {
      const first = bound.segments[0]!
      const last = bound.segments[bound.segments.length - 1]!
      // The arrival's next day, shown beside its time, is said there too (issue 43 item 13).
      const nextDay = arrivalDayShift(bound)
      // Each time as the card writes it, with its airport and whose clock (WCAG 2.5.3: the name holds the text shown).
      const arrival = formatAirportTime(last.arrival, last.to)
      const to = nextDay ? airText('results.arrive-on-day', { to: arrival, day: nextDay }) : arrival
      return airText('results.choose-bound', { flights: boundFlights(bound), departDay: formatFlightDay(first.departure), from: formatAirportTime(first.departure, first.from), to })
    })
    .join('; ')
  const airportChanges = airportChangesOf(itinerary)
  return (
    <article aria-label={[airText('results.itinerary', { flights, amount: price(itinerary.lowestPrice) }), ...airportChanges].join('. ')} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', display: 'flex', flexDirection: 'column', gap: '4' })}>
      {/* Each itinerary is a heading under the count, as each hotel, car or restaurant is (issue 43 item 10). */}
      <h3 className={css({ srOnly: true })}>{flights}</h3>
      <ItinerarySummary itinerary={itinerary} />
      {airportChanges.map((change) => (
        <p key={change} className={css({ color: 'warning.default', bg: 'warning.subtle', borderRadius: 'md', px: '3', py: '2', fontSize: 'sm', fontWeight: 'semibold' })}>
          {change}
        </p>
      ))}
      {itinerary.seatsLeft <= 9 && <p className={css({ color: 'danger.default', fontSize: 'sm', fontWeight: 'medium' })}>{airText('results.only-seats-left', { seatsLeft: itinerary.seatsLeft })}</p>}
      <ul aria-label={airText('results.fares')} className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '3' })}>
        {itinerary.fares.map((fare) => (
          <li key={fare.family} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3', display: 'flex', flexDirection: 'column', gap: '1' })}>
            <strong>{fare.name}</strong>
            <span className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{price(fare.total)}</span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{airText('results.total-taxes-included')}</span>
            <span className={css({ fontSize: 'sm' })}>
              {airText('results.carry-on-included')} {fare.baggage.firstCheckedBag.included ? airText('results.first-checked-bag') : airText('results.first-checked-bag-2', { amount: price(fare.baggage.firstCheckedBag.fee) })}
            </span>
            <span className={css({ fontSize: 'sm' })}>{fareRulesText(fare.rules, price)}</span>
            <Link
              to="/flights/checkout"
              search={{ offerId: itinerary.offerId, fareFamily: fare.family, adults: params.adults, children: params.children, infantsInSeat: params.infantsInSeat, infantsOnLap: params.infantsOnLap }}
              aria-label={airText('results.choose-for', { fareName: fare.name, amount: price(fare.total), flights })}
              className={css({ mt: '2', textAlign: 'center', bg: 'accent.default', color: 'accent.fg', borderRadius: 'md', px: '3', py: '2', fontWeight: 'semibold', _hover: { bg: 'accent.emphasized' } })}
            >
              {airText('results.choose', { fareName: fare.name })}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  )
}
