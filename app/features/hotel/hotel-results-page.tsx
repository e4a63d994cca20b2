// The hotel results page: every criterion, filter, sort, page and view lives in the URL.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, useState } from 'react'
import { css } from 'styled-system/css'
import { hotelSorts } from '@contracts/lxp/hotel.constants'
import type { HotelSearchResult } from '@contracts/lxp/hotel.schema'
import { ErrorLayout } from '~/features/errors/error-layout'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { FilterTags, type FilterTag } from '~/ui/filter-tags'
import { ResultsMap } from '~/ui/lazy-results-map'
import { ViewSwitch } from '~/ui/view-switch'
import { CompareBar } from '~/features/hotel/hotel-compare-controls'
import { HotelCard } from './hotel-card'
import { useMemberPoints } from '~/features/session/points-price'
import { formatMoney } from './hotel-money'
import { formatPriceShort } from '~/lib/format/money'
import { hotelSearchQueryOptions } from './hotel.queries'
import { ResultsFilters, flagLabels } from './hotel-results-filters'
import { hotelSearchParamLabel, missingCriteria, toSearchCriteria } from './hotel-criteria'
import { resultViews, type HotelSearchParamName, type HotelSearchParams, type ResultView } from './hotel-params'
import { formatList, formatStayDate } from '~/lib/format/stay-date'
import { hotelPartyText } from './hotel-party'
import { hotelText } from '~/i18n/plain/hotel'
import { SkipToResults } from '~/ui/skip-to-results'
import { PageBanners } from '~/features/page-content/page-content-slot'
import { arrivalFocus } from '~/features/focus-and-announcements/focus-on-navigation'
import { useMapStyleUrl } from '~/features/site-config/site-config'
import { announceSort, toResultsPage } from '~/features/lines/results-announcements'
import { AllFiltersButton } from '~/features/lines/all-filters-button'
import { isAboveTheFold } from '~/ui/image'
import { useFocusFirstInvalid } from '~/lib/focus-first-invalid'

const route = getRouteApi('/accommodations/search-results')
// Opened on demand, so it loads when first needed rather than with the page.
const FiltersDialog = lazy(() => import('./hotel-filters-dialog').then((module) => ({ default: module.FiltersDialog })))
const HotelLineSearchForm = lazy(() => import('./hotel-line-search').then((module) => ({ default: module.HotelLineSearchForm })))

const sortLabels = {
  featured: 'sort.featured',
  'price-asc': 'sort.price-asc',
  'price-desc': 'sort.price-desc',
  rating: 'results-filters.review-score',
  distance: 'results.distance-from-centre',
} as const satisfies Record<(typeof hotelSorts)[number], string>
const viewLabels = (): Record<ResultView, string> => ({ grid: hotelText('view.grid'), list: hotelText('view.list'), map: hotelText('view.map') })

export function nightsBetween(checkIn: string, checkOut: string) {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000)
}

export function HotelResultsPage() {
  const { adjusted = [], ...params } = route.useSearch()
  const missing = missingCriteria(params)
  return (
    <Container className={css({ py: '8' })}>
      {adjusted.length > 0 && missing.length === 0 && (
        <Alert variant="page-info" className={css({ mb: '4' })}>
          {hotelText('results.adjusted', { params: formatList(adjusted.map(hotelSearchParamLabel)) })}
        </Alert>
      )}
      {missing.length > 0 ? <MissingCriteria missing={missing} params={params} adjusted={adjusted} /> : <Results params={params} />}
    </Container>
  )
}

/**
 * A search the address does not complete: the search form, filled with what could be read, and the
 * reason beside its field (a `checkIn=2027-02-29` is a date error on the form, not an error page), where the keyboard starts.
 */
function MissingCriteria({ missing, params, adjusted }: { missing: string[]; params: HotelSearchParams; adjusted: readonly HotelSearchParamName[] }) {
  const unreadDates = adjusted.includes('checkIn') || adjusted.includes('checkOut')
  const serverErrors = { ...(params.destination ? {} : { destination: hotelText('form.enter-a-city') }), ...(unreadDates ? { checkIn: hotelText('form.dates-not-in-calendar') } : {}) }
  const ref = useFocusFirstInvalid<HTMLElement>(unreadDates)
  return (
    <section ref={ref} aria-labelledby="missing-criteria" className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '48rem' })}>
      <h1 id="missing-criteria" className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
        {hotelText('results.tell-us-where')}
      </h1>
      <p>{hotelText('results.need', { missing: formatList(missing) })}</p>
      <Suspense fallback={null}>
        <HotelLineSearchForm initial={params} serverErrors={serverErrors} />
      </Suspense>
    </section>
  )
}

function Results({ params }: { params: HotelSearchParams }) {
  const { data: outcome } = useSuspenseQuery(hotelSearchQueryOptions(toSearchCriteria(params)))
  if (!outcome.ok) return <SearchRefused message={outcome.errors[0]?.message ?? hotelText('results.we-could-not')} />
  return <ResultsView params={params} result={outcome.value} />
}

function SearchRefused({ message }: { message: string }) {
  return (
    <ErrorLayout heading={hotelText('results.we-can-t')}>
      <p>
        {message}{' '}
        <Link to="/accommodations" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          {hotelText('results.try-another-search')}
        </Link>
      </p>
    </ErrorLayout>
  )
}

function ResultsView({ params, result }: { params: HotelSearchParams; result: HotelSearchResult }) {
  const navigate = route.useNavigate()
  const loading = useRouterState({ select: (state) => state.isLoading })
  const [activeHotelId, setActiveHotelId] = useState<string>()
  const mapStyleUrl = useMapStyleUrl()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const memberPoints = useMemberPoints()
  // "Change search" edits this search in place, prefilled; open from the start when the dates were chosen for the
  // traveller, so the dates they did not pick are there to change (issue 36).
  const [editing, setEditing] = useState(params.defaultDates === true)
  const nights = nightsBetween(params.checkIn ?? '', params.checkOut ?? '')
  // Any change starts a new search, so an earlier notice about the address no longer applies.
  const update = (changes: Partial<HotelSearchParams>) => void navigate({ search: (current) => ({ ...current, ...changes, adjusted: undefined }) })
  const pages = Math.max(1, result.pageCount)
  const stay = { checkIn: params.checkIn ?? '', checkOut: params.checkOut ?? '', rooms: params.rooms, adults: params.adults, children: params.children }
  const tags = activeTags(params, result)

  return (
    <>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{hotelText('results.hotels-in', { destinationName: result.destination.name })}</h1>
      <SkipToResults target="results-heading" label={hotelText('results.skip-to-results')} />
      <p className={css({ color: 'fg.muted', mb: editing ? '2' : '6' })}>
        {[
          hotelText('results.stay-dates', { checkIn: formatStayDate(params.checkIn), checkOut: formatStayDate(params.checkOut) }),
          hotelText.plural('results.nights', nights),
          hotelPartyText(params.adults, params.children?.length ?? 0),
          hotelText.plural('results.rooms', params.rooms),
        ].join(' · ')}{' '}
        ·{' '}
        <button type="button" aria-expanded={editing} onClick={() => setEditing(!editing)} className={css({ color: 'fg.link', textDecoration: 'underline', cursor: 'pointer' })}>
          {hotelText('results.change-search')}
        </button>
      </p>
      {params.defaultDates && (
        <Alert variant="page-info" title={hotelText('results.default-dates-title')} className={css({ mb: '6' })}>
          {hotelText('results.default-dates', { checkIn: formatStayDate(params.checkIn), checkOut: formatStayDate(params.checkOut), nights: hotelText.plural('results.nights', nights) })}
        </Alert>
      )}
      <PageBanners className={css({ mb: '6' })} />
      {editing && (
        <div className={css({ mb: '6', p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md' })}>
          <Suspense fallback={null}>
            <HotelLineSearchForm initial={params} onSearch={() => setEditing(false)} venueTimeZone={result.destination.timeZone} />
          </Suspense>
        </div>
      )}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '16rem 1fr' }, gap: '8' })}>
        <aside aria-label={hotelText('filters-dialog.filters')} className={css({ display: { base: 'none', md: 'block' } })}>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '4' })}>{hotelText('results.filter-by')}</h2>
          <ResultsFilters params={params} facets={result.facets} onChange={update} />
        </aside>
        <section aria-labelledby="results-heading" aria-busy={loading}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center', justifyContent: 'space-between', mb: '4' })}>
            {/* While the filters dialog is open its own region says the count: one region per change (issue 43). */}
            <h2 id="results-heading" tabIndex={-1} {...arrivalFocus} className={css({ fontSize: 'lg', fontWeight: 'semibold' })} aria-live={filtersOpen ? 'off' : 'polite'}>
              {hotelText.plural('results.count', result.total)}
            </h2>
            <AllFiltersButton active={tags.length} onOpen={() => setFiltersOpen(true)} />
            {filtersOpen && (
              <Suspense fallback={null}>
                <FiltersDialog open={filtersOpen} onOpenChange={setFiltersOpen} params={params} result={result} onChange={update} />
              </Suspense>
            )}
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              {hotelText('results.sort-by')}
              <select
                value={params.sort}
                onChange={(event) => {
                  const sort = event.target.value as HotelSearchParams['sort']
                  update({ sort, page: 1 })
                  announceSort(hotelText(sortLabels[sort]))
                }}
                className={css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '2', py: '1' })}>
                {hotelSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {hotelText(sortLabels[sort])}
                  </option>
                ))}
              </select>
            </label>
            <ViewSwitch views={resultViews} labels={viewLabels()} value={params.view} onChange={(view) => update({ view })} />
          </div>
          <FilterTags tags={tags} onRemove={update} />
          <CompareBar stay={stay} />
          {result.items.length === 0 ? (
            <NoResults params={params} onChange={update} />
          ) : params.view === 'map' ? (
            <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '4', alignItems: 'start' })}>
              {/* The map stays in view beside the list, whose cards stack: a side-by-side card is too wide for the column. */}
              <div className={css({ position: { lg: 'sticky' }, top: '4' })}>
                <ResultsMap
                  label={hotelText('results.map-of-hotels', { destinationName: result.destination.name })}
                  centre={result.destination}
                  markers={result.items.map((hotel) => ({ id: hotel.id, latitude: hotel.location.latitude, longitude: hotel.location.longitude, label: formatMoney(hotel.nightlyPrice), amount: hotel.nightlyPrice.amount, name: hotelText(params.rooms > 1 ? 'results.map-marker-rooms' : 'results.map-marker', { hotelName: hotel.name, price: formatMoney(hotel.nightlyPrice) }) }))}
                  styleUrl={mapStyleUrl}
                  activeId={activeHotelId}
                  onActivate={setActiveHotelId}
                  listItemId={(id) => `hotel-${id}`}
                />
              </div>
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
                {result.items.map((hotel, index) => (
                  <li key={hotel.id} onMouseEnter={() => setActiveHotelId(hotel.id)} onMouseLeave={() => setActiveHotelId(undefined)}>
                    <HotelCard hotel={hotel} nights={nights} layout="grid" highlighted={hotel.id === activeHotelId} stay={stay} memberPoints={memberPoints} priority={isAboveTheFold(index)} />
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: params.view === 'grid' ? { base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } : '1fr' })}>
              {result.items.map((hotel, index) => (
                <li key={hotel.id}>
                  <HotelCard hotel={hotel} nights={nights} layout={params.view === 'list' ? 'list' : 'grid'} stay={stay} memberPoints={memberPoints} priority={isAboveTheFold(index)} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={hotelText('results.result-pages')} className={css({ display: 'flex', gap: '2', justifyContent: 'center', mt: '8', flexWrap: 'wrap' })}>
              {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
                <Link
                  key={page}
                  from="/accommodations/search-results"
                  search={(current) => ({ ...current, page, adjusted: undefined })}
                  resetScroll={false}
                  // Active only for the very search shown: page 1's address leaves out its default page, so a partial
                  // match made it current on every page (two "current" pages heard on page 2).
                  activeOptions={{ exact: true }}
                  onClick={(event) => toResultsPage(event.currentTarget, page, pages)}
                  aria-current={page === params.page ? 'page' : undefined}
                  aria-label={hotelText('results.page', { page })}
                  className={css({ minW: '10', textAlign: 'center', px: '3', py: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.strong', '&[aria-current=page]': { bg: 'accent.default', color: 'accent.fg' } })}
                >
                  {page}
                </Link>
              ))}
            </nav>
          )}
        </section>
      </div>
    </>
  )
}

type Tag = FilterTag<Partial<HotelSearchParams>>

function activeTags(params: HotelSearchParams, result: HotelSearchResult): Tag[] {
  const labelOf = (facet: keyof HotelSearchResult['facets'], value: string) =>
    facet === 'price' ? value : (result.facets[facet].find((entry) => entry.value === value)?.label ?? value)
  const tags: Tag[] = []
  for (const key of ['stars', 'amenities', 'accessibility', 'propertyTypes', 'chains'] as const) {
    const values = (params[key] ?? []).map(String)
    for (const value of values) {
      const rest = values.filter((item) => item !== value)
      const next = key === 'stars' ? rest.map(Number) : rest
      tags.push({ label: key === 'stars' ? `${value} stars` : labelOf(key, value), remove: { [key]: next.length ? next : undefined, page: 1 } })
    }
  }
  for (const key of ['freeCancellation', 'payLater', 'pointsEligible'] as const) {
    if (params[key]) tags.push({ label: flagLabels[key], remove: { [key]: undefined, page: 1 } })
  }
  if (params.minReviewScore) tags.push({ label: hotelText('results.reviews', { minReviewScore: params.minReviewScore }), remove: { minReviewScore: undefined, page: 1 } })
  if (params.priceMin !== undefined) tags.push({ label: hotelText('results.tag-price-from', { price: formatPriceShort(params.priceMin) }), remove: { priceMin: undefined, page: 1 } })
  if (params.priceMax !== undefined) tags.push({ label: hotelText('results.tag-price-up-to', { price: formatPriceShort(params.priceMax) }), remove: { priceMax: undefined, page: 1 } })
  return tags
}

function NoResults({ params, onChange }: { params: HotelSearchParams; onChange: (changes: Partial<HotelSearchParams>) => void }) {
  const clearAll = {
    stars: undefined,
    amenities: undefined,
    accessibility: undefined,
    propertyTypes: undefined,
    chains: undefined,
    freeCancellation: undefined,
    payLater: undefined,
    pointsEligible: undefined,
    minReviewScore: undefined,
    priceMin: undefined,
    priceMax: undefined,
    page: 1,
  } satisfies Partial<HotelSearchParams>
  const filtered = Object.keys(clearAll).some((key) => key !== 'page' && params[key as keyof HotelSearchParams] !== undefined)
  return (
    <div className={css({ textAlign: 'center', py: '12' })}>
      <h3 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{hotelText('results.no-hotels-match')}</h3>
      <p className={css({ color: 'fg.muted', mt: '2' })}>
        {filtered ? hotelText('results.try-removing-a') : hotelText('results.try-other-dates')}
      </p>
      {filtered && (
        <button type="button" onClick={() => onChange(clearAll)} className={css({ mt: '4', px: '4', py: '2', borderRadius: 'md', bg: 'accent.default', color: 'accent.fg', cursor: 'pointer' })}>
          {hotelText('results.clear-all-filters')}
        </button>
      )}
    </div>
  )
}
