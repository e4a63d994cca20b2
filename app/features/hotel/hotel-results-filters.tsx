// Filters of the results page: each change goes straight into the URL, and the results follow.
import { useId } from 'react'
import { css } from 'styled-system/css'
import type { HotelSearchResult } from '@contracts/lxp/hotel.schema'
import type { HotelSearchParams } from './hotel-params'
import { hotelText } from '~/i18n/plain/hotel'
import { siteCurrency } from '~/lib/format/visitor-settings'

type ListKey = 'stars' | 'amenities' | 'propertyTypes' | 'chains' | 'accessibility'
type FlagKey = 'freeCancellation' | 'payLater' | 'pointsEligible'

type ResultsFiltersProps = {
  params: HotelSearchParams
  facets: HotelSearchResult['facets']
  onChange: (changes: Partial<HotelSearchParams>) => void
}

const legend = css({ fontWeight: 'semibold', mb: '2' })
const option = css({ display: 'flex', gap: '2', alignItems: 'center', py: '1', '& input': { w: '6', h: '6', flexShrink: 0, accentColor: 'accent.default' } })

/** The yes/no filters' names, read when shown (getters: a text read when the module loads keeps the first visitor's locale). */
export const flagLabels: Record<FlagKey, string> = {
  get freeCancellation() {
    return hotelText('card.free-cancellation')
  },
  get payLater() {
    return hotelText('card.pay-at-the')
  },
  get pointsEligible() {
    return hotelText('card.earn-points')
  },
}

export function ResultsFilters({ params, facets, onChange }: ResultsFiltersProps) {
  const id = useId()
  const toggle = (key: ListKey, value: string) => {
    const current = (params[key] ?? []).map(String)
    const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
    const typed = key === 'stars' ? next.map(Number) : next
    onChange({ [key]: typed.length ? typed : undefined, page: 1 })
  }

  const group = (key: ListKey, title: string, values: HotelSearchResult['facets']['amenities']) =>
    values.length > 0 && (
      <fieldset className={css({ mb: '5' })}>
        <legend className={legend}>{title}</legend>
        {values.map((facet) => {
          const checked = (params[key] ?? []).map(String).includes(facet.value)
          return (
            <label key={facet.value} className={option}>
              <input type="checkbox" checked={checked} onChange={() => toggle(key, facet.value)} />
              <span>
                {facet.label} <span className={css({ color: 'fg.muted' })}>({facet.count})</span>
              </span>
            </label>
          )
        })}
      </fieldset>
    )

  return (
    <form aria-label={hotelText('results-filters.filter-hotels')} onSubmit={(event) => event.preventDefault()}>
      <fieldset className={css({ mb: '5' })}>
        <legend className={legend}>{hotelText('results-filters.price-per-night', { currency: siteCurrency() })}</legend>
        <div className={css({ display: 'flex', gap: '2' })}>
          {(['priceMin', 'priceMax'] as const).map((key) => (
            <label key={key} className={css({ display: 'flex', flexDirection: 'column', fontSize: 'sm' })} htmlFor={`${id}-${key}`}>
              {hotelText(key === 'priceMin' ? 'results-filters.lowest' : 'results-filters.highest')}
              <input
                id={`${id}-${key}`}
                type="number"
                min={0}
                inputMode="numeric"
                defaultValue={params[key] !== undefined ? params[key] / 100 : ''}
                onBlur={(event) => onChange({ [key]: event.target.value ? Math.round(Number(event.target.value) * 100) : undefined, page: 1 })}
                className={css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '2', py: '1', w: '6rem' })}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {group('stars', hotelText('results-filters.star-rating'), facets.stars)}
      <fieldset className={css({ mb: '5' })}>
        <legend className={legend}>{hotelText('results-filters.booking-options')}</legend>
        {(Object.keys(flagLabels) as FlagKey[]).map((key) => (
          <label key={key} className={option}>
            <input type="checkbox" checked={params[key] === true} onChange={() => onChange({ [key]: params[key] ? undefined : true, page: 1 })} />
            {flagLabels[key]}
          </label>
        ))}
      </fieldset>
      <div className={css({ mb: '5' })}>
        <label htmlFor={`${id}-review`} className={legend}>
          {hotelText('results-filters.review-score')}
        </label>
        <select
          id={`${id}-review`}
          value={params.minReviewScore ?? ''}
          onChange={(event) => onChange({ minReviewScore: event.target.value ? Number(event.target.value) : undefined, page: 1 })}
          className={css({ display: 'block', mt: '2', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '2', py: '1' })}
        >
          <option value="">{hotelText('results-filters.any-score')}</option>
          <option value="4.5">{hotelText('results-filters.4-5-and')}</option>
          <option value="4">{hotelText('results-filters.4-and-above')}</option>
          <option value="3.5">{hotelText('results-filters.3-5-and')}</option>
          <option value="3">{hotelText('results-filters.3-and-above')}</option>
        </select>
      </div>
      {group('amenities', 'Amenities', facets.amenities)}
      {group('accessibility', 'Accessibility', facets.accessibility)}
      {group('propertyTypes', hotelText('results-filters.property-type'), facets.propertyTypes)}
      {group('chains', hotelText('results-filters.hotel-chain'), facets.chains)}
    </form>
  )
}
