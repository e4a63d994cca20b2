// The destination field: free text with suggestions of the traveller's recent searches (on this
// device), destinations and hotels from the platform, as a combobox loaded on first use
// (~/ui/suggest-field). A picked hotel stays a hotel: the form opens that hotel's page.
import { useMemo } from 'react'
import type { DestinationSuggestion } from '@contracts/lxp/hotel.schema'
import { useDestinationSuggestions } from '~/features/lines/place-suggestions'
import { formatStayDate } from '~/lib/format/stay-date'
import { todayIso } from '~/lib/search-dates'
import { SuggestField, type Suggestion } from '~/ui/suggest-field'
import { recentSearchKey, recentSearches, type RecentSearch } from './hotel-recent-searches'
import { hotelText } from '~/i18n/plain/hotel'

/** What the traveller picked: a recent search (the whole search again), a destination or a hotel. */
export type DestinationPick = Suggestion & ({ kind: 'recent'; search: RecentSearch } | { kind: 'destination' | 'hotel'; suggestion: DestinationSuggestion })

type DestinationFieldProps = {
  inputId: string
  value: string
  onValueChange: (value: string) => void
  onPick: (pick: DestinationPick) => void
  invalid: boolean
  describedBy?: string
}

export function DestinationField({ inputId, value, onValueChange, onPick, invalid, describedBy }: DestinationFieldProps) {
  return (
    <SuggestField<DestinationPick>
      id={inputId}
      label={hotelText('destination-field.destination')}
      placeholder={hotelText('destination-field.city-area-or')}
      value={value}
      onValueChange={onValueChange}
      onPick={onPick}
      useSuggestions={useDestinationPicks}
      invalid={invalid}
      describedBy={describedBy}
    />
  )
}

function useDestinationPicks(value: string): DestinationPick[] {
  const found = useDestinationSuggestions(value)
  const stored = recentSearches.useList()
  const wanted = value.trim().toLowerCase()
  return useMemo(() => {
    const today = todayIso()
    const recent = stored
      .filter((search) => search.checkIn >= today && search.destination.toLowerCase().includes(wanted))
      .map((search): DestinationPick => ({
        kind: 'recent',
        search,
        id: `recent:${recentSearchKey(search)}`,
        text: search.destination,
        label: search.destination,
        detail: hotelText('destination-field.recent-detail', { start: formatStayDate(search.checkIn), end: formatStayDate(search.checkOut) }),
        group: hotelText('destination-field.recent'),
      }))
    const platform = wanted.length >= 2 ? found : []
    return [
      ...recent,
      ...platform.map((suggestion): DestinationPick => ({
        kind: suggestion.kind,
        suggestion,
        id: `${suggestion.kind}:${suggestion.id}`,
        text: suggestion.name,
        label: suggestion.name,
        detail: suggestion.kind === 'hotel' ? hotelText('destination-field.hotel-in', { city: suggestion.detail }) : suggestion.detail,
        group: hotelText(suggestion.kind === 'hotel' ? 'destination-field.hotels' : 'destination-field.destinations'),
      })),
    ]
  }, [stored, found, wanted])
}
