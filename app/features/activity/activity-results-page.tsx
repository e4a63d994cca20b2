// Tours and transfers results (§R2): the search kept in a form above (the platform's refusals
// beside their field), filters, sort and paging — all in the address — the cards, and a no-results state.
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMemberPoints } from '~/features/session/points-price'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import type { ApiErrorObject } from '@contracts/api/api-error'
import type { ActivitySearchResult } from '@contracts/lxp/activity.schema'
import { ClearFiltersLink, FacetChoices, MissingSearch, RefusedSearch, facetTags, FilterChoice, NoResults, ResultPages, ResultsColumns, resultsSelectClass, SortSelect, toggled, unreadDateErrors } from '~/features/lines/line-results'
import { lineSearchErrorsOf } from '~/features/lines/line-search'
import type { FilterTag } from '~/ui/filter-tags'
import { Container } from '~/ui/container'
import { ActivityCard } from './activity-card'
import { activityPriceShort, kindPaths, kindWords, partySummary } from './activity-format'
import { activitySearchCriteriaOf, type ActivitySearchCriteriaInput } from './activity-criteria'
import { activitySortValues, tourSearchFormParams, transportSearchFormParams, type ActivityKind, type ActivityResultsParams } from './activity-params'
import { LineSearchSlot, lazyLineSearchForm } from '~/features/lines/line-search-slot'
import { activitySearchQueryOptions } from './activity.queries'
import { activityText } from '~/i18n/plain/activity'
import { siteCurrency } from '~/lib/format/visitor-settings'
import { formatClock, formatShortDay } from '~/lib/format/stay-date'
import { isAboveTheFold } from '~/ui/image'

const pageClass = css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })
const headingClass = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })
const activityFilters = ['categories', 'durations', 'priceMax', 'freeCancellation'] as const
const sortLabels = { recommended: 'sort.recommended', 'price-asc': 'sort.price-asc', 'price-desc': 'sort.price-desc', rating: 'sort.rating', duration: 'sort.duration' } as const satisfies Record<(typeof activitySortValues)[number], string>
const priceSteps = [3000, 5000, 10_000, 20_000]
const ActivityLineSearchForm = lazyLineSearchForm(() => import('./activity-line-search').then((module) => module.ActivityLineSearchForm))

/** The platform's refusals placed beside the search fields; the rest for a banner. */
export function searchErrorsOf(kind: ActivityKind, errors: readonly ApiErrorObject[]) {
  const names = (kind === 'tour' ? tourSearchFormParams : transportSearchFormParams).map((field) => field.name)
  // A tour's party is asked as adults and children: the platform's `travelers` and `childAges.0` are the party's fields.
  const formName = (name: string) => (kind === 'tour' && name === 'travelers' ? 'adults' : kind === 'tour' && name.startsWith('childAges') ? 'childAges' : name)
  return lineSearchErrorsOf(errors, (name) => (names.includes(formName(name)) ? formName(name) : undefined))
}

export function ActivityResultsPage({ kind }: { kind: ActivityKind }) {
  const search = useSearch({ strict: false }) as ActivityResultsParams
  const criteria = activitySearchCriteriaOf(kind, search)
  if (!criteria) {
    const unread = search.adjusted ?? []
    const missing =
      kind === 'tour'
        ? [!search.destination && 'Destination', !search.startDate && 'From', unread.includes('endDate') && 'To', unread.includes('childAges') && activityText('party.children-ages')]
        : [!search.origin && 'From', !search.destination && 'To', !search.date && 'Date']
    // A child's age the address left blank is asked beside it, as the form asks it before a search (issue 36).
    const serverErrors = { ...unreadDateErrors(unread.filter((name) => name !== 'childAges')), ...(unread.includes('childAges') ? { childAges: activityText('party.choose-child-age') } : {}) }
    return (
      <MissingSearch heading={activityText('results.your-search-is', { noun: kindWords[kind].noun })} title={activityText('results.fill-in-these')} missing={missing} unread={unread.length > 0}>
        <LineSearchSlot Form={ActivityLineSearchForm} props={{ kind, initial: search, serverErrors }} />
      </MissingSearch>
    )
  }
  return <Results kind={kind} search={search} criteria={criteria} />
}

function Results({ kind, search, criteria }: { kind: ActivityKind; search: ActivityResultsParams; criteria: ActivitySearchCriteriaInput }) {
  const { data: outcome } = useSuspenseQuery(activitySearchQueryOptions(criteria))
  if (!outcome.ok) {
    const { byField, banner } = searchErrorsOf(kind, outcome.errors)
    return (
      <RefusedSearch heading={activityText('results.check-your-search', { line: kindWords[kind].title })} bannerTitle={activityText('results.we-could-not')} banner={banner[0]?.message}>
        {/* A new key per answer, so the form shows this answer's errors. */}
        <LineSearchSlot key={JSON.stringify(outcome.errors)} Form={ActivityLineSearchForm} props={{ kind, initial: search, serverErrors: byField }} />
      </RefusedSearch>
    )
  }
  return <ResultsList kind={kind} search={search} result={outcome.value} />
}

function ResultsList({ kind, search, result }: { kind: ActivityKind; search: ActivityResultsParams; result: ActivitySearchResult }) {
  const navigate = useNavigate()
  const memberPoints = useMemberPoints()
  const to = kindPaths[kind].results
  // From the address as it is when the change happens: a second filter ticked while the first loads keeps both.
  const update = (changes: Partial<ActivityResultsParams> | ((current: ActivityResultsParams) => Partial<ActivityResultsParams>)) =>
    void navigate({
      to,
      search: (previous) => {
        // Tours and transport share this page: the router types the address as either line's, this reads it as both.
        const current = previous as unknown as ActivityResultsParams
        return { ...current, page: 1, ...(typeof changes === 'function' ? changes(current) : changes) }
      },
    })
  const filtered = Boolean(search.categories?.length || search.durations?.length || search.priceMax !== undefined || search.freeCancellation)
  const pages = Math.max(1, result.pageCount)
  const currency = result.items[0]?.price.total.currency ?? siteCurrency()
  const heading = kind === 'tour' ? activityText('results.tours-and-activities', { destinationName: result.destination.name }) : activityText('results.transfers-to', { fromName: result.route?.from.name ?? '', toName: result.route?.to.name ?? '' })

  return (
    <Container className={pageClass}>
      <h1 className={headingClass}>{heading}</h1>
      <ResultsColumns
        id="activity"
        // A new key per search (back, forward), so the form shows the address's search; filters and pages keep what is typed.
        search={<LineSearchSlot key={searchKeyOf(kind, search)} Form={ActivityLineSearchForm} props={{ kind, initial: search, venueTimeZone: result.destination.timeZone }} />}
        searchSummary={[
          kind === 'transport' && result.route ? `${result.route.from.name} – ${result.route.to.name}` : result.destination.name,
          kind === 'transport' && result.time ? `${formatShortDay(result.startDate)}, ${formatClock(result.time)}` : result.endDate === result.startDate ? formatShortDay(result.startDate) : `${formatShortDay(result.startDate)} – ${formatShortDay(result.endDate)}`,
          partySummary(kind, result.travelers, result.childAges),
        ]}
        tags={{ list: activityFilterTags(search, result, currency), onRemove: update }}
        filters={
          <>
            <FacetChoices legend={activityText('results.category')} facets={result.facets.categories} isChecked={(value) => search.categories?.includes(value as never) ?? false} onToggle={(value) => update((current) => ({ categories: toggled(current.categories, value as NonNullable<ActivityResultsParams['categories']>[number]) }))} />
            {kind === 'tour' && <FacetChoices legend={activityText('checkout.duration')} facets={result.facets.durations} isChecked={(value) => search.durations?.includes(value as never) ?? false} onToggle={(value) => update((current) => ({ durations: toggled(current.durations, value as NonNullable<ActivityResultsParams['durations']>[number]) }))} />}
            <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <span className={css({ fontWeight: 'medium' })}>{activityText(kind === 'tour' ? 'results.price-up-to-per-traveler' : 'results.price-up-to-per-passenger')}</span>
              <select className={resultsSelectClass} value={search.priceMax ?? ''} onChange={(event) => update({ priceMax: event.target.value ? Number(event.target.value) : undefined })}>
                <option value="">{activityText('results.any-price')}</option>
                {priceSteps.map((step) => (
                  <option key={step} value={step}>
                    {activityPriceShort(step, currency)}
                  </option>
                ))}
              </select>
            </label>
            <FilterChoice>
              <input type="checkbox" checked={search.freeCancellation ?? false} onChange={() => update((current) => ({ freeCancellation: current.freeCancellation ? undefined : true }))} />
              {activityText('results.free-cancellation-count', { count: result.facets.freeCancellation })}
            </FilterChoice>
            {filtered && <ClearFiltersLink filters={activityFilters} />}
          </>
        }
        heading={activityText('results.heading', { offers: activityText.plural(kind === 'tour' ? 'results.count.tour' : 'results.count.transfer', result.total), party: partySummary(kind, result.travelers, result.childAges) })}
        controls={<SortSelect value={search.sort} options={activitySortValues.map((sort) => ({ value: sort, label: activityText(sortLabels[sort]) }))} onChange={(sort) => update({ sort })} />}
      >
        {result.items.length === 0 ? (
          <NoResults
            title={activityText('results.no-match-your', { plural: kindWords[kind].plural })}
            advice={`${filtered ? activityText('results.try-removing-a') : activityText('results.try')}${kind === 'tour' ? 'other dates: some tours do not run every day, and small groups fill up.' : 'another time or fewer passengers.'}`}
            clearFilters={filtered ? activityFilters : undefined}
          />
        ) : (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {result.items.map((offer, index) => (
              <li key={offer.activityId}>
                <ActivityCard kind={kind} offer={offer} timeZone={result.destination.timeZone} party={{ travelers: result.travelers, childAges: result.childAges }} memberPoints={memberPoints} priority={isAboveTheFold(index)} />
              </li>
            ))}
          </ol>
        )}
        <ResultPages page={result.page} pages={pages} />
      </ResultsColumns>
    </Container>
  )
}

/** The search of the address, without its filters, sort and page: what the search form shows. */
function searchKeyOf(kind: ActivityKind, search: ActivityResultsParams) {
  return (kind === 'tour' ? tourSearchFormParams : transportSearchFormParams).map((field) => String(search[field.name as keyof ActivityResultsParams] ?? '')).join('|')
}

/** The tour and transport filters that are on, as removable tags. */
function activityFilterTags(search: ActivityResultsParams, result: ActivitySearchResult, currency: string): FilterTag<Partial<ActivityResultsParams>>[] {
  return [
    ...facetTags(search.categories, result.facets.categories, (rest) => ({ categories: rest as ActivityResultsParams['categories'] })),
    ...facetTags(search.durations, result.facets.durations, (rest) => ({ durations: rest as ActivityResultsParams['durations'] })),
    ...(search.priceMax !== undefined ? [{ label: activityText('results.price-up-to-tag', { price: activityPriceShort(search.priceMax, currency) }), remove: { priceMax: undefined } }] : []),
    ...(search.freeCancellation ? [{ label: activityText('results.free-cancellation'), remove: { freeCancellation: undefined } }] : []),
  ]
}
