// The hotel destination field's suggestions, loaded with its combobox on first use
// (./hotel-line-search.tsx): the traveller's recent searches on this device that match what is
// typed, then the platform's destinations and hotels, each of these with its place's time zone (issue 37).
import { useMemo } from 'react'
import { useDestinationSuggestions } from '~/features/lines/place-suggestions'
import { formatStayDate } from '~/lib/format/stay-date'
import { todayIso } from '~/lib/search-dates'
import type { DestinationSuggestion } from '@contracts/lxp/hotel.schema'
import type { PlaceSuggestion } from '~/features/lines/place-suggestions'
import { recentSearchKey, recentSearches, type RecentSearch } from './hotel-recent-searches'
import { hotelText } from '~/i18n/plain/hotel'

/** What the traveller picked: a recent search (the whole search again), a destination or a hotel. */
export type DestinationPick = PlaceSuggestion & ({ kind: 'recent'; search: RecentSearch } | { kind: 'destination' | 'hotel'; suggestion: DestinationSuggestion })

export default function useDestinationPicks(value: string): DestinationPick[] {
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
        timeZone: suggestion.timeZone,
        label: suggestion.name,
        detail: suggestion.kind === 'hotel' ? hotelText('destination-field.hotel-in', { city: suggestion.detail }) : suggestion.detail,
        group: hotelText(suggestion.kind === 'hotel' ? 'destination-field.hotels' : 'destination-field.destinations'),
      })),
    ]
  }, [stored, found, wanted])
}
