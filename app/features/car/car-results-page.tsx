// Car results (SPEC.md §2): the search kept in a form above (supplier errors beside their field),
// filters with their removable tags, sort, paging and the list or map view — all in the address —
// the offer cards, and a no-results state.
import { Link, getRouteApi } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { ApiErrorObject } from '@contracts/api/api-error'
import type { CarSearchResult } from '@contracts/lxp/car.schema'
import { useTrackEvent } from '~/features/analytics/use-track-event'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { FilterTags } from '~/ui/filter-tags'
import { ResultsMap } from '~/ui/results-map'
import { ViewSwitch } from '~/ui/view-switch'
import { CarCard } from './car-card'
import { carResultViews, carSearchCriteriaOf, carSortLabels, carSortValues, type CarResultView, type CarResultsParams } from './car-params'
import { carFilterTags, carLocationListId, rentalLocationMarkers } from './car-results-view'
import { CarSearchForm, type CarSearchErrors, type CarSearchField } from './car-search-form'
import { carSearchQueryOptions } from './car.queries'
import { carText } from '~/i18n/plain/car'

const route = getRouteApi('/mobility/search-results')
const pageClass = css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })
const headingClass = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
const viewLabels: Record<CarResultView, string> = { list: 'List', map: 'Map' }
const searchFields: readonly CarSearchField[] = ['pickUpLocation', 'dropOffLocation', 'pickUpDate', 'pickUpTime', 'dropOffDate', 'dropOffTime', 'driverAge']

/** The platform's refusals placed beside the search fields; the rest for a banner. */
export function searchErrorsOf(errors: readonly ApiErrorObject[]) {
  const byField: CarSearchErrors = {}
  const banner: ApiErrorObject[] = []
  for (const error of errors) {
    const name = error.field?.replace(/^body\./, '') as CarSearchField | undefined
    if (name && searchFields.includes(name)) byField[name] ??= error.message.replace(/^[\w.]+: /, '')
    else banner.push(error)
  }
  return { byField, banner }
}

export function CarResultsPage() {
  const search = route.useSearch()
  const criteria = carSearchCriteriaOf(search)
  if (!criteria) {
    return (
      <Container className={pageClass}>
        <h1 className={headingClass}>{carText('results.your-car-search')}</h1>
        <Alert variant="page-info" title={carText('results.fill-in-these')}>
          <ul className={css({ listStyle: 'disc', pl: '5' })}>
            {!search.pickUpLocation && <li>{carText('results.pick-up-location')}</li>}
            {!search.pickUpDate && <li>{carText('results.pick-up-date')}</li>}
            {!search.dropOffDate && <li>{carText('results.drop-off-date')}</li>}
          </ul>
        </Alert>
        <CarSearchForm initial={search} />
      </Container>
    )
  }
  return <Results search={search} criteria={criteria} />
}

function Results({ search, criteria }: { search: CarResultsParams; criteria: NonNullable<ReturnType<typeof carSearchCriteriaOf>> }) {
  const { data: outcome } = useSuspenseQuery(carSearchQueryOptions(criteria))
  if (!outcome.ok) {
    const { byField, banner } = searchErrorsOf(outcome.errors)
    return (
      <Container className={pageClass}>
        <h1 className={headingClass}>{carText('results.car-rental-check')}</h1>
        {banner.length > 0 && <Alert variant="block-error" title={carText('results.we-could-not')}>{banner[0]?.message}</Alert>}
        {/* A new key per answer, so the form shows this answer's errors. */}
        <CarSearchForm key={JSON.stringify(outcome.errors)} initial={search} serverErrors={byField} />
      </Container>
    )
  }
  return <ResultsList search={search} result={outcome.value} />
}

function ResultsList({ search, result }: { search: CarResultsParams; result: CarSearchResult }) {
  const navigate = route.useNavigate()
  const track = useTrackEvent()
  const rental = { ...search, pickUpDate: result.rental.pickUpDate, dropOffDate: result.rental.dropOffDate }
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize))
  // From the address as it is when the change happens: a second filter ticked while the first loads keeps both.
  const update = (changes: Partial<CarResultsParams> | ((current: CarResultsParams) => Partial<CarResultsParams>)) =>
    void navigate({ search: (current) => ({ ...current, page: 1, ...(typeof changes === 'function' ? changes(current) : changes) }) })
  const toggle = <T extends string>(list: readonly T[] | undefined, value: T) => {
    const next = list?.includes(value) ? list.filter((item) => item !== value) : [...(list ?? []), value]
    return next.length > 0 ? next : undefined
  }
  const filtered = Boolean(search.classes?.length || search.suppliers?.length || search.transmission)
  const [activeLocationId, setActiveLocationId] = useState<string>()
  const firstAtLocation = new Set(result.offers.filter((offer, index) => result.offers.findIndex((other) => other.pickUpLocation.id === offer.pickUpLocation.id) === index).map((offer) => offer.offerId))
  const list = (
    <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {result.offers.map((offer, index) => (
        <li
          key={offer.offerId}
          id={firstAtLocation.has(offer.offerId) ? carLocationListId(offer.pickUpLocation.id) : undefined}
          onMouseEnter={search.view === 'map' ? () => setActiveLocationId(offer.pickUpLocation.id) : undefined}
          onMouseLeave={search.view === 'map' ? () => setActiveLocationId(undefined) : undefined}
        >
          <CarCard
            offer={offer}
            rental={rental}
            highlighted={search.view === 'map' && offer.pickUpLocation.id === activeLocationId}
            onOpen={() => track('Vehicle Listing Item Clicked', { productId: offer.offerId, position: (result.page - 1) * result.pageSize + index + 1 })}
          />
        </li>
      ))}
    </ol>
  )

  return (
    <Container className={pageClass}>
      <h1 className={headingClass}>{carText('results.car-rental-in', { destinationName: result.destination.name })}</h1>
      <CarSearchForm initial={search} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '16rem 1fr' }, gap: '6', alignItems: 'start' })}>
        <section aria-labelledby="car-filters" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h2 id="car-filters" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            {carText('results.filter')}
          </h2>
          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <legend className={css({ fontWeight: 'medium', mb: '1' })}>{carText('results.vehicle-class')}</legend>
            {result.facets.classes.map((facet) => (
              <label key={facet.value} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input type="checkbox" checked={search.classes?.includes(facet.value as never) ?? false} onChange={() => update((current) => ({ classes: toggle(current.classes, facet.value as NonNullable<CarResultsParams['classes']>[number]) }))} />
                {facet.label} ({facet.count})
              </label>
            ))}
          </fieldset>
          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <legend className={css({ fontWeight: 'medium', mb: '1' })}>{carText('results.supplier')}</legend>
            {result.facets.suppliers.map((facet) => (
              <label key={facet.value} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input type="checkbox" checked={search.suppliers?.includes(facet.value) ?? false} onChange={() => update((current) => ({ suppliers: toggle(current.suppliers, facet.value) }))} />
                {facet.label} ({facet.count})
              </label>
            ))}
          </fieldset>
          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <legend className={css({ fontWeight: 'medium', mb: '1' })}>{carText('results.transmission')}</legend>
            {[{ value: undefined, label: 'Any' }, ...result.facets.transmission].map((facet) => (
              <label key={facet.label} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input type="radio" name="transmission" checked={search.transmission === facet.value} onChange={() => update({ transmission: facet.value as CarResultsParams['transmission'] })} />
                {facet.label}
                {'count' in facet ? ` (${facet.count})` : ''}
              </label>
            ))}
          </fieldset>
          {filtered && (
            <Link to="/mobility/search-results" search={{ ...search, classes: undefined, suppliers: undefined, transmission: undefined, page: 1 }} className={linkClass}>
              {carText('results.clear-all-filters')}
            </Link>
          )}
        </section>
        <section aria-labelledby="car-results" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
            <h2 id="car-results" className={css({ fontSize: 'lg', fontWeight: 'semibold' })} aria-live="polite">
              {result.total} {result.total === 1 ? 'car' : 'cars'} for {result.rental.days} {result.rental.days === 1 ? 'day' : 'days'}
            </h2>
            <ViewSwitch views={carResultViews} labels={viewLabels} value={search.view} onChange={(view) => update({ view, page: search.page })} />
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              {carText('results.sort-by')}
              <select value={search.sort} onChange={(event) => update({ sort: event.target.value as CarResultsParams['sort'] })} className={css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '2', minH: '10', bg: 'bg.canvas' })}>
                {carSortValues.map((sort) => (
                  <option key={sort} value={sort}>
                    {carSortLabels[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <FilterTags tags={carFilterTags(search, result.facets)} onRemove={update} />
          {result.offers.length === 0 ? (
            <Alert variant="page-info" title={carText('results.no-cars-match')}>
              <p>
                {filtered ? carText('results.try-removing-a') : carText('results.try')}other times or another pick-up location: some offices close in the evening and on Sundays.{' '}
                {filtered && (
                  <Link to="/mobility/search-results" search={{ ...search, classes: undefined, suppliers: undefined, transmission: undefined, page: 1 }} className={linkClass}>
                    {carText('results.clear-all-filters')}
                  </Link>
                )}
              </p>
            </Alert>
          ) : search.view === 'map' ? (
            <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xl: '2fr 3fr' }, gap: '4', alignItems: 'start' })}>
              <div className={css({ position: { xl: 'sticky' }, top: '4' })}>
                <ResultsMap
                  label={carText('results.map-of-rental', { destinationName: result.destination.name })}
                  centre={result.destination}
                  markers={rentalLocationMarkers(result.offers)}
                  activeId={activeLocationId}
                  onActivate={setActiveLocationId}
                  listItemId={carLocationListId}
                />
              </div>
              {list}
            </div>
          ) : (
            list
          )}
          {pages > 1 && (
            <nav aria-label={carText('results.result-pages')} className={css({ display: 'flex', gap: '4', alignItems: 'center', justifyContent: 'center' })}>
              {result.page > 1 && (
                <Link to="/mobility/search-results" search={{ ...search, page: result.page - 1 }} className={linkClass}>
                  {carText('results.previous-page')}
                </Link>
              )}
              <span>
                Page {result.page} of {pages}
              </span>
              {result.page < pages && (
                <Link to="/mobility/search-results" search={{ ...search, page: result.page + 1 }} className={linkClass}>
                  {carText('results.next-page')}
                </Link>
              )}
            </nav>
          )}
        </section>
      </div>
    </Container>
  )
}
