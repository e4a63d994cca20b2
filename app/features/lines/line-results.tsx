// The parts every line's results page is made of (§R2 search results: filter, sort, paging, all
// in the address): the filters column and the results column, a facet's choices, the sort, the state
// with no results, "clear all filters" and the result pages. A line's results page composes them with
// its own search form, cards and words.
import { Link } from '@tanstack/react-router'
import { Suspense, lazy, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { FilterTags, type FilterTag } from '~/ui/filter-tags'
import { SkipToResults } from '~/ui/skip-to-results'
import { linesText } from '~/i18n/plain/lines'
import { PageBanners } from '~/features/page-content/page-content-slot'
import { arrivalFocus } from '~/features/focus-and-announcements/focus-on-navigation'
import { AllFiltersButton } from './all-filters-button'
import { PhoneSearchSummary } from './phone-search-summary'
import { useFocusFirstInvalid } from '~/lib/focus-first-invalid'
import { announceSort, toResultsPage } from './results-announcements'
import type { LineSearchErrors } from './line-search'

const LineFiltersDialog = lazy(() => import('./line-filters-dialog').then((module) => ({ default: module.LineFiltersDialog })))

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
const columnClass = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })
const subheadingClass = css({ fontSize: 'lg', fontWeight: 'semibold' })
const choiceClass = css({ display: 'flex', gap: '2', alignItems: 'center', minH: '6' })
// No wider than its column, however long its longest option reads with the text spaced out (WCAG 1.4.12 at 320 px, issue 43 item 12).
export const resultsSelectClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '2', minH: '10', bg: 'bg.canvas', maxW: 'full' })
const sortClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', minH: '6', maxW: 'full' })

/**
 * The results pattern of every line (the hotel one, §R2): filters in a column beside the results on
 * wide screens and in the "All filters" dialog on any, the active filters as removable tags, the count with
 * sort and view beside it. `id` names the two columns' headings. "Skip to results" comes first, before the
 * line's search form (`search`) and the filters, so the keyboard reaches it with one press from the page's
 * main content, however much of the form's code has loaded.
 */
export function ResultsColumns<Change>({ id, search, searchSummary, filters, heading, controls, tags, busy, children }: {
  id: string
  /** The search as the page shows it above the columns: the line's form, or a summary with a way to change it. */
  search?: ReactNode
  /** The form's search in words, which a phone shows in its place until the traveller opens it (issue 42 item 2). */
  searchSummary?: readonly (string | undefined)[]
  /** The filter fieldsets and the clear link. */
  filters: ReactNode
  /** The count of results, announced when it changes (in the "All filters" dialog too). */
  heading: string
  /** Sort and view, beside the count. */
  controls: ReactNode
  /** The filters that are on, each removable. */
  tags?: { list: readonly FilterTag<Change>[]; onRemove: (change: Change) => void }
  /** New results are on their way. */
  busy?: boolean
  children: ReactNode
}) {
  const [dialogOpen, setDialogOpen] = useState(false)
  const summary = searchSummary?.filter(Boolean).join(' · ')
  return (
    <>
      <SkipToResults target={`${id}-results`} label={linesText('results.skip-to-results')} />
      {summary ? (
        <PhoneSearchSummary summary={summary}>
          {search}
        </PhoneSearchSummary>
      ) : (
        search
      )}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' }, gap: '6', alignItems: 'start' })}>
        <section aria-labelledby={`${id}-filters`} className={css({ display: { base: 'none', lg: 'flex' }, flexDirection: 'column', gap: '4' })}>
          <h2 id={`${id}-filters`} className={subheadingClass}>
            {linesText('results.filter')}
          </h2>
          {filters}
        </section>
        <section aria-labelledby={`${id}-results`} aria-busy={busy} className={columnClass}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
            {/* While the filters dialog is open its own region says the count: one region per change (issue 43). */}
            <h2 id={`${id}-results`} tabIndex={-1} {...arrivalFocus} className={subheadingClass} aria-live={dialogOpen ? 'off' : 'polite'}>
              {heading}
            </h2>
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
              <AllFiltersButton active={tags?.list.length ?? 0} onOpen={() => setDialogOpen(true)} />
              {controls}
            </div>
          </div>
          <PageBanners />
          {dialogOpen && (
            <Suspense fallback={null}>
              <LineFiltersDialog open={dialogOpen} onOpenChange={setDialogOpen} filters={filters} count={heading} />
            </Suspense>
          )}
          {tags && <FilterTags tags={tags.list} onRemove={tags.onRemove} />}
          {children}
        </section>
      </div>
    </>
  )
}

/** Tags of a list filter: one per chosen value, labelled as its facet is, removing only that value. */
export function facetTags<Change>(chosen: readonly (string | number)[] | undefined, facets: readonly { value: string; label: string }[], remove: (rest: (string | number)[] | undefined) => Change): FilterTag<Change>[] {
  return (chosen ?? []).map((value) => {
    const rest = (chosen ?? []).filter((item) => item !== value)
    return { label: facets.find((facet) => facet.value === String(value))?.label ?? String(value), remove: remove(rest.length > 0 ? rest : undefined) }
  })
}

/** A filter's list with the value added, or taken out when it was in (undefined when empty, so the address drops it). */
export function toggled<T>(list: readonly T[] | undefined, value: T): T[] | undefined {
  const next = list?.includes(value) ? list.filter((item) => item !== value) : [...(list ?? []), value]
  return next.length > 0 ? next : undefined
}

type Facet = { value: string; label: string; count: number }

/** One filter's choices as checkboxes, each with how many results it has. */
export function FacetChoices({ legend, facets, isChecked, onToggle }: { legend: string; facets: readonly Facet[]; isChecked: (value: string) => boolean; onToggle: (value: string) => void }) {
  return (
    <FilterFieldset legend={legend}>
      {facets.map((facet) => (
        <label key={facet.value} className={choiceClass}>
          <input type="checkbox" checked={isChecked(facet.value)} onChange={() => onToggle(facet.value)} />
          {facet.label} ({facet.count})
        </label>
      ))}
    </FilterFieldset>
  )
}

export function FilterFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <legend className={css({ fontWeight: 'medium', mb: '1' })}>{legend}</legend>
      {children}
    </fieldset>
  )
}

/** A choice of a filter (a radio or a checkbox with its label). */
export function FilterChoice({ children }: { children: ReactNode }) {
  return <label className={choiceClass}>{children}</label>
}

/** The sort, as a select whose change goes into the address. */
export function SortSelect<Sort extends string>({ value, options, onChange }: { value: Sort; options: readonly { value: Sort; label: string }[]; onChange: (sort: Sort) => void }) {
  return (
    <label className={sortClass}>
      {linesText('results.sort-by')}
      <select
        value={value}
        onChange={(event) => {
          onChange(event.target.value as Sort)
          announceSort(options.find((option) => option.value === event.target.value)?.label)
        }}
        className={resultsSelectClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The same results page without the line's filters (their address parameters), back to page 1. */
export function ClearFiltersLink({ filters }: { filters: readonly string[] }) {
  const cleared = (current: Record<string, unknown>) => ({ ...current, ...Object.fromEntries(filters.map((name) => [name, undefined])), page: 1 })
  return (
    <Link to="." search={cleared} className={linkClass}>
      {linesText('results.clear-all-filters')}
    </Link>
  )
}

/** No result: the line's title and advice, and the way to drop the filters when some are on. */
export function NoResults({ title, advice, clearFilters }: { title: string; advice: string; clearFilters?: readonly string[] }) {
  return (
    <Alert variant="page-info" title={title}>
      <p>
        {advice} {clearFilters && <ClearFiltersLink filters={clearFilters} />}
      </p>
    </Alert>
  )
}

/** Previous and next page links around "Page 2 of 5", over the search in the address. */
export function ResultPages({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav aria-label={linesText('results.result-pages')} className={css({ display: 'flex', gap: '4', alignItems: 'center', justifyContent: 'center' })}>
      {page > 1 && (
        <Link to="." search={(current: Record<string, unknown>) => ({ ...current, page: page - 1 })} resetScroll={false} onClick={(event) => toResultsPage(event.currentTarget, page - 1, pages)} className={linkClass}>
          {linesText('results.previous-page')}
        </Link>
      )}
      <span>{linesText('results.page-of', { page, pages })}</span>
      {page < pages && (
        <Link to="." search={(current: Record<string, unknown>) => ({ ...current, page: page + 1 })} resetScroll={false} onClick={(event) => toResultsPage(event.currentTarget, page + 1, pages)} className={linkClass}>
          {linesText('results.next-page')}
        </Link>
      )}
    </nav>
  )
}

/** A results page that shows no results but the search form: its heading, then what it says and the form (`children`). */
function SearchProblem({ heading, children, focusError = false }: { heading: string; children: ReactNode; focusError?: boolean }) {
  const ref = useFocusFirstInvalid<HTMLDivElement>(focusError)
  return (
    <Container ref={ref} className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{heading}</h1>
      {children}
    </Container>
  )
}

/**
 * The reason beside each date field of a search whose address gave a day not in the calendar (its `adjusted`,
 * ./line-search-params.ts `unreadDates`), for the form's `serverErrors`.
 */
export function unreadDateErrors(adjusted: readonly string[] = []): LineSearchErrors {
  return Object.fromEntries(adjusted.map((name) => [name, linesText('search.date-not-in-calendar')]))
}

/**
 * The page of a results address that lacks what the search needs: the fields to fill in, over the search form
 * (`children`). `unread`: the address gave a date that is not in the calendar; the form says so beside the date
 * (`unreadDateErrors`), and the keyboard starts there, as the hotel results do.
 */
export function MissingSearch({ heading, title, missing, unread = false, children }: { heading: string; title: string; missing: readonly (string | false | undefined)[]; unread?: boolean; children: ReactNode }) {
  return (
    <SearchProblem heading={heading} focusError={unread}>
      <Alert variant="page-info" title={title}>
        <ul className={css({ listStyle: 'disc', pl: '5' })}>
          {missing.filter(Boolean).map((label) => (
            <li key={String(label)}>{label}</li>
          ))}
        </ul>
      </Alert>
      {children}
    </SearchProblem>
  )
}

/** The page of a search the platform refused: a refusal no field shows (`banner`) over the search form (`children`), which shows the others beside their fields. */
export function RefusedSearch({ heading, bannerTitle, banner, children }: { heading: string; bannerTitle: string; banner?: string; children: ReactNode }) {
  return (
    <SearchProblem heading={heading}>
      {banner && (
        <Alert variant="block-error" title={bannerTitle}>
          {banner}
        </Alert>
      )}
      {children}
    </SearchProblem>
  )
}
