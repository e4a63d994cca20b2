// Restaurant results (§R2 search results): the search kept in a form above (the platform's
// refusals beside their field), filters by cuisine, price level and rewards partners, sort and
// paging — all in the address — the restaurant cards with their seatings, and a no-results state.
import { getRouteApi } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import type { ApiErrorObject } from '@contracts/api/api-error'
import type { DiningSearchResult } from '@contracts/lxp/dining.schema'
import { ClearFiltersLink, FacetChoices, MissingSearch, RefusedSearch, facetTags, FilterChoice, FilterFieldset, NoResults, ResultPages, ResultsColumns, SortSelect, toggled, unreadDateErrors } from '~/features/lines/line-results'
import type { FilterTag } from '~/ui/filter-tags'
import { Container } from '~/ui/container'
import { formatClock, formatParty, formatSeating } from './dining-format'
import { formatShortDay } from '~/lib/format/stay-date'
import { diningSearchCriteriaOf } from './dining-criteria'
import { diningSortValues, type DiningResultsParams, type DiningSort } from './dining-params'
import { lineSearchErrorsOf } from '~/features/lines/line-search'
import { LineSearchSlot, lazyLineSearchForm } from '~/features/lines/line-search-slot'
import { diningSearchQueryOptions } from './dining.queries'
import { DiningCard } from './dining-card'
import { diningText } from '~/i18n/plain/dining'
import { isAboveTheFold } from '~/ui/image'
import { inVenueTime } from '~/lib/format/instant-day'

const route = getRouteApi('/dining/search-results')
const pageClass = css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })
const headingClass = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })
const diningFilters = ['cuisines', 'priceLevels', 'partners'] as const
const DiningLineSearchForm = lazyLineSearchForm(() => import('./dining-line-search').then((module) => module.DiningLineSearchForm))
const sortLabels = { recommended: 'sort.recommended', rating: 'results.best-rated', 'price-asc': 'sort.price-asc', 'price-desc': 'sort.price-desc' } as const satisfies Record<DiningSort, string>
/** The platform names the party `partySize`; the address and the form call it `guests`. */
const fieldOfRequest: Record<string, string> = { destination: 'destination', date: 'date', time: 'time', partySize: 'guests' }

/** The platform's refusals placed beside the search fields; the rest for a banner. */
export function searchErrorsOf(errors: readonly ApiErrorObject[]) {
  return lineSearchErrorsOf(errors, (name) => fieldOfRequest[name])
}

export function DiningResultsPage() {
  const search = route.useSearch()
  const criteria = diningSearchCriteriaOf(search)
  if (!criteria) {
    return (
      <MissingSearch heading={diningText('results.your-restaurant-search')} title={diningText('results.fill-in-these')} missing={[!search.destination && diningText('results.destination'), !search.date && diningText('offer.date')]} unread={Boolean(search.adjusted)}>
        <LineSearchSlot Form={DiningLineSearchForm} props={{ initial: search, serverErrors: unreadDateErrors(search.adjusted), keep: { sort: search.sort } }} />
      </MissingSearch>
    )
  }
  return <Results search={search} criteria={criteria} />
}

function Results({ search, criteria }: { search: DiningResultsParams; criteria: NonNullable<ReturnType<typeof diningSearchCriteriaOf>> }) {
  const { data: outcome } = useSuspenseQuery(diningSearchQueryOptions(criteria))
  if (!outcome.ok) {
    const { byField, banner } = searchErrorsOf(outcome.errors)
    return (
      <RefusedSearch heading={diningText('results.dining-check-your')} bannerTitle={diningText('results.we-could-not')} banner={banner[0]?.message}>
        {/* A new key per answer, so the form shows this answer's errors. */}
        <LineSearchSlot key={JSON.stringify(outcome.errors)} Form={DiningLineSearchForm} props={{ initial: search, keep: { sort: search.sort }, serverErrors: byField }} />
      </RefusedSearch>
    )
  }
  return <ResultsList search={search} result={outcome.value} />
}

function ResultsList({ search, result }: { search: DiningResultsParams; result: DiningSearchResult }) {
  const navigate = route.useNavigate()
  const pages = Math.max(1, result.pageCount)
  const party = { date: result.booking.date, time: result.booking.time, guests: result.booking.partySize }
  // From the address as it is when the change happens: a second filter ticked while the first loads keeps both.
  const update = (changes: (current: DiningResultsParams) => Partial<DiningResultsParams>) =>
    void navigate({ search: (current) => ({ ...current, page: 1, ...changes(current) }) })
  const filtered = Boolean(search.cuisines?.length || search.priceLevels?.length || search.partners)

  return (
    <Container className={pageClass}>
      <h1 className={headingClass}>{diningText('results.restaurants-in', { destinationName: result.destination.name })}</h1>
      <ResultsColumns
        id="dining"
        search={<LineSearchSlot Form={DiningLineSearchForm} props={{ initial: search, keep: { sort: search.sort }, venueTimeZone: result.destination.timeZone }} />}
        searchSummary={[result.destination.name, `${formatShortDay(result.booking.date)}, ${formatClock(result.booking.time)}`, formatParty(result.booking.partySize)]}
        tags={{ list: diningFilterTags(search, result), onRemove: (change) => update(() => change) }}
        filters={
          <>
            <FilterFieldset legend={diningText('results.rewards')}>
              <FilterChoice>
                <input type="checkbox" checked={search.partners ?? false} onChange={() => update((current) => ({ partners: current.partners ? undefined : true }))} />
                {diningText('results.partners-count', { count: result.facets.pointsEligible })}
              </FilterChoice>
            </FilterFieldset>
            <FacetChoices legend={diningText('results.price-level')} facets={result.facets.priceLevels} isChecked={(value) => search.priceLevels?.includes(Number(value)) ?? false} onToggle={(value) => update((current) => ({ priceLevels: toggled(current.priceLevels, Number(value)) }))} />
            <FacetChoices legend={diningText('results.cuisine')} facets={result.facets.cuisines} isChecked={(value) => search.cuisines?.includes(value) ?? false} onToggle={(value) => update((current) => ({ cuisines: toggled(current.cuisines, value) }))} />
            {filtered && <ClearFiltersLink filters={diningFilters} />}
          </>
        }
        heading={diningText('results.heading', { restaurants: diningText.plural('results.count', result.total), party: formatParty(party.guests), seating: inVenueTime(formatSeating(party.date, party.time), result.destination.timeZone) })}
        controls={<SortSelect value={search.sort} options={diningSortValues.map((sort) => ({ value: sort, label: diningText(sortLabels[sort]) }))} onChange={(sort) => update(() => ({ sort }))} />}
      >
        {result.items.length === 0 ? (
          <NoResults title={diningText('results.no-restaurants-match')} advice={`${filtered ? diningText('results.try-removing-a') : diningText('results.try')}another date, or a smaller party: some restaurants close one day a week.`} clearFilters={filtered ? diningFilters : undefined} />
        ) : (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {result.items.map((restaurant, index) => (
              <li key={restaurant.restaurantId}>
                <DiningCard restaurant={restaurant} party={party} priority={isAboveTheFold(index)} />
              </li>
            ))}
          </ol>
        )}
        <ResultPages page={result.page} pages={pages} />
      </ResultsColumns>
    </Container>
  )
}

/** The dining filters that are on, as removable tags. */
function diningFilterTags(search: DiningResultsParams, result: DiningSearchResult): FilterTag<Partial<DiningResultsParams>>[] {
  return [
    ...(search.partners ? [{ label: diningText('results.partners-tag'), remove: { partners: undefined } }] : []),
    ...facetTags(search.priceLevels, result.facets.priceLevels, (rest) => ({ priceLevels: rest?.map(Number) })),
    ...facetTags(search.cuisines, result.facets.cuisines, (rest) => ({ cuisines: rest?.map(String) })),
  ]
}
