// Car results (§R2): the search kept in a form above (supplier errors beside their field),
// filters with their removable tags, sort, paging and the list or map view — all in the address —
// the offer cards, and a no-results state.
import { getRouteApi } from '@tanstack/react-router'
import { useMemberPoints } from '~/features/session/points-price'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { ApiErrorObject } from '@contracts/api/api-error'
import type { CarSearchResult } from '@contracts/lxp/car.schema'
import { useTrackEvent } from '~/features/analytics/use-track-event'
import { ClearFiltersLink, FacetChoices, MissingSearch, RefusedSearch, FilterChoice, FilterFieldset, NoResults, ResultPages, ResultsColumns, SortSelect, toggled, unreadDateErrors } from '~/features/lines/line-results'
import { Container } from '~/ui/container'
import { ResultsMap } from '~/ui/lazy-results-map'
import { useMapStyleUrl } from '~/features/site-config/site-config'
import { ViewSwitch } from '~/ui/view-switch'
import { CarCard } from './car-card'
import { carSearchCriteriaOf } from './car-criteria'
import { carResultViews, carSearchFormParams, carSortValues, type CarResultView, type CarResultsParams } from './car-params'
import { carFilterTags, carLocationListId, rentalLocationMarkers } from './car-results-view'
import { lineSearchErrorsOf } from '~/features/lines/line-search'
import { LineSearchSlot, lazyLineSearchForm } from '~/features/lines/line-search-slot'
import { carSearchQueryOptions } from './car.queries'
import { carText } from '~/i18n/plain/car'
import { isAboveTheFold } from '~/ui/image'
import { formatClock, formatShortDay } from '~/lib/format/stay-date'

/** The sort orders' names in the car messages (read at render, in the visitor's locale). */
const carSortLabels = { recommended: 'sort.recommended', 'price-asc': 'sort.price-asc', 'price-desc': 'sort.price-desc', class: 'sort.class' } as const satisfies Record<(typeof carSortValues)[number], string>

const route = getRouteApi('/mobility/search-results')
const pageClass = css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })
const headingClass = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })
const carFilters = ['classes', 'suppliers', 'transmission'] as const
const viewLabels = (): Record<CarResultView, string> => ({ list: carText('view.list'), map: carText('view.map') })
const searchFields = carSearchFormParams.map((field) => field.name)
const CarLineSearchForm = lazyLineSearchForm(() => import('./car-line-search').then((module) => module.CarLineSearchForm))

/** The platform's refusals placed beside the search fields; the rest for a banner. */
export function searchErrorsOf(errors: readonly ApiErrorObject[]) {
  return lineSearchErrorsOf(errors, (name) => (searchFields.includes(name) ? name : undefined))
}

export function CarResultsPage() {
  const search = route.useSearch()
  const criteria = carSearchCriteriaOf(search)
  if (!criteria) {
    return (
      <MissingSearch
        heading={carText('results.your-car-search')}
        title={carText('results.fill-in-these')}
        missing={[!search.pickUpLocation && carText('results.pick-up-location'), !search.pickUpDate && carText('results.pick-up-date'), !search.dropOffDate && carText('results.drop-off-date')]}
        unread={Boolean(search.adjusted)}
      >
        <LineSearchSlot Form={CarLineSearchForm} props={{ initial: search, serverErrors: unreadDateErrors(search.adjusted), keep: { view: search.view } }} />
      </MissingSearch>
    )
  }
  return <Results search={search} criteria={criteria} />
}

function Results({ search, criteria }: { search: CarResultsParams; criteria: NonNullable<ReturnType<typeof carSearchCriteriaOf>> }) {
  const { data: outcome } = useSuspenseQuery(carSearchQueryOptions(criteria))
  if (!outcome.ok) {
    const { byField, banner } = searchErrorsOf(outcome.errors)
    return (
      <RefusedSearch heading={carText('results.car-rental-check')} bannerTitle={carText('results.we-could-not')} banner={banner[0]?.message}>
        {/* A new key per answer, so the form shows this answer's errors. */}
        <LineSearchSlot key={JSON.stringify(outcome.errors)} Form={CarLineSearchForm} props={{ initial: search, keep: { view: search.view }, serverErrors: byField }} />
      </RefusedSearch>
    )
  }
  return <ResultsList search={search} result={outcome.value} />
}

function ResultsList({ search, result }: { search: CarResultsParams; result: CarSearchResult }) {
  const navigate = route.useNavigate()
  const track = useTrackEvent()
  const memberPoints = useMemberPoints()
  const rental = { ...search, pickUpDate: result.rental.pickUpDate, dropOffDate: result.rental.dropOffDate }
  const pages = Math.max(1, result.pageCount)
  // From the address as it is when the change happens: a second filter ticked while the first loads keeps both.
  const update = (changes: Partial<CarResultsParams> | ((current: CarResultsParams) => Partial<CarResultsParams>)) =>
    void navigate({ search: (current) => ({ ...current, page: 1, ...(typeof changes === 'function' ? changes(current) : changes) }) })
  const filtered = Boolean(search.classes?.length || search.suppliers?.length || search.transmission)
  const [activeLocationId, setActiveLocationId] = useState<string>()
  const mapStyleUrl = useMapStyleUrl()
  const firstAtLocation = new Set(result.items.filter((offer, index) => result.items.findIndex((other) => other.pickUpLocation.id === offer.pickUpLocation.id) === index).map((offer) => offer.offerId))
  const list = (
    <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {result.items.map((offer, index) => (
        <li
          key={offer.offerId}
          id={firstAtLocation.has(offer.offerId) ? carLocationListId(offer.pickUpLocation.id) : undefined}
          onMouseEnter={search.view === 'map' ? () => setActiveLocationId(offer.pickUpLocation.id) : undefined}
          onMouseLeave={search.view === 'map' ? () => setActiveLocationId(undefined) : undefined}
        >
          <CarCard
            offer={offer}
            rental={rental}
            memberPoints={memberPoints}
            highlighted={search.view === 'map' && offer.pickUpLocation.id === activeLocationId}
            priority={isAboveTheFold(index)}
            onOpen={() => track('Vehicle Listing Item Clicked', { productId: offer.offerId, position: (result.page - 1) * result.pageSize + index + 1 })}
          />
        </li>
      ))}
    </ol>
  )

  return (
    <Container className={pageClass}>
      <h1 className={headingClass}>{carText('results.car-rental-in', { destinationName: result.destination.name })}</h1>
      <ResultsColumns
        id="car"
        search={<LineSearchSlot Form={CarLineSearchForm} props={{ initial: search, keep: { view: search.view }, venueTimeZone: result.destination.timeZone }} />}
        searchSummary={[result.destination.name, search.pickUpDate && search.dropOffDate ? `${formatShortDay(search.pickUpDate)}, ${formatClock(search.pickUpTime)} – ${formatShortDay(search.dropOffDate)}, ${formatClock(search.dropOffTime)}` : undefined]}
        tags={{ list: carFilterTags(search, result.facets), onRemove: update }}
        filters={
          <>
            <FacetChoices legend={carText('results.vehicle-class')} facets={result.facets.classes} isChecked={(value) => search.classes?.includes(value as never) ?? false} onToggle={(value) => update((current) => ({ classes: toggled(current.classes, value as NonNullable<CarResultsParams['classes']>[number]) }))} />
            <FacetChoices legend={carText('results.supplier')} facets={result.facets.suppliers} isChecked={(value) => search.suppliers?.includes(value) ?? false} onToggle={(value) => update((current) => ({ suppliers: toggled(current.suppliers, value) }))} />
            <FilterFieldset legend={carText('results.transmission')}>
              {[{ value: undefined, label: 'Any' }, ...result.facets.transmission].map((facet) => (
                <FilterChoice key={facet.label}>
                  <input type="radio" name="transmission" checked={search.transmission === facet.value} onChange={() => update({ transmission: facet.value as CarResultsParams['transmission'] })} />
                  {facet.label}
                  {'count' in facet ? ` (${facet.count})` : ''}
                </FilterChoice>
              ))}
            </FilterFieldset>
            {filtered && <ClearFiltersLink filters={carFilters} />}
          </>
        }
        heading={carText('results.heading', { cars: carText.plural('results.cars', result.total), days: carText.plural('results.days', result.rental.days) })}
        controls={
          <>
            <ViewSwitch views={carResultViews} labels={viewLabels()} value={search.view} onChange={(view) => update({ view, page: search.page })} />
            <SortSelect value={search.sort} options={carSortValues.map((sort) => ({ value: sort, label: carText(carSortLabels[sort]) }))} onChange={(sort) => update({ sort })} />
          </>
        }
      >
        {result.items.length === 0 ? (
          <NoResults title={carText('results.no-cars-match')} advice={`${filtered ? carText('results.try-removing-a') : carText('results.try')}other times or another pick-up location: some offices close in the evening and on Sundays.`} clearFilters={filtered ? carFilters : undefined} />
        ) : search.view === 'map' ? (
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xl: '2fr 3fr' }, gap: '4', alignItems: 'start' })}>
            <div className={css({ position: { xl: 'sticky' }, top: '4' })}>
              <ResultsMap
                label={carText('results.map-of-rental', { destinationName: result.destination.name })}
                centre={result.destination}
                markers={rentalLocationMarkers(result.items)}
                activeId={activeLocationId}
                onActivate={setActiveLocationId}
                listItemId={carLocationListId}
                styleUrl={mapStyleUrl}
              />
            </div>
            {list}
          </div>
        ) : (
          list
        )}
        <ResultPages page={result.page} pages={pages} />
      </ResultsColumns>
    </Container>
  )
}
